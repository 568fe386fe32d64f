/**
 * Instructions per request (issue 45): the figure this shared VM disturbs least. CPU time per request (bench/api.ts)
 * swings by up to 2x between identical runs minutes apart, and on a busy host it rises for one process and not the
 * other; the number of instructions a request executes moves far less (on a starved machine the JIT settles later,
 * so compare figures taken at the same load). Each server (the real one, as `npm start` runs it, and the bare
 * baseline) runs under Valgrind's callgrind with instrumentation off, under one continuous load: after WARM replies
 * instrumentation is switched on (callgrind_control) for the next MEASURED, and the dump's total (user-space
 * instructions of every thread: JIT code, V8, SQLite, libc; not the kernel's socket and file work, which both servers
 * share) is divided by their number. Same requests as bench/api.ts (bench/api-setup.ts), 4 connections. Prints
 * figures; asserts nothing.
 * Steady state, as the CPU benchmark's 5-second runs see it: the same connections throughout, and a long warm-up. A
 * fresh load (new connections) sets the JIT compiling again (V8's --trace-opt: Node's http and stream functions
 * deoptimise on new sockets' shapes and are compiled anew): measured over 2000 requests right after a second load
 * was started, compilation was 24k of a save's 299k instructions (6k in bare's), and the save 30k dearer than the
 * same load measured in one run (269k, compilation 5k, as bare's).
 * Each thread is counted apart (--separate-threads): the figure of every thread, as before, and the main thread's
 * alone, where the request's own work runs. V8's compiler and GC helper threads make the first move between windows
 * (module/save 239.2k to 277.8k in five windows of one load, 2026-12-02); the main thread's stays within 1% (235.6k to
 * 241.3k in the same kind of run), fine enough to price one feature: with the hook switched off in a scratch build,
 * @fastify/cors cost a save 7.1k, the journal 3.5k, the chaos plugin's idle onSend hook nothing measurable.
 * With --cache-sim, callgrind also simulates the caches, with a last-level cache of --ll-kb (1024 KB: a 2-core VM's
 * share of a host's L3 that other guests contend for) and prints the main thread's misses per request and callgrind's
 * estimate of its cycles (Ir + 10 x L1 misses + 100 x LL misses): what a request's time on a machine that waits on
 * memory follows and a count of instructions does not see. Takes twice as long; not part of `npm run bench`.
 * Skipped (exit 0, `{ skipped }` in the JSON) when valgrind is not installed.
 *
 *   node --import tsx mock-server/bench/instructions.ts [--warm 15000] [--measured 2000] [--windows 3] [--json out.json]
 *        [--cache-sim [--ll-kb 1024]]
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Options } from 'autocannon';
import { seedBenchResume, type BenchResume, type Env } from './api-setup.ts';
import { freePort, median, numberOption, ROOT, SERVER_NODE_FLAGS, serverEntry, writeJsonResult } from './lib.ts';

const WARM = numberOption('warm', 15000);
const MEASURED = numberOption('measured', 2000);
/**
 * Windows of MEASURED requests, one after the other; the figure is their median. V8 still compiles a function now and
 * then, at moments that vary from run to run (its compiler threads): bare's save measured 194.1k and 224.3k in two
 * runs of one window, the whole difference being compilation (29.7k against 5.2k per request). The median of three
 * windows rides over one such burst.
 */
const WINDOWS = numberOption('windows', 3);
const CACHE_SIM = process.argv.includes('--cache-sim');
const LL_KB = numberOption('ll-kb', 1024);

interface Target {
  label: string;
  entry: string[];
  env: Record<string, string>;
}

const hasValgrind = spawnSync('valgrind', ['--version']).status === 0;

/** One window's instructions per request: every thread's, and the main thread's alone. */
interface Window {
  all: number;
  main: number;
  /** --cache-sim: the main thread's misses per request, and callgrind's estimate of its cycles. */
  cache?: { l1: number; ll: number; cycles: number };
}

