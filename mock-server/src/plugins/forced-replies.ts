/**
 * The app's one preValidation hook: the body default, the request's session, forced replies, then chaos
 * (plugins/chaos.ts). Every hook costs Fastify closures and calls on every request (docs/benchmarks-history.md), so they share
 * one callback-style hook rather than each having its own: this plugin owns it.
 *
 * - Body default: empty-payload routes get POSTs with no body at all (no content type), which means `{}`. Only a
 *   missing body: a JSON null is a payload of the wrong type (code 1).
 * - Session: request.mockSession from x-mock-session / mock_session (sessions/resolve.ts); a bad or unknown name
 *   answers code 1 here, before anything reads or writes state.
 * - Forced replies, the request-time half of the control surface's fault injection: per route via POST /__mock/force,
 *   per request via x-mock-code / __code and x-mock-delay. Per-request fault headers follow the /__mock guard's rule
 *   (plugins/mock-guard.ts), and a reply says in x-mock-ignored when it ignored them. They run after the body is read
 *   and before it is validated, so a forced code wins over a missing or invalid body.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  Code,
  CodeMessage,
  MOCK_CODE_HEADER,
  MOCK_CODE_QUERY,
  MOCK_DELAY_HEADER,
  type MockReplyCause,
} from '@cv/contract';
import { ApiError } from '../errors.ts';
import { isApiCall, pathOf } from '../lib/url-path.ts';
import type { ForcedReply } from '../services/mock-control.ts';
import { createSessionResolver } from '../sessions/resolve.ts';
import { createChaosCheck } from './chaos.ts';
import { guardPolicy, guardRefusal } from './mock-guard.ts';

/** Reply header naming why per-request fault headers (x-mock-code, x-mock-delay, ?__code) were not applied. */
export const MOCK_IGNORED_HEADER = 'x-mock-ignored';

function intOrNull(value: unknown): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string' || !/^-?\d{1,9}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * Forced replies for /api calls (the hook calls it for those only, with the URL's path). When nothing is forced and
 * the request carries no x-mock-* header or __code query the check is a Map size test and two header reads.
 */
function createFaultCheck(app: FastifyInstance) {
  const policy = guardPolicy(app);

  return (request: FastifyRequest, reply: FastifyReply, path: string, done: (error?: Error) => void): void => {
    const url = request.url;
    const headers = request.headers;
    const override =
      headers[MOCK_CODE_HEADER] !== undefined ||
      headers[MOCK_DELAY_HEADER] !== undefined ||
      (path.length !== url.length &&
        (request.query as Record<string, unknown> | undefined)?.[MOCK_CODE_QUERY] !== undefined);
    const { mock } = request.mockSession.services;
    const rule = mock.hasForced() ? mock.takeForced(path) : null;
    if (!rule && !override) return done();

    let code = rule?.code ?? null;
    let delayMs = rule?.delayMs ?? 0;
    const msg = rule?.msg;
    let byHeader: string | null = null;
    if (override) {
      const refusal = guardRefusal(request, policy);
      if (refusal === null) {
        const query = (request.query ?? {}) as Record<string, unknown>;
        const headerCode = intOrNull(headers[MOCK_CODE_HEADER]);
        const queryCode = headerCode === null ? intOrNull(query[MOCK_CODE_QUERY]) : null;
        if (headerCode !== null) byHeader = `请求头 ${MOCK_CODE_HEADER}: ${headerCode}`;
        else if (queryCode !== null) byHeader = `查询参数 ${MOCK_CODE_QUERY}=${queryCode}`;
        code = headerCode ?? queryCode ?? code;
        delayMs = Math.min(60_000, Math.max(0, intOrNull(headers[MOCK_DELAY_HEADER]) ?? delayMs));
      } else {
        // Said in the reply, so a developer on another device sees why ?__code=2 did nothing.
        reply.header(MOCK_IGNORED_HEADER, refusal);
      }
    }
    const error =
      code !== null && code !== Code.OK
        ? new ApiError(code, msg ?? CodeMessage[code as keyof typeof CodeMessage] ?? `模拟错误 ${code}`, {
            forced: true,
          })
        : undefined;
    if (error) reply.mockCause = forcedCause(path, code!, delayMs, byHeader, rule);
    if (delayMs > 0) setTimeout(() => done(error), delayMs);
    else done(error);
  };
}

function forcedCause(
  path: string,
  code: number,
  delayMs: number,
  byHeader: string | null,
  rule: ForcedReply | null,
): MockReplyCause {
  if (byHeader !== null) {
    return {
      kind: 'forced',
      rule: byHeader,
      summary: `本次请求自带${byHeader}，强制回复 code ${code}`,
      detail: { path, code, delay_ms: delayMs },
    };
  }
  const left = rule!.remaining === null ? '直到清除' : `还剩 ${rule!.remaining} 次`;
  const by = rule!.scenario ? `演示场景 ${rule!.scenario} 设置的` : '';
  return {
    kind: 'forced',
    rule: `POST /__mock/force ${path}`,
    summary: `${by}强制回复：${path} 被设为回复 code ${code}（${left}）`,
    detail: { path, code, delay_ms: delayMs, remaining: rule!.remaining, ...(rule!.msg ? { msg: rule!.msg } : {}) },
    ...(rule!.scenario ? { scenario: rule!.scenario } : {}),
  };
}

export default fp(
  async (app) => {
    const faultCheck = createFaultCheck(app);
    const chaosCheck = createChaosCheck(app);
    const resolveSession = createSessionResolver(app, app.sessions);
    app.addHook('preValidation', (request, reply, done) => {
      if (request.body === undefined && request.method !== 'GET') request.body = {};
      try {
        request.mockSession = resolveSession(request);
      } catch (error) {
        return done(error as Error);
      }
      // Forced replies and chaos act on API calls only; a forced reply wins: its error ends the request before chaos
      // is asked.
      if (!isApiCall(request.url)) return done();
      const path = pathOf(request.url);
      faultCheck(request, reply, path, (error) => (error ? done(error) : chaosCheck(request, reply, path, done)));
    });
  },
  { name: 'forced-replies', dependencies: ['services'] },
);
