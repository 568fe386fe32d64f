/**
 * Attack: a hostile upstream in upstream mode (MOCK_UPSTREAM). The upstream is served from this test:
 * - a 255 KB gzip reply inflating to 256 MB, with `Connection: close`, killed the mock process (an uncaught
 *   AssertionError in the fetch client bundled with Node 24.21, 5 of 5 runs): now a 502 envelope, process alive;
 * - a silent or byte-dripping upstream left requests unanswered: now 504 after MOCK_UPSTREAM_TIMEOUT_MS;
 * - a 128 MB reply was buffered whole: now cut off at MOCK_UPSTREAM_MAX_BYTES (502), the upstream socket closed;
 * - HTML replies and redirects recorded no drift (and were forwarded): now refused (502) and recorded;
 * - 20,000 bad items gave 80,000 drift rows, a 100,000-deep reply a 500: now at most DRIFT_PER_REPLY + 1 rows,
 *   one row for the depth, the reply passed through;
 * - Set-Cookie, CORS and Refresh headers reached the client: now dropped.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, routes } from '@cv/contract';
import { DRIFT_PER_REPLY } from '../../src/observed/drift.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { startServer, type ServerProcess } from '../reliability/server-process.ts';

type Behaviour = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** A local upstream whose behaviour each test sets; counts the bytes it managed to write. */
function hostileUpstream() {
  let behaviour: Behaviour = (_req, res) => res.end('{}');
  const server = http.createServer((req, res) => {
    req.resume();
    behaviour(req, res);
  });
  return {
    server,
    set(next: Behaviour) {
      behaviour = next;
    },
  };
}

const listenOn = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

/** 256 MB of zeros, gzipped as one member (about 255 KB), built as a stream. */
async function gzipBomb(): Promise<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024);
  let left = 256;
  const zeros = new Readable({
    read() {
      this.push(left-- > 0 ? chunk : null);
    },
  });
  const parts: Buffer[] = [];
  for await (const part of zeros.pipe(zlib.createGzip({ level: 9 }))) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

const json = (res: http.ServerResponse, status: number, body: unknown, headers: http.OutgoingHttpHeaders = {}) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
};

