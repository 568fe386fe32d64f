/**
 * Property-based fuzzing of every /api route of the contract's routes table (issue 8, part 1).
 * Each route gets RUNS_PER_ROUTE requests: schema-valid bodies with real ids of two users, the same with a field
 * broken, missing or added, random JSON, hostile values (huge strings, deep nesting, unicode, lone surrogates,
 * prototype-pollution keys), malformed bodies, random content types, headers, tokens and methods.
 * Invariants for every request: an envelope {code, data, msg}, never a 5xx or code 500, no prototype pollution,
 * and a non-zero code leaves every table and every file under DATA_DIR unchanged. After each route the server
 * still answers. Deterministic by default; FUZZ_SEED=<n> explores other cases, FUZZ_RUNS=<n> more of them (the unit
 * stage runs 100 per route, sized for `npm test`'s time budget, issue 37; 250 was the earlier default).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDef } from '@cv/contract';
import type { InjectCase } from './fuzz-case.ts';
import { Harness } from './harness.ts';
import { extraHeaders, tokenHeader } from './header-arbitraries.ts';
import { TINY_PNG, multipart } from './multipart.ts';
import { requestArb } from './request-arbitrary.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 100);

let h: Harness;
beforeAll(async () => {
  h = await Harness.create();
});
afterAll(async () => {
  console.log(
    `[fuzz-api] ${h.cases} fuzzed requests over ${Object.keys(routes).length} routes (seed ${SEED}, ${RUNS_PER_ROUTE} runs per route)`,
  );
  expect(h.cases).toBeGreaterThanOrEqual(Object.keys(routes).length * RUNS_PER_ROUTE);
  await h.close();
});

const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);

/** Multipart bodies for the avatar upload: right and wrong field names, file names, types and contents. */
const uploadArb: fc.Arbitrary<InjectCase> = fc
  .record({
    token: tokenHeader(true),
    extra: extraHeaders,
    parts: fc.array(
      fc.record(
        {
          name: fc.oneof(
            { arbitrary: fc.constant('file'), weight: 6 },
            { arbitrary: fc.constantFrom('avatar', 'File', '', 'file[]', '__proto__'), weight: 1 },
          ),
          filename: fc.constantFrom(
            'a.png',
            'photo.jpg',
            '../../../../tmp/evil.png',
            '..\\..\\evil.png',
            '/etc/passwd',
            'a.php.png',
            'x.svg',
            '',
            '头像.webp',
            'a%00.png',
            `${'a'.repeat(300)}.png`,
          ),
          contentType: fc.constantFrom(
            'image/png',
            'image/jpeg',
            'image/webp',
            'text/html',
            'application/octet-stream',
            'image/svg+xml',
          ),
          data: fc.oneof(
            { arbitrary: fc.constant(TINY_PNG), weight: 4 },
            {
              arbitrary: fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.concat([JPEG_HEAD, Buffer.from(a)])),
              weight: 2,
            },
            { arbitrary: fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)), weight: 2 },
            { arbitrary: fc.constant(Buffer.alloc(0)), weight: 1 },
            {
              arbitrary: fc.constantFrom(
                '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
                '<html><script>alert(1)</script></html>',
                'GIF89a',
                'RIFF\u0000\u0000\u0000\u0000WEBX',
              ),
              weight: 1,
            },
            { arbitrary: fc.constant(Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)])), weight: 1 },
          ),
        },
        { requiredKeys: ['name', 'data'] },
      ),
      { maxLength: 3 },
    ),
    mangle: fc.constantFrom('none', 'none', 'none', 'truncate', 'no-boundary', 'json'),
  })
  .map(({ token, extra, parts, mangle }) => {
    const body = multipart(parts);
    const headers = { ...extra, ...token, 'content-type': body.type };
    if (mangle === 'truncate')
      return {
        method: 'POST',
        url: routes.avatarUpload.path,
        headers,
        payload: body.payload.subarray(0, body.payload.length >> 1),
      };
    if (mangle === 'no-boundary')
      return {
        method: 'POST',
        url: routes.avatarUpload.path,
        headers: { ...headers, 'content-type': 'multipart/form-data' },
        payload: body.payload,
      };
    if (mangle === 'json')
      return {
        method: 'POST',
        url: routes.avatarUpload.path,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"file":"x"}',
      };
    return { method: 'POST', url: routes.avatarUpload.path, headers, payload: body.payload };
  });

describe('fuzzing every /api route of the contract', () => {
  it('the contract routes are all registered', () => {
    for (const def of Object.values(routes) as RouteDef[]) {
      expect(h.app.hasRoute({ method: def.method, url: def.path }), `${def.method} ${def.path}`).toBe(true);
    }
  });

  for (const [name, def] of Object.entries(routes) as [string, RouteDef][]) {
    it(`${def.method} ${def.path} (${name})`, async () => {
      const arb =
        def.multipart === true
          ? fc.oneof(
              { arbitrary: uploadArb, weight: 3 },
              { arbitrary: requestArb({ ...def, url: fc.constant(def.path) }), weight: 1 },
            )
          : requestArb({
              method: def.method,
              url: fc.constant(def.path),
              auth: def.auth,
              body: def.body,
              query: def.querystring,
            });
      const codes = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(arb, async (c) => {
          const env = await h.fuzz(c, name);
          codes.set(env.code, (codes.get(env.code) ?? 0) + 1);
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
      );
      await h.expectServing();
      // The generator reaches the route's logic, not only its validation: some requests succeed.
      if (name !== 'qrState')
        expect(codes.get(0) ?? 0, `${name} codes ${JSON.stringify([...codes])}`).toBeGreaterThan(0);
    }, 120_000);
  }
});
