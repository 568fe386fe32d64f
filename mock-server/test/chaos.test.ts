// Chaos profiles (/__mock/chaos, /__mock/held): validation, seeded reproducibility, measured rates and latency,
// sequences, the 429 budget per mock-clock minute, socket faults on a real connection, hold / release.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code, type ChaosStateData } from '@cv/contract';
import { buildTestApp, get, post, type Envelope, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  await t.app.inject({ method: 'DELETE', url: '/__mock/chaos' });
});

const put = async (body: unknown) => {
  const res = await t.app.inject({ method: 'PUT', url: '/__mock/chaos', payload: body as object });
  return res.json<Envelope<ChaosStateData>>();
};
const journal = async (limit: number) =>
  (
    await get<
      {
        url: string;
        status: number;
        code: number | null;
        chaos?: { profile: string; faults: string[]; delay_ms?: number };
      }[]
    >(t.app, `/__mock/journal?limit=${limit}`)
  ).body.data;
const tip = () => post(t.app, '/api/tip/position', { title: '前端' });
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

describe('validation: code 1 naming the field, nothing changed', () => {
  it.each([
    [{ name: 'a', path: '/api/*', error: { rate: 1.5 } }, 'error.rate'],
    [{ name: 'a', path: '/api/*', latency: { kind: 'fixed', ms: -5 } }, 'latency.ms'],
    [{ name: 'a', path: '/api/*', latency: { kind: 'lognormal', median_ms: 100, sigma: 0.5 } }, 'latency.cap_ms'],
    [{ name: 'a', path: '/api/*', latency: { kind: 'uniform', min_ms: 50, max_ms: 10 } }, 'latency.max_ms'],
    [{ name: 'a', path: '/api/*', reset_rate: -0.1 }, 'reset_rate'],
    [{ name: 'a', path: '/somewhere', hold: true }, 'path'],
    [{ name: 'a', path: '/api/*', error: { rate: 0.5, status: [200] } }, 'error.status'],
    [{ name: 'a', path: '/api/*' }, 'error'],
  ])('%j names %s', async (body, field) => {
    const reply = await put(body);
    expect(reply.code).toBe(Code.INVALID_PARAMS);
    expect(reply.msg).toContain(field);
    expect((await get<ChaosStateData>(t.app, '/__mock/chaos')).body.data.profiles).toEqual([]);
  });

  it('an unknown preset names `name`; an unknown profile or held id answers 3', async () => {
    const preset = await post(t.app, '/__mock/chaos/preset', { name: '台风' });
    expect(preset.body).toMatchObject({ code: Code.INVALID_PARAMS });
    expect(preset.body.msg).toContain('name');
    expect((await t.app.inject({ method: 'DELETE', url: '/__mock/chaos/nope' })).json().code).toBe(Code.NOT_FOUND);
    expect((await post(t.app, '/__mock/held/release', { id: 999 })).body.code).toBe(Code.NOT_FOUND);
    expect((await get<ChaosStateData>(t.app, '/__mock/chaos')).body.data.profiles).toEqual([]);
  });
});

describe('seeded error rate and latency', () => {
  it('2,000 requests: measured error rate and latency percentiles match the profile', async () => {
    const median = 4;
    const sigma = 0.5;
    await put({
      name: 'measure',
      path: '/api/tip/position',
      seed: 7,
      error: { rate: 0.2, code: Code.BUSY },
      latency: { kind: 'lognormal', median_ms: median, sigma, cap_ms: 40 },
    });
    const codes: number[] = [];
    const delays: number[] = [];
    // Batches of 100 (the journal keeps the last 200): each batch's delays are read from its marks.
    for (let batch = 0; batch < 20; batch++) {
      const replies = await Promise.all(Array.from({ length: 100 }, tip));
      codes.push(...replies.map((r) => r.body.code));
      delays.push(...(await journal(100)).map((e) => e.chaos?.delay_ms ?? 0));
    }
    const errorRate = codes.filter((c) => c === Code.BUSY).length / codes.length;
    // Binomial σ for 2,000 draws at 0.2 is 0.009: four of them either side.
    expect(Math.abs(errorRate - 0.2)).toBeLessThan(0.036);
    delays.sort((a, b) => a - b);
    expect(delays).toHaveLength(2000);
    // Quantiles of median·e^(σz): z = 0, 1.645, 2.326 (within 15% and 1 ms of rounding).
    for (const [q, z] of [
      [0.5, 0],
      [0.95, 1.645],
      [0.99, 2.326],
    ] as const) {
      const expected = median * Math.exp(sigma * z);
      expect(Math.abs(quantile(delays, q) - expected)).toBeLessThanOrEqual(expected * 0.15 + 1);
    }
    const profile = (await get<ChaosStateData>(t.app, '/__mock/chaos')).body.data.profiles[0]!;
    expect(profile.counters.requests).toBe(2000);
    expect(profile.counters.faults.error).toBe(codes.filter((c) => c === Code.BUSY).length);
  });

  it('the same seed gives the same sequence; another seed another one', async () => {
    const run = async (seed: number) => {
      await put({
        name: 'seq',
        path: '/api/*',
        seed,
        error: { rate: 0.3, status: [500, 502, 503] },
        latency: { kind: 'uniform', min_ms: 0, max_ms: 2 },
      });
      const seen: string[] = [];
      for (let i = 0; i < 200; i++) {
        const res = await t.app.inject({ method: 'POST', url: '/api/tip/position', payload: { title: 'x' } });
        seen.push(`${res.statusCode}:${res.json<Envelope>().code}`);
      }
      const delays = (await journal(200)).map((e) => e.chaos?.delay_ms ?? 0).join(',');
      return `${seen.join(' ')}|${delays}`;
    };
    const first = await run(42);
    expect(first).toContain('502:500');
    expect(await run(42)).toBe(first);
    expect(await run(43)).not.toBe(first);
  });
});

