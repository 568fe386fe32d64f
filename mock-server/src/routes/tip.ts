/** /api/tip/position and /api/tip/major. */
import type { FastifyInstance } from 'fastify';
import { defineRoute } from './define-route.ts';

export default async function tipRoutes(app: FastifyInstance) {
  defineRoute(app, 'tipPosition', ({ body, services }) => services.tips.positions(body.title, body.lang));
  defineRoute(app, 'tipMajor', ({ body, services }) => services.tips.majors(body.major, body.lang));
}
