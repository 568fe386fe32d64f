// The user's data in their hands, against the mock server: 导出 JSON gives a JSON Resume 1.0 file whose import
// (导入简历 → the review → 创建简历) is the same resume apart from ids; a file written by another tool imports within the 8-module limit;
// 复制 duplicates a resume through the same routes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { FullResume } from '@cv/contract';
import { MODULE_STYLE_NAMES } from '@cv/contract/labels';
import { setupStore } from '@/app/store';
import { fromJsonResume, toJsonResume } from '@/lib/resume-io/json-resume';
import { exportJsonResume, importJsonResume } from '@/lib/resume-io/resume-io';
import { setServerOrigin } from '@/lib/server-url';
import {
  API,
  call,
  currentUrl,
  findToast,
  force,
  loginAs,
  renderApp,
  resetServer,
  NAVIGATION_TIMEOUT,
} from './helpers';

/** The repository's fixtures folder (this file is apps/web/test/resume-io.test.tsx). */
// jsdom has no Web Worker: 导入简历's reader runs its pure entry (understandFile) in this thread instead.
vi.mock('@/lib/resume-import/read-file', async () => {
  const { understandFile } = await import('@/lib/resume-import/understand');
  return {
    readResumeFile: async (file: File) => understandFile(new Uint8Array(await file.arrayBuffer()), file.name),
  };
});

/** 导入简历 on My resumes with `file`: the review on /import, then 创建简历. */
async function importThroughReview(user: ReturnType<typeof renderApp>['user'], file: File) {
  const [input] = await screen.findAllByTestId('import-input', {}, { timeout: NAVIGATION_TIMEOUT });
  await user.upload(input as HTMLInputElement, file);
  const create = await screen.findByRole('button', { name: '创建简历' }, { timeout: NAVIGATION_TIMEOUT });
  await user.click(create);
}

const FIXTURES = path.resolve(import.meta.dirname, '../../../fixtures');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, 'json-resume', name), 'utf8');
const AVATAR = path.join(FIXTURES, 'images/sample-avatar.png');

// The pages these tests walk through (我的简历, the review, the editor) and antd's root are loaded once, before the
// tests, under a timeout that reflects that work: loaded cold inside a test's first render (each test file has its
// own module graph), a full web run's load pushed the JSON Resume test's walk past its 60 s.
const ROUTES_LOAD_TIMEOUT = 240_000;
// The JSON Resume test walks three pages in jsdom (我的简历, the review of 8 modules, the editor): each step waits up
// to NAVIGATION_TIMEOUT, so the test gets three of them, not the default 60 s that a full run's load exceeded.
const WALK_TIMEOUT = 3 * NAVIGATION_TIMEOUT;
beforeAll(async () => {
  const { loadAntdRoot } = await import('@/components/antd-layer');
  await Promise.all([
    loadAntdRoot(),
    import('@/app/routes/my-resumes'),
    import('@/app/routes/import'),
    import('@/app/routes/edit'),
  ]);
}, ROUTES_LOAD_TIMEOUT);

let token = '';
beforeEach(async () => {
  await resetServer();
  ({ token } = await loginAs('数据主人'));
});

async function ok<T>(path: string, body: unknown): Promise<T> {
  const reply = await call<T>('POST', path, body, token);
  if (reply.code !== 0) throw new Error(`${path}: ${reply.code} ${reply.msg}`);
  return reply.data;
}

