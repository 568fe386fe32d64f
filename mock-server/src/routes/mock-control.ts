/** The control surface of DESIGN 6 under /__mock (guarded in plugins/mock-faults.ts). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import {
  Code,
  Envelope,
  MOCK_PREFIX,
  MockClockAdvanceBody,
  MockClockData,
  MockLoginBody,
  MockLoginData,
  type MockLoginData as LoginData,
} from '@cv/contract';
import { toIso } from '../clock.ts';
import { resetState } from '../services/reset.ts';

interface MockRouteDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  summary: string;
  body?: TSchema;
  params?: TSchema;
  querystring?: TSchema;
  data?: TSchema;
}

export function defineMockRoute(
  app: FastifyInstance,
  def: MockRouteDef,
  handler: (request: FastifyRequest) => unknown,
): void {
  const schema: Record<string, unknown> = { tags: ['mock'], summary: def.summary };
  if (def.body) schema.body = def.body;
  if (def.params) schema.params = def.params;
  if (def.querystring) schema.querystring = def.querystring;
  if (def.data) schema.response = { 200: Envelope(def.data) };
  app.route({
    method: def.method,
    url: `${MOCK_PREFIX}${def.url}`,
    schema,
    handler: async (request) => ({ code: Code.OK, data: (await handler(request)) ?? null, msg: 'ok' }),
  });
}

export default async function mockControlRoutes(app: FastifyInstance) {
  const { users } = app.services;

  defineMockRoute(app, { method: 'POST', url: '/reset', summary: '清空状态并按 fixtures 重新播种' }, () => {
    resetState(app);
    return null;
  });

  defineMockRoute(
    app,
    {
      method: 'POST',
      url: '/login',
      summary: '免扫码登录：按昵称找到或新建用户，返回 token',
      body: MockLoginBody,
      data: MockLoginData,
    },
    (request): LoginData => {
      const { nickname } = request.body as { nickname?: string };
      const user = nickname
        ? users.findOrCreateByNickname(nickname)
        : users.findOrCreateByOpenid(`mock-${Math.random().toString(36).slice(2, 10)}`);
      return { token: users.createSession(user.id), user: users.toDto(user) };
    },
  );

  defineMockRoute(app, { method: 'GET', url: '/clock', summary: '模拟时钟', data: MockClockData }, () => ({
    now: app.clock.now(),
    iso: toIso(app.clock.now()),
  }));

  defineMockRoute(
    app,
    { method: 'POST', url: '/clock/advance', summary: '拨快模拟时钟', body: MockClockAdvanceBody, data: MockClockData },
    (request) => {
      app.clock.advance((request.body as { ms: number }).ms);
      return { now: app.clock.now(), iso: toIso(app.clock.now()) };
    },
  );
}
