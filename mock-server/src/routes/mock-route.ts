/**
 * How a control route under /__mock is declared: its summary, schemas and codes (the OpenAPI document and the
 * contract's mockReplies read them), a handler that returns the envelope's `data` for the request's session, and
 * controlScope, which every control-route file opens with (the guard on its own routes, then their definer).
 * Declarations of the same shape (DELETE /chaos and /chaos/:name, GET /drift and /captures) stay plain
 * declarations: each reads as the route it is, which a table of them would not.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { Code, MOCK_PREFIX, mockReplies, type CodeValue } from '@cv/contract';
import { okEnvelopeOf } from '../plugins/envelope.ts';
import { JSON_REPLY_HELMET } from '../plugins/security-headers.ts';
import mockGuard from '../plugins/mock-guard.ts';
import type { SessionContainer } from '../sessions/container.ts';

export interface MockRouteDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  summary: string;
  body?: TSchema;
  params?: TSchema;
  querystring?: TSchema;
  /** Schema of the envelope's `data` on code 0 (Type.Null() when there is none). */
  data: TSchema;
  /**
   * Business codes besides 0 (HTTP 200, `data: null`); code 1 is added for a route with a body, params or query
   * schema. With `data` this gives the route's exact replies (mockReplies of the contract), as for /api.
   */
  codes?: readonly CodeValue[];
  /** A body limit other than the app's 1 MB (the HAR import). */
  bodyLimit?: number;
}

/** The codes a control route may answer with HTTP 200 besides 0. */
export function mockRouteCodes(def: Pick<MockRouteDef, 'body' | 'params' | 'querystring' | 'codes'>): CodeValue[] {
  const validated = def.body || def.params || def.querystring ? [Code.INVALID_PARAMS] : [];
  return [...new Set<CodeValue>([...validated, ...(def.codes ?? [])])];
}

/** A control route's handler: the request and its session (x-mock-session; the default one without it). */
export type MockHandler = (request: FastifyRequest, session: SessionContainer) => unknown;

export function defineMockRoute(app: FastifyInstance, def: MockRouteDef, handler: MockHandler): void {
  const response: Record<number, TSchema> = {};
  for (const reply of mockReplies(def.data, mockRouteCodes(def))) {
    response[reply.status] = { ...reply.schema, description: reply.description };
  }
  const schema: Record<string, unknown> = { tags: ['mock'], summary: def.summary, response };
  if (def.body) schema.body = def.body;
  if (def.params) schema.params = def.params;
  if (def.querystring) schema.querystring = def.querystring;
  app.route({
    method: def.method,
    url: `${MOCK_PREFIX}${def.url}`,
    schema,
    helmet: JSON_REPLY_HELMET,
    ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
    handler: (request, reply) => okEnvelopeOf(reply, handler(request, request.mockSession)),
  });
}

/**
 * The opening of every control-route file: the guard runs for this file's routes only (the plugin is its own scope),
 * before their body is read; the function returned defines a route on that scope.
 */
export async function controlScope(app: FastifyInstance): Promise<(def: MockRouteDef, handler: MockHandler) => void> {
  await app.register(mockGuard);
  return (def, handler) => defineMockRoute(app, def, handler);
}
