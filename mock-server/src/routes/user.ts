/** GET /api/user. */
import type { FastifyInstance } from 'fastify';
import { Code } from '@cv/contract';
import { ApiError } from '../errors.ts';
import { defineRoute } from './define-route.ts';

export default async function userRoutes(app: FastifyInstance) {
  defineRoute(app, 'user', ({ userId, services }) => {
    const { users } = services;
    const user = users.findById(userId);
    if (!user) throw new ApiError(Code.UNAUTHORIZED);
    return users.toDto(user);
  });
}
