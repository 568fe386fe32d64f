/**
 * Named demo states (POST /__mock/scenario and the panel's one-click buttons): each creates a user in the state,
 * logs it in and returns the token, so a demo shows "quota used up" or "VIP" without clicking through the flows.
 */
import { Code, routePaths, type MockScenarioData, type MockScenarioName } from '@cv/contract';
import { newToken } from '../lib/ids.ts';
import { scenarioOpenid } from '../lib/reply-cause.ts';
import type { SessionContainer } from '../sessions/container.ts';

const NOTES: Record<MockScenarioName, string> = {
  'new-user': '新用户：免费额度（创建 3 次、下载 1 次），还没有简历',
  'quota-used-up': '额度用完：不能再创建或下载简历，会看到购买会员的提示',
  vip: '会员：30 天会员，创建和下载不限次数',
  'payment-busy': '支付繁忙：下单（prepay）一直回复 code 2，直到在面板里清除强制回复',
  'session-expired': '登录已失效：这个 token 已过期，下一次请求回复 401，页面回到登录',
};

const DEFAULT_NICKNAMES: Record<MockScenarioName, string> = {
  'new-user': '新用户',
  'quota-used-up': '额度用完',
  vip: '会员用户',
  'payment-busy': '支付繁忙',
  'session-expired': '登录失效',
};

export function runScenario(session: SessionContainer, name: MockScenarioName, nickname?: string): MockScenarioData {
  const { users, quota, mock } = session.services;
  // Always a new user (a fresh openid): a scenario never changes someone else's account.
  const user = users.findOrCreateByOpenid(
    scenarioOpenid(name, newToken().slice(0, 10)),
    `${nickname ?? DEFAULT_NICKNAMES[name]}`,
  );
  let ttlMs: number | undefined;
  switch (name) {
    case 'quota-used-up':
      quota.set(user.id, { resumes_left: 0, downloads_left: 0, vip_until: null });
      break;
    case 'vip':
      quota.set(user.id, { vip_until: new Date(session.clock.now() + 30 * 86_400_000).toISOString() });
      break;
    case 'payment-busy':
      mock.force({ path: routePaths.prepay, code: Code.BUSY, msg: '支付系统繁忙，请稍后再试' }, name);
      break;
    case 'session-expired':
      ttlMs = 0;
      break;
    case 'new-user':
      break;
  }
  const token = users.createSession(user.id, ttlMs);
  return { name, token, user: users.toDto(users.findById(user.id)!), note: NOTES[name] };
}
