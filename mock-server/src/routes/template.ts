/** /api/template/list and /api/template/style: paged catalogues. */
import type { FastifyInstance } from 'fastify';
import { defineRoute } from './define-route.ts';

export default async function templateRoutes(app: FastifyInstance) {
  defineRoute(app, 'templateList', ({ body, services }) =>
    services.templates.page('template', body.page, body.size, body.tags),
  );
  defineRoute(app, 'templateStyle', ({ body, services }) =>
    services.templates.page('style', body.page, body.size, body.tags),
  );
}
