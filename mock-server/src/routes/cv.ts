/** /api/cv/*: resumes. */
import type { FastifyInstance } from 'fastify';
import { defineRoute } from './define-route.ts';

export default async function cvRoutes(app: FastifyInstance) {
  const { resumes } = app.services;
  defineRoute(app, 'cvCounter', () => resumes.siteCounter());
}
