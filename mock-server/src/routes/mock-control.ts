/** The control surface of DESIGN 6 under /__mock (guard: the mock-guard plugin, plugins/mock-guard.ts). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TSchema } from '@sinclair/typebox';
import {
  Code,
  MOCK_PREFIX,
  MockForcedList,
  MockJournalEntry,
  MockJournalQuery,
  MockQrResult,
  MockStateData,
  mockReplies,
  type CodeValue,
  MockClockAdvanceBody,
  MockExplainData,
  MockExplainParams,
  type MockReplyCause,
  MockClockAdvanceData,
  MockClockData,
  MockClockImpactData,
  MockClockImpactQuery,
  MockLoginLinkBody,
  MockLoginLinkData,
  MockForceBody,
  MockLoginBody,
  MockQrConfirmBody,
  MockLoginData,
  MockPurgeData,
  MockScenarioBody,
  MockScenarioData,
  MockQuotaBody,
  Order,
  User,
  type MockForceBody as ForceBody,
  type MockLoginData as LoginData,
  type MockQuotaBody as QuotaBody,
  type MockScenarioBody as ScenarioBody,
} from '@cv/contract';
import { toIso } from '../clock.ts';
import type { JournalEntry } from '../services/mock-control.ts';
import type { SessionContainer } from '../sessions/container.ts';
import { invalid, notFound } from '../errors.ts';
import { resetState } from '../services/reset.ts';
import { runScenario } from '../services/scenarios.ts';
import { CONTROL_PANEL_HTML } from './mock-panel.ts';
import { okEnvelope } from '../plugins/envelope.ts';
import mockGuard from '../plugins/mock-guard.ts';
import { strictPageHelmet } from '../plugins/security-headers.ts';

interface MockRouteDef {
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

export function defineMockRoute(
  app: FastifyInstance,
  def: MockRouteDef,
  handler: (request: FastifyRequest, session: SessionContainer) => unknown,
): void {
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
    ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
    handler: async (request, reply) => okEnvelope(reply, (await handler(request, request.mockSession)) ?? null),
  });
}

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

const TicketParams = Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 128 }) });
const TradeParams = Type.Object({ out_trade_no: Type.String({ minLength: 1, maxLength: 32 }) });
const UserParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,16}$' }) });

export default async function mockControlRoutes(app: FastifyInstance) {
  // Every route acts on the request's session (x-mock-session; the default one without it).
  const clockData = ({ clock }: SessionContainer) => {
    const now = clock.now(); // one reading, so now and iso name the same instant
    return { now, iso: toIso(now) };
  };
  // This plugin is its own scope: the guard runs for its routes only, before their body is read.
  await app.register(mockGuard);

  app.get(MOCK_PREFIX, { schema: { hide: true }, helmet: strictPageHelmet(CONTROL_PANEL_HTML) }, (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(CONTROL_PANEL_HTML),
  );

  defineMockRoute(
    app,
    { method: 'POST', url: '/reset', summary: '清空状态并按 fixtures 重新播种', data: Type.Null() },
    (_request, session) => {
      resetState(app, session);
      return null;
    },
  );

  defineMockRoute(
    app,
    {
      method: 'POST',
      url: '/scenario',
      summary: '一键演示状态：新用户 / 额度用完 / 会员 / 支付繁忙 / 登录失效（新建用户并返回 token）',
      body: MockScenarioBody,
      data: MockScenarioData,
    },
    (request, session) => {
      const { name, nickname } = request.body as ScenarioBody;
      return runScenario(session, name, nickname);
    },
  );

  defineMockRoute(
    app,
    {
      method: 'POST',
      url: '/purge',
      summary: '立即清理过期二维码、过期的已关闭订单和无人引用的上传文件',
      data: MockPurgeData,
    },
    (_request, session) => session.services.purge.purge(),
  );

  defineMockRoute(
    app,
    {
      method: 'POST',
      url: '/login',
      summary: '免扫码登录：按昵称找到或新建用户，返回 token',
      body: MockLoginBody,
      data: MockLoginData,
      codes: [Code.NOT_FOUND],
    },
    (request, { services: { users } }): LoginData => {
      const { nickname, user_id } = request.body as { nickname?: string; user_id?: number };
      const existing = user_id === undefined ? null : users.findById(user_id);
      if (user_id !== undefined && !existing) throw notFound('用户不存在');
      const user =
        existing ??
        (nickname
          ? users.findOrCreateByNickname(nickname)
          : users.findOrCreateByOpenid(`mock-${Math.random().toString(36).slice(2, 10)}`));
      return { token: users.createSession(user.id), user: users.toDto(user) };
    },
  );

  defineMockRoute(
    app,
    {
      method: 'POST',
      url: '/login-link',
      summary: '一次性登录链接：在任一浏览器标签页打开即以该用户登录应用（user_id 新建会话，或 token 交出该 token）',
      body: MockLoginLinkBody,
      data: MockLoginLinkData,
      codes: [Code.NOT_FOUND],
    },
    (request, { services: { users, loginLinks } }) => {
      const { user_id, token } = request.body as MockLoginLinkBody;
      if ((user_id === undefined) === (token === undefined)) throw invalid('参数错误：user_id 与 token 需且只需给一个');
      const userId = user_id ?? users.userIdOfAnyToken(token!);
      const user = userId === null ? null : users.findById(userId);
      if (!user) throw notFound(token === undefined ? '用户不存在' : 'token 不存在');
      const link = loginLinks.create(token ?? users.createSession(user.id));
      return { url: `/mock/login/${link.code}`, expires_in: link.expiresIn, user: users.toDto(user) };
    },
  );

  for (const action of ['scan', 'confirm', 'cancel'] as const) {
    defineMockRoute(
      app,
      {
        method: 'POST',
        url: `/qr/:ticket/${action}`,
        summary: {
          scan: '模拟扫码',
          confirm: '模拟确认登录（user_id：以已有用户登录；或 nickname/openid）',
          cancel: '模拟取消登录',
        }[action],
        params: TicketParams,
        body: action === 'confirm' ? MockQrConfirmBody : undefined,
        data: MockQrResult,
        // scan answers 0 with the state of any ticket (an unknown one reads 'expired': the phone page shows it).
        codes: { scan: [], confirm: [Code.NOT_FOUND, Code.QR_INVALID], cancel: [Code.QR_INVALID] }[action],
      },
      (request, { services: { qr } }) => {
        const { ticket } = request.params as { ticket: string };
        const body = (request.body ?? {}) as MockQrConfirmBody;
        const state =
          action === 'scan' ? qr.scan(ticket) : action === 'confirm' ? qr.confirm(ticket, body) : qr.cancel(ticket);
        return { ticket, state };
      },
    );
  }

  defineMockRoute(
    app,
    {
      method: 'POST',
      url: '/pay/:out_trade_no/success',
      summary: '模拟支付成功（只发放一次）',
      params: TradeParams,
      data: Order,
      codes: [Code.NOT_FOUND],
    },
    (request, session) => session.services.orders.pay((request.params as { out_trade_no: string }).out_trade_no),
  );
  defineMockRoute(
    app,
    {
      method: 'POST',
      url: '/pay/:out_trade_no/close',
      summary: '模拟关闭订单',
      params: TradeParams,
      data: Order,
      codes: [Code.NOT_FOUND],
    },
    (request, session) => session.services.orders.close((request.params as { out_trade_no: string }).out_trade_no),
  );

  defineMockRoute(
    app,
    { method: 'GET', url: '/clock', summary: '模拟时钟', data: MockClockData },
    (_request, session) => clockData(session),
  );
  defineMockRoute(
    app,
    {
      method: 'POST',
      url: '/clock/advance',
      summary: '拨快模拟时钟（回复因此过期的会话数）',
      body: MockClockAdvanceBody,
      data: MockClockAdvanceData,
    },
    (request, session) => {
      const { ms } = request.body as { ms: number };
      const expiring = session.services.users.sessionsExpiringWithin(ms);
      session.clock.advance(ms);
      return { ...clockData(session), expired_sessions: expiring };
    },
  );
  defineMockRoute(
    app,
    {
      method: 'GET',
      url: '/clock/impact',
      summary: '拨快前预览：将使多少个会话过期（登录 7 天有效）',
      querystring: MockClockImpactQuery,
      data: MockClockImpactData,
    },
    (request, { services: { users } }) => {
      const ms = Number((request.query as { ms: string }).ms);
      return { ms, expiring_sessions: users.sessionsExpiringWithin(ms), users: users.usersExpiringWithin(ms) };
    },
  );

  defineMockRoute(
    app,
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
  defineMockRoute(
    app,
    { method: 'DELETE', url: '/force', summary: '清除所有强制回复', data: MockForcedList },
    (_request, session) => {
      session.services.mock.clearForced();
      return [];
    },
  );

  defineMockRoute(
    app,
    {
      method: 'PUT',
      url: '/users/:id/quota',
      summary: '修改用户额度 / 会员到期时间',
      params: UserParams,
      body: MockQuotaBody,
      data: User,
      codes: [Code.NOT_FOUND],
    },
    (request, { services: { users, quota } }) => {
      const id = Number((request.params as { id: string }).id);
      if (!users.findById(id)) throw notFound('用户不存在');
      quota.set(id, request.body as QuotaBody);
      return users.toDto(users.findById(id)!);
    },
  );

  defineMockRoute(
    app,
    {
      method: 'GET',
      url: '/journal',
      summary: '最近的请求（token 已隐去）',
      querystring: MockJournalQuery,
      data: Type.Array(MockJournalEntry),
    },
    (request, session) => session.services.mock.recent(Number((request.query as { limit?: string }).limit ?? 50)),
  );

  defineMockRoute(
    app,
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

  defineMockRoute(
    app,
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