describe('a gzip bomb from the upstream (real process)', () => {
  const upstream = hostileUpstream();
  let base = '';
  let server: ServerProcess;
  let dataDir = '';
  let bomb: Buffer;
  beforeAll(async () => {
    bomb = await gzipBomb();
    upstream.set((_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'content-length': bomb.length,
        connection: 'close',
      });
      res.end(bomb);
    });
    base = await listenOn(upstream.server);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-bomb-'));
    server = await startServer(dataDir, { MOCK_UPSTREAM: base });
  }, 90_000);
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await new Promise((resolve) => upstream.server.close(resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a 502 envelope and the process keeps serving', async () => {
    expect(bomb.length).toBeLessThan(300 * 1024);
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${server.base}${routes.cvCounter.path}`, { method: 'POST' });
      expect(res.status).toBe(502);
      const body = (await res.json()) as { code: number; data: unknown; msg: string };
      expect(body).toMatchObject({ code: Code.INTERNAL, data: null });
      expect(body.msg).toMatch(/解压后超过/);
    }
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
  }, 60_000);
});

describe('other hostile upstream replies (in-process)', () => {
  const upstream = hostileUpstream();
  let mock: TestApp;
  let written = 0;
  const MAX_BYTES = 1024 * 1024;
  const TIMEOUT_MS = 800;
  const drift = async () =>
    (await mock.app.inject({ method: 'GET', url: '/__mock/drift?limit=1000' })).json<{
      data: {
        total: number;
        findings: { route: string; path: string; expected: string; got: string; count: number; category: string }[];
      };
    }>().data;
  const call = (url: string = routes.cvCounter.path) => mock.app.inject({ method: 'POST', url });

  beforeAll(async () => {
    const base = await listenOn(upstream.server);
    mock = await buildTestApp({
      // Capture on: every hostile reply below is stored too (scrubbed, bounded) and must stay handled.
      config: { upstream: base, upstreamTimeoutMs: TIMEOUT_MS, upstreamMaxBytes: MAX_BYTES, capture: true },
    });
  });
  afterAll(async () => {
    await mock.close();
    upstream.server.closeAllConnections();
    await new Promise((resolve) => upstream.server.close(resolve));
  });

  it('answers 504 when the upstream says nothing, or drips its reply', async () => {
    upstream.set(() => undefined); // never answers
    const silent = await call();
    expect(silent.statusCode).toBe(504);
    expect(silent.json()).toMatchObject({ code: Code.INTERNAL, data: null });
    expect(silent.json<{ msg: string }>().msg).toContain(`${TIMEOUT_MS} ms`);

    upstream.set((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const timer = setInterval(() => (res.writable ? res.write(' ') : clearInterval(timer)), 50);
      res.on('close', () => clearInterval(timer));
    });
    const dripping = await call();
    expect(dripping.statusCode).toBe(504);
  });

  it('cuts a 128 MB reply off at the size cap, with or without a content-length', async () => {
    for (const declared of [true, false]) {
      written = 0;
      upstream.set((_req, res) => {
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        res.writeHead(200, {
          'content-type': 'application/json',
          ...(declared ? { 'content-length': 128 * 1024 * 1024 } : {}),
        });
        const pump = () => {
          while (written < 128 * 1024 * 1024 && !res.destroyed) {
            written += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        pump();
      });
      const reply = await call();
      expect(reply.statusCode).toBe(502);
      expect(reply.json<{ msg: string }>().msg).toContain(`超过 ${MAX_BYTES} 字节`);
      // The upstream was cut off long before it had sent its 128 MB.
      expect(written).toBeLessThan(32 * 1024 * 1024);
    }
  });

  it('refuses HTML replies and redirects, records each as drift, forwards no Location', async () => {
    await mock.app.inject({ method: 'DELETE', url: '/__mock/drift' });
    const cases: [Behaviour, RegExp][] = [
      [(_q, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>hi</h1>'), /text\/html/],
      [(_q, res) => res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad Gateway</h1>'), /HTTP 502/],
      [(_q, res) => res.writeHead(302, { location: 'https://evil.test/x' }).end(), /redirect to https:\/\/evil/],
      [(_q, res) => res.writeHead(307, { location: '/__mock/reset' }).end(), /redirect to \/__mock\/reset/],
    ];
    for (const [behaviour, got] of cases) {
      upstream.set(behaviour);
      const reply = await call();
      expect(reply.statusCode).toBe(502);
      expect(reply.headers.location).toBeUndefined();
      expect(reply.json()).toMatchObject({ code: Code.INTERNAL, data: null });
      expect((await drift()).findings[0]?.got).toMatch(got);
    }
    expect((await drift()).total).toBe(4);
  });

  it('records one finding per kind for a reply with 20,000 bad items, at most DRIFT_PER_REPLY kinds', async () => {
    await mock.app.inject({ method: 'DELETE', url: '/__mock/drift' });
    const items = Array.from({ length: 20_000 }, () => ({ id: 'x', name: 1, price: 'free', desc: null }));
    upstream.set((_req, res) => json(res, 200, { code: 0, data: items, msg: 'ok' }));
    const reply = await call(routes.goodsList.path);
    expect(reply.statusCode).toBe(200);
    expect(reply.json<{ data: unknown[] }>().data).toHaveLength(20_000); // passed through unchanged
    const { total, findings } = await drift();
    expect(total).toBeLessThanOrEqual(DRIFT_PER_REPLY);
    expect(findings.every((f) => f.path.startsWith('$.data[*].') && f.count === 1)).toBe(true);
    // A reply with more kinds than the bound: DRIFT_PER_REPLY of them and one summary.
    const wide = Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`extra_${i}`, i]));
    upstream.set((_req, res) => json(res, 200, { code: 0, data: [{ ...items[0], ...wide }], msg: 'ok' }));
    await mock.app.inject({ method: 'DELETE', url: '/__mock/drift' });
    await call(routes.goodsList.path);
    const after = await drift();
    expect(after.total).toBe(DRIFT_PER_REPLY + 1);
    expect(after.findings.find((f) => f.got.endsWith('more kinds not recorded'))).toBeDefined();
  });

  it('records one row for a reply nested 100,000 levels deep and passes it through', async () => {
    await mock.app.inject({ method: 'DELETE', url: '/__mock/drift' });
    const deep = `{"code":0,"data":${'['.repeat(100_000)}${']'.repeat(100_000)},"msg":"ok"}`;
    upstream.set((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(deep));
    const reply = await call();
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe(deep);
    const { total, findings } = await drift();
    expect(total).toBe(1);
    expect(findings[0]).toMatchObject({ path: '$', expected: 'JSON nested at most 64 levels' });
  });

  it('drops Set-Cookie, CORS, Refresh and security headers and passes a valid reply through', async () => {
    const body = { code: 0, data: 42, msg: 'ok' };
    upstream.set((_req, res) =>
      json(res, 200, body, {
        'set-cookie': ['mock_openid=evil; Path=/mock', 'sid=1; Path=/'],
        'access-control-allow-origin': 'https://evil.test',
        'access-control-allow-credentials': 'true',
        refresh: '0; url=https://evil.test',
        'x-frame-options': 'ALLOWALL',
        'cache-control': 'no-store',
        'x-upstream-id': 'abc',
      }),
    );
    const reply = await mock.app.inject({
      method: 'POST',
      url: routes.cvCounter.path,
      headers: { origin: 'http://localhost:5173' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual(body);
    expect(reply.headers['set-cookie']).toBeUndefined();
    expect(reply.headers.refresh).toBeUndefined();
    expect(reply.headers['access-control-allow-origin']).not.toBe('https://evil.test');
    expect(reply.headers['access-control-allow-credentials']).toBeUndefined();
    // The upstream's ALLOWALL is dropped; a JSON reply's framing rule is this origin's CSP.
    expect(reply.headers['x-frame-options']).toBeUndefined();
    expect(reply.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.headers['x-upstream-id']).toBe('abc');
  });
});
