// Upstream mode (MOCK_UPSTREAM): /api goes to the real service, replies come back unchanged, violations of the
// contract are recorded in GET /__mock/drift (typed, one finding per kind) and logged once per kind; /__mock stays local.
// The "real service" here is a second app instance behind a small server that makes one route drift.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@cv/contract';
import { buildTestApp, login, type TestApp } from './helper.ts';

let real: TestApp;
let front: http.Server;
let frontUrl: string;
let mock: TestApp;
const seenByUpstream: { url: string; token: string | undefined }[] = [];
const logLines: string[] = [];

/** Forwards to the real instance; goods/list comes back off-contract (price as a string, no badge). */
function driftingUpstream(target: TestApp): http.Server {
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      seenByUpstream.push({ url: req.url ?? '', token: req.headers.token as string | undefined });
      const reply = await target.app.inject({
        method: req.method as 'GET' | 'POST',
        url: req.url ?? '/',
        headers: req.headers,
        ...(chunks.length ? { payload: Buffer.concat(chunks) } : {}),
      });
      let body = reply.rawPayload;
      if (req.url === routes.goodsList.path) {
        const envelope = reply.json<{ data: Record<string, unknown>[] }>();
        const first = envelope.data[0] as Record<string, unknown>;
        first.price = String(first.price);
        delete first.badge;
        body = Buffer.from(JSON.stringify(envelope));
      }
      res.writeHead(reply.statusCode, { 'content-type': String(reply.headers['content-type'] ?? 'text/plain') });
      res.end(body);
    });
  });
}

beforeAll(async () => {
  real = await buildTestApp();
  front = driftingUpstream(real);
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  frontUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  mock = await buildTestApp({ config: { upstream: frontUrl }, logger: { level: 'warn', stream } });
});
afterAll(async () => {
  await mock.close();
  await new Promise((resolve) => front.close(resolve));
  await real.close();
});

describe('upstream mode', () => {
  it('forwards /api with the token header and passes replies through unchanged', async () => {
    const { token } = await login(real.app);
    const direct = await real.app.inject({ method: 'GET', url: routes.user.path, headers: { token } });
    const proxied = await mock.app.inject({ method: 'GET', url: routes.user.path, headers: { token } });
    expect(proxied.statusCode).toBe(200);
    expect(proxied.body).toBe(direct.body);
    expect(seenByUpstream.at(-1)).toEqual({ url: routes.user.path, token });
  });

  it('records each violation of an off-contract reply, newest first, and logs a new kind once', async () => {
    const first = await mock.app.inject({ method: 'POST', url: routes.goodsList.path });
    await mock.app.inject({ method: 'POST', url: routes.goodsList.path });
    // Passed through as the upstream sent it.
    expect(typeof first.json<{ data: { price: unknown }[] }>().data[0]?.price).toBe('string');
    const drift = await mock.app.inject({ method: 'GET', url: '/__mock/drift?limit=10' });
    const { data } = drift.json<{
      data: { upstream: string; total: number; findings: Record<string, unknown>[] };
    }>();
    expect(data.upstream).toBe(frontUrl);
    // Two replies, two kinds (price's type, badge gone), each counted twice; the log names each kind once.
    expect(data.total).toBe(2);
    expect(data.findings.map((f) => [f.category, f.severity, f.path, f.expected, f.count])).toEqual(
      expect.arrayContaining([
        ['field_removed', 'breaking', '$.data[*].badge', 'a value (required)', 2],
        ['type_changed', 'breaking', '$.data[*].price', 'type integer', 2],
      ]),
    );
    expect(data.findings[0]).toMatchObject({ route: 'POST /api/goods/list', status: 200, code: 0 });
    expect(data.findings.find((f) => f.path === '$.data[*].price')?.got).toMatch(/^"\d+"$/);
    const driftLines = logLines.filter((line) => line.includes('POST /api/goods/list'));
    expect(driftLines).toHaveLength(2);
  });

  it('records nothing for replies that match the contract', async () => {
    const before = (await mock.app.inject({ method: 'GET', url: '/__mock/drift' })).json<{ data: { total: number } }>()
      .data.total;
    for (const name of ['cvCounter', 'indexButton', 'templateList'] as const) {
      expect((await mock.app.inject({ method: 'POST', url: routes[name].path })).json<{ code: number }>().code).toBe(0);
    }
    // An error envelope of a declared code is on-contract too (no cid: code 1).
    expect((await mock.app.inject({ method: 'POST', url: routes.cvGet.path })).json<{ code: number }>().code).toBe(1);
    const after = (await mock.app.inject({ method: 'GET', url: '/__mock/drift' })).json<{ data: { total: number } }>()
      .data.total;
    expect(after).toBe(before);
  });

  it('keeps /__mock and the docs local', async () => {
    const count = seenByUpstream.length;
    expect((await mock.app.inject({ method: 'GET', url: '/__mock/clock' })).json<{ code: number }>().code).toBe(0);
    expect((await mock.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    expect(seenByUpstream.length).toBe(count);
  });

  it('answers 502 with an envelope when the upstream is down', async () => {
    const down = await buildTestApp({ config: { upstream: 'http://127.0.0.1:1' } });
    const res = await down.app.inject({ method: 'POST', url: routes.cvCounter.path });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 500, data: null });
    await down.close();
  });
});
