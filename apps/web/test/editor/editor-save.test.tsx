// Saving through the save queue, against the mock server: one personal/save per burst of typing (600 ms debounce,
// fake timers), flush before download, code 4 cuts the list to 8 modules, reorder saves sorts, delete and undo.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { control, findToast, force, resetServer } from '../helpers';
import {
  bodyOf,
  byLabel,
  journal,
  moduleTitles,
  nameInput,
  renderEditor,
  resumeWith,
  serverResume,
  waitForEditor,
} from './editor-helpers';

beforeEach(resetServer);
afterEach(() => {
  vi.useRealTimers();
});

const SAVE = '/api/personal/save';
const MODULE_SAVE = '/api/module/save';

describe('personal info autosave', () => {
  test('a burst of typing makes one save, 600 ms after the last key, with the latest values', async () => {
    const { cid } = await resumeWith();
    const { user } = renderEditor(cid, { fakeTimers: true });
    await waitForEditor();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const name = nameInput();
    for (const ch of '韩梅梅') {
      await user.type(name, ch);
      act(() => vi.advanceTimersByTime(300));
    }
    expect(screen.getByTestId('save-status')).toHaveAttribute('data-status', 'pending');
    act(() => vi.advanceTimersByTime(299));
    expect(await journal(SAVE)).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveAttribute('data-status', 'saved'));
    const saves = await journal(SAVE);
    expect(saves).toHaveLength(1);
    expect(bodyOf(saves[0])).toMatchObject({ cid, name: '韩梅梅' });
  });

  test('unsaved edits are flushed before the download', async () => {
    const { cid } = await resumeWith([['skill', [{ name: 'React', level: '精通' }]]], { name: '张' });
    const { user } = renderEditor(cid);
    await waitForEditor();
    await user.type(nameInput(), '三');
    await user.click(screen.getByText('下载 PDF'));
    // A new user's one free download is announced first (最后一次免费下载).
    await user.click(await screen.findByRole('button', { name: '继续下载' }));
    await findToast(/已开始下载/);
    const calls = (await journal()).filter((e) => e.url === SAVE || e.url === '/api/cv/download');
    expect(calls.map((e) => e.url)).toEqual([SAVE, '/api/cv/download']);
    expect(bodyOf(calls[0])).toMatchObject({ name: '张三' });
  });

  test('a failed save shows 保存失败 and the server message; retry saves', async () => {
    const { cid } = await resumeWith();
    const { user } = renderEditor(cid);
    await waitForEditor();
    await force({ path: SAVE, code: 1, msg: '参数错误：字段 name 不合法' });
    await user.type(nameInput(), '王');
    await findToast(/字段 name 不合法/);
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveAttribute('data-status', 'failed'));
    await control('DELETE', '/force');
    await user.click(screen.getByText('重试'));
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveAttribute('data-status', 'saved'));
    expect(bodyOf((await journal(SAVE)).at(-1))).toMatchObject({ name: '王' });
  });
});

describe('a failed save stops nothing (issue 36)', () => {
  test('code 2 on personal save is retried by itself and a later edit is sent; no click', async () => {
    const { cid, token } = await resumeWith();
    const { user } = renderEditor(cid);
    await waitForEditor();
    await force({ path: SAVE, code: 2, times: 1 });
    await user.type(nameInput(), '王');
    await waitFor(async () => expect((await journal(SAVE)).map((e) => e.code)).toContain(2));
    await user.type(document.getElementById('personal-email') as HTMLInputElement, 'w@example.com');
    await waitFor(async () =>
      expect((await serverResume(cid, token)).personal).toMatchObject({ name: '王', email: 'w@example.com' }),
    );
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveAttribute('data-status', 'saved'));
    expect(screen.queryByText('保存失败')).toBeNull();
  });

  test('a busy personal save never holds back a module save', async () => {
    const { cid, token } = await resumeWith([['work', [{ company: 'A' }]]]);
    const { user } = renderEditor(cid);
    await waitForEditor();
    await force({ path: SAVE, code: 2, times: 3 });
    await user.type(nameInput(), '李');
    const company = document.querySelector<HTMLInputElement>('[id$="-0-company"]')!;
    await user.type(company, 'B');
    await waitFor(async () => {
      const work = (await serverResume(cid, token)).modules.find((m) => m.style === 'work')!;
      expect(JSON.parse(work.content)).toMatchObject([{ company: 'AB' }]);
    });
    expect(screen.getByTestId('save-status').dataset.status).toMatch(/retrying|saving/);
    await waitFor(async () => expect((await serverResume(cid, token)).personal.name).toBe('李'), { timeout: 15_000 });
  });

  test('invalid input waits for the user with the field named; the next edit of that item is sent anyway', async () => {
    const { cid, token } = await resumeWith();
    const { user } = renderEditor(cid);
    await waitForEditor();
    await force({ path: SAVE, code: 1, times: 1, msg: '参数错误：字段 name 不合法' });
    await user.type(nameInput(), '周');
    await findToast(/字段 name 不合法/);
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveAttribute('data-status', 'failed'));
    expect(nameInput()).toHaveValue('周');
    await user.type(nameInput(), '杰');
    await waitFor(async () => expect((await serverResume(cid, token)).personal.name).toBe('周杰'));
  });
});

