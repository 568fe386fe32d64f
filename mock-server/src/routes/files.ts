/** Download links (/files/:id, expiring) and uploaded avatars (/uploads/:name). Unguessable names are the key. */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { Code } from '@cv/contract';
import { sendEnvelope } from '../plugins/envelope.ts';
import { contentDisposition } from '../services/documents.ts';

export default async function fileRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>('/files/:id', { schema: { hide: true } }, (request, reply) => {
    const file = request.mockSession.services.documents.file(request.params.id);
    if (!file) return sendEnvelope(reply, 404, { code: Code.NOT_FOUND, data: null, msg: '下载链接不存在或已过期' });
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition(file.name))
      .header('cache-control', 'private, no-store')
      .send(fs.createReadStream(file.path));
  });

  app.get<{ Params: { name: string } }>('/uploads/:name', { schema: { hide: true } }, (request, reply) => {
    const file = request.mockSession.services.uploads.find(request.params.name);
    if (!file || !fs.existsSync(file.path))
      return sendEnvelope(reply, 404, { code: Code.NOT_FOUND, data: null, msg: '图片不存在' });
    return reply
      .type(file.mime)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(fs.createReadStream(file.path));
  });
}
