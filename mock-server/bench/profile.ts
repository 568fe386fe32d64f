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
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { MOCK_SESSION_HEADER } from '@cv/contract';
import { call, seedBenchResume } from './api-setup.ts';
import { cpuMs, freePort, rssMb, spawnServer } from './lib.ts';
import { summariseProfile, type CpuProfile } from './profile-summary.ts';

const option = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
};
const ROUTE = option('route', 'cv/get');
const SECONDS = Number(option('seconds', '10'));
const OUT = path.resolve(option('out', fs.mkdtempSync(path.join(os.tmpdir(), 'cv-profile-'))));
const SESSIONS = Number(option('sessions', '0'));
const CHAOS = process.argv.includes('--chaos');
const SNAPSHOT = process.argv.includes('--snapshot');

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
const server = await spawnServer(
  'mock-server/src/server.ts',
  { DATA_DIR: dataDir, MOCK_AI_LATENCY_MS: '0', LOG_LEVEL: 'warn' },
  [`--inspect=127.0.0.1:${inspectPort}`],
);
try {
  const seeded = await seedBenchResume(server.base);
  for (let i = 0; i < SESSIONS; i++) {
    const headers = { [MOCK_SESSION_HEADER]: `bench-${i}` };
    await seedBenchResume(server.base, headers);
    if (CHAOS && i === 0) {
      await call(
        server.base,
        'PUT',
        '/__mock/chaos',
        { name: 'other', path: '/api/index/button', seed: 1, error: { rate: 0.5, code: 2 } },
        headers,
      );
    }
  }
  if (CHAOS) {
    // A profile in the measured session too, on a route the load does not call.
    await call(server.base, 'PUT', '/__mock/chaos', {
      name: 'other',
      path: '/api/index/button',
      seed: 1,
      error: { rate: 0.5, code: 2 },
    });
  }
  const save = ROUTE === 'module/save';
  const opts = {
    url: `${server.base}/api/${save ? 'module/save' : 'cv/get'}`,
    connections: 10,
    method: 'POST' as const,
    body: save ? seeded.saveBody : seeded.cvGetBody,
    headers: { 'content-type': 'application/json', token: seeded.token },
    expectBody: save ? seeded.saveReply : seeded.cvGetReply,
  };
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
  await autocannon({ ...opts, duration: 3 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
  await cdp.send('HeapProfiler.enable');
  await cdp.send('Profiler.start');
  await cdp.send('HeapProfiler.startSampling', { samplingInterval: 4096 });
  const cpuBefore = cpuMs(server.child.pid);
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(server.child.pid) ?? 0)), 100);
  const result = await autocannon({ ...opts, duration: SECONDS });
  clearInterval(timer);
  const cpuAfter = cpuMs(server.child.pid);
  const { profile } = await cdp.send<{ profile: CpuProfile }>('Profiler.stop');
  console.log(`after the load:  ${await memory()}`);
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
  cdp.close();

  const requests = result.requests.total;
  console.log(
    `${ROUTE}: ${requests} requests in ${SECONDS} s (${result.requests.average.toFixed(0)} req/s, non-2xx ${result.non2xx}, ` +
      `mismatches ${result.mismatches}), server CPU ${cpuBefore !== null && cpuAfter !== null ? (((cpuAfter - cpuBefore) * 1000) / requests).toFixed(0) : '?'} µs/req ` +
      `(with the profiler on), RSS peak ${peak.toFixed(0)} MB; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  console.log(summariseProfile(profile, requests));
  console.log('allocations (sampled), by allocating function, KB per request:');
  for (const [name, bytes] of topAllocations(heap.head).slice(0, 15)) {
    console.log(`  ${(bytes / 1024 / requests).toFixed(2).padStart(7)}  ${name}`);
  }
  console.log(`profiles in ${base}.*`);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
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
