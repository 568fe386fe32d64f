/** /api/personal/* and the avatar upload. */
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES, Code } from '@cv/contract';
import { ApiError, invalid } from '../errors.ts';
import { defineRoute, type AuthedContext } from './define-route.ts';

export default async function personalRoutes(app: FastifyInstance) {
  defineRoute(app, 'personalSave', ({ userId, body, services }) => {
    services.resumes.savePersonal(userId, body);
    return null;
  });
  defineRoute(app, 'personalGet', ({ userId, body, services }) => services.resumes.personal(userId, body.cid));
  // Multipart lives in its own scope: registered app-wide it adds an onRequest, a preValidation and an onResponse
  // hook (and a socket listener) to every request; only the upload needs it. Other routes answer a multipart body
  // with HTTP 415 + code 1 like any other unsupported content type.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, parts: 11 } });
    defineRoute(scope, 'avatarUpload', uploadAvatar);
  });
}

async function uploadAvatar({ userId, request, services }: AuthedContext<'avatarUpload'>) {
  if (!request.isMultipart()) throw invalid('参数错误：请用 multipart/form-data 上传，文件字段名 file');
  // A malformed multipart body (no boundary, cut short) makes the parser throw plain errors: answer 1, not 500.
  const malformed = (error: unknown): never => {
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw invalid('参数错误：multipart 请求体不完整或格式错误');
  };
  const part = await request.file().catch(malformed);
  if (!part || part.fieldname !== 'file') throw invalid('参数错误：缺少文件字段 file');
  const bytes = await part.toBuffer().catch(malformed);
  // The parser stops reading at the limit and only flags the part: when the limit falls between two chunks,
  // toBuffer() returns the first 2 MB without an error. A flagged (or over-long) part is refused, never stored.
  if (part.file.truncated || bytes.length > AVATAR_MAX_BYTES) {
    throw new ApiError(Code.PAYLOAD_TOO_LARGE, '头像不能超过 2 MB', { httpStatus: 413 });
  }
  return services.uploads.saveAvatar(userId, bytes);
}
