// Coming back as the same user (issue 28): one-time login links, the phone's accounts on the confirm page,
// MOCK_AUTO_LOGIN_AS, the panel's recent users, and what moving the clock does to sessions.
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, TOKEN_TTL_MS } from '@cv/contract';
import { buildTestApp, get, login, post, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const newTicket = async (app = t.app) => (await post<{ ticket: string }>(app, '/api/wxSrv/qrLogin')).body.data.ticket;
const userOf = async (token: string) => (await get<{ id: number; nickname: string }>(t.app, '/api/user', token)).body;

describe('POST /__mock/login-link', () => {
  it('gives a link whose page hands over a new session of that user exactly once', async () => {
    const { userId } = await login(t.app, '回头客');
    const link = await post<{ url: string; expires_in: number; user: { id: number } }>(t.app, '/__mock/login-link', {
      user_id: userId,
    });
    expect(link.body.code).toBe(0);
    expect(link.body.data.url).toMatch(/^\/mock\/login\/[\w-]{24}$/);
    expect(link.body.data.user.id).toBe(userId);

    const page = await t.app.inject({ method: 'GET', url: link.body.data.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('sessionStorage.setItem');
    const taken = await post<{ token: string }>(t.app, `${link.body.data.url}/take`);
    expect(taken.body.code).toBe(0);
    expect((await userOf(taken.body.data.token)).data).toMatchObject({ id: userId, nickname: '回头客' });

    const again = await post(t.app, `${link.body.data.url}/take`);
    expect(again.body).toMatchObject({
      code: Code.INVALID_PARAMS,
      msg: '登录链接已使用或已过期，请在控制面板重新生成',
    });
  });

  it('hands over a given token as it is, even an expired one (the session-expired scenario)', async () => {
    const scenario = await post<{ token: string }>(t.app, '/__mock/scenario', { name: 'session-expired' });
    const link = await post<{ url: string }>(t.app, '/__mock/login-link', { token: scenario.body.data.token });
    expect((await post<{ token: string }>(t.app, `${link.body.data.url}/take`)).body.data.token).toBe(
      scenario.body.data.token,
    );
  });

  it('expires with the login ticket lifetime on the mock clock', async () => {
    const { userId } = await login(t.app);
    const link = await post<{ url: string; expires_in: number }>(t.app, '/__mock/login-link', { user_id: userId });
    await post(t.app, '/__mock/clock/advance', { ms: link.body.data.expires_in * 1000 });
    expect((await post(t.app, `${link.body.data.url}/take`)).body.code).toBe(Code.INVALID_PARAMS);
  });

  it('wants exactly one of user_id and token, and an existing one', async () => {
    expect((await post(t.app, '/__mock/login-link', {})).body.code).toBe(Code.INVALID_PARAMS);
    const { token, userId } = await login(t.app);
    expect((await post(t.app, '/__mock/login-link', { user_id: userId, token })).body.code).toBe(Code.INVALID_PARAMS);
    expect((await post(t.app, '/__mock/login-link', { user_id: 987654 })).body.code).toBe(Code.NOT_FOUND);
    expect((await post(t.app, '/__mock/login-link', { token: 'no-such-token' })).body.code).toBe(Code.NOT_FOUND);
  });
});

describe('the phone confirm page remembers the accounts used on that phone', () => {
  /** Opens the scan page with this cookie; answers the page and the cookie to send next. */
  async function scanPage(ticket: string, cookie?: string) {
    const res = await t.app.inject({ method: 'GET', url: `/mock/scan/${ticket}`, headers: cookie ? { cookie } : {} });
    const set = res.headers['set-cookie'];
    return { html: res.body, cookie: set ? String(set).split(';')[0]! : cookie! };
  }
  async function confirm(ticket: string, cookie: string, body: Record<string, string>) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/mock/scan/${ticket}/confirm`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    const set = res.headers['set-cookie'];
    return { code: res.json().code as number, cookie: set ? String(set).split(';')[0]! : cookie };
  }
  async function loggedInAs(ticket: string) {
    const token = (await post<{ token: string }>(t.app, '/api/wxSrv/qrState', { ticket })).body.data.token;
    return (await userOf(token)).data;
  }

  it('offers the last used account first, another one used on the phone, and a new account', async () => {
    // First login on this phone: no account yet, a nickname for the new one.
    let ticket = await newTicket();
    const phone = await scanPage(ticket);
    expect(phone.html).not.toContain('选择登录的账号');
    phone.cookie = (await confirm(ticket, phone.cookie, { nickname: '手机甲' })).cookie;
    const first = await loggedInAs(ticket);
    expect(first.nickname).toBe('手机甲');

    // Second login: the same account is offered and checked; choosing a new one makes a second account.
    ticket = await newTicket();
    let page = await scanPage(ticket, phone.cookie);
    expect(page.html).toContain('选择登录的账号');
    expect(page.html).toMatch(/value="0" checked> 手机甲/);
    phone.cookie = (await confirm(ticket, phone.cookie, { account: 'new', nickname: '手机乙' })).cookie;
    const second = await loggedInAs(ticket);
    expect(second.nickname).toBe('手机乙');
    expect(second.id).not.toBe(first.id);

    // Third: both are offered, the last used first; picking the older one logs in as that same user.
    ticket = await newTicket();
    page = await scanPage(ticket, phone.cookie);
    expect(page.html.indexOf('手机乙')).toBeLessThan(page.html.indexOf('手机甲'));
    expect(page.html).toContain('使用新账号');
    await confirm(ticket, phone.cookie, { account: '1' });
    expect((await loggedInAs(ticket)).id).toBe(first.id);

    // The default (no choice sent) stays the phone's last used account, as before.
    ticket = await newTicket();
    await scanPage(ticket, phone.cookie);
    await confirm(ticket, phone.cookie, {});
    expect((await loggedInAs(ticket)).id).toBe(second.id);
  });

  it('refuses an account the phone does not have', async () => {
    const ticket = await newTicket();
    const phone = await scanPage(ticket);
    expect((await confirm(ticket, phone.cookie, { account: '3' })).code).toBe(Code.INVALID_PARAMS);
    expect((await post(t.app, '/api/wxSrv/qrState', { ticket })).body.code).toBe(Code.QR_PENDING);
  });
});

describe('MOCK_AUTO_LOGIN_AS', () => {
  it('auto-login signs in as the user of that nickname, the same one every time', async () => {
    const auto = await buildTestApp({ config: { autoLoginMs: 1, autoLoginAs: '张三' } });
    try {
      const ids: number[] = [];
      for (let i = 0; i < 2; i++) {
        const ticket = await newTicket(auto.app);
        auto.clock.advance(10);
        const token = (await post<{ token: string }>(auto.app, '/api/wxSrv/qrState', { ticket })).body.data.token;
        const user = (await get<{ id: number; nickname: string }>(auto.app, '/api/user', token)).body.data;
        expect(user.nickname).toBe('张三');
        ids.push(user.id);
      }
      expect(ids[0]).toBe(ids[1]);
    } finally {
      await auto.close();
    }
  });
});

describe('recent users and the clock', () => {
  it('GET /__mock/state lists users by their latest login', async () => {
    const older = await login(t.app, '早登录');
    await login(t.app, '晚登录');
    await post(t.app, '/__mock/login', { user_id: older.userId });
    const users = (await get<{ users: { id: number }[] }>(t.app, '/__mock/state')).body.data.users;
    expect(users[0]!.id).toBe(older.userId);
  });

  it('says how many sessions a move would end, and how many it ended', async () => {
    const fresh = await buildTestApp();
    try {
      await login(fresh.app, '甲');
      fresh.clock.advance(86_400_000);
      await login(fresh.app, '乙');
      const soon = await get<{ expiring_sessions: number; users: { nickname: string }[] }>(
        fresh.app,
        `/__mock/clock/impact?ms=${TOKEN_TTL_MS - 86_400_000}`,
      );
      expect(soon.body.data).toMatchObject({ expiring_sessions: 1, users: [{ nickname: '甲' }] });
      const all = await get<{ expiring_sessions: number }>(fresh.app, `/__mock/clock/impact?ms=${TOKEN_TTL_MS}`);
      expect(all.body.data.expiring_sessions).toBe(2);
      const moved = await post<{ expired_sessions: number }>(fresh.app, '/__mock/clock/advance', { ms: TOKEN_TTL_MS });
      expect(moved.body.data.expired_sessions).toBe(2);
      const none = await post<{ expired_sessions: number }>(fresh.app, '/__mock/clock/advance', { ms: TOKEN_TTL_MS });
      expect(none.body.data.expired_sessions).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});

describe('the pages these come through', () => {
  /** Every inline script of a page compiles (they are plain strings to TypeScript). */
  const scriptsOf = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

  it('the panel, the phone confirm page with accounts and the login link page have scripts that compile', async () => {
    const panel = (await t.app.inject({ method: 'GET', url: '/__mock' })).body;
    const ticket = await newTicket();
    const first = await t.app.inject({ method: 'GET', url: `/mock/scan/${ticket}` });
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    await t.app.inject({ method: 'POST', url: `/mock/scan/${ticket}/confirm`, headers: { cookie }, payload: {} });
    const withAccounts = (
      await t.app.inject({ method: 'GET', url: `/mock/scan/${await newTicket()}`, headers: { cookie } })
    ).body;
    expect(withAccounts).toContain('选择登录的账号');
    const { userId } = await login(t.app);
    const link = (await post<{ url: string }>(t.app, '/__mock/login-link', { user_id: userId })).body.data.url;
    const linkPage = (await t.app.inject({ method: 'GET', url: link })).body;
    for (const html of [panel, withAccounts, linkPage]) {
      const scripts = scriptsOf(html);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(() => new vm.Script(script)).not.toThrow();
    }
  });
});
