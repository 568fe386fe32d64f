/** /api/cv/*: resumes. */
import type { FastifyInstance } from 'fastify';
import { defineRoute } from './define-route.ts';

export default async function cvRoutes(app: FastifyInstance) {
  defineRoute(app, 'cvCounter', ({ services }) => services.resumes.siteCounter());
  defineRoute(app, 'cvNew', ({ userId, body, services }) => ({ cid: services.resumes.create(userId, body.template) }));
  defineRoute(app, 'cvGet', ({ userId, body, services }) => services.resumes.get(userId, body.cid));
  defineRoute(app, 'cvList', ({ userId, body, services }) => services.resumes.list(userId, body.page));
  defineRoute(app, 'cvSetTemplate', ({ userId, body, services }) => {
    services.resumes.setTemplate(userId, body.cid, body.template);
    return null;
  });
  defineRoute(app, 'cvDelete', ({ userId, body, services }) => {
    services.resumes.delete(userId, body.cid);
    return null;
  });
  defineRoute(app, 'cvPreview', async ({ userId, body, services }) => ({
    pdf_base64: await services.documents.preview(userId, body.cid, body.template, body.color ?? ''),
  }));
  defineRoute(app, 'cvDownload', ({ userId, body, services }) => services.documents.download(userId, body.cid));
}
