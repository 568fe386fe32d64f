/** /api/module/*: content modules. */
import type { FastifyInstance } from 'fastify';
import { defineRoute } from './define-route.ts';

export default async function moduleRoutes(app: FastifyInstance) {
  defineRoute(app, 'moduleSave', ({ userId, body, services }) => ({ id: services.modules.save(userId, body) }));
  defineRoute(app, 'moduleDelete', ({ userId, body, services }) => {
    services.modules.delete(userId, body.id);
    return null;
  });
  defineRoute(app, 'moduleList', ({ userId, body, services }) => services.modules.list(userId, body.cid));
}
