// The control surface of DESIGN 6: reset, forced codes, clock, quota edit, journal, panel, and its guard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@cv/contract';
import { buildTestApp, get, login, loginWithResume, post, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('forced replies', () => {
  it('POST /__mock/force answers the next `times` calls of a route with the code, then normal replies resume', async () => {
    await post(t.app, '/__mock/force', { path: '/api/wxSrv/queryPay', code: Code.BUSY, times: 2 });
    for (let i = 0; i < 2; i++) {
      expect((await post(t.app, '/api/wxSrv/queryPay', { out_trade_no: 'CV123456' })).body).toEqual({
        code: Code.BUSY,
        data: null,
        msg: '网络繁忙，请重试',
      });
    }
    expect((await post(t.app, '/api/wxSrv/queryPay', { out_trade_no: 'CV123456' })).body.code).toBe(Code.UNAUTHORIZED);
  });

  it('forces until DELETE /__mock/force when times is omitted, with a custom msg', async () => {
    await post(t.app, '/__mock/force', { path: '/api/cv/counter', code: 500, msg: '演示故障' });
    expect((await post(t.app, '/api/cv/counter')).body).toEqual({ code: 500, data: null, msg: '演示故障' });
    expect((await post(t.app, '/api/cv/counter')).body.code).toBe(500);
    await t.app.inject({ method: 'DELETE', url: '/__mock/force' });
    expect((await post(t.app, '/api/cv/counter')).body.code).toBe(0);
  });

  it('x-mock-code, ?__code= and x-mock-delay act on one request', async () => {
    const byHeader = await t.app.inject({ method: 'POST', url: '/api/cv/counter', headers: { 'x-mock-code': '6' } });
    expect(byHeader.json()).toMatchObject({ code: 6, msg: '简历内容为空，无法下载' });
    const byQuery = await t.app.inject({ method: 'POST', url: '/api/cv/download?__code=10' });
    expect(byQuery.json().code).toBe(10);
    const started = Date.now();
    const delayed = await t.app.inject({ method: 'POST', url: '/api/cv/counter', headers: { 'x-mock-delay': '200' } });
    expect(delayed.json().code).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });
});

describe('clock', () => {
  it('GET /__mock/clock reads it and advance moves it', async () => {
    const before = (await get<{ now: number }>(t.app, '/__mock/clock')).body.data.now;
    const after = (await post<{ now: number; iso: string }>(t.app, '/__mock/clock/advance', { ms: 3_600_000 })).body
      .data;
    expect(after.now - before).toBeGreaterThanOrEqual(3_600_000);
    expect(after.iso).toBe(new Date(after.now).toISOString());
  });
});

describe('PUT /__mock/users/:id/quota', () => {
  it('sets the counts and vip_until', async () => {
    const { token, userId } = await login(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/__mock/users/${userId}/quota`,
      payload: { resumes_left: 0, downloads_left: 7 },
    });
    expect(res.json()).toMatchObject({ code: 0, data: { resumes_left: 0, downloads_left: 7 } });
    expect((await post(t.app, '/api/cv/new', { template: 'classic-2f5496' }, token)).body.code).toBe(
      Code.QUOTA_EXHAUSTED,
    );
    const vip = await t.app.inject({
      method: 'PUT',
      url: `/__mock/users/${userId}/quota`,
      payload: { vip_until: '2099-01-01T00:00:00Z' },
    });
    expect(vip.json().data).toMatchObject({
      resumes_left: null,
      downloads_left: null,
      vip_until: '2099-01-01T00:00:00.000Z',
    });
  });
  it('answers 3 for an unknown user', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/__mock/users/99999/quota', payload: { resumes_left: 1 } });
    expect(res.json().code).toBe(Code.NOT_FOUND);
  });
});

describe('GET /__mock/journal', () => {
  it('lists recent requests newest first with tokens redacted', async () => {
    const { token } = await login(t.app);
    await get(t.app, '/api/user', token);
    const journal = (
      await get<{ url: string; token: string | null; code: number | null }[]>(t.app, '/__mock/journal?limit=5')
    ).body.data;
    expect(journal[0]).toMatchObject({ url: '/api/user', token: 'redacted', code: 0 });
    const saved = (await get<{ url: string; body: string }[]>(t.app, '/__mock/journal?limit=50')).body.data.find(
      (e) => e.url === '/__mock/login',
    );
    expect(JSON.parse(saved!.body)).toEqual({});
    expect(JSON.stringify(journal)).not.toContain(token);
  });

  it("names each request's route, and leaves out the API docs and the panel's own polling", async () => {
    const { token } = await login(t.app);
    await get(t.app, '/api/user', token);
    await get(t.app, '/api/docs/json');
    await get(t.app, '/__mock/state');
    const journal = (await get<{ url: string; route?: string }[]>(t.app, '/__mock/journal?limit=5')).body.data;
    expect(journal[0]).toMatchObject({ url: '/api/user', route: 'GET /api/user' });
    expect(journal.filter((e) => e.url.startsWith('/api/docs') || e.url === '/__mock/state')).toEqual([]);
  });

  it('keeps nothing with MOCK_JOURNAL_SIZE=0, and the API answers as before', async () => {
    const off = await buildTestApp({ config: { journalSize: 0 } });
    try {
      const { token } = await login(off.app);
      expect((await get(off.app, '/api/user', token)).body.code).toBe(0);
      expect((await get<unknown[]>(off.app, '/__mock/journal?limit=50')).body.data).toEqual([]);
    } finally {
      await off.close();
    }
  });
});

describe('GET /__mock', () => {
  it('is a control panel page', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/__mock' });
    expect(page.headers['content-type']).toContain('text/html');
    for (const part of ['强制回复', '登录二维码', '订单', '用户', '请求日志', '保存当前状态', '恢复']) {
      expect(page.body).toContain(part);
    }
  });
});

describe('POST /__mock/reset', () => {
  it('reseeds from fixtures: users, resumes and files are gone, demo users are back', async () => {
    const { token } = await loginWithResume(t.app);
    expect((await post(t.app, '/__mock/reset')).body.code).toBe(0);
    expect((await get(t.app, '/api/user', token)).body.code).toBe(Code.UNAUTHORIZED);
    // User ids are random (DESIGN 3), so the demo users are compared as a set.
    const users = t.app.db.prepare('SELECT nickname FROM users').all() as { nickname: string }[];
    expect(users.map((u) => u.nickname).sort()).toEqual(t.app.fixtures.demoUsers.map((u) => u.nickname).sort());
    const demo = await login(t.app, '张三');
    const list = (await post<{ cid: string; personal: { name: string } }[]>(t.app, '/api/cv/list', {}, demo.token)).body
      .data;
    expect(list[0]?.personal.name).toBe('张三');
    // The demo resume carries the sample avatar from fixtures/images, served like an upload.
    const full = (
      await post<{ personal: { avatar_url: string } }>(t.app, '/api/cv/get', { cid: list[0]!.cid }, demo.token)
    ).body.data;
    const avatar = await t.app.inject({ method: 'GET', url: full.personal.avatar_url });
    expect(avatar.headers['content-type']).toBe('image/png');
  });
});

describe('the guard', () => {
  const remote = { remoteAddress: '192.168.1.50' };

  it('lets loopback clients in without a key', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/__mock/clock' })).json().code).toBe(0);
  });

  it('refuses other clients when no MOCK_ADMIN_KEY is set, and ignores their fault headers', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/__mock/login', payload: {}, ...remote });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: Code.UNAUTHORIZED, msg: expect.stringContaining('x-mock-admin-key') });
    const faulted = await t.app.inject({
      method: 'POST',
      url: '/api/cv/counter',
      headers: { 'x-mock-code': '2' },
      ...remote,
    });
    expect(faulted.json().code).toBe(0);
  });

  it('lets other clients in with the right x-mock-admin-key', async () => {
    const keyed = await buildTestApp({ config: { mockAdminKey: 's3cret' } });
    try {
      const wrong = await keyed.app.inject({
        method: 'GET',
        url: '/__mock/clock',
        headers: { 'x-mock-admin-key': 'nope' },
        ...remote,
      });
      expect(wrong.statusCode).toBe(403);
      const right = await keyed.app.inject({
        method: 'GET',
        url: '/__mock/clock',
        headers: { 'x-mock-admin-key': 's3cret' },
        ...remote,
      });
      expect(right.json().code).toBe(0);
    } finally {
      await keyed.close();
    }
  });

  it('leaves the phone pages open to every client', async () => {
    const { ticket } = (await post<{ ticket: string }>(t.app, '/api/wxSrv/qrLogin')).body.data;
    const page = await t.app.inject({ method: 'GET', url: `/mock/scan/${ticket}`, ...remote });
    expect(page.statusCode).toBe(200);
  });
});
