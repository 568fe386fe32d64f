/**
 * The request journal (GET /__mock/journal): one callback-style onResponse hook recording every /api, /mock, /files,
 * /uploads and /__mock request (token redacted), except the control panel's own polling.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MOCK_PREFIX, type ChaosMark, type MockReplyCause } from '@cv/contract';
import { DOCS_PREFIX, pathOf } from '../lib/url-path.ts';
import type { JournalRecord } from '../services/mock-control.ts';
import type { SessionContainer } from '../sessions/container.ts';

/** Paths the journal records, less the control panel's own polling (PANEL_POLLING), which would drown the rest. */
const JOURNALED = /^\/(api|mock|files|uploads|__mock)(\/|$)/;
const PANEL_POLLING = new Set([
  MOCK_PREFIX,
  `${MOCK_PREFIX}/journal`,
  `${MOCK_PREFIX}/state`,
  `${MOCK_PREFIX}/drift`,
  `${MOCK_PREFIX}/coverage`,
  `${MOCK_PREFIX}/chaos`,
  `${MOCK_PREFIX}/session`,
]);

/**
 * Whether a request to this path is journaled. An /api path, nearly every request, is told by its prefix alone: the
 * pattern and the set lookup (which hashes the path) cost a module/save 1.1k instructions (callgrind, issue 45).
 */
function journaled(path: string): boolean {
  if (path.startsWith('/api/')) return !path.startsWith(DOCS_PREFIX);
  return JOURNALED.test(path) && !PANEL_POLLING.has(path);
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

/** A reply a chaos profile faulted: the profile, the request's position among those it matched, the faults. */
function chaosCause(mark: ChaosMark): MockReplyCause {
  return {
    kind: 'chaos',
    rule: `chaos ${mark.profile}`,
    summary: `混沌配置 ${mark.profile} 对它匹配的第 ${mark.n} 个请求注入了：${mark.faults.join('、')}`,
    detail: { ...mark },
  };
}

/** The session a request is journaled in: a request refused before its session was known (unrouted, malformed, a
 * bad session name) goes to the default. */
export const journalSession = (app: FastifyInstance, request: FastifyRequest): SessionContainer =>
  (request.mockSession as SessionContainer | null) ?? app.sessions.defaultSession;

/**
 * The journal record of a request, at `status` (a reply that never finished: 0 reset, 499 client gone). One object
 * of one shape per request, nothing else built: absent parts stay undefined until the journal is read
 * (services/mock-control.ts).
 */
export function journalRecord(
  session: SessionContainer,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
): JournalRecord {
  const { url, method } = request;
  const chaos = reply.chaos;
  return {
    id: 0,
    at: session.clock.now(),
    method,
    url: url.includes('token=') ? url.replace(/([?&]token=)[^&]*/g, '$1redacted') : url,
    status,
    code: reply.envelopeCode ?? null,
    ms: Math.round(reply.elapsedTime),
    user_id: request.userId,
    token: request.headers.token ? 'redacted' : null,
    body: journalBody(request),
    chaos: chaos ? chaos.mark : undefined,
    route: request.routeOptions.url,
    // What decided the reply (GET /__mock/explain): set where it was decided; a chaos fault is the chaos decision.
    cause: reply.mockCause ?? (chaos?.mark.faults.length ? chaosCause(chaos.mark) : undefined),
  };
}

/**
 * The envelope code comes from reply.envelopeCode, which every place that answers an envelope sets. With
 * MOCK_JOURNAL_SIZE=0 the journal keeps nothing, and the hook is not registered at all: a save then runs 3.5k fewer
 * instructions of its 236k (bench/instructions.ts, main thread, the hook switched off; issue 45).
 */
export default fp(
  async (app) => {
    if (app.config.journalSize === 0) return;
    app.addHook('onResponse', (request, reply, done) => {
      if (!journaled(pathOf(request.url))) return done();
      const session = journalSession(app, request);
      session.services.mock.record(journalRecord(session, request, reply, reply.statusCode));
      done();
    });
  },
  { name: 'journal', dependencies: ['services'] },
);
