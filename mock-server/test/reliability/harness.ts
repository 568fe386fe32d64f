/**
 * The reliability tests' harness (issue 8): an in-process app with two users and their resources (resumes, modules,
 * orders, uploads, a login ticket) that are recreated whenever a fuzzed request deleted them, Refs resolved to their
 * current values, and fuzzed requests sent and held to the invariants: an envelope, no 5xx, no prototype pollution,
 * and, when refused, no change to the database or to the files under DATA_DIR.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from 'better-sqlite3';
import { buildTestApp, type TestApp } from '../helper.ts';
import type { BuildAppOptions } from '../../src/app.ts';
import { expectEnvelope, isHarExport, isPageRequest, isPreflightAnswer, type Envelope } from './envelope.ts';
import { Ref, type InjectCase, type RefName } from './fuzz-case.ts';
import { TINY_PNG, multipart } from './multipart.ts';
import { expectNoPrototypePollution } from './prototype-pollution.ts';
import { personalBody, workModuleBody } from './request-bodies.ts';
import { dumpDatabase } from './state-dump.ts';

interface Side {
  token: string;
  userId: number;
  cid: string;
  moduleId: number;
  order: string;
  upload: string;
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
