/** OpenAPI generated from the routes' contract schemas: JSON at /api/docs/json, UI (served offline) at /api/docs. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { TOKEN_HEADER } from '@cv/contract';
import { docExamples } from '../docs/doc-examples.ts';
import { finishDocument, TAG_DESCRIPTIONS, type OpenApiDocument } from '../docs/openapi-document.ts';
import { DOCS_PREFIX } from '../lib/url-path.ts';

async function docs(app: FastifyInstance): Promise<void> {
  // Built once: the routes do not change after startup.
  let examples: ReturnType<typeof docExamples> | undefined;
  let finished: OpenApiDocument | undefined;
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
      tags: Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({ name, description })),
      // finishDocument writes the full schemes; the route schemas name `token`, which must exist here already.
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: TOKEN_HEADER } } },
    },
    transformObject: (documentObject) => {
      const document = (documentObject as { openapiObject: OpenApiDocument }).openapiObject;
      examples ??= docExamples(app.fixtures, app.config.fixturesDir);
      finished ??= finishDocument(document, { serverUrl: app.config.publicUrl, examples });
      return finished;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: false, validatorUrl: null },
    uiHooks: {
      // The UI's /static/index.html redirects to its folder by rewriting the whole URL, so with a query string it
      // redirected to itself for ever: the query goes along to the folder instead.
      onRequest: (request, reply, done) => {
        const query = request.url.indexOf('?');
        if (query >= 0 && request.url.slice(0, query).endsWith('/static/index.html')) {
          return void reply.redirect(`${DOCS_PREFIX}/${request.url.slice(query)}`);
        }
        done();
      },
    },
  });
}

export default fp(docs, { name: 'docs', dependencies: ['envelope', 'services'] });
