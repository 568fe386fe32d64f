/**
 * Property-based fuzzing of the control surface and of cross-cutting request handling (issue 8, part 1):
 * - every /__mock route and every POST of the mobile pages (/mock/...), found in Fastify's route tree so a new
 *   control route is fuzzed without editing this file, with random path parameters and bodies;
 * - unknown and odd paths under /api and /__mock (traversal, encodings, trailing slashes, case);
 * - fault injection by header and query (x-mock-code, __code, x-mock-delay): the forced code comes back and
 *   nothing changes;
 * - non-loopback clients without MOCK_ADMIN_KEY: every control route refuses and nothing changes;
 * - prototype-pollution bodies against every contract route.
 * Same invariants as fuzz-api.test.ts (envelope, no 5xx, rejected requests change no table and no file).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSchema } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import {
  MockClockAdvanceBody,
  MockForceBody,
  MockLoginBody,
  MockLoginLinkBody,
  MockClockImpactQuery,
  MockQrConfirmBody,
  MockQuotaBody,
  routes,
  type RouteDef,
} from '@cv/contract';
import { bodyText } from './body-arbitraries.ts';
import { Ref } from './fuzz-case.ts';
import { Harness } from './harness.ts';
import { contentType, extraHeaders, tokenHeader } from './header-arbitraries.ts';
import { listRoutes, type RegisteredRoute } from './registered-routes.ts';
import { requestArb } from './request-arbitrary.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
// Sized for `npm test`'s time budget (issue 37; the earlier defaults were 130 and 400): FUZZ_RUNS_CONTROL and
// FUZZ_RUNS_CROSS run more, FUZZ_SEED=<n> other cases.
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS_CONTROL ?? 60);
const RUNS_CROSS = Number(process.env.FUZZ_RUNS_CROSS ?? 160);

let h: Harness;
let controlRoutes: RegisteredRoute[] = [];
let expected = 0;
beforeAll(async () => {
  h = await Harness.create();
  controlRoutes = listRoutes(h.app).filter(
    (r) =>
      // The MCP endpoint speaks JSON-RPC, not envelopes; its bad input (unknown tools, bad arguments, the guard) is
      // tested in mcp.test.ts.
      r.url !== '/__mock/mcp' &&
      (r.url === '/__mock' || r.url.startsWith('/__mock/') || (r.url.startsWith('/mock/') && r.method !== 'GET')),
  );
});
afterAll(async () => {
  console.log(
    `[fuzz-control] ${h.cases} fuzzed requests (${controlRoutes.length} control routes, seed ${SEED}, ${RUNS_PER_ROUTE} runs per route, ${RUNS_CROSS} cross)`,
  );
  expect(h.cases).toBeGreaterThanOrEqual(expected);
  await h.close();
});

/** Bodies of the control routes whose contract the package defines; the rest take no body. */
const CONTROL_BODIES: Record<string, TSchema> = {
  'POST /__mock/login': MockLoginBody,
  'POST /__mock/force': MockForceBody,
  'POST /__mock/clock/advance': MockClockAdvanceBody,
  'PUT /__mock/users/:id/quota': MockQuotaBody,
  'POST /__mock/qr/:ticket/confirm': MockQrConfirmBody,
  'POST /__mock/login-link': MockLoginLinkBody,
  'POST /mock/scan/:ticket/confirm': Type.Object({
    nickname: Type.Optional(Type.String({ minLength: 1, maxLength: 30 })),
    account: Type.Optional(Type.String({ pattern: '^([0-4]|new)$' })),
  }),
};

const SEGMENTS = [
  '..',
  '%2e%2e',
  '%2F',
  '%00',
  '%ZZ',
  '%ED%A0%80',
  '%E5%BC%A0',
  ' ',
  'x'.repeat(300),
  '*',
  ':id',
  '%3Cscript%3E',
];

/** A value for a path parameter: the real one (most of the time), random, or hostile. */
function paramArb(param: string): fc.Arbitrary<string> {
  const real =
    param === 'ticket'
      ? fc.constant('{{ticket}}')
      : param === 'id'
        ? fc.constantFrom('{{user:A}}', '{{user:B}}')
        : fc.constantFrom('{{order:A}}', '{{order:B}}');
  return fc.oneof(
    { arbitrary: real, weight: 6 },
    { arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/), weight: 2 },
    { arbitrary: fc.constantFrom(...SEGMENTS), weight: 2 },
    { arbitrary: fc.integer({ min: -5, max: 2 ** 40 }).map(String), weight: 1 },
  );
}

