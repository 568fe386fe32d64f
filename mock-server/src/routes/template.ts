/** /api/template/list and /api/template/style: paged catalogues. */
import type { FastifyInstance } from 'fastify';
import { defineRoute } from './define-route.ts';

export default async function templateRoutes(app: FastifyInstance) {
  const { templates } = app.services;
  defineRoute(app, 'templateList', ({ body }) => templates.page('template', body.page, body.size));
  defineRoute(app, 'templateStyle', ({ body }) => templates.page('style', body.page, body.size));
}
