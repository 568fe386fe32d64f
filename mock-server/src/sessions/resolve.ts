/**
 * Which session a request is in: the x-mock-session header, else the mock_session query parameter (links a phone
 * opens), else the mock_session cookie (a browser), else the default session. A name that is not a valid session
 * name, or a session that does not exist when the caller may not create one (creating needs what /__mock needs:
 * plugins/mock-guard.ts), answers HTTP 400 with code 1 naming where the name came from, and changes nothing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  Code,
  MOCK_ADMIN_HEADER,
  MOCK_SESSION_COOKIE,
  MOCK_SESSION_HEADER,
  MOCK_SESSION_NAME_PATTERN,
  MOCK_SESSION_QUERY,
} from '@cv/contract';
import { ApiError } from '../errors.ts';
import { guardPolicy, guardRefusal } from '../plugins/mock-guard.ts';
import type { SessionContainer } from './container.ts';
import type { SessionRegistry } from './registry.ts';

const NAME = new RegExp(MOCK_SESSION_NAME_PATTERN);
const COOKIE = new RegExp(`(?:^|;\\s*)${MOCK_SESSION_COOKIE}=([^;]*)`);
const QUERY = new RegExp(`[?&]${MOCK_SESSION_QUERY}=([^&#]*)`);

export interface NamedBy {
  name: string;
  /** Where the name came from, as the error message names it. */
  field: string;
}

/** The session name a request gives and where, or null (the default session). */
export function sessionNameOf(request: FastifyRequest): NamedBy | null {
  const header = request.headers[MOCK_SESSION_HEADER];
  if (header !== undefined) return { name: String(header), field: `请求头 ${MOCK_SESSION_HEADER}` };
  const url = request.url;
  if (url.includes(`${MOCK_SESSION_QUERY}=`)) {
    const match = QUERY.exec(url);
    if (match) return { name: decode(match[1]!), field: `查询参数 ${MOCK_SESSION_QUERY}` };
  }
  const cookie = request.headers.cookie;
  if (cookie !== undefined && cookie.includes(`${MOCK_SESSION_COOKIE}=`)) {
    const match = COOKIE.exec(cookie);
    if (match && match[1] !== '') return { name: decode(match[1]!), field: `Cookie ${MOCK_SESSION_COOKIE}` };
  }
  return null;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // not a valid name either: the caller's check refuses it
  }
}

export const isSessionName = (name: string): boolean => NAME.test(name);

/** Code 1 (HTTP 400: before the route's own validation) naming where the session name came from. */
export const sessionError = (field: string, problem: string) =>
  new ApiError(Code.INVALID_PARAMS, `参数错误：${field} ${problem}`, {
    httpStatus: 400,
    explain: {
      kind: 'validation',
      rule: `会话名（${field}）`,
      summary: `${field} ${problem}`,
      detail: { field },
    },
  });

/** The resolver the app's preValidation hook calls: the request's session, or the ApiError it answers. */
export function createSessionResolver(app: FastifyInstance, sessions: SessionRegistry) {
  const policy = guardPolicy(app);
  return (request: FastifyRequest, named: NamedBy | null = sessionNameOf(request)): SessionContainer => {
    if (named === null) return sessions.defaultSession;
    const { name, field } = named;
    if (!isSessionName(name)) {
      throw sessionError(field, '应为 1-64 位字母、数字、-、_ 或 .，以字母或数字开头');
    }
    const existing = sessions.get(name);
    if (existing) return existing;
    if (sessions.max === 0) throw sessionError(field, `：会话功能未开启（MOCK_SESSIONS_MAX=0），会话 ${name} 不存在`);
    if (guardRefusal(request, policy) !== null) {
      throw sessionError(field, `：会话 ${name} 不存在（新建会话需要在本机，或带请求头 ${MOCK_ADMIN_HEADER}）`);
    }
    const started = performance.now();
    const session = sessions.getOrCreate(name);
    request.log.info({ session: name, ms: Math.round((performance.now() - started) * 10) / 10 }, 'session created');
    return session;
  };
}
