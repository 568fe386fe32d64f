/**
 * npm run bench:sessions — what a mock session costs (issue 34): the time to create one (in-memory SQLite migrated
 * and seeded from the fixtures, its folder, its services) and the memory an idle one holds. Builds the app in this
 * process on a fresh DATA_DIR, creates N sessions through their first request (GET /__mock/session with
 * x-mock-session, as a client does) and prints creation time percentiles, then RSS / V8 heap / SQLite pages per
 * idle session measured after a forced GC. Options: --sessions N (default 30, at most MOCK_SESSIONS_MAX = N here).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MOCK_SESSION_HEADER } from '@cv/contract';
import { buildApp } from '../src/app.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SESSIONS = arg('sessions', 30);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (npm run bench:sessions does)');

const settle = async () => {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return process.memoryUsage();
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-bench-sessions-'));
const app = await buildApp({
  config: { dataDir, sessionsMax: SESSIONS, purgeIntervalMs: 0, publicUrl: 'http://127.0.0.1:3000' },
});
try {
  // Warm-up: the first session pays for module loading and statement compilation paths; it is dropped again.
  await app.inject({ method: 'GET', url: '/__mock/session', headers: { [MOCK_SESSION_HEADER]: 'warm-up' } });
  app.sessions.drop('warm-up');
  app.sessions.closeAll();
  const before = await settle();

  const times: number[] = [];
  for (let i = 0; i < SESSIONS; i++) {
    const started = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: '/__mock/session',
      headers: { [MOCK_SESSION_HEADER]: `bench-${i}` },
    });
    times.push(performance.now() - started);
    if (res.json<{ code: number }>().code !== 0) throw new Error(`session ${i}: ${res.body}`);
  }
  const after = await settle();

  // A request in an existing session, for comparison with the first one that creates it.
  const reuse: number[] = [];
  for (let i = 0; i < SESSIONS; i++) {
    const started = performance.now();
    await app.inject({ method: 'GET', url: '/__mock/session', headers: { [MOCK_SESSION_HEADER]: `bench-${i}` } });
    reuse.push(performance.now() - started);
  }

  const sqliteBytes = app.sessions
    .containers()
    .slice(1)
    .map(
      (s) =>
        (s.db.pragma('page_count', { simple: true }) as number) *
        (s.db.pragma('page_size', { simple: true }) as number),
    );
  const sorted = [...times].sort((a, b) => a - b);
  const sortedReuse = [...reuse].sort((a, b) => a - b);
  const per = (key: 'rss' | 'heapUsed' | 'external') => (after[key] - before[key]) / SESSIONS;
  const f = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `sessions created: ${SESSIONS} (node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)})`,
  );
  console.log(
    `time to create one (its first request): p50 ${f(percentile(sorted, 50))}, p95 ${f(percentile(sorted, 95))}, max ${f(sorted.at(-1)!)}`,
  );
  console.log(
    `a request in an existing session:        p50 ${f(percentile(sortedReuse, 50))}, p95 ${f(percentile(sortedReuse, 95))}`,
  );
  console.log(
    `memory per idle session: RSS ${mb(per('rss'))}, V8 heap ${mb(per('heapUsed'))}, external ${kb(per('external'))}; ` +
      `its SQLite database ${kb(sqliteBytes.reduce((a, b) => a + b, 0) / sqliteBytes.length)} of pages`,
  );
  console.log(`process RSS: ${mb(before.rss)} before, ${mb(after.rss)} with ${SESSIONS} idle sessions`);
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
