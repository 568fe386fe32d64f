/** /api/module/*: content modules. */
import type { FastifyInstance } from 'fastify';
import { defineRoute } from './define-route.ts';

export default async function moduleRoutes(app: FastifyInstance) {
  const { modules } = app.services;
  defineRoute(app, 'moduleSave', ({ user, body }) => ({ id: modules.save(user.id, body) }));
  defineRoute(app, 'moduleDelete', ({ user, body }) => {
    modules.delete(user.id, body.id);
    return null;
  });
  defineRoute(app, 'moduleList', ({ user, body }) => modules.list(user.id, body.cid));
}
