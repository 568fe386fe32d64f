/** GET /api/user. */
import type { FastifyInstance } from 'fastify';
import { defineRoute } from './define-route.ts';

export default async function userRoutes(app: FastifyInstance) {
  defineRoute(app, 'user', ({ user }) => app.services.users.toDto(user));
}
