// The one place that speaks the wire protocol: token header, envelope unwrapping, and the 401 rules of SPEC 8.
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { Code } from '@cv/contract/codes';
import { TOKEN_HEADER } from '@cv/contract/constants';
import { apiBaseUrl, apiPath } from '../server-url';
import { clearToken, getToken } from '../token';
import { currentPath, navigateTo } from '../navigation';
import { loggedOut, selectHasToken, selectLoginInPlace, sessionExpired, type SessionState } from '../session-slice';
import { earlyOrFetch } from './early-fetch';
import type { ApiEnvelope } from '@cv/contract';

/** What every failed call gives back: the envelope's code and message (or a client-side code). */
export interface ApiError {
  code: number;
  msg: string;
  /** The envelope's data when a non-zero code carries some (e.g. code 7 {state}). */
  data?: unknown;
}

/** Client-side codes for failures that never reached a server envelope. */
export const NETWORK_ERROR = -1;

type Envelope = ApiEnvelope;

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && typeof (value as ApiError).code === 'number';
}

function isUserInfoCall(args: string | FetchArgs): boolean {
  const url = typeof args === 'string' ? args : args.url;
  const method = typeof args === 'string' ? 'GET' : (args.method ?? 'GET');
  return url.replace(/^\//, '') === apiPath('user') && method.toUpperCase() === 'GET';
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  // Built per call so the server origin can be configured at runtime (tests).
  const rawBaseQuery = fetchBaseQuery({
    baseUrl: apiBaseUrl(),
    fetchFn: earlyOrFetch,
    prepareHeaders: (headers) => {
      const token = getToken();
      if (token) headers.set(TOKEN_HEADER, token);
      return headers;
    },
  });
  const result = await rawBaseQuery(args, api, extraOptions);
  // The envelope's code is the truth whatever the HTTP status (DESIGN 3).
  const body: unknown = result.error ? result.error.data : result.data;
  if (!isEnvelope(body)) {
    if (result.error?.status === 'FETCH_ERROR' || result.error?.status === 'TIMEOUT_ERROR') {
      return { error: { code: NETWORK_ERROR, msg: '网络连接失败，请检查网络后重试' } };
    }
    const status = result.error && 'originalStatus' in result.error ? result.error.originalStatus : 0;
    return {
      error: { code: typeof status === 'number' && status > 0 ? status : NETWORK_ERROR, msg: '服务器响应异常' },
    };
  }
  if (body.code === Code.OK) return { data: body.data, meta: result.meta };
  if (body.code === Code.UNAUTHORIZED) {
    clearToken();
    if (isUserInfoCall(args)) {
      // Not logged in: the user call answers a substitute code and nobody is sent anywhere.
      api.dispatch(loggedOut());
      return { error: { code: Code.NOT_LOGGED_IN, msg: body.msg || '未登录' } };
    }
    const session = api.getState() as { session: SessionState };
    if (selectLoginInPlace(session)) {
      // The page keeps the user's work: the login opens over it, once (later 401s of the same expiry say nothing).
      if (selectHasToken(session)) api.dispatch(sessionExpired({ returnTo: null }));
    } else {
      const here = currentPath();
      const returnTo = here === '/' || here.startsWith('/?') ? null : here;
      api.dispatch(sessionExpired({ returnTo }));
      navigateTo('/?login');
    }
  }
  const error: ApiError = { code: body.code, msg: body.msg };
  if (body.data !== null && body.data !== undefined) error.data = body.data;
  return { error };
};

/** Normalises a query/mutation error (an ApiError, or a SerializedError from a thrown exception). */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return { ...error, msg: error.msg || '操作失败，请重试' };
  const msg = typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : '';
  return { code: NETWORK_ERROR, msg: msg || '操作失败，请重试' };
}
