/** OpenAPI generated from the routes' contract schemas: JSON at /api/docs/json, UI (served offline) at /api/docs. */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { TOKEN_HEADER } from '@cv/contract';

export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: '简历 builder mock API',
        description:
          'Every reply is `{code, data, msg}`; `code` is the truth (DESIGN 3). Business outcomes use HTTP 200; ' +
          'malformed JSON 400, unknown route 404, body too large 413. Send the session token in header `token`.',
        version: '0.1.0',
      },
      tags: [
        { name: 'user' },
        { name: 'login' },
        { name: 'template' },
        { name: 'cv' },
        { name: 'personal' },
        { name: 'module' },
        { name: 'ai' },
        { name: 'tip' },
        { name: 'index' },
        { name: 'pay' },
        { name: 'mock', description: 'Control surface (DESIGN 6); loopback or x-mock-admin-key' },
      ],
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: TOKEN_HEADER } } },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: false, validatorUrl: null },
  });
}
