import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES_DIR } from '../src/fixtures.ts';
// AI content and tips for an English resume (issue 42, step 4): a resume in an English edition's template gets AI
// modules written in English (English section names, bracketed placeholders), and tip/position and tip/major answer
// in English when asked (lang 'en') or when the Latin query has no Chinese tip; Chinese stays the default.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyPersonal, isAiPlaceholder } from '@cv/contract';
import { buildTestApp, login, post, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface ModuleReply {
  style: string;
  name: string;
  content: string;
}

async function generate(template: string, wish: string, exps: string) {
  const { token } = await login(t.app);
  const { cid } = (await post<{ cid: string }>(t.app, '/api/cv/new', { template }, token)).body.data;
  expect(
    (await post(t.app, '/api/personal/save', { ...emptyPersonal(cid), name: 'Li Lei', wish, exps }, token)).body.code,
  ).toBe(0);
  const reply = await post<{ modules: ModuleReply[] }>(t.app, '/api/ai/genContent', { cid }, token);
  expect(reply.body.code).toBe(0);
  return reply.body.data.modules;
}

const HAN = /\p{Script=Han}/u;
const entriesOf = (modules: ModuleReply[], style: string) =>
  JSON.parse(modules.find((m) => m.style === style)?.content ?? '[]') as Record<string, string>[];

interface AiCorpusEn {
  families: { id: string; skills: string[] }[];
}

describe('ai/genContent for an English resume', () => {
  it('writes English modules with English names and bracketed placeholders', async () => {
    const modules = await generate('en-classic-2f5496', 'Frontend Developer', '3-5年');
    const added = modules.filter((m) => m.style !== 'edu');
    expect(added.map((m) => m.name)).toEqual(['Experience', 'Projects', 'Skills', 'Summary']);
    const work = entriesOf(modules, 'work');
    expect(work.length).toBe(2);
    for (const job of work) {
      expect(isAiPlaceholder(job.company!)).toBe(true);
      expect(job.company).toMatch(/^\[.+\]$/);
    }
    // Every word AI wrote is English (skill levels stay the editor's values, set in English by the page).
    const text = added.flatMap((m) =>
      entriesOf(modules, m.style).flatMap((e) =>
        Object.entries(e)
          .filter(([k]) => k !== 'level')
          .map(([, v]) => v),
      ),
    );
    expect(text.filter((v) => HAN.test(v))).toEqual([]);
    // The skills are picked (seeded by the resume's cid, which differs from run to run) from the frontend family's.
    const family = (
      JSON.parse(readFileSync(join(FIXTURES_DIR, 'ai-corpus-en.json'), 'utf8')) as AiCorpusEn
    ).families.find((f) => f.id === 'frontend')!;
    const skills = entriesOf(modules, 'skill').map((s) => s.name!);
    expect(skills.length).toBeGreaterThan(0);
    for (const skill of skills) expect(family.skills).toContain(skill);
    expect(entriesOf(modules, 'summary')[0]!.text).toContain('Frontend Developer');
  });

  it('names a new graduate’s work module Internships and picks the family from an English wish', async () => {
    const modules = await generate('en-sidebar-0b6e99', 'Data Analyst', '应届');
    expect(modules.find((m) => m.style === 'work')?.name).toBe('Internships');
    expect(entriesOf(modules, 'work')[0]!.title).toBe('Data Analyst Intern');
    expect(entriesOf(modules, 'skill').map((s) => s.name)).toContain('SQL');
  });

  it('still writes Chinese for a Chinese edition', async () => {
    const modules = await generate('classic-2f5496', '前端开发', '3-5年');
    expect(modules.find((m) => m.style === 'work')?.name).toBe('工作经历');
    expect(entriesOf(modules, 'work')[0]!.desc).toMatch(HAN);
  });
});

describe('tips in English', () => {
  const tips = async (path: string, body: Record<string, string>) => {
    const reply = await post<Record<string, unknown>[]>(t.app, path, body);
    expect(reply.body.code).toBe(0);
    return reply.body.data;
  };

  it('tip/position with lang en answers English titles, descriptions and examples', async () => {
    const [first] = await tips('/api/tip/position', { title: 'Frontend', lang: 'en' });
    expect(first?.title).toBe('Frontend Engineer');
    expect(JSON.stringify(first)).not.toMatch(HAN);
  });

  it('tip/position without lang: Chinese for a query Chinese tips know, English for an English-only title', async () => {
    expect((await tips('/api/tip/position', { title: 'React' }))[0]?.title).toBe('前端开发工程师');
    expect((await tips('/api/tip/position', { title: 'Data Analyst' }))[0]?.title).toBe('Data Analyst');
    expect((await tips('/api/tip/position', { title: '前端' }))[0]?.title).toBe('前端开发工程师');
  });

  it('tip/major with lang en answers English courses and careers', async () => {
    const [first] = await tips('/api/tip/major', { major: 'Computer Science', lang: 'en' });
    expect(first?.major).toBe('Computer Science');
    expect(first?.courses).toContain('Data Structures');
    expect(JSON.stringify(first)).not.toMatch(HAN);
  });

  it('refuses a language it does not know, changing nothing', async () => {
    const reply = await post(t.app, '/api/tip/position', { title: 'Frontend', lang: 'fr' });
    expect(reply.body.code).not.toBe(0);
  });
});
