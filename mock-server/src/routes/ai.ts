/** /api/ai/genContent. */
import type { FastifyInstance } from 'fastify';
import { defineRoute } from './define-route.ts';

export default async function aiRoutes(app: FastifyInstance) {
  defineRoute(app, 'aiGenContent', ({ userId, body, services }) => services.ai.generate(userId, body.cid));
}
