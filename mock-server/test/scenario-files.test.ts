/**
 * Scenarios as files (fixtures/scenarios/*.json, the contract's MockScenarioFile): the five built-ins produce the
 * states the code produced before they became files (captured from that code, below), a file adds a scenario with
 * resumes, orders and tickets, and a bad file is refused naming the file and the JSON path.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_SCENARIOS } from '@cv/contract';
import { FIXTURES_DIR } from '../src/fixtures.ts';
import { readScenarioFile } from '../src/services/scenarios.ts';
import { buildTestApp, get, post, type TestApp } from './helper.ts';

const free = { avatar_url: '', resumes_left: 3, downloads_left: 1, vip_days: null };
const none = { forced: [], userCall: 0, resumes: 0, orders: 0 };
/** What POST /__mock/scenario produced for each built-in before the files (captured from the code they replaced). */
const BEFORE_FILES = {
  'new-user': {
    note: '新用户：免费额度（创建 3 次、下载 1 次），还没有简历',
    user: { nickname: '新用户', ...free },
    ...none,
  },
  'quota-used-up': {
    note: '额度用完：不能再创建或下载简历，会看到购买会员的提示',
    user: { nickname: '额度用完', avatar_url: '', resumes_left: 0, downloads_left: 0, vip_days: null },
    ...none,
  },
  vip: {
    note: '会员：30 天会员，创建和下载不限次数',
    user: { nickname: '会员用户', avatar_url: '', resumes_left: null, downloads_left: null, vip_days: 30 },
    ...none,
  },
  'payment-busy': {
    note: '支付繁忙：下单（prepay）一直回复 code 2，直到在面板里清除强制回复',
    user: { nickname: '支付繁忙', ...free },
    ...none,
    forced: [
      {
        path: '/api/wxSrv/prepay',
        code: 2,
        delayMs: 0,
        remaining: null,
        msg: '支付系统繁忙，请稍后再试',
        scenario: 'payment-busy',
      },
    ],
  },
  'session-expired': {
    note: '登录已失效：这个 token 已过期，下一次请求回复 401，页面回到登录',
    user: { nickname: '登录失效', ...free },
    forced: [],
    userCall: 401,
    resumes: null,
    orders: null,
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface Loaded {
  token: string;
  note: string;
  user: { id: number; created_at: string; vip_until: string | null };
}
async function stateAfter(name: string) {
  await post(t.app, '/__mock/reset');
  const reply = await post<Loaded>(t.app, '/__mock/scenario', { name });
  expect(reply.body.code, reply.body.msg).toBe(0);
  const { token, note, user } = reply.body.data;
  const { id: _id, created_at: _created, vip_until, ...rest } = user;
  const vipDays = vip_until ? Math.round((Date.parse(vip_until) - t.clock.now()) / 86_400_000) : null;
  const list = <T>(url: string) => post<T[] | null>(t.app, url, {}, token).then((r) => r.body.data?.length ?? null);
  return {
    note,
    user: { ...rest, vip_days: vipDays },
    forced: (await get<{ forced: unknown[] }>(t.app, '/__mock/state')).body.data.forced,
    userCall: (await get(t.app, '/api/user', token)).body.code,
    resumes: await list('/api/cv/list'),
    orders: await list('/api/user/orders'),
  };
}

describe('the built-in scenario files', () => {
  it('are the five of the contract, listed by GET /__mock/scenarios with their titles', async () => {
    const listed = (await get<{ name: string; title: string }[]>(t.app, '/__mock/scenarios')).body.data;
    expect(listed.map((s) => s.name).sort()).toEqual(expect.arrayContaining([...MOCK_SCENARIOS].sort()));
    expect(listed.find((s) => s.name === 'vip')?.title).toBe('会员');
  });

  for (const name of MOCK_SCENARIOS) {
    it(`${name}: the state the code made before it became a file`, async () => {
      expect(await stateAfter(name)).toEqual(BEFORE_FILES[name]);
    });
  }
});

describe('a scenario added as a file, with no code', () => {
  let dir: string;
  let fixtures: TestApp;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-fixtures-'));
    fs.cpSync(FIXTURES_DIR, dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'scenarios/shop-demo.json'),
      JSON.stringify({
        title: '演示商店',
        note: '一位会员有两份简历、一笔已付和一笔待付订单，另有一个已扫码的登录二维码',
        users: [
          { ref: 'ann', nickname: '安安', vip_days: 7 },
          { ref: 'bob', nickname: '波波', resumes_left: 1 },
        ],
        resumes: [
          {
            user: 'ann',
            template: 'classic-2f5496',
            avatar: 'images/sample-avatar.png',
            personal: { name: '安安', wish: '产品经理' },
            modules: [{ style: 'work', content: [{ company: '某公司', title: '产品经理', start: '2020-01' }] }],
          },
          { user: 'ann', template: 'classic-2f5496', personal: { name: '安安' }, modules: [] },
        ],
        orders: [
          { user: 'ann', goods_id: 2, state: 'SUCCESS' },
          { user: 'bob', goods_id: 4, state: 'NOTPAY' },
        ],
        tickets: [{ state: 'scanned' }],
        clock_advance_ms: 3_600_000,
      }),
    );
    fixtures = await buildTestApp({ config: { fixturesDir: dir } });
  });
  afterAll(async () => {
    await fixtures.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('loads its users, resumes (with the avatar), orders, ticket and clock, and logs the first user in', async () => {
    const reply = await post<Loaded>(fixtures.app, '/__mock/scenario', { name: 'shop-demo' });
    expect(reply.body.code, reply.body.msg).toBe(0);
    const { token } = reply.body.data;
    const resumes = (await post<{ cid: string }[]>(fixtures.app, '/api/cv/list', {}, token)).body.data;
    expect(resumes).toHaveLength(2);
    const full = [];
    for (const { cid } of resumes) {
      full.push(
        (await post<{ personal: { avatar: string; wish: string } }>(fixtures.app, '/api/cv/get', { cid }, token)).body
          .data,
      );
    }
    const withAvatar = full.find((resume) => resume.personal.avatar !== '')!;
    expect(withAvatar.personal.wish).toBe('产品经理');
    const image = await fixtures.app.inject({ method: 'GET', url: `/uploads/${withAvatar.personal.avatar}` });
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const orders = (await post<{ trade_state: string }[]>(fixtures.app, '/api/user/orders', {}, token)).body.data;
    expect(orders.map((o) => o.trade_state)).toEqual(['SUCCESS']);
    const state = (
      await get<{ tickets: { state: string }[]; orders: { trade_state: string }[]; clock: { now: number } }>(
        fixtures.app,
        '/__mock/state',
      )
    ).body.data;
    expect(state.tickets.map((ticket) => ticket.state)).toContain('scanned');
    expect(state.orders.map((o) => o.trade_state).sort()).toEqual(['NOTPAY', 'SUCCESS']);
    expect(Math.round((state.clock.now - Date.now()) / 60_000)).toBe(60);
  });
});

describe('a bad scenario file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-scenarios-'));
  const write = (name: string, value: unknown) => {
    const file = path.join(dir, `${name}.json`);
    fs.writeFileSync(file, JSON.stringify(value));
    return file;
  };
  const base = { title: '坏', note: '坏文件', users: [{ ref: 'main', nickname: '某人' }] };

  it('a wrong type: refused naming the file and the path', () => {
    const file = write('wrong-type', { ...base, users: [{ ref: 'main', nickname: '某人', resumes_left: '三' }] });
    expect(() => readScenarioFile(file)).toThrow(/fixtures\/scenarios\/wrong-type\.json \/users\/0\/resumes_left/);
  });

  it('an unknown field: refused naming the file and the path', () => {
    const file = write('unknown-field', { ...base, users: [{ ref: 'main', nickname: '某人', shoe_size: 42 }] });
    expect(() => readScenarioFile(file)).toThrow(/fixtures\/scenarios\/unknown-field\.json \/users\/0\/shoe_size/);
  });

  it('a resume whose user does not exist: refused naming the file and the path', () => {
    const file = write('orphan-resume', {
      ...base,
      resumes: [{ user: 'nobody', template: 'classic-2f5496', personal: {}, modules: [] }],
    });
    expect(() => readScenarioFile(file)).toThrow(
      /fixtures\/scenarios\/orphan-resume\.json \/resumes\/0\/user：用户 nobody 不在 users 里/,
    );
  });

  it('POST /__mock/scenario answers code 1 with the file and path, and creates no user', async () => {
    const dir2 = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-fixtures-'));
    fs.cpSync(FIXTURES_DIR, dir2, { recursive: true });
    fs.writeFileSync(path.join(dir2, 'scenarios/broken.json'), JSON.stringify({ ...base, users: [] }));
    const other = await buildTestApp({ config: { fixturesDir: dir2 } });
    try {
      const before = (await get<{ users: unknown[] }>(other.app, '/__mock/state')).body.data.users.length;
      const reply = await post(other.app, '/__mock/scenario', { name: 'broken' });
      expect(reply.body).toMatchObject({ code: 1 });
      expect(reply.body.msg).toMatch(/fixtures\/scenarios\/broken\.json \/users/);
      expect((await get<{ users: unknown[] }>(other.app, '/__mock/state')).body.data.users).toHaveLength(before);
      expect((await post(other.app, '/__mock/scenario', { name: 'missing' })).body.msg).toMatch(/没有场景 missing/);
    } finally {
      await other.close();
      fs.rmSync(dir2, { recursive: true, force: true });
    }
  });
});
