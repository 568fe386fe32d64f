/**
 * Shared machinery of the reliability tests (issue 8): an in-process app with two users and their resources
 * (resumes, modules, orders, uploads, a login ticket) that are recreated whenever a fuzzed request deleted them,
 * a deterministic dump of every table to prove rejected requests change nothing, the list of registered
 * routes, the envelope check, and a multipart body builder.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from 'better-sqlite3';
import { buildTestApp, type TestApp } from '../helper.ts';
import type { BuildAppOptions } from '../../src/app.ts';
import type { ApiEnvelope } from '@cv/contract';

export type Envelope<T = unknown> = ApiEnvelope<T>;

/** A placeholder resolved against the harness state when the case runs (ids change as fuzzing deletes things). */
export class Ref {
  constructor(readonly name: RefName) {}
  toString(): string {
    return `Ref(${this.name})`;
  }
  /** In a JSON body a Ref is a marker string that Harness.resolveJson replaces with the real (typed) value. */
  toJSON(): string {
    return `@@ref:${this.name}@@`;
  }
}

export type RefName =
  | 'token:A'
  | 'token:B'
  | 'user:A'
  | 'user:B'
  | 'cid:A'
  | 'cid:B'
  | 'module:A'
  | 'module:B'
  | 'order:A'
  | 'order:B'
  | 'upload:A'
  | 'upload:B'
  | 'ticket'
  | 'template'
  | 'goods';

interface Side {
  token: string;
  userId: number;
  cid: string;
  moduleId: number;
  order: string;
  upload: string;
}

/** A 1x1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body built by hand (so names, types and contents can be anything). */
export function multipart(parts: Part[], boundary = 'fuzzBoundary7MA4YWxkTrZu0gW'): { payload: Buffer; type: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.contentType !== undefined) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(
      Buffer.from(`${head}\r\n`),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

export interface RegisteredRoute {
  method: string;
  url: string;
}

/** Every registered route, from Fastify's route tree (printRoutes), so new /__mock routes are fuzzed automatically. */
export function listRoutes(app: FastifyInstance): RegisteredRoute[] {
  const out: RegisteredRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const full = (depth > 0 ? (stack[depth - 1] ?? '') : '') + (match[2] ?? '');
    stack[depth] = full;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD') out.push({ method, url: full });
    }
  }
  return out;
}

/** Asserts the reply is an envelope `{code, data, msg}` and not a 5xx; returns it. */
export function expectEnvelope(res: LightMyRequestResponse, what: string): Envelope {
  const fail = (why: string) =>
    new Error(
      `${what}: ${why} (HTTP ${res.statusCode}, ${String(res.headers['content-type'])}): ${res.body.slice(0, 300)}`,
    );
  if (res.statusCode >= 500) throw fail('server error');
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) throw fail('not JSON');
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    throw fail('body is not JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw fail('not an object');
  const env = body as Record<string, unknown>;
  if (typeof env.code !== 'number' || !Number.isInteger(env.code)) throw fail('code is not an integer');
  if (typeof env.msg !== 'string') throw fail('msg is not a string');
  if (!('data' in env)) throw fail('no data');
  if (env.code !== 0 && env.msg.trim() === '') throw fail('error without a message');
  if (env.code === 500) throw fail('code 500');
  return env as unknown as Envelope;
}

/** A deterministic dump of every table (rowid order), hashed. */
export function dumpDatabase(db: Database): string {
  const hash = createHash('sha256');
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .pluck()
    .all() as string[];
  for (const table of tables) {
    hash.update(`\n#${table}\n`);
    for (const row of db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).raw().iterate()) {
      hash.update(JSON.stringify(row));
      hash.update('\n');
    }
  }
  return hash.digest('hex');
}

/** Full dump as objects, for readable diffs in focused tests. */
export function dumpTables(db: Database): Record<string, unknown[]> {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .pluck()
    .all() as string[];
  return Object.fromEntries(tables.map((t) => [t, db.prepare(`SELECT * FROM "${t}" ORDER BY rowid`).all()]));
}