describe('sequences, budget, presets, forced replies', () => {
  it('succeed-first N then fail, and fail-first N then succeed', async () => {
    await put({ name: 's', path: '/api/tip/position', sequence: { mode: 'succeed-first', n: 2 } });
    expect(await Promise.all([1, 2, 3, 4].map(async () => (await tip()).body.code))).toEqual([0, 0, 2, 2]);
    await put({
      name: 's',
      path: '/api/tip/position',
      sequence: { mode: 'fail-first', n: 2 },
      error: { rate: 0, code: 500 },
    });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await tip()).body.code);
    expect(codes).toEqual([500, 500, 0, 0]);
  });

  it('429 with Retry-After past the budget of a mock-clock minute; the next minute has a new budget', async () => {
    await put({ name: 'budget', path: '/api/tip/*', rate_limit: { per_minute: 3 } });
    const statuses = [];
    let retryAfter = '';
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/tip/major', payload: { major: '计算机' } });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) retryAfter = String(res.headers['retry-after']);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    await post(t.app, '/__mock/clock/advance', { ms: 60_000 });
    expect((await post(t.app, '/api/tip/major', { major: '计算机' })).status).toBe(200);
    const marked = (await journal(3)).find((e) => e.status === 429);
    expect(marked?.chaos).toEqual({ profile: 'budget', n: 5, faults: ['rate-limit'] });
  });

  it('presets switch in one call (by id or Chinese name) and replace the profiles', async () => {
    const jitter = await post<ChaosStateData>(t.app, '/__mock/chaos/preset', { name: '服务抖动', seed: 3 });
    expect(jitter.body.data.profiles.map((p) => [p.name, p.preset, p.seed])).toEqual([
      ['服务抖动', 'service-jitter', 3],
    ]);
    const pay = await post<ChaosStateData>(t.app, '/__mock/chaos/preset', { name: 'pay-outage' });
    expect(pay.body.data.profiles.map((p) => p.path)).toEqual(['/api/wxSrv/*']);
    const codes = [];
    for (let i = 0; i < 40; i++) codes.push((await post(t.app, '/api/wxSrv/qrState', { ticket: 'none' })).body.code);
    expect(codes.filter((c) => c === Code.BUSY).length).toBeGreaterThan(15);
    expect((await tip()).body.code).toBe(0);
  });

  it('a forced reply wins over a profile and forced replies keep working', async () => {
    await put({ name: 'all', path: '/api/*', error: { rate: 1, code: 500 } });
    await post(t.app, '/__mock/force', { path: '/api/tip/position', code: 6, times: 1 });
    expect((await tip()).body.code).toBe(6);
    expect((await tip()).body.code).toBe(500);
    const [entry] = await journal(1);
    expect(entry!.chaos).toEqual({ profile: 'all', n: 1, faults: ['error'] });
  });
});

describe('hold / release', () => {
  it('a held reply waits until a control call releases it', async () => {
    await put({ name: 'pending', path: '/api/tip/position', hold: true });
    let settled = false;
    const pending = tip().then((reply) => {
      settled = true;
      return reply;
    });
    let held: { id: number; url: string; profile: string }[] = [];
    for (let i = 0; i < 50 && held.length === 0; i++) {
      held = (await get<typeof held>(t.app, '/__mock/held')).body.data;
      if (held.length === 0) await new Promise((r) => setTimeout(r, 10));
    }
    expect(held).toMatchObject([{ url: '/api/tip/position', profile: 'pending' }]);
    await new Promise((r) => setTimeout(r, 50));
    expect(settled).toBe(false);
    expect((await post(t.app, '/__mock/held/release', { id: held[0]!.id })).body.data).toEqual({ released: 1 });
    expect((await pending).body.code).toBe(0);
    expect((await get(t.app, '/__mock/held')).body.data).toEqual([]);
    expect((await journal(5)).find((e) => e.url === '/api/tip/position')?.chaos?.faults).toEqual(['hold']);
  });
});

