/**
 * What the API benchmark and the profiler (bench/api.ts, bench/profile.ts) measure against: a signed-in user with
 * unlimited quota and one resume built from fixtures/sample-resume.json, the cv/get request and its reply, and a
 * module/save request that stores the work module exactly as it is (so the document stays the same while it runs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.ts';

export interface Env {
  code: number;
  data: unknown;
  msg: string;
}

export async function call(
  base: string,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Env> {
  const res = await fetch(base + url, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const env = (await res.json()) as Env;
  if (env.code !== 0) throw new Error(`${url} answered ${env.code} ${env.msg}`);
  return env;
}

export interface BenchResume {
  token: string;
  cid: string;
  cvGetBody: string;
  cvGetReply: string;
  saveBody: string;
  saveReply: string;
}

/** Signs in, lifts the quota and builds the sample resume; `headers` (x-mock-session) go on every call. */
export async function seedBenchResume(base: string, headers: Record<string, string> = {}): Promise<BenchResume> {
  const sample = JSON.parse(fs.readFileSync(path.join(ROOT, 'fixtures/sample-resume.json'), 'utf8')) as {
    personal: Record<string, unknown>;
    modules: { name: string; alias: string; content: string; style: string; sort: number; custom: number }[];
  };
  const login = (await call(base, 'POST', '/__mock/login', { nickname: 'bench' }, headers)).data as {
    token: string;
    user: { id: number };
  };
  const token = login.token;
  const authed = { ...headers, token };
  await call(base, 'PUT', `/__mock/users/${login.user.id}/quota`, { resumes_left: null }, headers);
  const templates = (await call(base, 'POST', '/api/template/list', {}, headers)).data as {
    templates: { id: string }[];
  };
  const cid = (
    (await call(base, 'POST', '/api/cv/new', { template: templates.templates[0]!.id }, authed)).data as { cid: string }
  ).cid;
  await call(base, 'POST', '/api/personal/save', { ...sample.personal, cid, avatar: '', avatar_url: '' }, authed);
  let workId = 0;
  for (const m of sample.modules.filter((m) => m.style !== 'edu')) {
    const { id } = (await call(base, 'POST', '/api/module/save', { ...m, id: undefined, cid }, authed)).data as {
      id: number;
    };
    if (m.style === 'work' && !workId) workId = id;
  }
  const cvGetBody = JSON.stringify({ cid });
  const cvGetReply = await (
    await fetch(`${base}/api/cv/get`, {
      method: 'POST',
      headers: { ...authed, 'content-type': 'application/json' },
      body: cvGetBody,
    })
  ).text();
  // module/save sends the module exactly as stored (content normalised by the server), so the document the
  // bare server answers stays equal to cv/get's after the write runs.
  const stored = (JSON.parse(cvGetReply) as { data: { modules: { id: number }[] } }).data.modules.find(
    (m) => m.id === workId,
  )!;
  return {
    token,
    cid,
    cvGetBody,
    cvGetReply,
    saveBody: JSON.stringify(stored),
    saveReply: JSON.stringify({ code: 0, data: { id: workId }, msg: 'ok' }),
  };
}
