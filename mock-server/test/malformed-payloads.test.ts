// Bad-input evidence (issue 3): malformed payloads to every route answer an envelope with a non-zero code and a
// message, and leave the database and the files under DATA_DIR exactly as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteName } from '@cv/contract';
import { dumpDatabase } from './db-dump.ts';
import { buildTestApp, filesIn, loginWithResume, type TestApp } from './helper.ts';
import path from 'node:path';

let t: TestApp;
let token: string;
let cid: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ token, cid } = await loginWithResume(t.app));
});
afterAll(() => t.close());

/** Raw bodies sent as application/json to every POST route. */
const RAW_BODIES: [string, string][] = [
  ['truncated JSON', '{"cid":'],
  ['not JSON at all', 'cid=abc&template=x'],
  ['a JSON array', '[]'],
  ['JSON null', 'null'],
  ['a JSON string', '"hello"'],
  ['a JSON number', '42'],
  ['__proto__ key', '{"__proto__":{"polluted":true}}'],
  ['constructor.prototype key', '{"constructor":{"prototype":{"polluted":true}}}'],
  ['__proto__ key spelt with an escape', '{"__\\u0070roto__":{"polluted":true}}'],
  [
    'every field of the wrong type',
    '{"cid":{},"template":[],"ticket":1,"page":"x","goods_id":"1","out_trade_no":[],"id":"1","title":5,"major":false,"name":1}',
  ],
];

const state = () =>
  JSON.stringify([
    dumpDatabase(t.app.db),
    filesIn(path.join(t.dataDir, 'files')),
    filesIn(path.join(t.dataDir, 'uploads')),
  ]);

const postRoutes = (Object.keys(routes) as RouteName[]).filter((name) => routes[name].method === 'POST');

/** Routes whose payload is empty ignore unknown fields of an object: only non-objects are malformed there. */
const EMPTY_PAYLOAD: RouteName[] = ['qrLogin', 'cvCounter', 'indexButton', 'goodsList', 'userOrders'];

describe.each(postRoutes)('%s', (name) => {
  const cases = EMPTY_PAYLOAD.includes(name)
    ? RAW_BODIES.filter(([label]) => !label.startsWith('every field'))
    : RAW_BODIES;
  it.each(cases)('answers %s with a non-zero code and changes nothing', async (_label, payload) => {
    const before = state();
    const res = await t.app.inject({
      method: 'POST',
      url: routes[name].path,
      headers: { token, 'content-type': 'application/json' },
      payload: payload.replaceAll('"CID"', JSON.stringify(cid)),
    });
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg']);
    expect(body.code).not.toBe(0);
    expect(body.msg).toEqual(expect.any(String));
    expect(body.msg.length).toBeGreaterThan(0);
    expect(res.statusCode).toBeLessThan(500);
    expect(state()).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('GET /api/personal/get', () => {
  it.each(['', '?cid=', `?cid=${'x'.repeat(65)}`, '?cid[]=a', '?other=1'])(
    'answers query %s with code 1',
    async (query) => {
      const before = state();
      const res = await t.app.inject({ method: 'GET', url: `/api/personal/get${query}`, headers: { token } });
      expect(res.json()).toMatchObject({ code: 1, data: null, msg: expect.stringContaining('参数错误') });
      expect(state()).toBe(before);
    },
  );
});