describe('modules', () => {
  test('code 4 on module save cuts the local list to the first 8 and warns with the message', async () => {
    const { cid } = await resumeWith([
      ['work', [{ company: 'A' }]],
      ['project', [{ name: 'P' }]],
      ['skill', [{ name: 'S' }]],
      ['honor', [{ name: 'H' }]],
      ['summary', [{ text: 'T' }]],
      ['custom', [{ title: 'C1' }], '作品集'],
      ['custom', [{ title: 'C2' }], '证书'],
    ]);
    const { user } = renderEditor(cid);
    await waitForEditor();
    expect(screen.getAllByTestId('module-card')).toHaveLength(8);
    await user.click(screen.getByText(/添加模块/));
    await user.click(await screen.findByText('自定义模块', { selector: '.ant-dropdown-menu-title-content' }));
    await findToast('模块数量已达上限（最多 8 个）');
    await waitFor(() => expect(screen.getAllByTestId('module-card')).toHaveLength(8));
    expect(moduleTitles()).toEqual([
      '教育经历',
      '工作经历',
      '项目经历',
      '专业技能',
      '荣誉奖项',
      '自我评价',
      '作品集',
      '证书',
    ]);
    expect((await journal(MODULE_SAVE)).at(-1)?.code).toBe(4);
  });

  test('adding, renaming and deleting a module; 撤销 brings a deleted module back on the server', async () => {
    const { cid, token } = await resumeWith([['work', [{ company: 'A' }]]]);
    const { user } = renderEditor(cid);
    await waitForEditor();
    await user.click(screen.getByText(/添加模块/));
    await user.click(await screen.findByText('荣誉奖项', { selector: '.ant-dropdown-menu-title-content' }));
    await waitFor(() => expect(moduleTitles()).toEqual(['教育经历', '工作经历', '荣誉奖项']));
    await user.click(byLabel('重命名：荣誉奖项'));
    const alias = byLabel('模块名称');
    await user.clear(alias);
    await user.type(alias, '获奖情况{Enter}');
    await waitFor(async () => {
      const saves = await journal(MODULE_SAVE);
      expect(bodyOf(saves.at(-1))).toMatchObject({ alias: '获奖情况', style: 'honor' });
    });
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveAttribute('data-status', 'saved'));

    await user.click(byLabel('删除模块：工作经历'));
    await user.click(await screen.findByText('删除', { selector: '.ant-modal-confirm-btns button *' }));
    await waitFor(() => expect(moduleTitles()).toEqual(['教育经历', '获奖情况']));
    await waitFor(async () => expect(await journal('/api/module/delete')).toHaveLength(1));
    await waitFor(async () =>
      expect((await serverResume(cid, token)).modules.map((m) => m.alias)).not.toContain('工作经历'),
    );

    await user.click(screen.getByText('撤销', { selector: 'button *' }));
    await waitFor(() => expect(moduleTitles()).toEqual(['教育经历', '工作经历', '获奖情况']));
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveAttribute('data-status', 'saved'));
    const restored = (await serverResume(cid, token)).modules.find((m) => m.alias === '工作经历');
    expect(restored).toMatchObject({ style: 'work', sort: 2 });
    expect(JSON.parse(restored!.content)).toMatchObject([{ company: 'A' }]);
  });

  test('a failed module delete (code 3 or 2) keeps the module on screen and shows the server message (SPEC 8)', async () => {
    const { cid, token } = await resumeWith([
      ['work', [{ company: 'A' }]],
      ['skill', [{ name: 'Vue' }]],
    ]);
    const { user } = renderEditor(cid);
    await waitForEditor();
    const del = async (title: string) => {
      await user.click(byLabel(`删除模块：${title}`));
      // The newest confirmation (an earlier one may still be leaving).
      const buttons = await screen.findAllByText('删除', { selector: '.ant-modal-confirm-btns button *' });
      await user.click(buttons.at(-1)!);
    };
    await force({ path: '/api/module/delete', code: 3, times: 1, msg: '模块不存在或已被删除' });
    await del('工作经历');
    await waitFor(async () => expect(await journal('/api/module/delete')).toHaveLength(1), { timeout: 15_000 });
    await findToast('模块不存在或已被删除');
    // Back where it was, as it was; nothing left to send.
    await waitFor(() => expect(moduleTitles()).toEqual(['教育经历', '工作经历', '专业技能']));
    expect(screen.getByDisplayValue('A')).toBeInTheDocument();
    expect(['idle', 'saved']).toContain(screen.getByTestId('save-status').getAttribute('data-status'));
    expect((await serverResume(cid, token)).modules.map((m) => m.style)).toEqual(['edu', 'work', 'skill']);

    await force({ path: '/api/module/delete', code: 2, times: 1, msg: '网络繁忙，请重试' });
    await del('专业技能');
    await waitFor(async () => expect(await journal('/api/module/delete')).toHaveLength(2), { timeout: 15_000 });
    await findToast('网络繁忙，请重试');
    await waitFor(() => expect(moduleTitles()).toEqual(['教育经历', '工作经历', '专业技能']));

    // Deleting again goes through.
    await del('工作经历');
    await waitFor(() => expect(moduleTitles()).toEqual(['教育经历', '专业技能']));
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveAttribute('data-status', 'saved'));
    expect((await serverResume(cid, token)).modules.map((m) => m.style)).toEqual(['edu', 'skill']);
  });

  test('reordering saves the new sort values, except for a module with sort 1', async () => {
    const { cid } = await resumeWith([
      ['work', [{ company: 'A' }]],
      ['project', [{ name: 'P' }]],
      ['skill', [{ name: 'S' }]],
    ]);
    const { user } = renderEditor(cid);
    await waitForEditor();
    // Through the UI: project moves above work; both are saved with their new sort; education (sort 1) is not.
    await user.click(byLabel('上移模块：项目经历'));
    await waitFor(async () => expect(await journal(MODULE_SAVE)).toHaveLength(2));
    const saved = (await journal(MODULE_SAVE)).map((e) => bodyOf<{ style: string; sort: number }>(e));
    expect(saved.map((b) => [b.style, b.sort]).sort()).toEqual([
      ['project', 2],
      ['work', 3],
    ]);
    expect(moduleTitles()).toEqual(['教育经历', '项目经历', '工作经历', '专业技能']);
  });

  test('drag with the keyboard (space, arrow, space) reorders and saves', async () => {
    const { cid } = await resumeWith([
      ['work', [{ company: 'A' }]],
      ['project', [{ name: 'P' }]],
    ]);
    const { user } = renderEditor(cid);
    await waitForEditor();
    // jsdom has no layout: give the cards stacked rectangles so dnd-kit can find the neighbour.
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const cards = screen.queryAllByTestId('module-card');
      const card = this.closest('[data-testid="module-card"]');
      const index = card ? cards.indexOf(card as HTMLElement) : 0;
      const top = index * 200;
      return { x: 0, y: top, top, left: 0, bottom: top + 180, right: 600, width: 600, height: 180, toJSON: () => ({}) };
    });
    try {
      const handle = byLabel('拖动排序：工作经历');
      handle.focus();
      await user.keyboard(' ');
      await user.keyboard('{ArrowDown}');
      await user.keyboard(' ');
      await waitFor(() => expect(moduleTitles()).toEqual(['教育经历', '项目经历', '工作经历']));
    } finally {
      rect.mockRestore();
    }
    await waitFor(async () => expect(await journal(MODULE_SAVE)).toHaveLength(2));
    expect(screen.getAllByTestId('module-card')[0]!.querySelector('[aria-label^="拖动排序"]')).toBeNull();
  });
});
