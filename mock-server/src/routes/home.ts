/** POST /api/index/button: the home page's main button text. */
import type { FastifyInstance } from 'fastify';
import { BUTTON_TEXT_CREATE, BUTTON_TEXT_PERSONAL } from '@cv/contract';
import { defineRoute } from './define-route.ts';

export default async function homeRoutes(app: FastifyInstance) {
  // Anonymous visitors and users without a resume are invited to create one; others go to their resumes.
  defineRoute(app, 'indexButton', ({ userId, services }) =>
    userId !== null && services.resumes.countOfUser(userId) > 0
      ? `进入${BUTTON_TEXT_PERSONAL}`
      : `立即${BUTTON_TEXT_CREATE}`,
  );
}
