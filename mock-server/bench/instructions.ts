/**
 * Instructions per request (issue 45): the figure this shared VM cannot disturb. CPU time per request (bench/api.ts)
 * swings by up to 2x between identical runs minutes apart, and on a busy host it rises for one process and not the
 * other; the number of instructions a request executes does not depend on who else runs. Each server (the real one,
 * as `npm start` runs it, and the bare baseline) runs under Valgrind's callgrind with instrumentation off; after a
 * warm-up of WARM requests (the JIT settles) instrumentation is switched on (callgrind_control) for MEASURED
 * requests, and the dump's total (user-space instructions of every thread: JIT code, V8, SQLite, libc; not the
 * kernel's socket and file work, which both servers share) is divided by their number. Same load as bench/api.ts:
 * 4 connections, the cv/get and module/save requests of bench/api-setup.ts. Prints figures; asserts nothing.
 * Skipped (exit 0, `{ skipped }` in the JSON) when valgrind is not installed.
 *
 *   node --import tsx mock-server/bench/instructions.ts [--warm 3000] [--measured 2000] [--json out.json]
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Options } from 'autocannon';
import { seedBenchResume, type BenchResume, type Env } from './api-setup.ts';
import { freePort, ROOT, SERVER_NODE_FLAGS, serverEntry, writeJsonResult } from './lib.ts';

const option = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) || fallback : fallback;
};
const WARM = option('warm', 3000);
const MEASURED = option('measured', 2000);

interface Target {
  label: string;
  entry: string[];
  env: Record<string, string>;
}

const hasValgrind = spawnSync('valgrind', ['--version']).status === 0;

/** Instructions per request of one route of one server, started afresh under callgrind. */
async function measure(target: Target, request: (base: string) => Promise<Options>): Promise<number> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-instructions-'));
  const out = path.join(dir, 'callgrind.out');
  // vgdb names its pipes after USER and HOST: both set, so callgrind_control finds the process.
  const env = { ...process.env, USER: process.env.USER ?? 'bench', HOST: '127.0.0.1' };
  const child = spawn(
    'valgrind',
    [
      '--tool=callgrind',
      '--instr-atstart=no',
      `--callgrind-out-file=${out}`,
      process.execPath,
      ...SERVER_NODE_FLAGS,
      ...target.entry,
    ],
    {
      cwd: ROOT,
      env: { ...env, PORT: String(port), LOG_LEVEL: 'warn', DATA_DIR: dir, MOCK_AI_LATENCY_MS: '0', ...target.env },
      stdio: 'ignore',
    },
  );
  const control = (...args: string[]) => {
    const r = spawnSync('callgrind_control', [...args, String(child.pid)], { env, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`callgrind_control ${args.join(' ')}: ${r.stderr || r.stdout}`);
  };
  try {
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${target.label} exited under valgrind`);
      if (Date.now() > deadline) throw new Error(`${target.label} did not answer /healthz under valgrind`);
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        // not yet listening
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const opts = await request(base);
    const warm = await autocannon({ ...opts, amount: WARM, timeout: 60 });
    if (warm.non2xx || warm.errors || warm.mismatches) throw new Error(`${target.label}: warm-up answered errors`);
    control('--instr=on');
    const measured = await autocannon({ ...opts, amount: MEASURED, timeout: 60 });
    control('--instr=off');
    control('--dump');
    if (measured.non2xx || measured.errors || measured.mismatches) throw new Error(`${target.label}: errors`);
    let total = 0;
    for (const file of fs.readdirSync(dir).filter((f) => f.startsWith('callgrind.out'))) {
      const totals = /^totals: (\d+)/m.exec(fs.readFileSync(path.join(dir, file), 'utf8'));
      if (totals) total += Number(totals[1]);
    }
    if (total === 0) throw new Error(`${target.label}: callgrind recorded nothing`);
    return total / MEASURED;
  } finally {
    child.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 300));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  if (!hasValgrind) {
    console.log('valgrind is not installed: instructions per request not measured (apt-get install valgrind)');
    writeJsonResult({ skipped: 'valgrind not installed' });
    return;
  }
  const json = { 'content-type': 'application/json' };
  /** The load of one route: POST `body` to `path` with 4 connections; the reply checked when it is known. */
  const load = (base: string, path: string, body: string, headers: Record<string, string>, expectBody?: string) => ({
    url: `${base}${path}`,
    method: 'POST',
    connections: 4,
    body,
    headers: { ...json, ...headers },
    ...(expectBody === undefined ? {} : { expectBody }),
  });
  // Each real server is seeded afresh; the bare one answers the last one's cv/get data (the same sample resume).
  let seeded: BenchResume | null = null;
  const mock: Target = { label: 'mock', entry: [await serverEntry()], env: {} };
  const results: Record<string, number> = {};
  results.mockGet = await measure(mock, async (base) => {
    const s = (seeded = await seedBenchResume(base));
    return load(base, '/api/cv/get', s.cvGetBody, { token: s.token }, s.cvGetReply);
  });
  results.mockSave = await measure(mock, async (base) => {
    const s = (seeded = await seedBenchResume(base));
    return load(base, '/api/module/save', s.saveBody, { token: s.token }, s.saveReply);
  });
  const s = seeded!;
  const bareDoc = JSON.stringify((JSON.parse(s.cvGetReply) as Env).data);
  const bare: Target = {
    label: 'bare',
    entry: ['--import', 'tsx', 'mock-server/bench/bare-server.ts'],
    env: { BARE_DOC: bareDoc },
  };
  // The bare read answers the same document without key order guarantees: its status is checked, not its body.
  results.bareGet = await measure(bare, async (base) => load(base, '/bare/get', s.cvGetBody, {}));
  results.bareSave = await measure(bare, async (base) => load(base, '/bare/save', s.saveBody, {}, s.saveReply));
  const k = (n: number) => `${(n / 1000).toFixed(1)}k`;
  const ratios = { cvGet: results.bareGet! / results.mockGet!, moduleSave: results.bareSave! / results.mockSave! };
  console.log(
    `Instructions per request (callgrind, ${MEASURED} requests after ${WARM}; user space, all threads):\n` +
      `  cv/get ${k(results.mockGet!)} vs bare read ${k(results.bareGet!)}: bare / mock = ${(ratios.cvGet * 100).toFixed(0)}%\n` +
      `  module/save ${k(results.mockSave!)} vs bare write ${k(results.bareSave!)}: bare / mock = ${(ratios.moduleSave * 100).toFixed(0)}%`,
  );
  writeJsonResult({ warm: WARM, measured: MEASURED, perRequest: results, ratios });
}

await main();
