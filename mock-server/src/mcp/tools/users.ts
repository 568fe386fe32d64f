/** Tools over users and their money: scenarios, logins, QR tickets, orders, quotas and the clock. */
import { Type } from '@sinclair/typebox';
import { MockClockAdvanceBody, MockLoginBody, MockQrConfirmBody, MockQuotaBody, MockScenarioBody } from '@cv/contract';
import { bodyOf, DESTRUCTIVE, enc, merge, WRITE, type ToolDef } from '../tool-def.ts';

const Ticket = Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 128, description: 'login QR ticket' }) });
const Trade = Type.Object({ out_trade_no: Type.String({ minLength: 1, maxLength: 32, description: 'order number' }) });
const UserId = Type.Object({ user_id: Type.Integer({ minimum: 1, description: 'the user whose quota to set' }) });
export const USERS_TOOLS: ToolDef[] = [
  {
    name: 'scenario',
    title: '演示场景',
    description:
      'Loads a scenario file (scenarios_list): creates its users, resumes and orders and returns the first user’s token.',
    input: MockScenarioBody,
    annotations: WRITE,
    request: (args) => ({ method: 'POST', url: '/scenario', body: bodyOf(args) }),
  },
  {
    name: 'login',
    title: '以用户登录',
    description: 'Logs in without a QR code: an existing user (user_id), the user with a nickname, or a new one.',
    input: MockLoginBody,
    annotations: WRITE,
    request: (args) => ({ method: 'POST', url: '/login', body: bodyOf(args) }),
  },
  {
    name: 'qr_confirm',
    title: '确认扫码登录',
    description: 'Confirms a waiting login QR ticket as a user (user_id, nickname or openid).',
    input: merge(Ticket, MockQrConfirmBody),
    annotations: WRITE,
    request: (args) => ({
      method: 'POST',
      url: `/qr/${enc(String(args.ticket))}/confirm`,
      body: bodyOf(args, 'ticket'),
    }),
  },
  {
    name: 'qr_cancel',
    title: '取消扫码登录',
    description: 'Cancels a waiting login QR ticket.',
    input: Ticket,
    annotations: DESTRUCTIVE,
    request: (args) => ({ method: 'POST', url: `/qr/${enc(String(args.ticket))}/cancel` }),
  },
  {
    name: 'order_pay',
    title: '模拟支付成功',
    description: 'Marks an order paid (grants its goods once).',
    input: Trade,
    annotations: WRITE,
    request: (args) => ({ method: 'POST', url: `/pay/${enc(String(args.out_trade_no))}/success` }),
  },
  {
    name: 'order_close',
    title: '关闭订单',
    description: 'Closes an unpaid order.',
    input: Trade,
    annotations: DESTRUCTIVE,
    request: (args) => ({ method: 'POST', url: `/pay/${enc(String(args.out_trade_no))}/close` }),
  },
  {
    name: 'quota_set',
    title: '修改额度',
    description: "Sets a user's creations / downloads left (null: unlimited) and VIP end.",
    input: merge(UserId, MockQuotaBody),
    annotations: WRITE,
    request: (args) => ({ method: 'PUT', url: `/users/${Number(args.user_id)}/quota`, body: bodyOf(args, 'user_id') }),
  },
  {
    name: 'clock_advance',
    title: '拨快时钟',
    description: "Moves the session's mock clock forward by ms (logins last 7 days); says how many sessions expired.",
    input: MockClockAdvanceBody,
    annotations: WRITE,
    request: (args) => ({ method: 'POST', url: '/clock/advance', body: bodyOf(args) }),
  },
];
