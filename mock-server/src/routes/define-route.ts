/** Registers a route straight from the contract's table: its schemas validate, document and serialize it. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { Code, Envelope, routes, type RouteBody, type RouteData, type RouteName } from '@cv/contract';
import { ApiError } from '../errors.ts';
import { okEnvelopeOf } from '../plugins/envelope.ts';
import { JSON_REPLY_HELMET } from '../plugins/security-headers.ts';
import type { Services } from '../services/index.ts';
import type { SessionContainer } from '../sessions/container.ts';

const MultipartFileBody = Type.Object({
  file: Type.String({ format: 'binary', description: 'PNG, JPEG or WebP, at most 2 MB' }),
});

export interface RouteContext<N extends RouteName> {
  body: RouteBody<N>;
  /** The caller's user id when the token is valid (always set on routes with auth: true). */
  userId: number | null;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The request's session (x-mock-session; the default one without it). */
  session: SessionContainer;
  /** Its services: what a handler calls. */
  services: Services;
}

export interface AuthedContext<N extends RouteName> extends RouteContext<N> {
  userId: number;
}

type Handler<N extends RouteName> = (
  ctx: (typeof routes)[N]['auth'] extends true ? AuthedContext<N> : RouteContext<N>,
) => RouteData<N> | Promise<RouteData<N>>;

export function defineRoute<N extends RouteName>(app: FastifyInstance, name: N, handler: Handler<N>): void {
  const def = routes[name];
  const schema: Record<string, unknown> = {
    tags: [def.tag],
    summary: def.summary,
    operationId: name,
    response: { 200: Envelope(def.data) },
  };
  if ('body' in def) schema.body = def.body;
  if ('querystring' in def) schema.querystring = def.querystring;
  if ('multipart' in def) {
    // Documented as a form with a binary `file`; the handler checks the parts itself (no JSON validation).
    schema.consumes = ['multipart/form-data'];
    schema.body = MultipartFileBody;
  }
  if (def.auth) schema.security = [{ token: [] }];

  app.route({
    method: def.method,
    url: def.path,
    schema,
    helmet: JSON_REPLY_HELMET,
    ...('multipart' in def ? { validatorCompiler: () => () => true } : {}),
    // Not an async function (okEnvelopeOf): a throw, here or in the handler, goes to the error handler either way.
    handler: (request, reply) => {
      // The token is read here rather than in a preHandler hook: same order (after validation), one hook phase
      // less per request (each phase costs Fastify closures and calls; see docs/benchmarks-history.md).
      const session = request.mockSession;
      const { services } = session;
      // A token belongs to the session that issued it: another session's database does not know it (401).
      const userId = services.users.userIdByToken(request.headers.token as string | undefined);
      request.userId = userId;
      if (def.auth && userId === null) {
        const explain = services.users.explainRefusal(request.headers.token as string | undefined, session.name);
        throw new ApiError(Code.UNAUTHORIZED, undefined, { explain });
      }
      const body = (def.method === 'GET' ? request.query : request.body) as RouteBody<N>;
      const ctx = { body, userId, request, reply, session, services };
      return okEnvelopeOf(reply, (handler as (c: typeof ctx) => unknown)(ctx));
    },
  });
}
