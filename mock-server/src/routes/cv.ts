/** /api/cv/*: resumes. */
import type { FastifyInstance } from 'fastify';
import { defineRoute } from './define-route.ts';

export default async function cvRoutes(app: FastifyInstance) {
  const { resumes, documents } = app.services;
  defineRoute(app, 'cvCounter', () => resumes.siteCounter());
  defineRoute(app, 'cvNew', ({ userId, body }) => ({ cid: resumes.create(userId, body.template) }));
  defineRoute(app, 'cvGet', ({ userId, body }) => resumes.get(userId, body.cid));
  defineRoute(app, 'cvList', ({ userId, body }) => resumes.list(userId, body.page));
  defineRoute(app, 'cvSetTemplate', ({ userId, body }) => {
    resumes.setTemplate(userId, body.cid, body.template);
    return null;
  });
  defineRoute(app, 'cvDelete', ({ userId, body }) => {
    resumes.delete(userId, body.cid);
    return null;
  });
  defineRoute(app, 'cvPreview', async ({ userId, body }) => ({
    pdf_base64: await documents.preview(userId, body.cid, body.template, body.color ?? ''),
  }));
  defineRoute(app, 'cvDownload', ({ userId, body }) => documents.download(userId, body.cid));
}
