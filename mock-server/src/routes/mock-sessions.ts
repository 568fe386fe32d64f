/**
 * Sessions through the control API: GET /__mock/session (the caller's own, created on first use like any request
 * naming it), GET /__mock/sessions, DELETE /__mock/sessions/:name; and GET /mock/session/:name, the link that puts
 * a browser in a session (sets the mock_session cookie, then opens the app or `to`).
 */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  Code,
  DEFAULT_SESSION,
  MOCK_SESSION_COOKIE,
  MockSessionInfo,
  MockSessionList,
  MockSessionName,
  MockSessionParams,
} from '@cv/contract';
import { invalid, notFound } from '../errors.ts';
import mockGuard from '../plugins/mock-guard.ts';
import { createSessionResolver } from '../sessions/resolve.ts';
import { defineMockRoute } from './mock-route.ts';

const LinkQuery = Type.Object({
  /** Where to go once in the session: a path on this server (default `/`, the app). */
  to: Type.Optional(Type.String({ pattern: '^/(?![/\\\\])[^\\s]*$', maxLength: 500 })),
});

export default async function mockSessionRoutes(app: FastifyInstance) {
  const { sessions } = app;
  await app.register(async (scope) => {
    // Its own scope: the guard runs for these routes only, before their body is read.
    await scope.register(mockGuard);
    defineMockRoute(
      scope,
      {
        method: 'GET',
        url: '/session',
        summary: `本请求所在的会话（请求头 x-mock-session、查询参数或 Cookie ${MOCK_SESSION_COOKIE}；没有则为默认会话），首次使用时按 fixtures 新建`,
        data: MockSessionInfo,
      },
      (_request, session) => sessions.info(session.name),
    );
    defineMockRoute(
      scope,
      { method: 'GET', url: '/sessions', summary: '所有会话：默认会话在前，其余按最近使用排序', data: MockSessionList },
      () => ({ max: sessions.max, idle_ms: sessions.idleMs, sessions: sessions.list() }),
    );
    defineMockRoute(
      scope,
      {
        method: 'DELETE',
        url: '/sessions/:name',
        summary: '删除一个会话（数据库、上传文件、强制回复、时钟、请求记录）；默认会话不能删除，请用 /__mock/reset',
        params: MockSessionParams,
        data: Type.Null(),
        codes: [Code.NOT_FOUND],
      },
      (request) => {
        const { name } = request.params as { name: string };
        if (name === DEFAULT_SESSION)
          throw invalid('参数错误：name 不能是默认会话 default（清空它请用 POST /__mock/reset）');
        if (!sessions.drop(name)) throw notFound(`会话 ${name} 不存在`);
        return null;
      },
    );
  });

  // The link: no guard of its own (a link is opened by a browser that may be a phone on the LAN), but entering a
  // session that does not exist creates it, which needs what /__mock needs: the resolver checks that.
  const resolve = createSessionResolver(app, sessions);
  app.get<{ Params: { name: string }; Querystring: { to?: string } }>(
    '/mock/session/:name',
    { schema: { hide: true, params: Type.Object({ name: MockSessionName }), querystring: LinkQuery } },
    (request, reply) => {
      const { name } = request.params;
      resolve(request, { name, field: '路径参数 name' });
      const cookie =
        name === DEFAULT_SESSION
          ? `${MOCK_SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
          : `${MOCK_SESSION_COOKIE}=${encodeURIComponent(name)}; Path=/; SameSite=Lax`;
      return reply
        .header('set-cookie', cookie)
        .header('cache-control', 'no-store')
        .redirect(request.query.to ?? '/');
    },
  );
}
