/** What the app decorates Fastify with. */
import type { MockReplyCause } from '@cv/contract';
import type { Clock } from './clock.ts';
import type { ChaosDecision } from './services/chaos.ts';
import type { UndeclaredReply } from './plugins/code-check.ts';
import type { Config } from './config.ts';
import type { ControlState } from './db/control-state.ts';
import type { Db } from './db/open-database.ts';
import type { Fixtures } from './fixtures.ts';
import type { Observed } from './plugins/observed.ts';
import type { PdfRenderer } from './pdf/types.ts';
import type { Services } from './services/index.ts';
import type { SessionContainer } from './sessions/container.ts';
import type { SessionRegistry } from './sessions/registry.ts';
import type { Storage } from './services/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The default session's clock (a request's own: request.mockSession.clock). */
    clock: Clock;
    /** The default session's control-surface state kept in its database (clock offset, forced replies, scenarios). */
    controlState: ControlState;
    /** The default session's database (a request's own: request.mockSession.db). */
    db: Db;
    /** Renders PDFs (plugins/pdf-engine.ts). */
    pdf: PdfRenderer;
    fixtures: Fixtures;
    /** Server-wide store of drift findings and captures (plugins/observed.ts), not reset by /__mock/reset. */
    observed: Observed;
    /** The default session's services (a request's own: request.mockSession.services). */
    services: Services;
    /** The default session's uploads and files. */
    storage: Storage;
    /** The default and named sessions (x-mock-session). */
    sessions: SessionRegistry;
    /** Replies whose code their route does not declare (only collected when the code check is on). */
    undeclaredReplies: UndeclaredReply[];
  }
  interface FastifyRequest {
    /** The caller's user id once the route's handler wrapper (routes/define-route.ts) has read the token (null: none or not valid). */
    userId: number | null;
    /**
     * The request's session (database, clock, control state, journal, services), set by the app's preValidation
     * hook (plugins/forced-replies.ts) from x-mock-session / mock_session; the default session without one. Read it
     * in handlers and in hooks from preValidation on (before that, and for unrouted requests, it is null).
     */
    mockSession: SessionContainer;
    /** The JSON request body as received (set by the JSON body parser), for the journal. */
    bodyText: string | null;
  }
}

declare module 'fastify' {
  interface FastifyReply {
    /** The envelope code of the reply, for the journal. */
    envelopeCode?: number;
    /** True when the code was forced through the control API (not checked against the route's codes). */
    envelopeForced?: boolean;
    /** What a chaos profile does to this reply (plugins/chaos.ts); null when none applies. */
    chaos: ChaosDecision | null;
    /** What decided this reply, set where it was decided (lib/reply-cause.ts); the journal records it. */
    mockCause?: MockReplyCause;
  }
}
