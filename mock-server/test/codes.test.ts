// Every route answers only the codes it declares in the contract (routes.ts `codes` plus the transport replies):
// each route is walked with the requests that reach its error paths, and the server's own check must stay silent.
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { Code, routeCodes, routes, type RouteCodes, type RouteErrorCodes, type RouteName } from '@cv/contract';
import { undeclaredReply } from '../src/plugins/code-check.ts';
import { buildTestApp, loginWithResume, type TestApp } from './helper.ts';

let t: TestApp;
let token: string;
let cid: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ token, cid } = await loginWithResume(t.app));
});
afterAll(() => t.close());

/** Payloads that reach a route's success and error paths: nothing, {}, wrong types, a foreign or unknown id. */
const payloadsOf = (name: RouteName): unknown[] => [
  undefined,
  {},
  { cid, id: 1, page: 1, template: 'classic-2f5496', ticket: 'no-such-ticket', goods_id: 1 },
  { cid: 'unknown-cid', id: 999999, out_trade_no: 'NOSUCHORDER', template: 'no-such-template', goods_id: 9999 },
  { cid: 1, page: 'x', title: 5, major: [] },
  ...(name === 'moduleSave' ? [{ cid, name: 'x', alias: '', content: '[]', style: 'work', sort: 1, custom: 0 }] : []),
];

describe('every route answers only its declared codes', () => {
  for (const name of Object.keys(routes) as RouteName[]) {
    it(`${routes[name].method} ${routes[name].path}`, async () => {
      const def = routes[name];
      const seen = new Set<number>();
      for (const auth of [undefined, token]) {
        for (const payload of payloadsOf(name)) {
          const res = await t.app.inject({
            method: def.method,
            url: def.method === 'GET' && payload ? `${def.path}?cid=${encodeURIComponent(cid)}` : def.path,
            headers: {
              ...(auth ? { token: auth } : {}),
              ...(payload === undefined || def.method === 'GET' ? {} : { 'content-type': 'application/json' }),
            },
            ...(payload === undefined || def.method === 'GET' ? {} : { payload: JSON.stringify(payload) }),
          });
          const code = res.json<{ code: number }>().code;
          seen.add(code);
          expect(routeCodes(name).has(code), `${name} answered undeclared code ${code}`).toBe(true);
        }
        if (def.method !== 'GET') {
          const malformed = await t.app.inject({
            method: 'POST',
            url: def.path,
            headers: { 'content-type': 'application/json', ...(auth ? { token: auth } : {}) },
            payload: '{"cid":',
          });
          expect([malformed.statusCode, malformed.json<{ code: number }>().code]).toEqual([400, Code.INVALID_PARAMS]);
        }
      }
      expect(t.app.undeclaredReplies).toEqual([]);
      expect(seen.size).toBeGreaterThan(0);
    });
  }
});

describe('the check', () => {
  it('flags a code the route does not declare and passes declared and transport ones', () => {
    expect(undeclaredReply('POST', '/api/cv/counter', 200, Code.NOTHING_TO_DOWNLOAD)).toEqual({
      route: 'cvCounter',
      status: 200,
      code: Code.NOTHING_TO_DOWNLOAD,
    });
    expect(undeclaredReply('POST', '/api/cv/download', 200, Code.NOTHING_TO_DOWNLOAD)).toBeNull();
    expect(undeclaredReply('POST', '/api/cv/counter', 413, Code.PAYLOAD_TOO_LARGE)).toBeNull();
    expect(undeclaredReply('POST', '/api/cv/counter', 200, Code.PAYLOAD_TOO_LARGE)).not.toBeNull();
    expect(undeclaredReply('GET', '/healthz', 200, 12345)).toBeNull();
  });
  it('leaves replies forced through the control API alone', async () => {
    await t.app.inject({ method: 'POST', url: '/api/cv/counter', headers: { 'x-mock-code': '6' } });
    expect(t.app.undeclaredReplies).toEqual([]);
  });
  it('gives every route a type of its codes', () => {
    expectTypeOf<RouteErrorCodes<'cvDownload'>>().toEqualTypeOf<1 | 3 | 5 | 6 | 10 | 11 | 401 | 413 | 500>();
    expectTypeOf<RouteCodes<'user'>>().toEqualTypeOf<0 | 401 | 1 | 413 | 500>();
  });
});
