/** GET /healthz: the database answers (Docker's HEALTHCHECK, npm run dev's watch); not in the API docs. */
import type { FastifyInstance } from 'fastify';
import { okEnvelope } from '../plugins/envelope.ts';
import { JSON_REPLY_HELMET } from '../plugins/security-headers.ts';

export default async function healthRoutes(app: FastifyInstance) {
  const healthCheck = app.db.prepare('SELECT 1 AS ok');
  app.get('/healthz', { schema: { hide: true }, helmet: JSON_REPLY_HELMET }, async (_request, reply) =>
    okEnvelope(reply, { ok: healthCheck.get() !== undefined, now: app.clock.now() }),
  );
}
