/**
 * Where a request's time and memory go (issue 45): runs the real server as the API benchmark does (bench/api.ts),
 * but from its sources under tsx, so that frames name the .ts files (`npm start` runs the same code bundled), loads
 * one route with autocannon (10 connections) and, through the server's inspector, records a CPU profile of
 * the loaded seconds only (after a warm-up), a sampling heap profile of what they allocate, and optionally a heap
 * snapshot at the end of the load. Prints the top frames by self time, the time spent under each of the server's
 * own source files and under the named hot-path stages; writes the .cpuprofile (open in Chrome DevTools) to --out.
 *
 *   node --import tsx mock-server/bench/profile.ts [--route cv/get|module/save] [--seconds 10] [--out DIR]
 *        [--snapshot] [--sessions 20 --chaos]   (the latter: 20 named sessions live, a chaos profile on another route)
 *        [--rounds N] [--bundle] [--memory-only] [--bare] [--route both --pause 6] [--node-flags "--flag ..."]   (N loads in a row, the process's memory by kind of mapping after each)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { MOCK_SESSION_HEADER } from '@cv/contract';
import { call, seedBenchResume, type Env } from './api-setup.ts';
import { cpuMs, freePort, rssMb, serverEntry, spawnServer, type Spawned } from './lib.ts';
import { summariseProfile, type CpuProfile } from './profile-summary.ts';

const option = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
};
/** cv/get, module/save, or both: each round then loads cv/get, then module/save, as bench/api.ts alternates them. */
const ROUTE = option('route', 'cv/get');
/** Seconds without load after each route's run (--pause 6 with --route both: the bench's pattern). */
const PAUSE_S = Number(option('pause', '0'));
/** Extra V8 flags for the server, e.g. --node-flags --allocation-site-pretenuring to compare with npm start's. */
const NODE_FLAGS = option('node-flags', '').split(' ').filter(Boolean);
const SECONDS = Number(option('seconds', '10'));
const OUT = path.resolve(option('out', fs.mkdtempSync(path.join(os.tmpdir(), 'cv-profile-'))));
const SESSIONS = Number(option('sessions', '0'));
const CHAOS = process.argv.includes('--chaos');
const SNAPSHOT = process.argv.includes('--snapshot');
/** Loads of --seconds each, memory printed after each: a figure that grows round after round is a leak. */
const ROUNDS = Number(option('rounds', '1'));
/** --memory-only: no CPU or heap profiler running (they keep their samples in the server's native memory). */
const PROFILE = !process.argv.includes('--memory-only');

