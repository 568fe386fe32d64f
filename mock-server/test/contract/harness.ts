/**
 * The contract suite's target: an in-process app on a fresh DATA_DIR, or a live server when
 * CONTRACT_BASE_URL is set (npm run contract -- --base-url URL [--token T]).
 */
import type { Server } from 'node:http';
import supertest from 'supertest';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { Type, type TSchema } from '@sinclair/typebox';
import { Envelope, ErrorEnvelope, routes, type RouteData, type RouteName } from '@cv/contract';
import { dumpDatabase } from '../db-dump.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

export const liveBaseUrl = process.env.CONTRACT_BASE_URL?.replace(/\/+$/, '') || null;
const givenToken = process.env.CONTRACT_TOKEN || null;

export interface Target {
  http: () => supertest.Agent;
  /** Present only in-process: direct access for "nothing changed" checks. */
  local: TestApp | null;
  close(): Promise<void>;
}

export async function startTarget(): Promise<Target> {
  if (liveBaseUrl) {
    return { http: () => supertest.agent(liveBaseUrl), local: null, close: async () => undefined };
  }
  const local = await buildTestApp();
  await local.app.ready();
  const server: Server = local.app.server;
  return { http: () => supertest.agent(server), local, close: () => local.close() };
}

/** A token for a fresh user: the control API when the target has it, else CONTRACT_TOKEN. */
export async function loginOn(target: Target, nickname?: string): Promise<string> {
  const res = await target
    .http()
    .post('/__mock/login')
    .send(nickname ? { nickname } : {});
  if (res.status === 200 && res.body?.code === 0) return res.body.data.token as string;
  if (givenToken) return givenToken;
  throw new Error('cannot log in: the target has no /__mock/login; pass --token');
}

const compiled = new Map<TSchema, TypeCheck<TSchema>>();
function checker(schema: TSchema): TypeCheck<TSchema> {
  let check = compiled.get(schema);
  if (!check) {
    check = TypeCompiler.Compile(schema);
    compiled.set(schema, check);
  }
  return check;
}

/** Asserts a code-0 reply matches Envelope(routes[name].data); returns the data. */
export function expectOk<N extends RouteName>(name: N, body: unknown): RouteData<N> {
  const check = checker(Envelope(routes[name].data));
  if (!check.Check(body)) {
    const errors = [...check.Errors(body)].slice(0, 3).map((e) => `${e.path}: ${e.message}`);
    throw new Error(
      `${name} reply does not match the contract: ${errors.join('; ')}\n${JSON.stringify(body).slice(0, 500)}`,
    );
  }
  const envelope = body as { code: number; data: unknown };
  if (envelope.code !== 0) throw new Error(`${name} answered code ${envelope.code}: ${JSON.stringify(body)}`);
  return envelope.data as RouteData<N>;
}

/** Asserts an error envelope with this code and a non-empty message. */
export function expectCode(body: unknown, code: number): void {
  const generic = checker(Envelope(Type.Unknown()));
  const ok = checker(ErrorEnvelope).Check(body) || generic.Check(body);
  const envelope = body as { code?: number; msg?: string };
  if (!ok || envelope.code !== code || !envelope.msg) {
    throw new Error(`expected an envelope with code ${code}, got ${JSON.stringify(body).slice(0, 300)}`);
  }
}

/** Calls a contract route by name with its method and path. */
export function call(target: Target, name: RouteName, payload?: unknown, token?: string): supertest.Test {
  const def = routes[name];
  const agent = target.http();
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

/** Moves the target's mock clock (only targets with the control API). */
export async function advanceClock(target: Target, ms: number): Promise<void> {
  const res = await target.http().post('/__mock/clock/advance').send({ ms });
  if (res.body?.code !== 0) throw new Error(`clock/advance failed: ${JSON.stringify(res.body)}`);
}

/** A resume of a fresh user with personal info filled: what most cv routes need. */
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