/** Instructions per request of one route of one server, started afresh under callgrind: one figure per window. */
async function measure(target: Target, request: (base: string) => Promise<Options>): Promise<Window[]> {
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
      '--separate-threads=yes',
      ...(CACHE_SIM ? ['--cache-sim=yes', `--LL=${LL_KB * 1024},16,64`] : []),
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
    // Instrumentation on after WARM replies; a dump (which also zeroes the counters) after each window of MEASURED.
    const ends = Array.from({ length: WINDOWS }, (_, w) => WARM + (w + 1) * MEASURED);
    let counted = 0;
    const run = autocannon({ ...opts, amount: ends.at(-1)! + 100, timeout: 60 });
    run.on('response', () => {
      counted++;
      if (counted === WARM) control('--instr=on');
      else if (ends.includes(counted)) control('--dump');
    });
    const measured = await run;
    control('--instr=off');
    if (measured.non2xx || measured.errors || measured.mismatches) throw new Error(`${target.label}: errors`);
    // callgrind.out.1-01 … .N-TT: one file per dump and thread, in order (thread 01 is the main thread; callgrind.out
    // itself is written at exit).
    const files = fs.readdirSync(dir);
    // The events of a dump's totals line: Ir, then with --cache-sim Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw.
    const eventsOf = (file: string) => {
      const totals = /^totals: ([\d ]+)/m.exec(fs.readFileSync(path.join(dir, file), 'utf8'));
      if (!totals) throw new Error(`${target.label}: callgrind recorded nothing in ${file}`);
      return totals[1]!.trim().split(' ').map(Number);
    };
    const cacheOf = ([ir = 0, , , i1 = 0, d1r = 0, d1w = 0, llI = 0, llR = 0, llW = 0]: number[]): Window['cache'] => {
      const l1 = i1 + d1r + d1w;
      const ll = llI + llR + llW;
      return { l1: l1 / MEASURED, ll: ll / MEASURED, cycles: (ir + 10 * l1 + 100 * ll) / MEASURED };
    };
    return Array.from({ length: WINDOWS }, (_, w) => {
      const ofDump = files.filter((f) => f.startsWith(`callgrind.out.${w + 1}-`));
      const main = ofDump.find((f) => f.endsWith('-01'));
      if (!main) throw new Error(`${target.label}: no main-thread dump for window ${w + 1}`);
      // Each thread's dump read once; the main thread's is one of them.
      const events = new Map(ofDump.map((f) => [f, eventsOf(f)]));
      const mainEvents = events.get(main)!;
      return {
        all: [...events.values()].reduce((sum, e) => sum + e[0]!, 0) / MEASURED,
        main: mainEvents[0]! / MEASURED,
        ...(CACHE_SIM ? { cache: cacheOf(mainEvents) } : {}),
      };
    });
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
  const measured: Record<string, Window[]> = {};
  measured.mockGet = await measure(mock, async (base) => {
    const s = (seeded = await seedBenchResume(base));
    return load(base, '/api/cv/get', s.cvGetBody, { token: s.token }, s.cvGetReply);
  });
  measured.mockSave = await measure(mock, async (base) => {
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
  measured.bareGet = await measure(bare, async (base) => load(base, '/bare/get', s.cvGetBody, {}));
  measured.bareSave = await measure(bare, async (base) => load(base, '/bare/save', s.saveBody, {}, s.saveReply));
  const of = (pick: (w: Window) => number) =>
    Object.fromEntries(Object.entries(measured).map(([key, ws]) => [key, ws.map(pick)]));
  const windows = of((w) => w.all);
  const mainWindows = of((w) => w.main);
  const medians = (byKey: Record<string, number[]>) =>
    Object.fromEntries(Object.entries(byKey).map(([key, xs]) => [key, median(xs)]));
  const results = medians(windows);
  const main = medians(mainWindows);
  const k = (n: number) => `${(n / 1000).toFixed(1)}k`;
  const spread = (key: string, byKey = windows) => ` (windows ${byKey[key]!.map(k).join(', ')})`;
  const ratios = { cvGet: results.bareGet! / results.mockGet!, moduleSave: results.bareSave! / results.mockSave! };
  const mainRatios = { cvGet: main.bareGet! / main.mockGet!, moduleSave: main.bareSave! / main.mockSave! };
  console.log(
    `Instructions per request (callgrind, median of ${WINDOWS} windows of ${MEASURED} requests after ${WARM}, one ` +
      `continuous load; user space, all threads):\n` +
      `  cv/get ${k(results.mockGet!)}${spread('mockGet')}\n    vs bare read ${k(results.bareGet!)}${spread('bareGet')}: ` +
      `bare / mock = ${(ratios.cvGet * 100).toFixed(0)}%\n` +
      `  module/save ${k(results.mockSave!)}${spread('mockSave')}\n    vs bare write ${k(results.bareSave!)}` +
      `${spread('bareSave')}: bare / mock = ${(ratios.moduleSave * 100).toFixed(0)}%\n` +
      `Main thread alone (the request's own work; V8's compiler and GC threads left out):\n` +
      `  cv/get ${k(main.mockGet!)}${spread('mockGet', mainWindows)} vs bare ${k(main.bareGet!)}${spread('bareGet', mainWindows)}: ` +
      `${(mainRatios.cvGet * 100).toFixed(1)}%\n` +
      `  module/save ${k(main.mockSave!)}${spread('mockSave', mainWindows)} vs bare ${k(main.bareSave!)}${spread('bareSave', mainWindows)}: ` +
      `${(mainRatios.moduleSave * 100).toFixed(1)}%`,
  );
  const cache = CACHE_SIM ? cacheFigures(of, medians) : undefined;
  writeJsonResult({
    warm: WARM,
    measured: MEASURED,
    windows,
    perRequest: results,
    ratios,
    mainThread: { windows: mainWindows, perRequest: main, ratios: mainRatios },
    ...(cache ? { cache } : {}),
  });
}

/** --cache-sim: the main thread's misses and estimated cycles per request (medians of the windows), printed. */
function cacheFigures(
  of: (pick: (w: Window) => number) => Record<string, number[]>,
  medians: (byKey: Record<string, number[]>) => Record<string, number>,
) {
  const l1 = medians(of((w) => w.cache!.l1));
  const ll = medians(of((w) => w.cache!.ll));
  const cycles = medians(of((w) => w.cache!.cycles));
  const ratios = { cvGet: cycles.bareGet! / cycles.mockGet!, moduleSave: cycles.bareSave! / cycles.mockSave! };
  const line = (label: string, mock: string, bare: string, ratio: number) =>
    `  ${label}: L1 misses ${Math.round(l1[mock]!)} vs bare ${Math.round(l1[bare]!)}, last-level misses ` +
    `${Math.round(ll[mock]!)} vs ${Math.round(ll[bare]!)}, estimated cycles ${(cycles[mock]! / 1000).toFixed(1)}k vs ` +
    `${(cycles[bare]! / 1000).toFixed(1)}k: ${(ratio * 100).toFixed(1)}%`;
  console.log(
    `Main thread with simulated caches (L1 as this CPU's, last level ${LL_KB} KB; cycles = Ir + 10 x L1 misses + ` +
      `100 x last-level misses, callgrind's estimate), per request:\n` +
      `${line('cv/get', 'mockGet', 'bareGet', ratios.cvGet)}\n${line('module/save', 'mockSave', 'bareSave', ratios.moduleSave)}`,
  );
  return { llKb: LL_KB, l1, ll, cycles, ratios };
}

await main();
