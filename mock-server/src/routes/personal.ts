/** /api/personal/* and the avatar upload. */
import type { FastifyInstance } from 'fastify';
import { invalid } from '../errors.ts';
import { defineRoute } from './define-route.ts';

export default async function personalRoutes(app: FastifyInstance) {
  const { resumes, uploads } = app.services;
  defineRoute(app, 'personalSave', ({ user, body }) => {
    resumes.savePersonal(user.id, body);
    return null;
  });
  defineRoute(app, 'personalGet', ({ user, body }) => resumes.personal(user.id, body.cid));
  defineRoute(app, 'avatarUpload', async ({ user, request }) => {
    if (!request.isMultipart()) throw invalid('参数错误：请用 multipart/form-data 上传，文件字段名 file');
    // A malformed multipart body (no boundary, cut short) makes the parser throw plain errors: answer 1, not 500.
    const malformed = (error: unknown): never => {
      if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
      throw invalid('参数错误：multipart 请求体不完整或格式错误');
    };
    const part = await request.file().catch(malformed);
    if (!part || part.fieldname !== 'file') throw invalid('参数错误：缺少文件字段 file');
    const bytes = await part.toBuffer().catch(malformed);
    return uploads.saveAvatar(user.id, bytes);
  });
}
