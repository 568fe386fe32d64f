/**
 * The request-time half of the control surface: the admin guard for /__mock, forced replies (per route via
 * POST /__mock/force, per request via x-mock-code / __code and x-mock-delay) and the request journal.
 * Every hook is callback-style and the /api path runs as few hook phases as possible: each phase Fastify runs costs
 * closures and calls on every request, a measurable share of a fast route (docs/benchmarks.md).
 * Who is trusted is decided in plugins/mock-guard.ts; per-request fault headers follow the same rule, and a reply
 * says in x-mock-ignored when it ignored them.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { Code, CodeMessage, MOCK_CODE_HEADER, MOCK_CODE_QUERY, MOCK_DELAY_HEADER, MOCK_PREFIX } from '@cv/contract';
import { ApiError } from '../errors.ts';
import { allowedHosts, guardRefusal, REFUSAL_MESSAGE, type MockGuardPolicy } from './mock-guard.ts';

/** Reply header naming why per-request fault headers (x-mock-code, x-mock-delay, ?__code) were not applied. */
export const MOCK_IGNORED_HEADER = 'x-mock-ignored';

/** The guard policy of an app: its admin key and Host allowlist. */
export function guardPolicy(app: FastifyInstance): MockGuardPolicy {
  const { config } = app;
  return { adminKey: config.mockAdminKey, hosts: allowedHosts(config.publicUrl, config.mockAllowedHosts) };
}

function intOrNull(value: unknown): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string' || !/^-?\d{1,9}$/.test(raw)) return null;
  return Number(raw);
}

const pathOf = (url: string) => {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
};

const isUnder = (path: string, prefix: string) =>
  path.startsWith(prefix) && (path.length === prefix.length || path.charCodeAt(prefix.length) === 47); // '/'

/** Paths the journal records; the panel's own polling (/__mock, /__mock/journal, /__mock/state) would drown the rest. */
const JOURNALED = /^\/(api|mock|files|uploads|__mock)(\/|$)/;
const PANEL_POLLING = new Set([MOCK_PREFIX, `${MOCK_PREFIX}/journal`, `${MOCK_PREFIX}/state`, `${MOCK_PREFIX}/drift`]);

export const isMockPath = (url: string): boolean => isUnder(pathOf(url), MOCK_PREFIX);

/** The /__mock guard's verdict for a request: null to let it in, or the error it answers (HTTP 403, code 401). */
export function createMockGuard(app: FastifyInstance): (request: FastifyRequest) => ApiError | null {
  const policy = guardPolicy(app);
  return (request) => {
    const refusal = guardRefusal(request, policy);
    return refusal === null
      ? null
      : new ApiError(Code.UNAUTHORIZED, REFUSAL_MESSAGE[refusal], { httpStatus: 403, data: { reason: refusal } });
  };
}

/**
 * The guard as an onRequest hook for the control routes' scope (it runs before their body is read).
 * GET /__mock itself (the panel's HTML, which holds no data) is served to everyone: off this machine it asks for
 * the admin key and sends it with each of its calls. Unknown /__mock paths get the same verdict from the not-found
 * handler.
 */
export function mockGuardHook(app: FastifyInstance): onRequestHookHandler {
  const guard = createMockGuard(app);
  return (request, _reply, done) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && pathOf(request.url) === MOCK_PREFIX) return done();
    done(guard(request) ?? undefined);
  };
}

/**
 * Forced replies for /api routes (per route via /__mock/force, per request via x-mock-code / __code and
 * x-mock-delay), called from the one preValidation hook of app.ts: after the body is read, before it is validated,
 * so a forced code wins over a missing or invalid body. When nothing is forced and the request carries no x-mock-*
 * header or __code query the check is a Map size test and two header reads.
 */
export function createFaultCheck(app: FastifyInstance) {
  const { mock } = app.services;
  const policy = guardPolicy(app);

  return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void => {
    const url = request.url;
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return done();
    const headers = request.headers;
    const path = pathOf(url);
    const override =
      headers[MOCK_CODE_HEADER] !== undefined ||
      headers[MOCK_DELAY_HEADER] !== undefined ||
      (path.length !== url.length &&
        (request.query as Record<string, unknown> | undefined)?.[MOCK_CODE_QUERY] !== undefined);
    const rule = mock.hasForced() ? mock.takeForced(path) : null;
    if (!rule && !override) return done();

    let code = rule?.code ?? null;
    let delayMs = rule?.delayMs ?? 0;
    const msg = rule?.msg;
    if (override) {
      const refusal = guardRefusal(request, policy);
      if (refusal === null) {
        const query = (request.query ?? {}) as Record<string, unknown>;
        code = intOrNull(headers[MOCK_CODE_HEADER]) ?? intOrNull(query[MOCK_CODE_QUERY]) ?? code;
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
    if (delayMs > 0) setTimeout(() => done(error), delayMs);
    else done(error);
  };
}

/** Longest body text the journal keeps whole; a longer one is copied down to its first 500 characters. */
const JOURNAL_BODY_WHOLE = 4096;

function journalBody(request: FastifyRequest): string | undefined {
  const text = request.bodyText;
  if (text !== null) {
    // A slice would keep the whole (up to 1 MB) text alive: copy the head instead.
    return text.length <= JOURNAL_BODY_WHOLE ? text : Buffer.from(text.slice(0, 500)).toString();
  }
  const body = request.body;
  return body && typeof body === 'object' && !Buffer.isBuffer(body) ? JSON.stringify(body).slice(0, 500) : undefined;
}

/**
 * The request journal: one callback-style onResponse hook. The envelope code comes from reply.envelopeCode, which
 * every place that answers an envelope sets (route handlers, sendEnvelope).
 */
export function registerJournal(app: FastifyInstance): void {
  const { mock } = app.services;
  app.addHook('onResponse', (request, reply, done) => {
    const url = request.url;
    const path = pathOf(url);
    if (!JOURNALED.test(path) || path.startsWith('/api/docs') || PANEL_POLLING.has(path)) return done();
    const body = journalBody(request);
    mock.record({
      at: app.clock.now(),
      method: request.method,
      url: url.includes('token=') ? url.replace(/([?&]token=)[^&]*/g, '$1redacted') : url,
      status: reply.statusCode,
      code: reply.envelopeCode ?? null,
      ms: Math.round(reply.elapsedTime),
      user_id: request.userId,
      token: request.headers.token ? 'redacted' : null,
      ...(body === undefined ? {} : { body }),
    });
    done();
  });
}