/** Every file under a directory (relative paths), sorted. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(dir, f), { throwIfNoEntry: false })?.isFile() === true)
    .sort();
}

const PROTOTYPES = [Object.prototype, Array.prototype, Function.prototype, String.prototype];
const baseline = PROTOTYPES.map((p) => Object.getOwnPropertyNames(p).sort().join(','));

/** Throws when a request polluted a built-in prototype of this process (the app runs in it). */
export function expectNoPrototypePollution(what: string): void {
  PROTOTYPES.forEach((p, i) => {
    if (Object.getOwnPropertyNames(p).sort().join(',') !== baseline[i]) throw new Error(`${what}: prototype polluted`);
  });
  const probe = {} as Record<string, unknown>;
  if (probe.polluted !== undefined || probe.isAdmin !== undefined) throw new Error(`${what}: prototype polluted`);
}

/**
 * GETs that legitimately answer HTML: the control panel (GET /__mock) and paths that, once dot segments are
 * resolved as every HTTP client does, leave the API prefixes (the SPA's history fallback).
 */
function isPageRequest(method: string, url: string, res: LightMyRequestResponse): boolean {
  if (method !== 'GET' || res.statusCode !== 200) return false;
  if (!String(res.headers['content-type'] ?? '').startsWith('text/html')) return false;
  const pathname = new URL(url, 'http://localhost').pathname;
  return pathname === '/__mock' || !/^\/(api|__mock|mock|files|uploads|thumbnails)(\/|$)/.test(pathname);
}

/** GET /__mock/journal.har answers a HAR 1.2 document, not an envelope (its errors are envelopes). */
function isHarExport(method: string, url: string, res: LightMyRequestResponse): boolean {
  if (method !== 'GET' || res.statusCode !== 200) return false;
  if (new URL(url, 'http://localhost').pathname !== '/__mock/journal.har') return false;
  try {
    return (JSON.parse(res.body) as { log?: { version?: unknown } }).log?.version === '1.2';
  } catch {
    return false;
  }
}

/** OPTIONS is answered by the CORS plugin: 204, no body, the allowed methods. Everything else is an envelope. */
function isPreflightAnswer(method: string, res: LightMyRequestResponse): boolean {
  return (
    method === 'OPTIONS' &&
    res.statusCode === 204 &&
    res.body === '' &&
    res.headers['access-control-allow-methods'] !== undefined
  );
}

export interface InjectCase {
  method: string;
  url: string;
  headers?: Record<string, string | Ref>;
  payload?: string | Buffer;
  remoteAddress?: string;
}

export class Harness {
  readonly t: TestApp;
  readonly app: FastifyInstance;
  readonly db: Database;
  /** Requests sent by fuzzing (not the setup ones). */
  cases = 0;
  private sides: Partial<Record<'A' | 'B', Side>> = {};
  private ticket = '';
  private cached = { changes: -1, hash: '' };
  private readonly totalChanges;

  private constructor(t: TestApp) {
    this.t = t;
    this.app = t.app;
    this.db = t.app.db;
    this.totalChanges = this.db.prepare('SELECT total_changes()').pluck();
  }

  static async create(options: BuildAppOptions = {}): Promise<Harness> {
    const h = new Harness(await buildTestApp(options));
    await h.ensure();
    return h;
  }

  close(): Promise<void> {
    return this.t.close();
  }

  get dataDir(): string {
    return this.t.dataDir;
  }

  /**
   * The dump hash of the database now. SQLite's total_changes() counts every row written by this connection
   * (rolled back or not), so while it has not moved the cached dump is still exact; otherwise it is recomputed.
   */
  snapshot(): string {
    const changes = this.totalChanges.get() as number;
    if (changes !== this.cached.changes) this.cached = { changes, hash: dumpDatabase(this.db) };
    return this.cached.hash;
  }

  /** Names of every file under DATA_DIR except the database (top level, uploads/ and files/: no recursion needed). */
  files(): string[] {
    const out: string[] = [];
    for (const entry of fs.readdirSync(this.dataDir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        for (const name of fs.readdirSync(path.join(this.dataDir, entry.name))) out.push(path.join(entry.name, name));
      } else if (!entry.name.startsWith('mock.sqlite')) {
        out.push(entry.name);
      }
    }
    return out.sort();
  }

