/**
 * npm run bench:fairness — how long an unrelated cheap request (POST /api/cv/counter) waits while one user renders
 * many heavy PDF previews at once. Starts the real server (like npm start) on a fresh DATA_DIR, fills one resume
 * with 8 modules of 30 long entries, fires N previews in parallel for that user and, meanwhile, one cv/counter every
 * 25 ms from another client and, 200 ms in, one preview of a second user's new one-page resume. Prints the counter's
 * p50 / p99 / max, the second user's preview time and the heavy previews' times.
 * The server reads its configuration from the environment as usual (e.g. MOCK_PDF_WORKERS=1 npm run bench:fairness).
 * Options: --previews N (default 20).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routes } from '@cv/contract';
import { heavyWorkEntry as entry } from '../scripts/pdf-fixtures.ts';
import { spawnServer } from './lib.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const PREVIEWS = arg('previews', 20);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (n: number) => `${Math.round(n)} ms`;

async function call<T>(base: string, route: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(base + route, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; data: T; msg: string };
  if (envelope.code !== 0) throw new Error(`${route}: code ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

async function measure(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-bench-fairness-'));
  const server = await spawnServer('mock-server/src/server.ts', { DATA_DIR: dataDir, MOCK_AI_LATENCY_MS: '0' });
  try {
    const { base } = server;
    const { token } = await call<{ token: string }>(base, '/__mock/login', { nickname: '压测用户' });
    const { cid } = await call<{ cid: string }>(base, routes.cvNew.path, { template: 'classic-2f5496' }, token);
    const list = await call<{ id: number; style: string }[]>(base, routes.moduleList.path, { cid }, token);
    const existing = list.length;
    for (let m = 0; m < 8 - existing; m++) {
      const content = JSON.stringify(Array.from({ length: 30 }, (_, i) => entry(i)));
      await call(
        base,
        routes.moduleSave.path,
        { cid, name: `工作经历${m}`, alias: '', content, style: 'work', sort: m + 1, custom: 0 },
        token,
      );
    }
    const preview = { cid, template: 'classic-2f5496' };
    // The second user: a new resume as cv/new makes it (one education module), one page.
    const other = await call<{ token: string }>(base, '/__mock/login', { nickname: '另一位用户' });
    const otherCv = await call<{ cid: string }>(base, routes.cvNew.path, { template: 'classic-2f5496' }, other.token);
    const otherPreview = { cid: otherCv.cid, template: 'classic-2f5496' };
    // Warm-up: fonts and code paths loaded before measuring.
    await call(base, routes.cvPreview.path, preview, token);
    await call(base, routes.cvPreview.path, otherPreview, other.token);
    await call(base, routes.cvCounter.path, {});

    const counter: number[] = [];
    let rendering = true;
    const cheap = (async () => {
      while (rendering) {
        const started = performance.now();
        await call(base, routes.cvCounter.path, {});
        counter.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 25));
      }
    })();
    const started = performance.now();
    const second = (async () => {
      await new Promise((r) => setTimeout(r, 200));
      const t0 = performance.now();
      await call(base, routes.cvPreview.path, otherPreview, other.token);
      return performance.now() - t0;
    })();
    const previews = await Promise.all(
      Array.from({ length: PREVIEWS }, async () => {
        const t0 = performance.now();
        const data = await call<{ pdf_base64: string }>(base, routes.cvPreview.path, preview, token);
        return { ms: performance.now() - t0, bytes: data.pdf_base64.length };
      }),
    );
    const wall = performance.now() - started;
    const secondMs = await second;
    rendering = false;
    await cheap;

    const sorted = [...counter].sort((a, b) => a - b);
    const times = previews.map((p) => p.ms).sort((a, b) => a - b);
    const settings = ['MOCK_PDF_WORKERS', 'MOCK_RENDERS_PER_USER']
      .filter((name) => process.env[name] !== undefined)
      .map((name) => `${name}=${process.env[name]}`);
    console.log(
      `\n  ${settings.join(' ') || 'defaults'}: ${PREVIEWS} heavy previews of one user in parallel ` +
        `(PDF ${Math.round(previews[0]!.bytes / 1365)} KB)`,
    );
    console.log(`  previews: first ${ms(times[0]!)}, median ${ms(percentile(times, 50))}, last ${ms(times.at(-1)!)}`);
    console.log(`  all done in ${ms(wall)}`);
    console.log(
      `  cv/counter meanwhile (${sorted.length} requests): p50 ${ms(percentile(sorted, 50))}, ` +
        `p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1)!)}`,
    );
    console.log(`  another user's one-page preview, sent 200 ms in: ${ms(secondMs)}\n`);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `load average at start: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (${os.cpus().length} CPUs)`,
);
await measure();
console.log(
  `load average at end: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
