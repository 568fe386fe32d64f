/** Users through the control API: logins without a QR code, login links, QR tickets, orders, quotas and the clock. */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  Code,
  MockClockAdvanceBody,
  MockClockAdvanceData,
  MockClockData,
  MockClockImpactData,
  MockClockImpactQuery,
  MockLoginBody,
  MockLoginData,
  MockLoginLinkBody,
  MockLoginLinkData,
  MockQrConfirmBody,
  MockQrResult,
  MockQuotaBody,
  Order,
  User,
  type MockLoginData as LoginData,
  type MockQuotaBody as QuotaBody,
} from '@cv/contract';
import { toIso } from '../clock.ts';
import { invalid, notFound } from '../errors.ts';
import type { SessionContainer } from '../sessions/container.ts';
import { controlScope } from './mock-route.ts';

const TicketParams = Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 128 }) });
const TradeParams = Type.Object({ out_trade_no: Type.String({ minLength: 1, maxLength: 32 }) });
const UserParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,16}$' }) });

/** The session's mock time: one reading, so now and iso name the same instant. */
export const clockData = ({ clock }: SessionContainer) => {
  const now = clock.now();
  return { now, iso: toIso(now) };
};

export default async function mockUserRoutes(app: FastifyInstance) {
  const route = await controlScope(app);

  route(
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

  route(
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
    route(
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

  for (const action of ['success', 'close'] as const) {
    route(
      {
        method: 'POST',
        url: `/pay/:out_trade_no/${action}`,
        summary: action === 'success' ? '模拟支付成功（只发放一次）' : '模拟关闭订单',
        params: TradeParams,
        data: Order,
        codes: [Code.NOT_FOUND],
      },
      (request, { services: { orders } }) => {
        const { out_trade_no } = request.params as { out_trade_no: string };
        return action === 'success' ? orders.pay(out_trade_no) : orders.close(out_trade_no);
      },
    );
  }

  route({ method: 'GET', url: '/clock', summary: '模拟时钟', data: MockClockData }, (_request, session) =>
    clockData(session),
  );
  route(
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
  route(
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

  route(
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
}
