// 生成英文版 in 我的简历 against the mock server (issue 42): one creation in the English edition of the same design,
// opened with what is left to translate marked; the pair linked by 中 / EN; quota and failures leave nothing made.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { FullResume } from '@cv/contract';
import { emptyPersonal } from '@cv/contract/new-resume';
import { linkPair, pairsOf } from '@/lib/english-copy/resume-pairs';
import { call, currentUrl, findToast, force, loginAs, NAVIGATION_TIMEOUT, renderApp, resetServer } from '../helpers';

let token = '';
let userId = 0;
beforeEach(async () => {
  await resetServer();
  const login = await loginAs('出海求职者');
  token = login.token;
  userId = login.user.id;
});

async function ok<T>(path: string, body: unknown): Promise<T> {
  const reply = await call<T>('POST', path, body, token);
  if (reply.code !== 0) throw new Error(`${path}: ${reply.code} ${reply.msg}`);
  return reply.data;
}

/** A Chinese resume in the classic design: personal info, a degree, a skill level, a work entry in Chinese. */
async function chineseResume(): Promise<string> {
  const { cid } = await ok<{ cid: string }>('/api/cv/new', { template: 'classic-2f5496' });
  await ok('/api/personal/save', { ...emptyPersonal(cid), name: '王小明', wish: 'Frontend Engineer', exps: '1-3年' });
  const { modules } = await ok<FullResume>('/api/cv/get', { cid });
  const edu = [
    { school: '浙江大学', major: 'Computer Science', degree: '本科', start: '2016-09', end: '2020-06', desc: '' },
  ];
  await ok('/api/module/save', { ...modules[0]!, content: JSON.stringify(edu) });
  await ok('/api/module/save', {
    cid,
    name: '专业技能',
    alias: '专业技能',
    style: 'skill',
    sort: 2,
    custom: 0,
    content: JSON.stringify([{ name: 'TypeScript', level: '精通' }]),
  });
  return cid;
}

const list = () => ok<{ cid: string; template: string; title: string }[]>('/api/cv/list', { page: 1 });

async function startEnglish(user: ReturnType<typeof renderApp>['user']) {
  const card = await screen.findByTestId('resume-card', {}, { timeout: NAVIGATION_TIMEOUT });
  const button = within(card).getByRole('button', { name: /^生成英文版：/ });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  await user.click(await screen.findByRole('button', { name: '生成并打开' }));
}

