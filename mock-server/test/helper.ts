/** Test helpers: a fresh app on a temporary DATA_DIR, and a login through the control API. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { createClock, type Clock } from '../src/clock.ts';
import type { ApiEnvelope } from '@cv/contract';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  clock: Clock;
  close(): Promise<void>;
}

export async function buildTestApp(options: BuildAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-mock-test-'));
  const clock = options.clock ?? createClock();
  const app = await buildApp({
    checkCodes: true,
    ...options,
    clock,
    config: {
      publicUrl: 'http://127.0.0.1:3000',
      aiLatencyMs: 0,
      autoLoginMs: 0,
      mockAdminKey: '',
      ...options.config,
      dataDir,
    },
  });
  return {
    app,
    dataDir,
    clock,
    async close() {
      const undeclared = app.undeclaredReplies;
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (undeclared.length > 0) {
        throw new Error(`replies with codes their route does not declare: ${JSON.stringify(undeclared.slice(0, 5))}`);
      }
    },
  };
}

export type Envelope<T = unknown> = ApiEnvelope<T>;

/** POSTs JSON (or nothing) with an optional token and returns the parsed envelope and HTTP status. */
export async function post<T = unknown>(app: FastifyInstance, url: string, body?: unknown, token?: string) {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { ...(token ? { token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: res.statusCode, body: res.json<Envelope<T>>() };
}

export async function get<T = unknown>(app: FastifyInstance, url: string, token?: string) {
  const res = await app.inject({ method: 'GET', url, headers: token ? { token } : {} });
  return { status: res.statusCode, body: res.json<Envelope<T>>() };
}

/** Logs in a fresh user (or the one with this nickname) and returns its token and id. */
export async function login(app: FastifyInstance, nickname?: string): Promise<{ token: string; userId: number }> {
  const { body } = await post<{ token: string; user: { id: number } }>(
    app,
    '/__mock/login',
    nickname ? { nickname } : {},
  );
  if (body.code !== 0) throw new Error(`login failed: ${body.msg}`);
  return { token: body.data.token, userId: body.data.user.id };
}

/** A resume of a fresh user with personal info filled in. */
export async function loginWithResume(app: FastifyInstance, template = 'classic-2f5496') {
  const { token, userId } = await login(app);
  const created = await post<{ cid: string }>(app, '/api/cv/new', { template }, token);
  if (created.body.code !== 0) throw new Error(`cv/new failed: ${created.body.msg}`);
  const cid = created.body.data.cid;
  const saved = await post(app, '/api/personal/save', { ...personalOf(cid) }, token);
  if (saved.body.code !== 0) throw new Error(`personal/save failed: ${saved.body.msg}`);
  return { token, userId, cid };
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

/** A module/save body: one work entry in resume `cid`, at sort 2; `extra` overrides any field. */
export const workModule = (cid: string, extra: Record<string, unknown> = {}) => ({
  cid,
  name: '工作经历',
  alias: '工作经历',
  content: JSON.stringify([{ company: '某公司', title: '工程师', start: '2020-01', end: '', desc: '负责开发' }]),
  style: 'work',
  sort: 2,
  custom: 0,
  ...extra,
});

/** POST /api/avatar/upload with `bytes` as the multipart file part (a PNG by name and type). */
export const uploadAvatar = (app: FastifyInstance, token: string, bytes: Buffer) =>
  app.inject({
    method: 'POST',
    url: '/api/avatar/upload',
    headers: { token, 'content-type': 'multipart/form-data; boundary=XX' },
    payload: Buffer.concat([
      Buffer.from(
        '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
      ),
      bytes,
      Buffer.from('\r\n--XX--\r\n'),
    ]),
  });

export const filesIn = (dir: string): string[] => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);
