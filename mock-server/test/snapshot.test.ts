/**
 * Snapshots (GET/POST /__mock/snapshot): a session prepared for a demo comes back exactly, into itself after a
 * reset and into another session; a corrupted, foreign-version or oversized snapshot is refused with nothing changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNAPSHOT_MAX_BYTES, type MockSnapshot } from '@cv/contract';
import { buildTestApp, get, login, personalOf, post, uploadAvatar, workModule, type TestApp } from './helper.ts';

const SAMPLE_AVATAR = path.resolve(import.meta.dirname, '../../fixtures/images/sample-avatar.png');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const inSession = (session?: string) => (session ? { 'x-mock-session': session } : {});
async function call(method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, body?: unknown, session?: string) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...inSession(session), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: res.statusCode, body: res.json<{ code: number; data: unknown; msg: string }>() };
}
const apiAs = (token: string, url: string, body: unknown, session?: string) =>
  t.app
    .inject({ method: 'POST', url, headers: { token, ...inSession(session) }, payload: body as object })
    .then((res) => res.json<{ code: number; data: unknown }>());

interface Prepared {
  tokens: string[];
  cids: string[];
}

/** Two users, three resumes (two with avatars), a paid and a pending order, a forced reply, chaos, clock +3 days. */
async function prepare(): Promise<Prepared> {
  const avatar = fs.readFileSync(SAMPLE_AVATAR);
  const tokens: string[] = [];
  const cids: string[] = [];
  for (const nickname of ['演示甲', '演示乙']) {
    const { token } = await login(t.app, nickname);
    tokens.push(token);
    for (let i = 0; i < (nickname === '演示甲' ? 2 : 1); i++) {
      const cid = ((await apiAs(token, '/api/cv/new', { template: 'classic-2f5496' })).data as { cid: string }).cid;
      cids.push(cid);
      let picture = '';
      if (i === 0) {
        const up = await uploadAvatar(t.app, token, avatar);
        picture = up.json().data.avatar as string;
      }
      expect((await apiAs(token, '/api/personal/save', { ...personalOf(cid), avatar: picture })).code).toBe(0);
      expect((await apiAs(token, '/api/module/save', workModule(cid))).code).toBe(0);
    }
  }
  const paid = (await apiAs(tokens[0]!, '/api/wxSrv/prepay', { goods_id: 2 })).data as { out_trade_no: string };
  expect((await post(t.app, `/__mock/pay/${paid.out_trade_no}/success`)).body.code).toBe(0);
  expect((await apiAs(tokens[1]!, '/api/wxSrv/prepay', { goods_id: 4 })).code).toBe(0);
  expect(
    (await call('POST', '/__mock/force', { path: '/api/tip/major', code: 2, times: 3, msg: '忙' })).body.code,
  ).toBe(0);
  expect((await call('POST', '/__mock/scenario', { name: 'payment-busy' })).body.code).toBe(0);
  const chaos = { name: '慢列表', path: '/api/cv/list', seed: 7, latency: { kind: 'fixed', ms: 5 } };
  expect((await call('PUT', '/__mock/chaos', chaos)).body.code).toBe(0);
  expect((await call('POST', '/__mock/clock/advance', { ms: 3 * 86_400_000 })).body.code).toBe(0);
  return { tokens, cids };
}

/** What a demo shows: every resume's cv/get, each user's orders, the clock offset, the forced rules, the chaos. */
async function observe({ tokens, cids }: Prepared, session?: string) {
  const resumes = [];
  for (const cid of cids) {
    for (const token of tokens) {
      const reply = await apiAs(token, '/api/cv/get', { cid }, session);
      if (reply.code === 0) resumes.push(reply.data);
    }
  }
  const orders = [];
  for (const token of tokens) orders.push((await apiAs(token, '/api/user/orders', {}, session)).data);
  const state = (await call('GET', '/__mock/state', undefined, session)).body.data as {
    clock: { now: number };
    forced: unknown[];
  };
  const chaos = (await call('GET', '/__mock/chaos', undefined, session)).body.data as { profiles: unknown[] };
  const avatars = [];
  for (const resume of resumes as { personal?: { avatar?: string } }[]) {
    const name = resume.personal?.avatar;
    if (name) {
      avatars.push(
        (await t.app.inject({ method: 'GET', url: `/uploads/${name}`, headers: inSession(session) })).rawPayload,
      );
    }
  }
  return {
    resumes,
    orders,
    clockMinutes: Math.round((state.clock.now - Date.now()) / 60_000),
    forced: state.forced,
    chaos: (chaos.profiles as { counters: unknown }[]).map(({ counters: _c, ...profile }) => profile),
    avatars,
  };
}

