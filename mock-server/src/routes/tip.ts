/** /api/tip/position and /api/tip/major. */
import type { FastifyInstance } from 'fastify';
import { defineRoute } from './define-route.ts';

export default async function tipRoutes(app: FastifyInstance) {
  const { tips } = app.services;
  defineRoute(app, 'tipPosition', ({ body }) => tips.positions(body.title));
  defineRoute(app, 'tipMajor', ({ body }) => tips.majors(body.major));
}
