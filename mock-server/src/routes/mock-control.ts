/**
 * The control surface of DESIGN 6 under /__mock (guard: plugins/mock-guard.ts): the panel page, reset, scenarios,
 * purge, forced replies, the journal and explain, and the panel's state. Users, orders and the clock are in
 * mock-users.ts, snapshots in mock-snapshot.ts, chaos in mock-chaos.ts.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  MOCK_PREFIX,
  MockExplainData,
  MockExplainParams,
  MockForceBody,
  MockForcedList,
  MockJournalEntry,
  MockJournalQuery,
  MockPurgeData,
  MockScenarioBody,
  MockScenarioData,
  MockScenarioList,
  MockStateData,
  Code,
  type MockForceBody as ForceBody,
  type MockReplyCause,
  type MockScenarioBody as ScenarioBody,
} from '@cv/contract';
import { notFound } from '../errors.ts';
import { strictPageHelmet } from '../plugins/security-headers.ts';
import type { JournalEntry } from '../services/mock-control.ts';
import { resetState } from '../services/reset.ts';
import { listScenarios, runScenario } from '../services/scenarios.ts';
import { CONTROL_PANEL_HTML } from './mock-panel.ts';
import { controlScope } from './mock-route.ts';
import { clockData } from './mock-users.ts';

/** A reply nothing overrode: the route answered by its own rules (recorded: its route and code). */
function ownRule(entry: JournalEntry): MockReplyCause {
  if (!entry.route) {
    return {
      kind: 'rule',
      rule: 'not-found handler',
      summary: `没有路由处理 ${entry.method} ${entry.url}（HTTP ${entry.status}）`,
      detail: { status: entry.status, code: entry.code },
    };
  }
  return {
    kind: 'rule',
    rule: entry.route,
    summary: `服务自身规则：${entry.route} 正常处理，回复 code ${entry.code ?? '（非 JSON 回复）'}`,
    detail: { status: entry.status, code: entry.code },
  };
}

export default async function mockControlRoutes(app: FastifyInstance) {
  // Every route acts on the request's session (x-mock-session; the default one without it).
  const route = await controlScope(app);

  app.get(MOCK_PREFIX, { schema: { hide: true }, helmet: strictPageHelmet(CONTROL_PANEL_HTML) }, (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(CONTROL_PANEL_HTML),
  );

  route(
    { method: 'POST', url: '/reset', summary: '清空状态并按 fixtures 重新播种', data: Type.Null() },
    (_request, session) => {
      resetState(app, session);
      return null;
    },
  );

  route(
    {
      method: 'POST',
      url: '/scenario',
      summary: '加载场景文件（fixtures/scenarios/NAME.json）：新建其中的用户、简历、订单，登录第一个用户并返回 token',
      body: MockScenarioBody,
      data: MockScenarioData,
    },
    (request, session) => {
      const { name, nickname } = request.body as ScenarioBody;
      return runScenario(session, app.config.fixturesDir, name, nickname);
    },
  );

  route(
    {
      method: 'GET',
      url: '/scenarios',
      summary: '可加载的场景（fixtures/scenarios 下的文件）',
      data: MockScenarioList,
    },
    () => listScenarios(path.join(app.config.fixturesDir, 'scenarios')),
  );

  route(
    {
      method: 'POST',
      url: '/purge',
      summary: '立即清理过期二维码、过期的已关闭订单和无人引用的上传文件',
      data: MockPurgeData,
    },
    (_request, session) => session.services.purge.purge(),
  );

  route(
    {
      method: 'POST',
      url: '/force',
      summary: '强制某接口接下来的回复（code/msg/延迟，times 次或直到清除）',
      body: MockForceBody,
      data: MockForcedList,
    },
    (request, { services: { mock } }) => {
      mock.force(request.body as ForceBody);
      return mock.listForced();
    },
  );
  route({ method: 'DELETE', url: '/force', summary: '清除所有强制回复', data: MockForcedList }, (_request, session) => {
    session.services.mock.clearForced();
    return [];
  });

  route(
    {
      method: 'GET',
      url: '/journal',
      summary: '最近的请求（token 已隐去）',
      querystring: MockJournalQuery,
      data: Type.Array(MockJournalEntry),
    },
    (request, session) => session.services.mock.recent(Number((request.query as { limit?: string }).limit ?? 50)),
  );

  route(
    {
      method: 'GET',
      url: '/explain/:id',
      summary: '为什么：请求记录 id 的回复由什么决定（强制回复、混沌、额度、登录过期、参数校验，或服务自身的哪条规则）',
      params: MockExplainParams,
      data: MockExplainData,
      codes: [Code.NOT_FOUND],
    },
    (request, session) => {
      const { id } = request.params as { id: string };
      const entry = session.services.mock.find(Number(id));
      if (!entry)
        throw notFound(`请求记录 ${id} 不在会话 ${session.name} 的请求日志里（只保留最近 MOCK_JOURNAL_SIZE 条）`);
      return { entry, cause: entry.cause ?? ownRule(entry) };
    },
  );

  route(
    {
      method: 'GET',
      url: '/state',
      summary: '控制面板数据：用户（最近登录在前）、二维码、订单、强制回复',
      data: MockStateData,
    },
    (_request, session) => {
      const { users, qr, orders, mock } = session.services;
      return {
        clock: clockData(session),
        // Most recent login first: the panel's 最近用户.
        users: users.recent(50).map((user) => users.toDto(user)),
        tickets: qr.recent(),
        orders: orders.recent(),
        forced: mock.listForced(),
      };
    },
  );
}