describe('on a real connection', () => {
  let base: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  /** A raw POST: the status, the bytes received and how the connection ended. */
  const rawPost = (path: string, body: string) =>
    new Promise<{
      status: number | null;
      bytes: number;
      length: number | null;
      ended: 'complete' | 'aborted' | 'error';
      ms: number;
    }>((resolve) => {
      const started = Date.now();
      let bytes = 0;
      const req = http.request(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' } });
      req.on('response', (res) => {
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        const end = (ended: 'complete' | 'aborted') => () =>
          resolve({
            status: res.statusCode!,
            bytes,
            length: Number(res.headers['content-length']),
            ended,
            ms: Date.now() - started,
          });
        res.on('end', end('complete'));
        res.on('aborted', end('aborted'));
        res.on('error', end('aborted'));
      });
      req.on('error', () => resolve({ status: null, bytes, length: null, ended: 'error', ms: Date.now() - started }));
      req.end(body);
    });

  it('connection reset: no reply at all, journaled with status 0', async () => {
    await put({ name: 'rst', path: '/api/tip/position', reset_rate: 1 });
    expect(await rawPost('/api/tip/position', '{"title":"a"}')).toMatchObject({ status: null, ended: 'error' });
    const [entry] = await journal(1);
    expect(entry).toMatchObject({ status: 0, chaos: { profile: 'rst', faults: ['reset'] } });
  });

  it('truncated body: Content-Length promises more than arrives', async () => {
    await put({ name: 'cut', path: '/api/tip/position', truncate_rate: 1 });
    const res = await rawPost('/api/tip/position', '{"title":"前端"}');
    expect(res.status).toBe(200);
    expect(res.ended).toBe('aborted');
    expect(res.bytes).toBeLessThan(res.length!);
    expect(res.bytes).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 20));
    expect((await journal(2)).find((e) => e.url === '/api/tip/position')?.chaos?.faults).toEqual(['truncate']);
  });

  it('dribbled body: all of it arrives, a few bytes per interval', async () => {
    await put({ name: 'slow', path: '/api/tip/position', dribble: { rate: 1, bytes: 16, interval_ms: 20 } });
    const res = await rawPost('/api/tip/position', '{"title":"前端"}');
    expect(res).toMatchObject({ status: 200, ended: 'complete' });
    expect(res.bytes).toBe(res.length);
    // ceil(bytes / 16) - 1 waits of 20 ms at least.
    expect(res.ms).toBeGreaterThanOrEqual((Math.ceil(res.bytes / 16) - 1) * 20 - 5);
  });

  it('a held reply ends when its client goes away: off the list, journaled as 499', async () => {
    await put({ name: 'wait', path: '/api/tip/position', hold: true });
    const controller = new AbortController();
    const request = fetch(`${base}/api/tip/position`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"title":"a"}',
      signal: controller.signal,
    }).catch((error: Error) => error.name);
    let held: unknown[] = [];
    for (let i = 0; i < 50 && held.length === 0; i++) {
      held = (await get<unknown[]>(t.app, '/__mock/held')).body.data;
      if (held.length === 0) await new Promise((r) => setTimeout(r, 10));
    }
    expect(held).toHaveLength(1);
    controller.abort();
    expect(await request).toBe('AbortError');
    for (let i = 0; i < 50 && held.length > 0; i++) {
      await new Promise((r) => setTimeout(r, 10));
      held = (await get<unknown[]>(t.app, '/__mock/held')).body.data;
    }
    expect(held).toEqual([]);
    expect((await journal(3)).find((e) => e.status === 499)?.chaos?.faults).toEqual(['hold']);
  });
});

describe('per session', () => {
  it("a session's profile and held replies are its own; dropping the session lets its held replies go on", async () => {
    const inA = { 'x-mock-session': 'chaos-a' };
    const set = await t.app.inject({
      method: 'PUT',
      url: '/__mock/chaos',
      headers: inA,
      payload: { name: 'a-only', path: '/api/*', error: { rate: 1, code: 500 } },
    });
    expect(set.json().code).toBe(0);
    const inject = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/tip/position', headers, payload: { title: 'x' } });
    expect((await inject(inA)).json().code).toBe(500);
    expect((await inject({ 'x-mock-session': 'chaos-b' })).json().code).toBe(0);
    expect((await inject({})).json().code).toBe(0);
    expect((await get<ChaosStateData>(t.app, '/__mock/chaos')).body.data.profiles).toEqual([]);

    await t.app.inject({
      method: 'PUT',
      url: '/__mock/chaos',
      headers: inA,
      payload: { name: 'a-only', path: '/api/*', hold: true },
    });
    const pending = inject(inA);
    for (let i = 0; i < 50; i++) {
      const held = await t.app.inject({ method: 'GET', url: '/__mock/held', headers: inA });
      if (held.json().data.length > 0) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect((await get<unknown[]>(t.app, '/__mock/held')).body.data).toEqual([]);
    await t.app.inject({ method: 'DELETE', url: '/__mock/sessions/chaos-a' });
    expect((await pending).json().code).toBe(0);
  });
});
