/**
 * The contract suite's target and its validator.
 * - Target: an in-process app on a fresh DATA_DIR, or a live server when CONTRACT_BASE_URL is set
 *   (npm run contract -- --base-url URL [--token T | --token-command CMD] [--admin-key K]; see scripts/contract.mjs).
 * - Two tiers: blackbox/ uses only /api with one given token (what a team points at the real service);
 *   mock/ also drives the control API (/__mock: logins, clock, forced codes), with CONTRACT_ADMIN_KEY off loopback.
 * - Every JSON reply either tier receives is checked against the target's served document (/api/docs/json; or
 *   --doc-url; or, when the target serves none, the contract's own document)
 *   with a standard validator (Ajv 2020, src/lib/reply-validator.ts); a violation fails the test that received it.
 *   Counts go to CONTRACT_STATS_FILE when set (the runner prints the totals).
 */
import fs from 'node:fs';
import type { Server } from 'node:http';
import supertest from 'supertest';
import { afterAll, afterEach } from 'vitest';
import { DRIFT_SEVERITY, MOCK_ADMIN_HEADER, MOCK_PREFIX, routes, type RouteData, type RouteName } from '@cv/contract';
import { createReplyValidator, type ReplyValidator, type Violation } from '../../src/lib/reply-validator.ts';
import { jsonPaths } from '../../src/observed/coverage.ts';
import { dumpDatabase } from '../db-dump.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

export const liveBaseUrl = process.env.CONTRACT_BASE_URL?.replace(/\/+$/, '') || null;
const givenToken = process.env.CONTRACT_TOKEN || null;
const adminKey = process.env.CONTRACT_ADMIN_KEY || null;

/** Replies checked and violations found in this test file. */
export const stats = { validated: 0, violations: 0, undocumented: 0 };
let pending: Violation[] = [];

/**
 * A violation fails the test that received it when it is breaking (DRIFT_SEVERITY), or a warning with
 * CONTRACT_FAIL_ON_WARNING=1; every violation and every checked reply go to CONTRACT_RECORD_FILE when set (the
 * runner's --report and the coverage count them).
 */
const failOnWarning = process.env.CONTRACT_FAIL_ON_WARNING === '1';
const recordFile = process.env.CONTRACT_RECORD_FILE;
const fails = (v: Violation) =>
  DRIFT_SEVERITY[v.category] === 'breaking' || (failOnWarning && DRIFT_SEVERITY[v.category] === 'warning');

afterEach(() => {
  if (pending.length === 0) return;
  const found = pending;
  pending = [];
  throw new Error(
    `${found.length} repl${found.length === 1 ? 'y violates' : 'ies violate'} the served document:\n` +
      found
        .map((v) => `  ${v.route} HTTP ${v.status} code ${v.code}: ${v.path} expected ${v.expected}, got ${v.got}`)
        .join('\n'),
  );
});
afterAll(() => {
  const file = process.env.CONTRACT_STATS_FILE;
  if (file) fs.appendFileSync(file, `${JSON.stringify(stats)}\n`);
});

export interface Target {
  /** An agent for any path (the mock tier; sends the admin key when one is given). */
  http: () => supertest.Agent;
  /** An agent for /api only (the black-box tier): any other path throws. */
  api: () => supertest.Agent;
  /** Present only in-process: direct access for "nothing changed" checks. */
  local: TestApp | null;
  close(): Promise<void>;
}

/** One checked reply for the record file: its operation, status, code, the JSON paths it has, its violations. */
function replyRecord(method: string, path: string, res: { status: number; body: unknown }, violations: Violation[]) {
  const body = res.body as { code?: unknown } | null;
  return {
    method: method.toUpperCase(),
    path,
    status: res.status,
    code: typeof body?.code === 'number' ? body.code : null,
    paths: jsonPaths(res.body),
    violations,
  };
}

/** Checks each JSON reply an agent receives against the document. */
function validating(agent: supertest.Agent, check: ReplyValidator, onlyApi: boolean): supertest.Agent {
  agent.use((request: unknown) => {
    const req = request as unknown as { method: string; url: string; on(e: 'response', f: (r: unknown) => void): void };
    const path = new URL(req.url, 'http://target').pathname;
    if (onlyApi && !path.startsWith('/api/')) {
      throw new Error(`the black-box tier uses only /api, not ${req.method} ${path}`);
    }
    req.on('response', (raw) => {
      const res = raw as { status: number; type: string; body: unknown };
      if (!/json/.test(res.type)) return;
      const verdict = check(req.method, path, res.status, res.body);
      if (!verdict.documented) {
        stats.undocumented++;
        return;
      }
      stats.validated++;
      const violations = verdict.ok ? [] : verdict.violations;
      if (violations.length > 0) {
        stats.violations++;
        pending.push(...violations.filter(fails));
      }
      if (recordFile)
        fs.appendFileSync(recordFile, `${JSON.stringify(replyRecord(req.method, path, res, violations))}\n`);
    });
  });
  return agent;
}

/**
 * The document replies are checked against: CONTRACT_DOC_URL (--doc-url: a URL or a file), else the one the target
 * serves at /api/docs/json, else (a real service that serves none) the contract's own, built by an in-process mock.
 */