  /** A request made by the harness itself (setup), which must succeed. */
  async setup<T>(method: string, url: string, body?: unknown, token?: string): Promise<T> {
    const res = await this.app.inject({
      method: method as 'POST',
      url,
      headers: { ...(token ? { token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    const env = expectEnvelope(res, `setup ${method} ${url}`);
    if (env.code !== 0) throw new Error(`setup ${method} ${url} answered ${env.code} ${env.msg}`);
    return env.data as T;
  }

  /** (Re)creates whatever the last request removed: users, sessions, resumes, modules, orders, uploads, ticket. */
  async ensure(): Promise<void> {
    const { users, resumes, quota } = this.app.services;
    for (const key of ['A', 'B'] as const) {
      let side = this.sides[key];
      if (!side || !users.findByToken(side.token)) {
        const login = await this.setup<{ token: string; user: { id: number } }>('POST', '/__mock/login', {
          nickname: `fuzz-${key}`,
        });
        side = { token: login.token, userId: login.user.id, cid: '', moduleId: 0, order: '', upload: '' };
        this.sides[key] = side;
      }
      const user = users.findById(side.userId);
      if (!user || user.resumes_left < 100 || user.downloads_left < 100 || user.vip_until !== null) {
        quota.set(side.userId, { resumes_left: 1_000_000, downloads_left: 1_000_000, vip_until: null });
      }
      const hasModule =
        side.cid &&
        resumes.findOwned(side.userId, side.cid) &&
        this.db.prepare('SELECT 1 FROM modules WHERE id = ? AND cid = ?').get(side.moduleId, side.cid);
      if (!hasModule) {
        const template = this.app.fixtures.templates[0]?.id ?? 'classic';
        const { cid } = await this.setup<{ cid: string }>('POST', '/api/cv/new', { template }, side.token);
        await this.setup('POST', '/api/personal/save', personalBody(cid, `用户${key}`), side.token);
        const { id } = await this.setup<{ id: number }>('POST', '/api/module/save', workModuleBody(cid), side.token);
        side.cid = cid;
        side.moduleId = id;
      }
      if (!side.order || !this.db.prepare('SELECT 1 FROM orders WHERE out_trade_no = ?').get(side.order)) {
        const goodsId = this.app.fixtures.goods[0]?.id ?? 1;
        side.order = (
          await this.setup<{ out_trade_no: string }>('POST', '/api/wxSrv/prepay', { goods_id: goodsId }, side.token)
        ).out_trade_no;
      }
      const uploadOk =
        side.upload &&
        this.db.prepare('SELECT 1 FROM uploads WHERE name = ?').get(side.upload) &&
        fs.existsSync(this.app.storage.uploadPath(side.upload));
      if (!uploadOk) {
        const body = multipart([{ name: 'file', filename: 'a.png', contentType: 'image/png', data: TINY_PNG }]);
        const res = await this.app.inject({
          method: 'POST',
          url: '/api/avatar/upload',
          headers: { token: side.token, 'content-type': body.type },
          payload: body.payload,
        });
        const env = expectEnvelope(res, 'setup upload');
        if (env.code !== 0) throw new Error(`setup upload answered ${env.code} ${env.msg}`);
        side.upload = (env.data as { avatar: string }).avatar;
      }
    }
    const row = this.ticket
      ? (this.db.prepare('SELECT state, expires_at FROM qr_tickets WHERE ticket = ?').get(this.ticket) as
          { state: string; expires_at: number } | undefined)
      : undefined;
    if (!row || row.state !== 'waiting' || row.expires_at <= this.app.clock.now()) {
      this.ticket = (await this.setup<{ ticket: string }>('POST', '/api/wxSrv/qrLogin')).ticket;
    }
  }

  side(key: 'A' | 'B'): Side {
    const side = this.sides[key];
    if (!side) throw new Error('harness not ready');
    return side;
  }

  resolve(ref: Ref): string {
    const [kind, who] = ref.name.split(':') as [string, 'A' | 'B' | undefined];
    const side = who ? this.side(who) : null;
    switch (kind) {
      case 'token':
        return side!.token;
      case 'user':
        return String(side!.userId);
      case 'cid':
        return side!.cid;
      case 'module':
        return String(side!.moduleId);
      case 'order':
        return side!.order;
      case 'upload':
        return side!.upload;
      case 'ticket':
        return this.ticket;
      case 'template':
        return this.app.fixtures.templates[0]?.id ?? 'classic';
      case 'goods':
        return String(this.app.fixtures.goods[0]?.id ?? 1);
      default:
        throw new Error(`unknown ref ${ref.name}`);
    }
  }

  /** The value of a Ref as JSON: module, goods and user ids are numbers. */
  private typed(name: RefName): string | number {
    const v = this.resolve(new Ref(name));
    return /^(module|goods|user)/.test(name) ? Number(v) : v;
  }

  /** Replaces Ref markers in a JSON text with the current values. */
  resolveJson(text: string): string {
    return text.replace(/"@@ref:([a-z]+(?::[AB])?)@@"/g, (_m, name: string) =>
      JSON.stringify(this.typed(name as RefName)),
    );
  }

  /** Replaces `{{ref}}` markers inside a URL. */
  resolveUrl(text: string): string {
    return text.replace(/\{\{([a-z]+(?::[AB])?)\}\}/g, (_m, name: string) =>
      encodeURIComponent(this.resolve(new Ref(name as RefName))),
    );
  }

  /**
   * Sends one fuzzed request and checks the invariants: an envelope, no 5xx, no prototype pollution, and when the
   * code is not 0, no change in any table and no new or removed file under DATA_DIR. Restores the clock and
   * forced replies afterwards so the next case starts from normal conditions.
   */
  async fuzz(c: InjectCase, what: string): Promise<Envelope> {
    await this.ensure();
    const before = this.snapshot();
    const filesBefore = this.files();
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(c.headers ?? {})) headers[k] = v instanceof Ref ? this.resolve(v) : v;
    const url = this.resolveUrl(c.url);
    const label = `${what}: ${c.method} ${url.slice(0, 200)}`;
    let res: LightMyRequestResponse;
    try {
      res = await this.app.inject({
        method: c.method as 'POST',
        url,
        headers,
        ...(c.payload === undefined
          ? {}
          : { payload: typeof c.payload === 'string' ? this.resolveJson(c.payload) : c.payload }),
        ...(c.remoteAddress ? { remoteAddress: c.remoteAddress } : {}),
      });
    } catch (error) {
      throw new Error(`${label}: inject threw ${String(error)}`);
    }
    this.cases++;
    const env = isPageRequest(c.method, url, res)
      ? { code: 0, data: null, msg: 'page' }
      : isHarExport(c.method, url, res)
        ? { code: 0, data: null, msg: 'HAR' }
        : isPreflightAnswer(c.method, res)
          ? { code: -1, data: null, msg: 'CORS preflight' } // must change nothing, like any refused request
          : expectEnvelope(res, label);
    expectNoPrototypePollution(label);
    if (env.code !== 0) {
      if (this.snapshot() !== before)
        throw new Error(`${label}: answered ${env.code} (${env.msg}) but changed the database`);
      const filesAfter = this.files();
      if (filesAfter.join('\n') !== filesBefore.join('\n')) {
        throw new Error(`${label}: answered ${env.code} but changed files: ${filesAfter.join(', ')}`);
      }
    }
    this.app.clock.reset();
    this.app.services.mock.clearForced();
    return env;
  }

  /** The server still answers: healthz and an authenticated read of user A's resume. */
  async expectServing(): Promise<void> {
    await this.ensure();
    const health = await this.app.inject({ method: 'GET', url: '/healthz' });
    if (health.statusCode !== 200) throw new Error(`healthz answered ${health.statusCode}`);
    const a = this.side('A');
    const res = await this.app.inject({
      method: 'POST',
      url: '/api/cv/get',
      headers: { token: a.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ cid: a.cid }),
    });
    const env = expectEnvelope(res, 'cv/get after fuzzing');
    if (env.code !== 0) throw new Error(`cv/get after fuzzing answered ${env.code} ${env.msg}`);
  }
}

export function personalBody(cid: string, name: string) {
  return {
    cid,
    name,
    wish: '前端工程师',
    exps: '3-5年',
    phone: '13800000000',
    avatar: '',
    avatar_url: '',
    email: 'a@example.com',
    birthday: '1995-01-01',
    gender: 1,
  };
}

export function workModuleBody(cid: string, desc = '负责前端架构') {
  return {
    cid,
    name: '工作经历',
    alias: '工作经历',
    style: 'work',
    sort: 2,
    custom: 0,
    content: JSON.stringify([{ company: '某公司', title: '前端', start: '2020-01', end: '2022-01', desc }]),
  };
}