/** A minimal Chrome DevTools Protocol client over the inspector's WebSocket. */
async function inspector(port: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const ws = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let next = 0;
  const pending = new Map<number, (result: unknown) => void>();
  const listeners = new Map<string, (params: unknown) => void>();
  ws.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as {
      id?: number;
      method?: string;
      result?: unknown;
      params?: unknown;
    };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
    else if (message.method) listeners.get(message.method)?.(message.params);
  };
  return {
    send<T>(method: string, params: unknown = {}): Promise<T> {
      const id = ++next;
      ws.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve) => pending.set(id, resolve as (r: unknown) => void));
    },
    on(method: string, listener: (params: unknown) => void) {
      listeners.set(method, listener);
    },
    close: () => ws.close(),
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-profile-data-'));
const inspectPort = await freePort();
// --bundle: what npm start runs (mock-server/dist/server.mjs), for memory figures; frames then name the bundle.
// --bare: the API benchmark's baseline (bench/bare-server.ts) is profiled instead, answering the same document.
const BARE = process.argv.includes('--bare');
const mock = await spawnServer(
  process.argv.includes('--bundle') ? await serverEntry() : 'mock-server/src/server.ts',
  { DATA_DIR: dataDir, MOCK_AI_LATENCY_MS: '0', LOG_LEVEL: 'warn' },
  [...NODE_FLAGS, ...(BARE ? [] : [`--inspect=127.0.0.1:${inspectPort}`])],
);
let bare: Spawned | null = null;
try {
  let seeded = await seedBenchResume(mock.base);
  // With named sessions the load runs in the first of them (x-mock-session: bench-0), as bench/api.ts does.
  let sessionHeaders: Record<string, string> = {};
  for (let i = 0; i < SESSIONS; i++) {
    const headers = { [MOCK_SESSION_HEADER]: `bench-${i}` };
    const inSession = await seedBenchResume(mock.base, headers);
    if (i === 0) {
      seeded = inSession;
      sessionHeaders = headers;
    }
    if (CHAOS && i === 0) {
      await call(
        mock.base,
        'PUT',
        '/__mock/chaos',
        { name: 'other', path: '/api/index/button', seed: 1, error: { rate: 0.5, code: 2 } },
        headers,
      );
    }
  }
  if (CHAOS) {
    // A profile in the measured session too, on a route the load does not call.
    await call(mock.base, 'PUT', '/__mock/chaos', {
      name: 'other',
      path: '/api/index/button',
      seed: 1,
      error: { rate: 0.5, code: 2 },
    });
  }
  if (BARE) {
    const doc = JSON.stringify((JSON.parse(seeded.cvGetReply) as Env).data);
    bare = await spawnServer('mock-server/bench/bare-server.ts', { BARE_DOC: doc }, [
      `--inspect=127.0.0.1:${inspectPort}`,
    ]);
  }
  const target = bare ?? mock;
  const loadOf = (save: boolean) => ({
    url: `${target.base}${bare ? (save ? '/bare/save' : '/bare/get') : save ? '/api/module/save' : '/api/cv/get'}`,
    connections: 10,
    method: 'POST' as const,
    body: save ? seeded.saveBody : seeded.cvGetBody,
    headers: { 'content-type': 'application/json', ...(bare ? {} : { ...sessionHeaders, token: seeded.token }) },
    // The bare read answers the same document without key order guarantees: its status is checked, not its body.
    ...(bare && !save ? {} : { expectBody: save ? seeded.saveReply : seeded.cvGetReply }),
  });
  const loads = ROUTE === 'both' ? [loadOf(false), loadOf(true)] : [loadOf(ROUTE === 'module/save')];
  const cdp = await inspector(inspectPort);
  const memory = async () => {
    const { result } = await cdp.send<{ result: { value: string } }>('Runtime.evaluate', {
      expression: `JSON.stringify({ ...process.memoryUsage(), spaces: require('node:v8').getHeapSpaceStatistics() })`,
      includeCommandLineAPI: true,
    });
    const m = JSON.parse(result.value) as NodeJS.MemoryUsage & {
      spaces: { space_name: string; space_size: number; space_used_size: number }[];
    };
    const mb = (n: number) => (n / 1048576).toFixed(1);
    return (
      `RSS ${mb(m.rss)} MB: V8 heap ${mb(m.heapUsed)} used of ${mb(m.heapTotal)} MB ` +
      `(${m.spaces.map((s) => `${s.space_name.replace('_space', '')} ${mb(s.space_size)}`).join(', ')}), ` +
      `external ${mb(m.external)} MB, array buffers ${mb(m.arrayBuffers)} MB`
    );
  };
  console.log(`before the load: ${await memory()}`);
  for (const opts of loads) await autocannon({ ...opts, duration: 3 });
  if (PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
    await cdp.send('HeapProfiler.enable');
    await cdp.send('Profiler.start');
    // Objects the GC has already collected count too: what a request allocates, not what outlives it.
    await cdp.send('HeapProfiler.startSampling', {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
  }
  const cpuBefore = cpuMs(target.child.pid);
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(target.child.pid) ?? 0)), 100);
  let requests = 0;
  let result: Result | null = null;
  for (let round = 1; round <= ROUNDS; round++) {
    for (const opts of loads) {
      result = await autocannon({ ...opts, duration: SECONDS });
      requests += result.requests.total;
      if (PAUSE_S > 0) await new Promise((resolve) => setTimeout(resolve, PAUSE_S * 1000));
    }
    if (ROUNDS > 1)
      console.log(`after round ${round} (${requests} requests): ${await memory()}\n  ${mappings(target.child.pid)}`);
  }
  clearInterval(timer);
  const cpuAfter = cpuMs(target.child.pid);
  console.log(`after the load:  ${await memory()}\n  ${mappings(target.child.pid)}`);
  const cpuPerRequest =
    cpuBefore !== null && cpuAfter !== null ? (((cpuAfter - cpuBefore) * 1000) / requests).toFixed(0) : '?';
  console.log(
    `${ROUTE}: ${requests} requests in ${ROUNDS * SECONDS * loads.length} s ` +
      `(${(requests / ROUNDS / SECONDS / loads.length).toFixed(0)} req/s, ` +
      `non-2xx ${result!.non2xx}, mismatches ${result!.mismatches} in the last round), server CPU ${cpuPerRequest} µs/req ` +
      `(${PROFILE ? 'with' : 'without'} the profiler), RSS peak ${peak.toFixed(0)} MB; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  if (PROFILE) {
    const { profile } = await cdp.send<{ profile: CpuProfile }>('Profiler.stop');
    const { profile: heap } = await cdp.send<{ profile: { head: HeapNode } }>('HeapProfiler.stopSampling');
    fs.mkdirSync(OUT, { recursive: true });
    const base = path.join(
      OUT,
      `${ROUTE.replace('/', '-')}${SESSIONS ? `-sessions${SESSIONS}` : ''}${CHAOS ? '-chaos' : ''}`,
    );
    fs.writeFileSync(`${base}.cpuprofile`, JSON.stringify(profile));
    fs.writeFileSync(`${base}.heapprofile`, JSON.stringify(heap));
    if (SNAPSHOT) {
      const chunks: string[] = [];
      cdp.on('HeapProfiler.addHeapSnapshotChunk', (p) => chunks.push((p as { chunk: string }).chunk));
      await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
      fs.writeFileSync(`${base}.heapsnapshot`, chunks.join(''));
    }
    console.log(summariseProfile(profile, requests));
    console.log('allocations (sampled, collected ones included), by allocating function, KB per request:');
    for (const [name, bytes] of topAllocations(heap.head).slice(0, 15)) {
      console.log(`  ${(bytes / 1024 / requests).toFixed(2).padStart(7)}  ${name}`);
    }
    console.log(`profiles in ${base}.*`);
  }
  cdp.close();
} finally {
  await bare?.stop();
  await mock.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Resident MB by kind of mapping (Linux /proc/PID/smaps): the brk heap (malloc's main arena), anonymous maps
 * (V8's heap, other threads' malloc arenas, thread stacks), files (code, SQLite's mapped files). */
function mappings(pid: number | undefined): string {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/smaps`, 'utf8');
  } catch {
    return '(no /proc smaps)';
  }
  const kinds = new Map<string, number>();
  let kind = '';
  for (const line of text.split('\n')) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      const name = head[1]!;
      kind =
        name === ''
          ? 'anonymous'
          : name.startsWith('[')
            ? name
            : name.includes('.so') || name.endsWith('/node')
              ? 'code'
              : `file ${path.basename(name)}`;
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) kinds.set(kind, (kinds.get(kind) ?? 0) + Number(rss[1]));
  }
  return [...kinds]
    .filter(([, kb]) => kb >= 512)
    .sort((a, b) => b[1] - a[1])
    .map(([name, kb]) => `${name} ${(kb / 1024).toFixed(1)}`)
    .join(', ');
}

interface HeapNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: HeapNode[];
}

function topAllocations(head: HeapNode): [string, number][] {
  const totals = new Map<string, number>();
  const walk = (node: HeapNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const name = `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}`;
    totals.set(name, (totals.get(name) ?? 0) + node.selfSize);
    node.children.forEach(walk);
  };
  walk(head);
  return [...totals].sort((a, b) => b[1] - a[1]);
}

function shortUrl(url: string): string {
  return url.replace(/^file:\/\/.*?\/(mock-server|packages)\//, '$1/').replace(/^.*node_modules\//, '');
}
