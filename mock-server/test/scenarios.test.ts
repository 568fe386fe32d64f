// POST /__mock/scenario: one call sets up a named demo state and returns a token that shows it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MOCK_SCENARIOS } from '@cv/contract';
import { buildTestApp, get, post, type TestApp } from './helper.ts';

interface ScenarioData {
  name: string;
  token: string;
  user: { id: number; vip_until: string | null; resumes_left: number | null; downloads_left: number | null };
  note: string;
}

describe('POST /__mock/scenario', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const scenario = async (name: string) => (await post<ScenarioData>(t.app, '/__mock/scenario', { name })).body;

  it('new-user: a fresh user with the free quota', async () => {
    const { code, data } = await scenario('new-user');
    expect(code).toBe(Code.OK);
    expect(data.user).toMatchObject({ vip_until: null, resumes_left: 3, downloads_left: 1 });
    expect((await get(t.app, '/api/user', data.token)).body.code).toBe(Code.OK);
  });

  it('quota-used-up: creating a resume answers 5', async () => {
    const { data } = await scenario('quota-used-up');
    expect(data.user).toMatchObject({ resumes_left: 0, downloads_left: 0 });
    const created = await post(t.app, '/api/cv/new', { template: 'classic-2f5496' }, data.token);
    expect(created.body.code).toBe(Code.QUOTA_EXHAUSTED);
  });

  it('vip: 30 days of VIP', async () => {
    const { data } = await scenario('vip');
    expect(Date.parse(data.user.vip_until!) - t.clock.now()).toBeGreaterThan(29 * 86_400_000);
  });

  it('payment-busy: prepay answers 2 until the forced replies are cleared', async () => {
    const { data } = await scenario('payment-busy');
    expect((await post(t.app, '/api/wxSrv/prepay', { goods_id: 1 }, data.token)).body.code).toBe(Code.BUSY);
    expect((await post(t.app, '/api/wxSrv/prepay', { goods_id: 1 }, data.token)).body.code).toBe(Code.BUSY);
    await t.app.inject({ method: 'DELETE', url: '/__mock/force' });
    expect((await post(t.app, '/api/wxSrv/prepay', { goods_id: 1 }, data.token)).body.code).toBe(Code.OK);
  });

  it('session-expired: the token answers 401', async () => {
    const { data } = await scenario('session-expired');
    expect((await get(t.app, '/api/user', data.token)).body.code).toBe(Code.UNAUTHORIZED);
  });

  it('refuses an unknown scenario with code 1 and lists all five in the contract', async () => {
    expect((await scenario('rich-user')).code).toBe(Code.INVALID_PARAMS);
    expect(MOCK_SCENARIOS).toHaveLength(5);
  });

  it('/__mock/login logs in as an existing user by id, and answers 3 for an unknown one', async () => {
    const { data } = await scenario('vip');
    const again = await post<{ user: { id: number } }>(t.app, '/__mock/login', { user_id: data.user.id });
    expect(again.body.data.user.id).toBe(data.user.id);
    expect((await post(t.app, '/__mock/login', { user_id: 999_999 })).body.code).toBe(Code.NOT_FOUND);
  });
});

describe('GET /__mock (the panel) off this machine', () => {
  it('is served to a LAN client, asks for the key, sends it on every call and never prompt()s', async () => {
    const t = await buildTestApp({ config: { mockAdminKey: 'k' } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/__mock', remoteAddress: '192.168.1.9' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const html = res.body;
      expect(html).toContain('id="keyform"');
      expect(html).toContain('"adminHeader":"x-mock-admin-key"');
      expect(html).toContain("api('POST', '/login-link'");
      expect(html).toContain('sessionStorage.setItem(C.keyStorage');
      expect(html).not.toContain('prompt(');
      // The scenario buttons come from the scenario files, fetched with the key like every other call.
      expect(html).toContain("api('GET', '/scenarios')");
      const listed = await t.app.inject({
        method: 'GET',
        url: '/__mock/scenarios',
        remoteAddress: '192.168.1.9',
        headers: { 'x-mock-admin-key': 'k' },
      });
      const names = (listed.json() as { data: { name: string }[] }).data.map((s) => s.name);
      for (const name of MOCK_SCENARIOS) expect(names).toContain(name);
      const data = await t.app.inject({ method: 'GET', url: '/__mock/state', remoteAddress: '192.168.1.9' });
      expect(data.statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });
});
