/** What the app decorates Fastify with. */
import type { Clock } from './clock.ts';
import type { UndeclaredReply } from './plugins/code-check.ts';
import type { Config } from './config.ts';
import type { ControlState } from './db/control-state.ts';
import type { Db } from './db/open-database.ts';
import type { Fixtures } from './fixtures.ts';
import type { Observed } from './plugins/observed.ts';
import type { PdfRenderer } from './pdf/types.ts';
import type { Services } from './services/index.ts';
import type { Storage } from './services/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
    /** Control-surface state kept in the database (clock offset, forced replies, scenarios). */
    controlState: ControlState;
    db: Db;
    /** Renders PDFs (plugins/pdf-engine.ts). */
    pdf: PdfRenderer;
    fixtures: Fixtures;
    /** Server-wide store of drift findings and captures (plugins/observed.ts), not reset by /__mock/reset. */
    observed: Observed;
    services: Services;
    storage: Storage;
    /** Replies whose code their route does not declare (only collected when the code check is on). */
    undeclaredReplies: UndeclaredReply[];
  }
  interface FastifyRequest {
    /** The caller's user id once the route's handler wrapper (routes/define-route.ts) has read the token (null: none or not valid). */
    userId: number | null;
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
  }
}
