import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockExplainData } from '@cv/contract';
import { buildTestApp, get, login, post, type TestApp } from './helper.ts';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

/** GET /__mock/explain of the newest journal entry, printed so a run shows one example per cause. */
async function explainLast(label: string): Promise<MockExplainData> {
  const journal = await get<{ id: number }[]>(test.app, '/__mock/journal?limit=1');
  const { body } = await get<MockExplainData>(test.app, `/__mock/explain/${journal.body.data[0]!.id}`);
  expect(body.code, body.msg).toBe(0);
  const { entry, cause } = body.data;
  console.log(`${label}: ${entry.method} ${entry.url} -> code ${entry.code}\n  ${JSON.stringify(cause, null, 0)}`);
  return body.data;
}

describe('GET /__mock/explain/:id says why a reply was what it was', () => {
  it('a forced rule (POST /__mock/force): its path, code and what is left of it', async () => {
    const { token } = await login(test.app);
    await post(test.app, '/__mock/force', { path: '/api/cv/list', code: 2, times: 2 });
    expect((await post(test.app, '/api/cv/list', {}, token)).body.code).toBe(2);
    const { cause } = await explainLast('forced');
    expect(cause).toMatchObject({ kind: 'forced', rule: 'POST /__mock/force /api/cv/list' });
    expect(cause.detail).toMatchObject({ path: '/api/cv/list', code: 2, remaining: 1 });
    await post(test.app, '/__mock/reset');
  });

  it("a request's own x-mock-code header", async () => {
    const res = await test.app.inject({ method: 'POST', url: '/api/goods/list', headers: { 'x-mock-code': '500' } });
    expect(res.json<{ code: number }>().code).toBe(500);
    const { cause } = await explainLast('forced by header');
    expect(cause).toMatchObject({ kind: 'forced', rule: '请求头 x-mock-code: 500' });
  });

  it('a chaos profile: which profile, which request it matched, which faults', async () => {
    const set = await test.app.inject({
      method: 'PUT',
      url: '/__mock/chaos',
      payload: { name: '支付故障', path: '/api/tip/position', seed: 1, error: { rate: 1, code: 2 } },
    });
    expect(set.json<{ code: number }>().code).toBe(0);
    expect((await post(test.app, '/api/tip/position', { title: '前端' })).body.code).toBe(2);
    const { cause } = await explainLast('chaos');
    expect(cause).toMatchObject({ kind: 'chaos', rule: 'chaos 支付故障', detail: { profile: '支付故障', n: 1 } });
    await test.app.inject({ method: 'DELETE', url: '/__mock/chaos' });
  });

  it('a scenario: payment-busy set the forced rule that answered prepay 2', async () => {
    const scenario = await post<{ token: string }>(test.app, '/__mock/scenario', { name: 'payment-busy' });
    const prepay = await post(test.app, '/api/wxSrv/prepay', { goods_id: 1 }, scenario.body.data.token);
    expect(prepay.body.code).toBe(2);
    const { cause } = await explainLast('scenario');
    expect(cause).toMatchObject({
      kind: 'forced',
      scenario: 'payment-busy',
      rule: 'POST /__mock/force /api/wxSrv/prepay',
    });
    await post(test.app, '/__mock/reset');
  });

  it('the quota: what the user had left when cv/new answered 5', async () => {
    const { token, userId } = await login(test.app);
    await test.app.inject({
      method: 'PUT',
      url: `/__mock/users/${userId}/quota`,
      payload: { resumes_left: 0 },
    });
    expect((await post(test.app, '/api/cv/new', { template: 'classic-2f5496' }, token)).body.code).toBe(5);
    const { cause } = await explainLast('quota');
    expect(cause).toMatchObject({ kind: 'quota', rule: 'quota.takeResumeCreation' });
    expect(cause.detail).toMatchObject({ user_id: userId, resumes_left: 0, vip_until: null });
    expect(cause.scenario).toBeUndefined();
  });

  it('the quota of a quota-used-up scenario user names the scenario', async () => {
    const scenario = await post<{ token: string }>(test.app, '/__mock/scenario', { name: 'quota-used-up' });
    const created = await post(test.app, '/api/cv/new', { template: 'classic-2f5496' }, scenario.body.data.token);
    expect(created.body.code).toBe(5);
    const { cause } = await explainLast('quota (scenario)');
    expect(cause).toMatchObject({ kind: 'quota', scenario: 'quota-used-up' });
  });

  it("the login's expiry on the mock clock", async () => {
    const { token } = await login(test.app);
    await post(test.app, '/__mock/clock/advance', { ms: 8 * 86_400_000 });
    expect((await get(test.app, '/api/user', token)).body.code).toBe(401);
    const { cause } = await explainLast('session expired');
    expect(cause).toMatchObject({ kind: 'session' });
    expect(cause.detail).toMatchObject({ token: 'expired' });
    expect(cause.summary).toContain('登录已过期');
    await post(test.app, '/__mock/reset');
  });

  it('a token this mock session never issued (another session, or wiped by a reset)', async () => {
    const other = await test.app.inject({
      method: 'POST',
      url: '/__mock/login',
      headers: { 'x-mock-session': 'elsewhere', 'content-type': 'application/json' },
      payload: '{}',
    });
    const token = other.json<{ data: { token: string } }>().data.token;
    expect((await get(test.app, '/api/user', token)).body.code).toBe(401);
    const { cause } = await explainLast('session unknown');
    expect(cause).toMatchObject({ kind: 'session', detail: { token: 'unknown', mock_session: 'default' } });
  });

  it('a validation error: which field broke which rule', async () => {
    const { token } = await login(test.app);
    expect((await post(test.app, '/api/cv/get', {}, token)).body.code).toBe(1);
    const { cause } = await explainLast('validation');
    expect(cause).toMatchObject({ kind: 'validation', rule: 'schema body.cid (required)' });
    expect(cause.summary).toContain('cid');
  });

  it("the service's own rule, named by where it decided", async () => {
    const { token } = await login(test.app);
    expect((await post(test.app, '/api/cv/get', { cid: 'no-such-resume-0000' }, token)).body.code).toBe(3);
    const refused = await explainLast('service rule (code 3)');
    expect(refused.cause.kind).toBe('rule');
    expect(refused.cause.rule).toMatch(/^services\/resumes\.ts \w+:\d+$/);

    expect((await post(test.app, '/api/cv/list', {}, token)).body.code).toBe(0);
    const ok = await explainLast('service rule (code 0)');
    expect(ok.cause).toMatchObject({ kind: 'rule', rule: 'POST /api/cv/list' });
  });

  it('answers 3 for an id not in the journal and 1 for a malformed one', async () => {
    expect((await get(test.app, '/__mock/explain/999999')).body.code).toBe(3);
    const bad = await get(test.app, '/__mock/explain/abc');
    expect(bad.body.code).toBe(1);
    expect(bad.body.msg).toContain('id');
  });
});