/** A resume using every module style, every personal field (avatar included), a custom template and order. */
async function fullResume(): Promise<string> {
  const { cid } = await ok<{ cid: string }>('/api/cv/new', { template: 'timeline-b23a48' });
  // A multipart body by hand: jsdom's FormData and Blob do not stream through Node's fetch.
  const boundary = 'cv-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    readFileSync(AVATAR),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const upload = await fetch(`${API}/api/avatar/upload`, {
    method: 'POST',
    headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  const uploaded = (await upload.json()) as { code: number; msg: string; data: { avatar: string; avatar_url: string } };
  if (uploaded.code !== 0) throw new Error(`avatar/upload: ${uploaded.code} ${uploaded.msg}`);
  const avatar = uploaded.data;
  await ok('/api/personal/save', {
    cid,
    name: '林晓雯',
    wish: '数据分析师',
    exps: '3-5年',
    phone: '139 0000 1111',
    email: 'lin@example.com',
    birthday: '1995-04-12',
    gender: 2,
    ...avatar,
  });
  const { modules } = await ok<FullResume>('/api/cv/get', { cid });
  const edu = modules[0]!;
  const save = (style: keyof typeof MODULE_STYLE_NAMES, sort: number, entries: unknown[], alias?: string) =>
    ok('/api/module/save', {
      cid,
      name: MODULE_STYLE_NAMES[style],
      alias: alias ?? MODULE_STYLE_NAMES[style],
      content: JSON.stringify(entries),
      style,
      sort,
      custom: style === 'custom' ? 1 : 0,
    });
  await ok('/api/module/save', {
    ...edu,
    content: JSON.stringify([
      {
        school: '复旦大学',
        major: '统计学',
        degree: '硕士',
        start: '2017-09',
        end: '2020-06',
        desc: '主修课程：回归分析',
      },
      { school: '南京大学', major: '数学', degree: '本科', start: '2013-09', end: '2017-06', desc: '' },
    ]),
  });
  await save('work', 3, [
    { company: '美团', title: '数据分析师', start: '2020-07', end: '', desc: '1. 搭建指标体系\n2. A/B 实验' },
  ]);
  await save('project', 2, [
    { name: '增长看板', role: '负责人', start: '2021-03', end: '2021-09', desc: '日活提升 8%' },
  ]);
  await save('skill', 4, [
    { name: 'SQL', level: '精通' },
    { name: 'Python', level: '熟练' },
  ]);
  await save('honor', 5, [{ name: '优秀员工', date: '2022-12' }]);
  await save('summary', 6, [{ text: '五年数据分析经验。' }], '关于我');
  await save('custom', 7, [{ title: '开源', desc: 'pandas 贡献者' }], '作品集');
  await save('custom', 8, [], '空的自定义模块');
  return cid;
}

/** cv/get without what an import cannot keep: ids and the resume id. */
async function contentOf(cid: string) {
  const resume = await ok<FullResume>('/api/cv/get', { cid });
  const { cid: _cid, ...personal } = resume.personal;
  return {
    template: resume.template,
    personal,
    modules: resume.modules.map(({ id: _id, cid: _mcid, ...m }) => m),
  };
}

function store() {
  setServerOrigin(API);
  return setupStore();
}

