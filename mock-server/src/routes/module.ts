/** /api/module/*: content modules. */
import type { FastifyInstance } from 'fastify';
import { defineRoute } from './define-route.ts';

export default async function moduleRoutes(app: FastifyInstance) {
  const { modules } = app.services;
  defineRoute(app, 'moduleSave', ({ userId, body }) => ({ id: modules.save(userId, body) }));
  defineRoute(app, 'moduleDelete', ({ userId, body }) => {
    modules.delete(userId, body.id);
    return null;
  });
  defineRoute(app, 'moduleList', ({ userId, body }) => modules.list(userId, body.cid));
}
