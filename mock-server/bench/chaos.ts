/**
 * Chaos figures (npm run bench:chaos): 2,000 requests over HTTP through one seeded profile (error rate, lognormal
 * latency), measured error rate and latency p50/p95/p99 against the profile's parameters; the same seed run again
 * gives the same sequence of faults (read from the journal in arrival order); a held reply released by a control call.
 * Options: --requests=N (2000) --concurrency=N (50) --seed=N (2026).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.ts';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const REQUESTS = arg('requests', 2000);
const CONCURRENCY = arg('concurrency', 50);
const SEED = arg('seed', 2026);
const PROFILE = {
  name: 'bench',
  path: '/api/index/button',
  seed: SEED,
  error: { rate: 0.1, code: 2 },
  latency: { kind: 'lognormal', median_ms: 40, sigma: 0.5, cap_ms: 400 },
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-chaos-bench-'));
const app = await buildApp({
  config: {
    dataDir,
    journalSize: REQUESTS + 100,
    aiLatencyMs: 0,
    mockAdminKey: '',
    publicUrl: 'http://127.0.0.1:3000',
  },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const call = async (method: string, url: string, body?: unknown) => {
  const res = await fetch(base + url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { code: number; data: unknown; msg: string } };
};
const pct = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const z = { p50: 0, p95: 1.6449, p99: 2.3263 };
const expected = (q: keyof typeof z) =>
  Math.min(PROFILE.latency.cap_ms, PROFILE.latency.median_ms * Math.exp(PROFILE.latency.sigma * z[q]));

async function run(seed: number) {
  const set = await call('PUT', '/__mock/chaos', { ...PROFILE, seed });
  if (set.body.code !== 0) throw new Error(`profile refused: ${set.body.msg}`);
  const wall: number[] = [];
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      next += 1;
      const started = performance.now();
      const reply = await call('POST', '/api/index/button', {});
      wall.push(performance.now() - started);
      if (reply.body.code === 2) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const journal = (await call('GET', `/__mock/journal?limit=${REQUESTS}`)).body.data as {
    url: string;
    code: number;
    chaos?: { profile: string; n: number; faults: string[]; delay_ms?: number };
  }[];
  // In the profile's own order (n): replies finish out of order, decisions are made in arrival order.
  const marks = journal.filter((e) => e.chaos?.profile === 'bench').sort((a, b) => a.chaos!.n - b.chaos!.n);
  const sequence = marks.map((e) => `${e.code}/${e.chaos?.delay_ms ?? 0}`).join(',');
  return {
    wall: wall.sort((a, b) => a - b),
    errors,
    delays: marks.map((e) => e.chaos?.delay_ms ?? 0).sort((a, b) => a - b),
    sequence,
  };
}

const first = await run(SEED);
const second = await run(SEED);
const other = await run(SEED + 1);

const f = (n: number) => n.toFixed(1).padStart(7);
console.log(
  `chaos profile: error rate ${PROFILE.error.rate} (code 2), latency lognormal median ${PROFILE.latency.median_ms} ms σ ${PROFILE.latency.sigma} cap ${PROFILE.latency.cap_ms} ms, seed ${SEED}`,
);
console.log(`${REQUESTS} requests over HTTP, concurrency ${CONCURRENCY}`);
console.log(
  `error rate: measured ${(first.errors / REQUESTS).toFixed(4)} (${first.errors}/${REQUESTS}), profile ${PROFILE.error.rate}`,
);
console.log('latency ms        expected  injected  measured(wall)');
for (const q of ['p50', 'p95', 'p99'] as const) {
  const quant = Number(q.slice(1)) / 100;
  console.log(`  ${q}            ${f(expected(q))}   ${f(pct(first.delays, quant))}   ${f(pct(first.wall, quant))}`);
}
console.log(
  `same seed twice: ${first.sequence === second.sequence ? 'identical' : 'DIFFERENT'} sequence of ${first.sequence.split(',').length} (code/delay) pairs; errors ${first.errors} vs ${second.errors}`,
);
console.log(
  `seed ${SEED + 1}: ${other.sequence === first.sequence ? 'SAME (unexpected)' : 'a different sequence'}; errors ${other.errors}`,
);

// Hold / release: the reply waits until the control call.
await call('DELETE', '/__mock/chaos');
await call('PUT', '/__mock/chaos', { name: 'hold', path: '/api/index/button', hold: true });
const started = performance.now();
const pending = call('POST', '/api/index/button', {}).then((r) => ({ ...r, ms: performance.now() - started }));
let held: { id: number }[] = [];
for (let i = 0; i < 500 && held.length === 0; i++) {
  held = (await call('GET', '/__mock/held')).body.data as { id: number }[];
  if (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
}
if (held.length === 0) throw new Error('the held reply never showed in GET /__mock/held');
await new Promise((resolve) => setTimeout(resolve, 300));
const release = await call('POST', '/__mock/held/release', { id: held[0]!.id });
const done = await pending;
console.log(
  `hold: held reply #${held[0]!.id} listed, released after 300 ms by POST /__mock/held/release (${JSON.stringify(release.body.data)}); the client got code ${done.body.code} after ${done.ms.toFixed(0)} ms`,
);

await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
