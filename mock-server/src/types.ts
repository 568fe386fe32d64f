/** What the app decorates Fastify with. */
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/open-database.ts';
import type { Fixtures } from './fixtures.ts';
import type { Services } from './services/index.ts';
import type { Storage } from './services/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
    db: Db;
    fixtures: Fixtures;
    services: Services;
    storage: Storage;
  }
  interface FastifyRequest {
    /** The caller's user id once a route's preHandler has read the token (null: none or not valid). */
    userId: number | null;
    /** The JSON request body as received (set by the JSON body parser), for the journal. */
    bodyText: string | null;
  }
}

declare module 'fastify' {
  interface FastifyReply {
    /** The envelope code of the reply, for the journal. */
    envelopeCode?: number;
  }
}
