/**
 * The servers of one round of the API benchmark (bench/api.ts), started afresh and seeded: the bare baseline, the
 * real server, and the real server with named sessions live and a chaos profile ("sessions + chaos"); and the six
 * runs against them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MOCK_SESSION_HEADER } from '@cv/contract';
import { call, seedBenchResume, type BenchResume, type Env } from './api-setup.ts';
import { BENCH_CPUS, cpuMs, pinTo, serverEntry, spawnServer, type Spawned } from './lib.ts';

/** Named sessions live in the "sessions + chaos" server, each with a user and the sample resume. */
export const SESSIONS = 20;

export type RunKey =
  | 'bareGet'
  | 'bareGetControl'
  | 'cvGet'
  | 'cvGetVariant'
  | 'bareSave'
  | 'bareSaveControl'
  | 'moduleSave'
  | 'moduleSaveVariant';

/** 20 named sessions, each signed in with the sample resume; a chaos profile on a route the load never calls, in
 * the first named session and in the default one. Answers the first named session's resume and its x-mock-session
 * header. */
async function sessionsAndChaos(base: string): Promise<{ seeded: BenchResume; headers: Record<string, string> }> {
  let loaded: BenchResume | null = null;
  for (let i = 0; i < SESSIONS; i++) {
    const seeded = await seedBenchResume(base, { [MOCK_SESSION_HEADER]: `bench-${i}` });
    loaded ??= seeded;
  }
  const profile = { name: 'elsewhere', path: '/api/index/button', seed: 1, error: { rate: 0.5, code: 2 } };
  await call(base, 'PUT', '/__mock/chaos', profile, { [MOCK_SESSION_HEADER]: 'bench-0' });
  await call(base, 'PUT', '/__mock/chaos', profile);
  return { seeded: loaded!, headers: { [MOCK_SESSION_HEADER]: 'bench-0' } };
}

export interface PlanRun {
  key: RunKey;
  label: string;
  server: Spawned;
  url: string;
  body: string;
  headers: Record<string, string>;
  reply: string;
}

/** One round's servers, each started afresh, and the eight runs against them (four a route). */
export interface Fleet {
  servers: Spawned[];
  dirs: string[];
  plan: PlanRun[];
  cvGetReplyBytes: number;
}

/**
 * Starts the bare server and a second one like it (the control), the real one (unless given: the last of the
 * start-time servers) and the sessions + chaos one, seeds them, and lays out the round's runs: the bare read, the
 * control's read, cv/get, cv/get in sessions + chaos; the same four for the write. The control answers what the
 * bench reads between two servers that are the same: how far from 100% a ratio strays with nothing to find.
 */
export async function startFleet(given?: { server: Spawned; dir: string }): Promise<Fleet> {
  const serverEnv = { MOCK_AI_LATENCY_MS: '0', LOG_LEVEL: 'warn' };
  const dirs: string[] = [];
  const servers: Spawned[] = [];
  const freshDir = (prefix: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
  const real =
    given?.server ?? (await spawnServer(await serverEntry(), { ...serverEnv, DATA_DIR: freshDir('cv-bench-') }));
  if (given) dirs.push(given.dir);
  servers.push(real);
  const plain = await seedBenchResume(real.base);
  const variant = await spawnServer(await serverEntry(), { ...serverEnv, DATA_DIR: freshDir('cv-bench-variant-') });
  servers.push(variant);
  const { seeded: inSession, headers: sessionHeaders } = await sessionsAndChaos(variant.base);
  // The write's sessions + chaos run is in that server's default session, which is on disk like the plain run's: a
  // named session's database is in memory, where a save cost 27% less CPU than the plain run's on disk (npm run bench,
  // 2026-11-29), a difference of storage that would hide any cost of the sessions and the chaos profile. The read's run
  // is in the named session, where it exercises the session lookup: a read differs far less between the two storages
  // (the named session's cv/get -10% to +4% of the plain run's in that day's six runs of the bench).
  const inDefault = await seedBenchResume(variant.base);
  const doc = JSON.stringify((JSON.parse(plain.cvGetReply) as Env).data);
  const bare = await spawnServer('mock-server/bench/bare-server.ts', { BARE_DOC: doc });
  servers.push(bare);
  const control = await spawnServer('mock-server/bench/bare-server.ts', { BARE_DOC: doc });
  servers.push(control);
  const bareGetReply = await (
    await fetch(`${bare.base}/bare/get`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: plain.cvGetBody,
    })
  ).text();
  /** A route's four runs: the bare baseline, the control, the real server, the same in sessions + chaos (in
   * `inVariant`). */
  interface RouteRuns {
    keys: readonly [RunKey, RunKey, RunKey, RunKey];
    bare: { label: string; url: string; reply: string };
    url: string;
    of: (seeded: BenchResume) => { body: string; reply: string };
    inVariant: { seeded: BenchResume; headers: Record<string, string>; where: string };
  }
  const runsOf = ({ keys, bare: base, url, of, inVariant }: RouteRuns): PlanRun[] => [
    {
      key: keys[0],
      label: base.label,
      server: bare,
      url: base.url,
      body: of(plain).body,
      headers: {},
      reply: base.reply,
    },
    {
      key: keys[1],
      label: '  same, a second bare (control)',
      server: control,
      url: base.url,
      body: of(plain).body,
      headers: {},
      reply: base.reply,
    },
    { key: keys[2], label: `POST ${url} (token)`, server: real, url, ...of(plain), headers: { token: plain.token } },
    {
      key: keys[3],
      label: `  same, ${SESSIONS} sessions + chaos (${inVariant.where})`,
      server: variant,
      url,
      ...of(inVariant.seeded),
      headers: { ...inVariant.headers, token: inVariant.seeded.token },
    },
  ];
  const plan = [
    ...runsOf({
      keys: ['bareGet', 'bareGetControl', 'cvGet', 'cvGetVariant'],
      bare: { label: 'bare Fastify + SQLite read', url: '/bare/get', reply: bareGetReply },
      url: '/api/cv/get',
      of: (s) => ({ body: s.cvGetBody, reply: s.cvGetReply }),
      inVariant: { seeded: inSession, headers: sessionHeaders, where: 'named' },
    }),
    ...runsOf({
      keys: ['bareSave', 'bareSaveControl', 'moduleSave', 'moduleSaveVariant'],
      bare: { label: 'bare Fastify + SQLite write', url: '/bare/save', reply: plain.saveReply },
      url: '/api/module/save',
      of: (s) => ({ body: s.saveBody, reply: s.saveReply }),
      inVariant: { seeded: inDefault, headers: {}, where: 'default' },
    }),
  ];
  // All on the servers' CPU (lib.ts, BENCH_CPUS says why), the given start-time server too.
  if (BENCH_CPUS) for (const server of servers) pinTo(server.child.pid, BENCH_CPUS.servers);
  // Quiet first: a fresh real server warms its PDF thread after it listens, work that would land in the first run.
  for (const server of servers) await settled(server);
  return { servers, dirs, plan, cvGetReplyBytes: plain.cvGetReply.length };
}

/** Waits (up to 10 s) until a server has spent under 5 ms of CPU in the last 500 ms. */
async function settled(server: Spawned): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const before = cpuMs(server.child.pid);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = cpuMs(server.child.pid);
    if (before === null || after === null || after - before < 5) return;
  }
}

export async function stopFleet(fleet: Fleet | null): Promise<void> {
  if (!fleet) return;
  for (const server of fleet.servers) await server.stop();
  for (const dir of fleet.dirs) fs.rmSync(dir, { recursive: true, force: true });
}