describe('生成英文版', () => {
  test('makes one linked copy in the English edition with the fixed words in English and opens it, Chinese left marked', async () => {
    const zh = await chineseResume();
    const { user, router } = renderApp('/my-resumes');
    await startEnglish(user);
    await findToast('已生成英文版：还有 2 处中文待翻译，已在编辑器中标出');
    const resumes = await list();
    expect(resumes).toHaveLength(2);
    const en = resumes.find((r) => r.cid !== zh)!;
    await waitFor(() => expect(currentUrl(router)).toBe(`/edit/${en.cid}`), { timeout: NAVIGATION_TIMEOUT });
    expect(en.template).toBe('en-classic-2f5496');
    const copy = await ok<FullResume>('/api/cv/get', { cid: en.cid });
    expect(copy.modules.map((m) => m.alias)).toEqual(['Education', 'Skills']);
    expect(JSON.parse(copy.modules[0]!.content)[0]).toMatchObject({ school: '浙江大学', degree: "Bachelor's Degree" });
    expect(JSON.parse(copy.modules[1]!.content)[0]).toEqual({ name: 'TypeScript', level: 'Expert' });
    // The original is untouched.
    expect((await ok<FullResume>('/api/cv/get', { cid: zh })).modules.map((m) => m.alias)).toEqual([
      '教育经历',
      '专业技能',
    ]);

    const notice = await screen.findByTestId('untranslated-notice', {}, { timeout: NAVIGATION_TIMEOUT });
    expect(notice).toHaveTextContent('这份英文简历还有 2 处中文待翻译');
    expect(notice).toHaveTextContent('个人信息 · 姓名');
    expect(notice).toHaveTextContent('教育经历 · 第 1 条 · 学校');
    expect(screen.getAllByTestId('untranslated-mark')).toHaveLength(2);

    const pairs = await pairsOf(userId);
    expect(pairs.get(zh)).toMatchObject({ lang: 'zh', pair: en.cid });
    expect(pairs.get(en.cid)).toMatchObject({ lang: 'en', pair: zh });

    await router.navigate('/my-resumes');
    const switches = await screen.findAllByTestId('language-switch', {}, { timeout: NAVIGATION_TIMEOUT });
    expect(switches).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'EN：打开英文版' })).toHaveAttribute('href', `/edit/${en.cid}`);
    expect(screen.getByRole('link', { name: '中：打开中文版' })).toHaveAttribute('href', `/edit/${zh}`);
    // A linked resume offers no second English version.
    expect(screen.queryByRole('button', { name: /^生成英文版：/ })).toBeNull();
  });

  test('code 5 on cv/new: the quota message, then /payment; nothing made, nothing linked', async () => {
    const zh = await chineseResume();
    await force({ path: '/api/cv/new', code: 5, times: 1, msg: '免费次数已用完，请购买会员' });
    const { user, router } = renderApp('/my-resumes');
    await startEnglish(user);
    await findToast('免费次数已用完，请购买会员');
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/payment/));
    expect((await list()).map((r) => r.cid)).toEqual([zh]);
    expect((await pairsOf(userId)).has(zh)).toBe(false);
  });

  test('a failure after cv/new deletes the half-made copy', async () => {
    const zh = await chineseResume();
    await force({ path: '/api/module/save', code: 1, times: 1, msg: '参数错误' });
    const { user } = renderApp('/my-resumes');
    await startEnglish(user);
    await findToast('参数错误');
    await waitFor(async () => expect((await list()).map((r) => r.cid)).toEqual([zh]));
    expect((await pairsOf(userId)).has(zh)).toBe(false);
  });

  test('deleting one of the pair in 我的简历 removes the switch from the other', async () => {
    const zh = await chineseResume();
    const { user, router } = renderApp('/my-resumes');
    await startEnglish(user);
    await findToast(/^已生成英文版/);
    const en = (await list()).find((r) => r.cid !== zh)!;
    await waitFor(() => expect(currentUrl(router)).toBe(`/edit/${en.cid}`), { timeout: NAVIGATION_TIMEOUT });
    await router.navigate('/my-resumes');
    await waitFor(() => expect(screen.getAllByTestId('language-switch')).toHaveLength(2), {
      timeout: NAVIGATION_TIMEOUT,
    });
    const english = screen.getAllByTestId('resume-card').find((c) => c.textContent?.includes('当前：英文版'))!;
    await user.click(within(english).getByRole('button', { name: /^删除：/ }));
    // jsdom keeps the closed 生成英文版 confirmation (antd's leave animation never ends): the one asking to delete.
    const ask = await screen.findByText(/30 天内可在「最近删除」中恢复/);
    await user.click(within(ask.closest<HTMLElement>('.ant-modal')!).getByRole('button', { name: '删除' }));
    await findToast(/^已删除/);
    await screen.findByRole('button', { name: /^生成英文版：/ }, { timeout: NAVIGATION_TIMEOUT });
    expect(screen.queryByTestId('language-switch')).toBeNull();
    expect((await pairsOf(userId)).size).toBe(0);
  });

  test('a link to a resume deleted elsewhere shows no switch and is forgotten once the whole list is loaded', async () => {
    const zh = await chineseResume();
    await linkPair(userId, zh, 'deleted-in-another-browser');
    renderApp('/my-resumes');
    await screen.findByRole('button', { name: /^生成英文版：/ }, { timeout: NAVIGATION_TIMEOUT });
    await waitFor(async () => expect((await pairsOf(userId)).size).toBe(0));
    expect(screen.queryByTestId('language-switch')).toBeNull();
  });

  test('from the editor: its unsaved edit goes first into the copy (the history entry is checked in e2e english-copy.spec.ts)', async () => {
    const zh = await chineseResume();
    const { user, router } = renderApp(`/edit/${zh}`);
    const name = await screen.findByLabelText('姓名', {}, { timeout: NAVIGATION_TIMEOUT });
    await user.clear(name);
    await user.type(name, '王小红');
    const button = screen.getByRole('button', { name: /生成英文版/ });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await user.click(await screen.findByRole('button', { name: '生成并打开' }));
    await findToast(/^已生成英文版/);
    const en = (await list()).find((r) => r.cid !== zh)!;
    await waitFor(() => expect(currentUrl(router)).toBe(`/edit/${en.cid}`), { timeout: NAVIGATION_TIMEOUT });
    expect((await ok<FullResume>('/api/cv/get', { cid: en.cid })).personal.name).toBe('王小红');
  });
});
