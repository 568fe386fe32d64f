// Issue 6, loading: the resume fills the edit state (version -1 -> 0), education first, not-found state.
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { selectEditor } from '@/features/editor/store/editor-slice';
import { call, currentUrl, loginAs, resetServer } from '../helpers';
import { moduleTitles, nameInput, ok, renderEditor, resumeWith, waitForEditor } from './editor-helpers';

beforeEach(resetServer);

describe('loading a resume', () => {
  test('cv/get fills personal info and modules; version is -1 before and 0 after load', async () => {
    const { cid } = await resumeWith(
      [['work', [{ company: '字节跳动', title: '前端工程师', start: '2021-07', end: '', desc: '负责抖音电商' }]]],
      { name: '李雷', wish: '前端开发工程师' },
    );
    const { store } = renderEditor(cid);
    expect(selectEditor(store.getState()).version).toBe(-1);
    await waitForEditor();
    expect(nameInput()).toHaveValue('李雷');
    expect(screen.getByDisplayValue('字节跳动')).toBeInTheDocument();
    expect(moduleTitles()).toEqual(['教育经历', '工作经历']);
    const state = selectEditor(store.getState());
    expect(state.version).toBe(0);
    expect(state.template).toBe('classic-2f5496');
  });

  test('a list that does not start with education gets the default education module first', async () => {
    const { cid, token, modules } = await resumeWith([['skill', [{ name: 'TypeScript', level: '精通' }]]]);
    const edu = modules.find((m) => m.style === 'edu');
    await ok(call('POST', '/api/module/delete', { id: edu?.id }, token));
    const { store } = renderEditor(cid);
    await waitForEditor();
    expect(moduleTitles()).toEqual(['教育经历', '专业技能']);
    const first = selectEditor(store.getState()).modules[0];
    expect(first).toMatchObject({ id: 0, style: 'edu', sort: 1, name: '教育经历', alias: '教育经历', custom: 0 });
  });

  test("a missing or someone else's resume shows a not-found state with a way back", async () => {
    const other = await resumeWith();
    await loginAs('另一个用户');
    const { user, router } = renderEditor(other.cid);
    expect(await screen.findByRole('heading', { name: '简历不存在' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回我的简历' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/my-resumes'));
  });

  test('leaving the editor empties the resume-edit state', async () => {
    const { cid } = await resumeWith();
    const { store, router } = renderEditor(cid);
    await waitForEditor();
    await router.navigate('/my-resumes');
    await waitFor(() => expect(selectEditor(store.getState()).version).toBe(-1));
    expect(selectEditor(store.getState()).modules).toEqual([]);
  });
});