function urlArb(url: string): fc.Arbitrary<string> {
  const params = [...url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  if (params.length === 0) return fc.constant(url);
  return fc
    .tuple(...params.map(paramArb))
    .map((values) => values.reduce((u, v, i) => u.replace(`:${params[i] as string}`, v), url));
}

describe('fuzzing the control surface', () => {
  it('finds the control routes of DESIGN 6', () => {
    const keys = controlRoutes.map((r) => `${r.method} ${r.url}`);
    for (const k of [
      'POST /__mock/reset',
      'POST /__mock/login',
      'POST /__mock/qr/:ticket/scan',
      'POST /__mock/qr/:ticket/confirm',
      'POST /__mock/qr/:ticket/cancel',
      'POST /__mock/pay/:out_trade_no/success',
      'POST /__mock/pay/:out_trade_no/close',
      'POST /__mock/clock/advance',
      'GET /__mock/clock',
      'POST /__mock/force',
      'DELETE /__mock/force',
      'PUT /__mock/users/:id/quota',
      'GET /__mock/journal',
      'GET /__mock',
    ]) {
      expect(keys).toContain(k);
    }
    expected += controlRoutes.length * RUNS_PER_ROUTE;
  });

  it('every control route', async () => {
    for (const route of controlRoutes) {
      const key = `${route.method} ${route.url}`;
      const body = CONTROL_BODIES[key] ?? (route.method === 'GET' ? undefined : Type.Object({}));
      const arb = requestArb({
        method: route.method,
        url: urlArb(route.url),
        auth: false,
        body,
        query:
          route.url === '/__mock/journal'
            ? Type.Object({ limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$' })) })
            : route.url === '/__mock/clock/impact'
              ? MockClockImpactQuery
              : undefined,
      });
      await fc.assert(
        fc.asyncProperty(arb, async (c) => {
          await h.fuzz(c, key);
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
      );
      await h.expectServing();
    }
  }, 180_000);
});

describe('fuzzing request handling across routes', () => {
  const contract = Object.values(routes) as RouteDef[];

  it('unknown, odd and near-miss paths answer an envelope', async () => {
    expected += RUNS_CROSS;
    const known = contract.map((r) => r.path);
    const path = fc.oneof(
      fc
        .constantFrom(...known)
        .chain((p) =>
          fc.constantFrom(
            `${p}/`,
            p.toUpperCase(),
            `${p}/../user`,
            `${p}%2F..%2F..`,
            `/${p}`,
            `${p}/x`,
            p.replace('/api/', '/api//'),
            `${p};x`,
          ),
        ),
      fc
        .tuple(
          fc.constantFrom('/api/', '/__mock/', '/mock/', '/files/', '/uploads/'),
          fc.array(fc.constantFrom(...SEGMENTS, 'cv', 'get', 'a.png'), { maxLength: 4 }),
        )
        .map(([prefix, segs]) => prefix + segs.join('/')),
      fc.stringMatching(/^[a-zA-Z0-9/_.-]{0,60}$/).map((s) => `/api/${s}`),
      fc.stringMatching(/^[a-zA-Z0-9/_.-]{0,60}$/).map((s) => `/__mock/${s}`),
    );
    const arb = fc.record({
      method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
      url: path,
      token: tokenHeader(true),
      type: contentType,
      body: bodyText(undefined),
    });
    await fc.assert(
      fc.asyncProperty(arb, async ({ method, url, token, type, body }) => {
        const sendBody = method !== 'GET' && method !== 'OPTIONS';
        await h.fuzz(
          {
            method,
            url,
            headers: { accept: 'application/json', ...token, ...(sendBody && type ? { 'content-type': type } : {}) },
            ...(sendBody ? { payload: body } : {}),
          },
          'paths',
        );
      }),
      { numRuns: RUNS_CROSS, seed: SEED, endOnFailure: true },
    );
    await h.expectServing();
  }, 120_000);

  it('forced codes by header or query come back and change nothing', async () => {
    expected += RUNS_CROSS;
    const arb = fc.record({
      route: fc.constantFrom(...contract.filter((r) => !r.multipart)),
      code: fc.oneof(
        fc.constantFrom(1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 401, 404, 413),
        fc.integer({ min: 1, max: 99999 }).filter((c) => c !== 500),
      ),
      how: fc.constantFrom('header', 'query'),
      delay: fc.constantFrom(undefined, '0', '1', '-5', 'abc', '99999999999'),
    });
    await fc.assert(
      fc.asyncProperty(arb, async ({ route, code, how, delay }) => {
        const isGet = route.method === 'GET';
        const body = isGet
          ? undefined
          : JSON.stringify(route.path === routes.cvGet.path ? { cid: new Ref('cid:A') } : {});
        const env = await h.fuzz(
          {
            method: route.method,
            url: route.path + (how === 'query' ? `?__code=${code}` : ''),
            headers: {
              token: new Ref('token:A'),
              ...(how === 'header' ? { 'x-mock-code': String(code) } : {}),
              ...(delay !== undefined && delay !== '99999999999' ? { 'x-mock-delay': delay } : {}),
              ...(body ? { 'content-type': 'application/json' } : {}),
            },
            ...(body ? { payload: body } : {}),
          },
          `forced ${code}`,
        );
        expect(env.code).toBe(code);
      }),
      { numRuns: Math.round(RUNS_CROSS / 2), seed: SEED, endOnFailure: true },
    );
    expected -= RUNS_CROSS - Math.round(RUNS_CROSS / 2);
    await h.expectServing();
  }, 120_000);

  it('non-loopback clients without MOCK_ADMIN_KEY are refused by every control route, and nothing changes', async () => {
    expected += RUNS_CROSS;
    // GET /__mock is the panel's static HTML, served to everyone (it asks for the key); every data route is guarded.
    const postRoutes = controlRoutes.filter((r) => r.url.startsWith('/__mock/'));
    const arb = fc.record({
      route: fc.constantFrom(...postRoutes),
      remote: fc.constantFrom(
        '10.0.0.7',
        '192.168.1.23',
        '172.17.0.1',
        '8.8.8.8',
        '::ffff:10.0.0.1',
        'fe80::1',
        '2001:db8::1',
      ),
      spoof: fc.constantFrom<Record<string, string>>(
        {},
        { 'x-forwarded-for': '127.0.0.1' },
        { 'x-real-ip': '127.0.0.1' },
        { 'x-mock-admin-key': '' },
        { 'x-mock-admin-key': 'guess' },
        { host: 'localhost' },
        { forwarded: 'for=127.0.0.1' },
      ),
      extra: extraHeaders,
      body: bodyText(undefined),
    });
    await fc.assert(
      fc.asyncProperty(arb, async ({ route, remote, spoof, extra, body }) => {
        const url = route.url
          .replace(':ticket', '{{ticket}}')
          .replace(':out_trade_no', '{{order:A}}')
          .replace(':id', '{{user:A}}');
        const sendBody = route.method !== 'GET';
        const res = await h.fuzz(
          {
            method: route.method,
            url,
            headers: { ...extra, ...spoof, ...(sendBody ? { 'content-type': 'application/json' } : {}) },
            ...(sendBody ? { payload: body.startsWith('{') ? body : '{}' } : {}),
            remoteAddress: remote,
          },
          `remote ${remote}`,
        );
        expect(res.code, `${route.method} ${route.url} from ${remote}`).toBe(401);
      }),
      { numRuns: RUNS_CROSS, seed: SEED, endOnFailure: true },
    );
    await h.expectServing();
  }, 120_000);

  it('bodies over the 1 MB limit answer 413 on every contract route, and change nothing', async () => {
    const huge = `{"cid":"@@ref:cid:A@@","name":"${'字'.repeat(400_000)}"}`;
    for (const route of contract.filter((r) => r.method !== 'GET')) {
      for (const type of ['application/json', 'text/plain']) {
        const env = await h.fuzz(
          {
            method: route.method,
            url: route.path,
            headers: { token: new Ref('token:A'), 'content-type': type },
            payload: huge,
          },
          `oversize ${route.path}`,
        );
        expect(env.code, route.path).toBe(413);
      }
    }
    await h.expectServing();
  });

  it('prototype-pollution bodies against every contract route', async () => {
    expected += RUNS_CROSS;
    const pollution = fc.constantFrom(
      '"__proto__":{"polluted":1,"isAdmin":true}',
      '"constructor":{"prototype":{"polluted":1}}',
      '"prototype":{"polluted":1}',
      '"__proto__":null',
      '"__pro\\u0074o__":{"polluted":1}',
      '"\\u005f_proto__":{"isAdmin":true}',
      '"constructor":{"prototype":{"toString":1}}',
    );
    const arb = fc.record({
      route: fc.constantFrom(...contract.filter((r) => r.method !== 'GET' && !r.multipart)),
      pollution,
      nested: fc.boolean(),
      token: tokenHeader(true),
    });
    await fc.assert(
      fc.asyncProperty(arb, async ({ route, pollution: p, nested, token }) => {
        const payload = nested
          ? `{"cid":"@@ref:cid:A@@","x":{${p}},"content":"[{${p.replace(/"/g, '\\"')}}]"}`
          : `{${p},"cid":"@@ref:cid:A@@"}`;
        await h.fuzz(
          { method: route.method, url: route.path, headers: { ...token, 'content-type': 'application/json' }, payload },
          `pollution ${route.path}`,
        );
      }),
      { numRuns: RUNS_CROSS, seed: SEED, endOnFailure: true },
    );
    await h.expectServing();
  }, 120_000);
});
