/**
 * Chaos profiles at request time, each session its own (profiles and held replies: services/chaos.ts, one per
 * session's services; control routes: routes/mock-chaos.ts).
 *
 * preValidation, in the app's one hook after the forced replies (a forced rule wins: its error ends the request first):
 * the matched profile's decision is kept on the reply (reply.chaos, which the journal records), then the reply is
 * held until released, delayed, and either the connection is reset, an error envelope answers (HTTP 429 with
 * Retry-After for the request budget), or the route runs. onSend: a truncated body (Content-Length promises the
 * whole, half is sent, the connection closes) or a dribbled one (a few bytes every interval).
 * Replies that never finish are journaled here (status 0: reset; 499: the client went away while held), since the
 * journal's onResponse hook only sees finished ones. With no profile set each hook is one call and a length test.
 */
import { PassThrough, Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors.ts';
import type { Chaos, ChaosDecision } from '../services/chaos.ts';
import { journalRecord, journalSession } from './journal.ts';

/** Status journaled for a reset connection (no reply at all). */
export const RESET_STATUS = 0;
/** Status journaled for a held request whose client went away (nginx's "client closed request"). */
export const CLIENT_GONE_STATUS = 499;

function journalUnfinished(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, status: number): void {
  const session = journalSession(app, request);
  session.services.mock.record(journalRecord(session, request, reply, status));
}

/** Runs the decision's request-side faults, then lets the request go on (or not). */
function applyDecision(
  app: FastifyInstance,
  chaos: Chaos,
  request: FastifyRequest,
  reply: FastifyReply,
  decision: ChaosDecision,
  done: (error?: Error) => void,
): void {
  const finish = () => {
    if (decision.reset) {
      journalUnfinished(app, request, reply, RESET_STATUS);
      reply.raw.destroy();
      return;
    }
    const error = decision.error;
    if (!error) return done();
    if (error.retryAfterS !== undefined) reply.header('retry-after', String(error.retryAfterS));
    done(new ApiError(error.code, error.msg, { forced: true, httpStatus: error.status }));
  };
  const proceed = (): void => {
    if (decision.delayMs > 0) setTimeout(finish, decision.delayMs);
    else finish();
  };
  if (!decision.hold) return proceed();

  const id = chaos.hold({ method: request.method, url: request.url, profile: decision.mark.profile }, proceed);
  // A held reply also ends when its client goes away: it leaves the list and is journaled as 499.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished && chaos.forget(id)) {
      journalUnfinished(app, request, reply, CLIENT_GONE_STATUS);
    }
  });
}

async function* dribbled(body: Buffer, bytes: number, intervalMs: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < body.length; at += bytes) {
    if (at > 0) await sleep(intervalMs);
    yield body.subarray(at, at + bytes);
  }
}

/** The body's first half, then the connection closes (its Content-Length promised the whole). */
function truncated(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, body: Buffer): PassThrough {
  const stream = new PassThrough();
  stream.write(body.subarray(0, Math.floor(body.length / 2)));
  reply.raw.once('close', () => stream.destroy());
  setTimeout(() => {
    journalUnfinished(app, request, reply, reply.statusCode);
    reply.raw.destroy();
  }, 50);
  return stream;
}

/**
 * The request-side check, called by the app's one preValidation hook (plugins/forced-replies.ts) after the session
 * is known, for an API call no forced reply ended, with the URL's path: each session has its own profiles. With none set
 * it is one call.
 */
export function createChaosCheck(app: FastifyInstance) {
  return (request: FastifyRequest, reply: FastifyReply, path: string, done: (error?: Error) => void): void => {
    const chaos = request.mockSession.services.chaos;
    if (!chaos.active()) return done();
    const decision = chaos.decide(path);
    if (!decision) return done();
    reply.chaos = decision;
    applyDecision(app, chaos, request, reply, decision, done);
  };
}

export default fp(
  async (app) => {
    app.decorateReply('chaos', null);

    app.addHook('onSend', (request, reply, payload, done) => {
      const decision = reply.chaos;
      if (!decision || (!decision.truncate && !decision.dribble)) return done(null, payload);
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
      const body = Buffer.from(payload);
      reply.header('content-length', body.length);
      if (decision.truncate) return done(null, truncated(app, request, reply, body));
      const { bytes, intervalMs } = decision.dribble!;
      done(null, Readable.from(dribbled(body, bytes, intervalMs)));
    });
  },
  { name: 'chaos', dependencies: ['services', 'journal', 'forced-replies'] },
);