async function loadDocument(base: () => supertest.Agent): Promise<unknown> {
  const docUrl = process.env.CONTRACT_DOC_URL;
  if (docUrl) {
    if (!/^https?:/.test(docUrl)) return JSON.parse(fs.readFileSync(docUrl, 'utf8'));
    const res = await fetch(docUrl);
    if (!res.ok) throw new Error(`--doc-url ${docUrl} answered HTTP ${res.status}`);
    return res.json();
  }
  const served = await base().get('/api/docs/json');
  if (served.status === 200 && served.body?.paths) return served.body;
  const contract = await buildTestApp();
  try {
    return (await contract.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  } finally {
    await contract.close();
  }
}

export async function startTarget(): Promise<Target> {
  let local: TestApp | null = null;
  let base: () => supertest.Agent;
  if (liveBaseUrl) {
    base = () => supertest.agent(liveBaseUrl);
  } else {
    local = await buildTestApp();
    await local.app.ready();
    const server: Server = local.app.server;
    base = () => supertest.agent(server);
  }
  const check = createReplyValidator(await loadDocument(base));
  return {
    http: () => {
      const agent = validating(base(), check, false);
      return adminKey ? agent.set(MOCK_ADMIN_HEADER, adminKey) : agent;
    },
    api: () => validating(base(), check, true),
    local,
    close: async () => {
      await local?.close();
    },
  };
}

/** A token for a fresh user through the control API (the mock tier only). */
export async function loginOn(target: Target, nickname?: string): Promise<string> {
  const res = await target
    .http()
    .post(`${MOCK_PREFIX}/login`)
    .send(nickname ? { nickname } : {});
  if (res.status === 200 && res.body?.code === 0) return res.body.data.token as string;
  throw new Error(
    `cannot log in through ${MOCK_PREFIX}/login (HTTP ${res.status}): the mock tier needs the control API; ` +
      'pass --admin-key for a mock that is not on loopback, or run --tier blackbox',
  );
}

/**
 * The black-box tier's one user: --token / --token-command against a live server; in-process, a user the harness
 * logs in (the tests themselves never touch /__mock).
 */
export async function blackboxToken(target: Target): Promise<string> {
  if (givenToken) return givenToken;
  if (target.local) {
    const res = await target.local.app.inject({ method: 'POST', url: `${MOCK_PREFIX}/login`, payload: {} });
    return res.json<{ data: { token: string } }>().data.token;
  }
  throw new Error('the black-box tier needs a token: pass --token TOKEN or --token-command "CMD"');
}

/** Asserts a code-0 reply (its shape is already checked against the document); returns the data. */
export function expectOk<N extends RouteName>(name: N, body: unknown): RouteData<N> {
  const envelope = body as { code?: number; data?: unknown };
  if (envelope?.code !== 0) throw new Error(`${name} answered ${JSON.stringify(body).slice(0, 300)}`);
  return envelope.data as RouteData<N>;
}

/** Asserts an envelope with this code and a non-empty message. */
export function expectCode(body: unknown, code: number): void {
  const envelope = body as { code?: number; msg?: string };
  if (envelope?.code !== code || !envelope.msg) {
    throw new Error(`expected an envelope with code ${code}, got ${JSON.stringify(body).slice(0, 300)}`);
  }
}

/** Calls a contract route by name with its method and path (black-box tier: `via` is target.api). */
export function call(
  target: Target,
  name: RouteName,
  payload?: unknown,
  token?: string,
  via: 'http' | 'api' = 'http',
): supertest.Test {
  const def = routes[name];
  const agent = target[via]();
  let req =
    def.method === 'GET' ? agent.get(def.path).query((payload ?? {}) as Record<string, string>) : agent.post(def.path);
  if (token) req = req.set('token', token);
  if (def.method !== 'GET' && payload !== undefined) req = req.send(payload as object);
  return req;
}

/** Runs fn and, in-process, asserts the database is byte-for-byte the same afterwards. */
export async function expectUnchanged(target: Target, fn: () => Promise<void>): Promise<void> {
  const before = target.local ? dumpDatabase(target.local.app.db) : null;
  await fn();
  if (target.local && dumpDatabase(target.local.app.db) !== before) throw new Error('the database changed');
}

/** Moves the target's mock clock (the mock tier only). */
export async function advanceClock(target: Target, ms: number): Promise<void> {
  const res = await target.http().post(`${MOCK_PREFIX}/clock/advance`).send({ ms });
  if (res.body?.code !== 0) throw new Error(`clock/advance failed: ${JSON.stringify(res.body)}`);
}

/** A resume of a fresh user with personal info filled: what most cv routes need (the mock tier). */
export async function userWithResume(target: Target, template = 'classic-2f5496') {
  const token = await loginOn(target);
  const created = await call(target, 'cvNew', { template }, token);
  const cid = expectOk('cvNew', created.body).cid;
  const saved = await call(target, 'personalSave', { ...personalOf(cid) }, token);
  expectOk('personalSave', saved.body);
  return { token, cid };
}

export const personalOf = (cid: string) => ({
  cid,
  name: '张三',
  wish: '前端开发工程师',
  exps: '3-5年',
  phone: '13800138000',
  avatar: '',
  avatar_url: '',
  email: 'zhangsan@example.com',
  birthday: '1996-05-20',
  gender: 1,
});

export const moduleOf = (cid: string, extra: Record<string, unknown> = {}) => ({
  cid,
  name: '工作经历',
  alias: '工作经历',
  content: JSON.stringify([
    { company: '某科技公司', title: '前端工程师', start: '2020-07', end: '', desc: '负责前端开发' },
  ]),
  style: 'work',
  sort: 2,
  custom: 0,
  ...extra,
});