describe('snapshots', () => {
  let prepared: Prepared;
  let before: Awaited<ReturnType<typeof observe>>;
  let snapshot: MockSnapshot;

  it('GET /__mock/snapshot gives the whole session: rows, avatar files, clock, forced replies and chaos', async () => {
    prepared = await prepare();
    before = await observe(prepared);
    expect(before.resumes).toHaveLength(3);
    expect(before.avatars.length).toBeGreaterThanOrEqual(2);
    expect(before.clockMinutes).toBe(3 * 24 * 60);
    const reply = await call('GET', '/__mock/snapshot');
    expect(reply.body.code).toBe(0);
    snapshot = reply.body.data as MockSnapshot;
    expect(snapshot).toMatchObject({ format: 'cv-mock-snapshot', version: 1, session: 'default' });
    expect(Object.keys(snapshot.files.uploads).length).toBeGreaterThanOrEqual(2);
    expect(snapshot.tables.orders.map((o) => o.state).sort()).toEqual(['NOTPAY', 'SUCCESS']);
    expect(snapshot.forced.map((f) => f.path).sort()).toEqual(['/api/tip/major', '/api/wxSrv/prepay']);
  });

  it('reset, then POST /__mock/snapshot: every cv/get, the orders, the clock, the forced rules and chaos equal', async () => {
    expect((await call('POST', '/__mock/reset')).body.code).toBe(0);
    expect((await observe(prepared)).resumes).toHaveLength(0);
    const restored = await call('POST', '/__mock/snapshot', snapshot);
    expect(restored.body).toMatchObject({ code: 0, data: { users: snapshot.tables.users.length, orders: 2 } });
    expect(await observe(prepared)).toEqual(before);
  });

  it('restores into another session (a new one), leaving the default session as it is', async () => {
    const restored = await call('POST', '/__mock/snapshot', snapshot, 'demo-copy');
    expect(restored.body).toMatchObject({ code: 0, data: { session: 'demo-copy' } });
    expect(await observe(prepared, 'demo-copy')).toEqual(before);
    expect(await observe(prepared)).toEqual(before);
  });

  it('refuses a corrupted snapshot (a row that breaks a constraint, bad base64, another format version) with nothing changed', async () => {
    const orphan = structuredClone(snapshot);
    orphan.tables.resumes.push({ ...orphan.tables.resumes[0]!, cid: 'orphan-cid', user_id: 424242 });
    const badFile = structuredClone(snapshot);
    badFile.files.uploads['x.png'] = '***';
    const otherVersion = { ...snapshot, version: 2 };
    const unknownColumn = structuredClone(snapshot);
    unknownColumn.tables.users[0] = { ...unknownColumn.tables.users[0], shoe_size: 42 };
    for (const [bad, message] of [
      [orphan, /tables\.resumes\[\d+\]/],
      [badFile, /files\.uploads\.x\.png/],
      [otherVersion, /版本 2/],
      [unknownColumn, /tables\.users\[0\].*shoe_size/],
      ['{"format":"cv-mock-snapshot","version":1', /./],
      [{ ...snapshot, tables: undefined }, /tables/],
    ] as const) {
      const reply = await call('POST', '/__mock/snapshot', bad);
      expect(reply.body.code, JSON.stringify(reply.body).slice(0, 200)).toBe(1);
      expect(reply.body.msg).toMatch(message);
      expect(await observe(prepared)).toEqual(before);
    }
  });

  it(`refuses a snapshot over ${SNAPSHOT_MAX_BYTES / 1024 / 1024} MB with nothing changed`, async () => {
    const huge = structuredClone(snapshot);
    huge.files.files['huge.pdf'] = 'A'.repeat(SNAPSHOT_MAX_BYTES + 4);
    const reply = await call('POST', '/__mock/snapshot', huge);
    expect(reply.status).toBe(413);
    expect(reply.body.code).not.toBe(0);
    expect(await observe(prepared)).toEqual(before);
  });

  it('answers the same tokens after a restore (a token saved with the demo still logs in)', async () => {
    const reply = await get<{ nickname: string }>(t.app, '/api/user', prepared.tokens[0]);
    expect(reply.body.data.nickname).toBe('演示甲');
  });
});
