/** /api/cv/*: resumes. */
import type { FastifyInstance } from 'fastify';
import { defineRoute } from './define-route.ts';

export default async function cvRoutes(app: FastifyInstance) {
  const { resumes, documents } = app.services;
  defineRoute(app, 'cvCounter', () => resumes.siteCounter());
  defineRoute(app, 'cvNew', ({ user, body }) => ({ cid: resumes.create(user.id, body.template) }));
  defineRoute(app, 'cvGet', ({ user, body }) => resumes.get(user.id, body.cid));
  defineRoute(app, 'cvList', ({ user, body }) => resumes.list(user.id, body.page));
  defineRoute(app, 'cvSetTemplate', ({ user, body }) => {
    resumes.setTemplate(user.id, body.cid, body.template);
    return null;
  });
  defineRoute(app, 'cvDelete', ({ user, body }) => {
    resumes.delete(user.id, body.cid);
    return null;
  });
  defineRoute(app, 'cvPreview', async ({ user, body }) => ({
    pdf_base64: await documents.preview(user.id, body.cid, body.template, body.color ?? ''),
  }));
  defineRoute(app, 'cvDownload', ({ user, body }) => documents.download(user.id, body.cid));
}
