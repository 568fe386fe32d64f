// The one place that decides what a failed reply means to the user (SPEC 8): a warning or an error message, a page
// to go to, or silence (401 is handled by the base query). Keyed by the contract's route and code names; features
// report failures here instead of repeating code checks.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RouteErrorCodes, RouteName } from '@cv/contract';
import { Code, type CodeName } from '@cv/contract/codes';
import { PAY_BUSY_MESSAGE } from '@cv/contract/constants';
import { currentPath, navigateTo } from '../navigation';
import { paymentReturnQuery, type PaymentReturn } from '../payment-return';
import { noticeAdded } from '../notices-slice';
import type { RootState } from '../root-reducer';
import { NETWORK_ERROR, toApiError, type ApiError } from './base-query';

export interface Outcome {
  /** silent: nothing is shown (401: the base query already sent the user to log in). */
  kind: 'silent' | 'warning' | 'error';
  /** The message (also kept for a silent outcome, e.g. as a failed save's reason). */
  text: string;
  /** The page the user is sent to. */
  goTo?: string;
  /** Code 4 on module save: the local list is cut to its first 8 modules (SPEC 8). */
  trimModules?: true;
  /** 401: the session is over (the base query opened the login); the caller waits for a new login. */
  signedOut?: true;
  /** The network is down (no reply at all): the caller keeps the work and tries again later. */
  offline?: true;
  /** The server could not do it now (busy, a 5xx): the same request may succeed later; the caller retries. */
  transient?: true;
}

type Rule = (error: ApiError) => Outcome;
/** The names of these code values ('QUOTA_EXHAUSTED' for 5...). */
type CodeNameOf<V> = { [K in CodeName]: (typeof Code)[K] extends V ? K : never }[CodeName];
/**
 * Rules of one route, by the names of the codes that route declares (RouteErrorCodes of the contract): a rule for a
 * code the route never answers does not compile.
 */
type RouteRules<N extends RouteName> = Partial<
  Record<CodeNameOf<RouteErrorCodes<N>> | 'OTHER' | 'NETWORK' | 'TRANSIENT', Rule>
>;

const warn =
  (extra: Omit<Outcome, 'kind' | 'text'> = {}) =>
  (e: ApiError): Outcome => ({ kind: 'warning', text: e.msg, ...extra });
const fail = (e: ApiError): Outcome => ({ kind: 'error', text: e.msg });
const silent = (e: ApiError): Outcome => ({ kind: 'silent', text: e.msg });
/** No reply (network down): nothing is shown; the editor's status line says 离线 and its save queue retries. */
const offline = (e: ApiError): Outcome => ({ kind: 'silent', text: e.msg, offline: true });
/** Busy or a server error: nothing is shown; the editor's save queue retries that item after a backoff. */
const transient = (e: ApiError): Outcome => ({ kind: 'silent', text: e.msg, transient: true });

/** A reply a later attempt may not get: code 2 (busy), 500 or any HTTP 5xx without an envelope. */
export const isTransientError = (e: ApiError) => e.code === Code.BUSY || (e.code >= 500 && e.code <= 599);

/**
 * Per route, per code name; 'OTHER' is the route's rule for any other code, 'NETWORK' for no reply at all (else
 * OTHER), 'TRANSIENT' for busy or a server error (else the code's rule); unlisted routes show an error.
 */
const RULES: { [N in RouteName]?: RouteRules<N> } = {
  cvNew: { QUOTA_EXHAUSTED: warn({ goTo: '/payment' }), OTHER: fail },
  cvDownload: {
    QUOTA_EXHAUSTED: warn({ goTo: '/payment' }),
    NOTHING_TO_DOWNLOAD: warn({ goTo: '/my-resumes?empty' }),
    DOWNLOAD_GENERATING: silent,
    DOWNLOAD_TOO_FREQUENT: silent,
    OTHER: fail,
  },
  personalSave: {
    NETWORK: offline,
    TRANSIENT: transient,
    OTHER: (e) => ({ kind: 'error', text: `个人信息保存失败：${e.msg}` }),
  },
  moduleSave: { MODULE_LIMIT: warn({ trimModules: true }), NETWORK: offline, TRANSIENT: transient, OTHER: warn() },
  // SPEC 8: every failure of module delete shows the server's message (code 3 too); the module stays on screen.
  moduleDelete: { NETWORK: offline, OTHER: warn() },
  cvSetTemplate: { OTHER: warn() },
  cvDelete: { OTHER: warn() },
  queryPay: { BUSY: () => ({ kind: 'warning', text: PAY_BUSY_MESSAGE }), OTHER: warn() },
  prepay: { OTHER: warn() },
  repay: { OTHER: warn() },
  closeOrder: { OTHER: warn() },
  aiGenContent: { OTHER: fail },
  // The server names the multipart field ('参数错误：字段 file 只支持…'): the user picked a photo, not a field.
  avatarUpload: {
    INVALID_PARAMS: (e) => ({ kind: 'error', text: `头像上传失败：${e.msg.replace(/^参数错误：(字段 file ?)?/, '')}` }),
    PAYLOAD_TOO_LARGE: () => ({ kind: 'error', text: '头像上传失败：照片太大，请换一张或裁剪得小一些' }),
    OTHER: fail,
  },
};

const NAME_OF_CODE = new Map<number, CodeName>(
  (Object.entries(Code) as [CodeName, number][]).map(([name, value]) => [value, name]),
);

/** What a failed call of this route means for the user. */
export function outcomeOf(route: RouteName, failure: unknown): Outcome {
  const error = toApiError(failure);
  const name = NAME_OF_CODE.get(error.code);
  if (name === 'UNAUTHORIZED') return { ...silent(error), signedOut: true };
  // Read by any code name: a reply may carry a code the route does not declare (the contract suite catches that).
  const rules: Partial<Record<CodeName | 'OTHER' | 'NETWORK' | 'TRANSIENT', Rule>> = RULES[route] ?? {};
  const special = error.code === NETWORK_ERROR ? rules.NETWORK : isTransientError(error) ? rules.TRANSIENT : undefined;
  const rule = special ?? (name && rules[name]) ?? rules.OTHER ?? fail;
  return rule(error);
}

/**
 * Shows the outcome (a notice, and the page it leads to); returns it so callers can act on its flags. `resume` says
 * what the user was doing: a trip to /payment remembers it and where they were (lib/payment-return), so the
 * payment result page can bring them back and continue.
 */
export function reportFailure(
  route: RouteName,
  failure: unknown,
  resume?: Omit<PaymentReturn, 'from'>,
): ThunkAction<Outcome, RootState, unknown, UnknownAction> {
  return (dispatch) => {
    const outcome = outcomeOf(route, failure);
    if (outcome.kind !== 'silent') {
      dispatch(noticeAdded({ type: outcome.kind, text: outcome.text }));
      if (outcome.goTo === '/payment') navigateTo(`/payment${paymentReturnQuery({ from: currentPath(), ...resume })}`);
      else if (outcome.goTo) navigateTo(outcome.goTo);
    }
    return outcome;
  };
}
