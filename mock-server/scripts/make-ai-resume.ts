/**
 * Writes fixtures/pdf/medium-ai-resume.json: the resume ai/genContent writes for a senior front-end
 * developer (1 school, 3 jobs, 3 projects, skills, summary), as the PDF engine's input. Run once; the
 * committed file keeps `npm run report:pdf` deterministic.
 *
 *   npx tsx mock-server/scripts/make-ai-resume.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';

const SCHOOL = {
  school: '华中科技大学',
  major: '软件工程',
  degree: '本科',
  start: '2011-09',
  end: '2015-06',
  desc: '主修课程：数据结构、操作系统、计算机网络、软件工程；GPA 3.6/4.0。',
};

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-ai-resume-'));
const app = await buildApp({
  config: { publicUrl: 'http://127.0.0.1:3000', aiLatencyMs: 0, autoLoginMs: 0, mockAdminKey: '', dataDir },
});
const post = async <T>(url: string, body: unknown, token?: string): Promise<T> => {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    payload: JSON.stringify(body),
  });
  const env = res.json<{ code: number; data: T; msg: string }>();
  if (env.code !== 0) throw new Error(`${url}: ${env.msg}`);
  return env.data;
};
try {
  const { token } = await post<{ token: string }>('/__mock/login', {});
  const { cid } = await post<{ cid: string }>('/api/cv/new', { template: 'classic-2f5496' }, token);
  const personal = {
    cid,
    name: '李明轩',
    wish: '高级前端开发工程师',
    exps: '5-10年',
    phone: '138 0013 8000',
    avatar: '',
    avatar_url: '',
    email: 'mingxuan.li@example.com',
    birthday: '1993-04-12',
    gender: 1,
  };
  await post('/api/personal/save', personal, token);
  const { modules } = await post<{ modules: unknown[] }>('/api/ai/genContent', { cid }, token);
  const doc = {
    personal: { ...personal, cid: 'medium-ai' },
    // AI writes no school: the one school a user enters is added here.
    modules: (modules as Record<string, unknown>[]).map((m) => ({
      ...m,
      cid: 'medium-ai',
      ...(m.style === 'edu' && m.content === '[]' ? { content: JSON.stringify([SCHOOL]) } : {}),
    })),
    avatarPath: null,
    updatedAt: Date.UTC(2026, 10, 20, 8, 30),
  };
  const out = path.join(root, 'fixtures', 'pdf', 'medium-ai-resume.json');
  fs.writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
  console.log(`wrote ${path.relative(root, out)}: ${doc.modules.length} modules`);
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
