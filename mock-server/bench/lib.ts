/** Helpers of the benchmarks: free ports, spawning a server until /healthz answers, RSS of a process. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { freePort } from '../scripts/free-port.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../scripts/server-flags.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export { freePort };

export interface Spawned {
  child: ChildProcess;
  base: string;
  startMs: number;
  /** The server's own CPU time (user + system) until /healthz answered: less disturbed by other load than startMs. */
  startCpuMs: number | null;
  stop(): Promise<void>;
}

/** The V8 flags scripts/start.mjs gives the server (`npm start`); the bare baseline runs with the same ones. */
export { SERVER_NODE_FLAGS };

/**
 * Runs a TypeScript entry with `node --import tsx` (one process, like `npm start`) and waits for /healthz.
 * `nodeFlags` go after the server's own (--cpu-prof, --heap-prof for bench/profile.ts).
 */
export async function spawnServer(
  entry: string,
  env: Record<string, string>,
  nodeFlags: string[] = [],
): Promise<Spawned> {
  const port = await freePort();
  const started = performance.now();
  // A built .mjs (scripts/build-server.mjs) runs as it is; TypeScript through tsx.
  const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const args = [...SERVER_NODE_FLAGS, ...nodeFlags, ...loader, path.join(ROOT, entry)];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited: ${stderr}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not yet listening
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${entry} did not answer /healthz in 90 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  return {
    child,
    base,
    startMs: performance.now() - started,
    startCpuMs: cpuMs(child.pid),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * What `npm start` runs (scripts/start.mjs): the server built into mock-server/dist/server.mjs, rebuilt first when a
 * source is newer (the build is not part of the start figures, as it is not part of a start with unchanged sources).
 */
export async function serverEntry(): Promise<string> {
  const { ensureServerBuild } = await import('../scripts/build-server.mjs');
  return path.relative(ROOT, await ensureServerBuild());
}

/** Resident set size of a process in MB (Linux /proc), or null elsewhere. */
export function rssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

/** A number given on the command line as `--name N`; `fallback` when it is absent or not a number other than 0. */
export function numberOption(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) || fallback : fallback;
}

/** Writes the machine-readable result where scripts/bench.mjs asked for it (--json FILE). */
export function writeJsonResult(result: unknown): void {
  const i = process.argv.indexOf('--json');
  const file = i > 0 ? process.argv[i + 1] : undefined;
  if (file) fs.writeFileSync(file, JSON.stringify(result, null, 2));
}

/** User + system CPU time of a process in ms (Linux /proc, clock ticks of 10 ms), or null elsewhere. */
export function cpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command: state(0) ... utime is field 14 of the whole line, index 11 here; stime index 12.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * The machine's CPU ticks since boot (Linux /proc/stat): all of them, and those stolen by the hypervisor for other
 * guests (a vCPU ready to run that the host did not run); null elsewhere.
 */
export function hostTicks(): { total: number; steal: number } | null {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
    // cpu user nice system idle iowait irq softirq steal guest guest_nice: guest time is counted in user already.
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
    return ticks.length === 8 ? { total: ticks.reduce((a, b) => a + b, 0), steal: ticks[7]! } : null;
  } catch {
    return null;
  }
}

/** The share of the machine's CPU time stolen between two readings of hostTicks(), or null. */
export function stolenShare(before: ReturnType<typeof hostTicks>, after: ReturnType<typeof hostTicks>): number | null {
  if (!before || !after || after.total <= before.total) return null;
  return (after.steal - before.steal) / (after.total - before.total);
}

/**
 * Builds the SPA into a new temporary folder (`npm run build -w @cv/web -- --outDir DIR`, plus `extraArgs`) and
 * answers it: the shared apps/web/dist, which `npm start` and an e2e run serve, is left alone. The caller removes it.
 */
export function buildSpaInTemp(prefix: string, extraArgs: string[] = []): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const res = spawnSync(npm, ['run', 'build', '-w', '@cv/web', '--', '--outDir', dir, '--emptyOutDir', ...extraArgs], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (res.status !== 0) {
    console.error(res.stdout, res.stderr);
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error('web build failed');
  }
  return dir;
}

/**
 * Where the API bench runs what (Linux with taskset and at least 2 CPUs; null elsewhere): the servers under test on the
 * first CPU this process may use, the load generator on the others. On this 2-vCPU VM one vCPU can run 1.6x slower than
 * the other for tens of seconds with no steal (one server moved between them every second, 2026-12-03: 70-89 µs a
 * cv/get on CPU 0, 122-131 µs on CPU 1, for 30 s; docs/benchmarks-history.md): unpinned, each server ran on whichever
 * vCPU the scheduler gave it, and that, not its code, decided much of a round's ratio. Pinned, the servers a ratio
 * compares share one vCPU, and their runs take turns on it.
 */
export const BENCH_CPUS = benchCpus();

function benchCpus(): { servers: string; load: string } | null {
  if (process.platform !== 'linux') return null;
  // "pid 42's current affinity list: 0,1" or "0-3,6": the CPUs this process may use, which need not start at 0.
  const res = spawnSync('taskset', ['-c', '-p', String(process.pid)], { encoding: 'utf8' });
  const list = res.status === 0 ? /list:\s*(\S+)/.exec(res.stdout)?.[1] : undefined;
  if (!list) return null;
  const cpus = list.split(',').flatMap((part) => {
    const [from, to = from] = part.split('-').map(Number);
    return Array.from({ length: to! - from! + 1 }, (_, i) => from! + i);
  });
  return cpus.length >= 2 ? { servers: String(cpus[0]), load: cpus.slice(1).join(',') } : null;
}

/** Moves every thread of a process to `cpus` (taskset's list, as "0" or "1-3"); threads it starts later follow. */
export function pinTo(pid: number | undefined, cpus: string): void {
  if (!pid) return;
  const res = spawnSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`taskset -a -p -c ${cpus} ${pid} failed: ${res.stderr}`);
}