describe('导出 JSON / 导入 JSON', () => {
  test('export then import gives the same resume (cv/get equal apart from ids)', async () => {
    const cid = await fullResume();
    const s = store();
    const file = await s.dispatch(exportJsonResume(cid));
    expect(file?.name).toBe('林晓雯-数据分析师.resume.json');
    const text = JSON.stringify(file!.json, null, 2);
    const copy = await s.dispatch(importJsonResume(text));
    expect(copy).toBeTruthy();
    expect(copy).not.toBe(cid);
    const [before, after] = [await contentOf(cid), await contentOf(copy!)];
    expect(after).toEqual(before);
    console.log(
      `export/import: ${before.modules.length} modules, ${text.length} bytes of JSON; cv/get equal apart from ids`,
    );
  });

  test('the export is JSON Resume 1.0: known sections, schema dates, our extras only under x-cv', async () => {
    const cid = await fullResume();
    const json = toJsonResume(await ok<FullResume>('/api/cv/get', { cid }));
    const schema = JSON.parse(fixture('schema.json')) as {
      properties: Record<string, unknown>;
      definitions: { iso8601: { pattern: string } };
    };
    for (const key of Object.keys(json)) expect([...Object.keys(schema.properties), 'x-cv']).toContain(key);
    const iso = new RegExp(schema.definitions.iso8601.pattern);
    const dated = ['work', 'education', 'projects'].flatMap((k) => json[k] as Record<string, string>[]);
    for (const item of dated) {
      for (const d of [item.startDate, item.endDate]) if (d !== undefined) expect(d).toMatch(iso);
    }
    expect(json).toMatchObject({
      basics: { name: '林晓雯', label: '数据分析师', email: 'lin@example.com', summary: '五年数据分析经验。' },
      work: [{ name: '美团', position: '数据分析师', startDate: '2020-07', summary: '1. 搭建指标体系\n2. A/B 实验' }],
      education: [{ institution: '复旦大学', area: '统计学', studyType: '硕士', startDate: '2017-09' }, {}],
      projects: [{ name: '增长看板', roles: ['负责人'] }],
      skills: [
        { name: 'SQL', level: '精通' },
        { name: 'Python', level: '熟练' },
      ],
      awards: [{ title: '优秀员工', date: '2022-12' }],
    });
  });

  test(
    'a JSON Resume file written by another tool imports from My resumes, within the 8-module limit',
    async () => {
      const { user, router } = renderApp('/my-resumes');
      const file = new File([fixture('richard-hendriks.resume.json')], 'resume.json', { type: 'application/json' });
      await importThroughReview(user, file);
      await findToast('一份简历最多 8 个模块，没有导入：兴趣爱好、出版作品、推荐人');
      await waitFor(() => expect(currentUrl(router)).toMatch(/^\/edit\//), { timeout: NAVIGATION_TIMEOUT });
      const cid = currentUrl(router).split('/').pop()!;
      const resume = await ok<FullResume>('/api/cv/get', { cid });
      expect(resume.personal).toMatchObject({ name: 'Richard Hendriks', wish: 'Programmer', phone: '(912) 555-4321' });
      expect(resume.modules.map((m) => m.alias)).toEqual([
        '教育经历',
        '工作经历',
        '项目经历',
        '专业技能',
        '荣誉奖项',
        '自我评价',
        '志愿经历',
        '语言能力',
      ]);
      const content = (style: string) => JSON.parse(resume.modules.find((m) => m.style === style)!.content);
      expect(content('work')[0]).toMatchObject({ company: 'Pied Piper', title: 'CEO/President', start: '2013-12' });
      expect(content('edu')[0].desc).toContain('主修课程：DB1101 - Basic SQL');
      expect(content('skill')[0]).toEqual({ name: 'Web Development（HTML、CSS、Javascript）', level: '精通' });
      expect(content('honor')[0]).toEqual({ name: 'Digital Compression Pioneer Award（Techcrunch）', date: '2014-11' });
      expect(await screen.findByDisplayValue('Richard Hendriks')).toBeInTheDocument();
    },
    WALK_TIMEOUT,
  );

  test('code 5 on cv/new: the quota message as a warning, then /payment; nothing half-made', async () => {
    await force({ path: '/api/cv/new', code: 5, times: 2, msg: '免费次数已用完，请购买会员' });
    const { user, router } = renderApp('/my-resumes');
    const file = new File([fixture('richard-hendriks.resume.json')], 'resume.json', { type: 'application/json' });
    await importThroughReview(user, file);
    await findToast('免费次数已用完，请购买会员');
    await waitFor(() => expect(currentUrl(router)).toBe('/payment?from=%2Fimport'));
    expect(await ok<unknown[]>('/api/cv/list', {})).toHaveLength(0);
  });

  test(
    'a review left for /payment (code 5) comes back as the user left it; 创建简历 then makes the resume',
    async () => {
      await force({ path: '/api/cv/new', code: 5, times: 1, msg: '免费次数已用完，请购买会员' });
      const { user, router } = renderApp('/my-resumes');
      const file = new File([fixture('richard-hendriks.resume.json')], 'resume.json', { type: 'application/json' });
      const [input] = await screen.findAllByTestId('import-input', {}, { timeout: NAVIGATION_TIMEOUT });
      await user.upload(input as HTMLInputElement, file);
      const name = await screen.findByLabelText('姓名', {}, { timeout: NAVIGATION_TIMEOUT });
      await user.clear(name);
      await user.type(name, '理查德');
      await user.click(screen.getByRole('button', { name: '创建简历' }));
      await findToast('免费次数已用完，请购买会员');
      await waitFor(() => expect(currentUrl(router)).toBe('/payment?from=%2Fimport'));
      expect(await ok<unknown[]>('/api/cv/list', {})).toHaveLength(0);
      await screen.findByRole('heading', { name: '会员与下载包' }, { timeout: NAVIGATION_TIMEOUT });
      expect(screen.queryByTestId('import-review')).toBeNull();

      // Back from /payment (its 返回 link goes to `from`): the review as it was left, the correction kept.
      await router.navigate('/import');
      expect(await screen.findByLabelText('姓名', {}, { timeout: NAVIGATION_TIMEOUT })).toHaveValue('理查德');
      await user.click(screen.getByRole('button', { name: '创建简历' }));
      await waitFor(() => expect(currentUrl(router)).toMatch(/^\/edit\//), { timeout: NAVIGATION_TIMEOUT });
      const cid = currentUrl(router).split('/').pop()!;
      expect((await ok<FullResume>('/api/cv/get', { cid })).personal.name).toBe('理查德');

      // Made: the next visit to /import starts with the file picker.
      await router.navigate('/import');
      expect(await screen.findByText('选择文件', {}, { timeout: NAVIGATION_TIMEOUT })).toBeInTheDocument();
    },
    WALK_TIMEOUT,
  );

  test('a file that is not JSON Resume is refused with a clear message and nothing is created', async () => {
    const { user } = renderApp('/my-resumes');
    const [input] = await screen.findAllByTestId('import-input', {}, { timeout: NAVIGATION_TIMEOUT });
    await user.upload(input as HTMLInputElement, new File(['{"hello":1}'], 'x.json', { type: 'application/json' }));
    expect(
      await screen.findByText(
        '这不是 JSON Resume 文件（需要 basics、work 或 education）。',
        {},
        { timeout: NAVIGATION_TIMEOUT },
      ),
    ).toBeInTheDocument();
    expect(await ok<unknown[]>('/api/cv/list', {})).toHaveLength(0);
    expect(fromJsonResume([])).toEqual({ error: expect.any(String) });
  });
});

/** The 复制 dialog (found by its text: antd's test ids can give a tooltip's text as its name in jsdom). */
async function copyDialog() {
  const text = await screen.findByText(/这份复制是为哪个岗位准备的/, {}, { timeout: NAVIGATION_TIMEOUT });
  return text.closest<HTMLElement>('[role="dialog"]')!;
}

describe('复制', () => {
  test('duplicates a resume as a new one with the same content and opens it', async () => {
    const cid = await fullResume();
    const { user, router } = renderApp('/my-resumes');
    const card = await screen.findByTestId('resume-card');
    await user.click(within(card).getByRole('button', { name: /复制/ }));
    const dialog = await copyDialog();
    await user.click(within(dialog).getByRole('button', { name: '复制并打开' }));
    await findToast('已复制为新简历');
    const list = await ok<{ cid: string }[]>('/api/cv/list', {});
    const copy = list.map((r) => r.cid).find((c) => c !== cid)!;
    await waitFor(() => expect(currentUrl(router)).toBe(`/edit/${copy}`), { timeout: NAVIGATION_TIMEOUT });
    expect(await contentOf(copy)).toEqual(await contentOf(cid));
  });

  test('for a job: the copy is named after it (求职意向), the original is unchanged', async () => {
    const cid = await fullResume();
    const original = await contentOf(cid);
    const { user } = renderApp('/my-resumes');
    const card = await screen.findByTestId('resume-card');
    await user.click(within(card).getByRole('button', { name: /复制/ }));
    const dialog = await copyDialog();
    await user.type(within(dialog).getByLabelText('公司'), '字节跳动');
    await user.type(within(dialog).getByLabelText('岗位'), '前端开发工程师');
    await user.click(within(dialog).getByRole('button', { name: '复制并打开' }));
    await findToast('已复制为投递「字节跳动 前端开发工程师」的新简历');
    const list = await ok<{ cid: string; title: string }[]>('/api/cv/list', {});
    const copy = list.find((r) => r.cid !== cid)!;
    expect(copy.title).toContain('前端开发工程师 · 字节跳动');
    const copied = await contentOf(copy.cid);
    expect(copied.personal.wish).toBe('前端开发工程师 · 字节跳动');
    expect(copied.modules).toEqual(original.modules);
    expect(await contentOf(cid)).toEqual(original);
  });
});
