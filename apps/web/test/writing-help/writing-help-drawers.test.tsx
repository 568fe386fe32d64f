// The 简历诊断 and 岗位匹配 drawers over the editor's document: what they show, and that a fix or 加入技能 is an
// ordinary edit of the document (undoable; the save queue, tested elsewhere, sends it).
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { FullResume } from '@cv/contract';
import { AppProvider } from '@/app/provider';
import { setupStore } from '@/app/store';
import { DiagnosisDrawer } from '@/features/editor/writing-help/diagnosis-drawer';
import { JobMatchDrawer } from '@/features/editor/writing-help/job-match-drawer';
import { loadStarted, resumeLoaded, selectEditor, undone } from '@/features/editor/store/editor-slice';
import { FRONTEND_JD } from './job-descriptions';
import { personalOf } from './resumes';

const resume: FullResume = {
  template: 'classic-2f5496',
  personal: personalOf({
    name: '陈思远',
    wish: '前端开发工程师',
    exps: '应届',
    phone: '138 0013 8000',
    email: 'chen＠example。com',
  }),
  modules: [
    {
      id: 1,
      cid: 'c1',
      name: '教育经历',
      alias: '教育经历',
      style: 'edu',
      sort: 1,
      custom: 0,
      content: JSON.stringify([
        { school: '华中科技大学', major: '软件工程', degree: '本科', start: '2023-09', end: '2027-06', desc: '' },
      ]),
    },
    {
      id: 2,
      cid: 'c1',
      name: '项目经历',
      alias: '项目经历',
      style: 'project',
      sort: 2,
      custom: 0,
      content: JSON.stringify([
        { name: '校园小程序', role: '前端', start: '2025-03', end: '2025-10', desc: '用 React 开发,上线用户 3000 人' },
      ]),
    },
    {
      id: 3,
      cid: 'c1',
      name: '专业技能',
      alias: '专业技能',
      style: 'skill',
      sort: 3,
      custom: 0,
      content: JSON.stringify([{ name: 'JavaScript', level: '熟练' }]),
    },
  ],
};

function renderDrawer(ui: React.ReactElement) {
  const store = setupStore();
  store.dispatch(loadStarted('c1'));
  store.dispatch(resumeLoaded({ cid: 'c1', resume }));
  render(<AppProvider store={store}>{ui}</AppProvider>);
  return { store, user: userEvent.setup({ delay: null }) };
}

describe('简历诊断 drawer', () => {
  test('shows the score and findings; a fix edits the document and 撤销 restores it', async () => {
    const { store, user } = renderDrawer(<DiagnosisDrawer open onClose={() => {}} />);
    const drawer = await screen.findByRole('dialog', { name: '简历诊断' });
    expect(within(drawer).getByRole('status')).toHaveTextContent('得分 86 / 100');
    expect(within(drawer).getByText(/^按校招简历诊断 · 约 0\.\d 页 · 2 项待改进$/)).toBeInTheDocument();
    const items = within(drawer).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-check'))).toEqual(['email', 'punctuation']);
    expect(within(items[1]!).getByText('项目经历 · 第 1 条 · 描述')).toBeInTheDocument();

    await user.click(within(items[1]!).getByRole('button', { name: '改为全角标点' }));
    expect(selectEditor(store.getState()).modules[1]!.entries[0]!.desc).toBe('用 React 开发，上线用户 3000 人');
    await user.click(within(drawer).getByRole('button', { name: '改为 chen@example.com' }));
    expect(selectEditor(store.getState()).personal!.email).toBe('chen@example.com');
    expect(within(drawer).getByRole('status')).toHaveTextContent('得分 100 / 100');

    act(() => void store.dispatch(undone()));
    expect(selectEditor(store.getState()).personal!.email).toBe('chen＠example。com');
    expect(within(drawer).getByRole('status')).toHaveTextContent('得分 88 / 100');
  });
});

describe('岗位匹配 drawer', () => {
  test('a pasted posting gives 匹配度, missing keywords and where found ones are; 加入技能 adds a skill', async () => {
    const { store, user } = renderDrawer(<JobMatchDrawer open onClose={() => {}} />);
    const drawer = await screen.findByRole('dialog', { name: '岗位匹配' });
    await user.click(within(drawer).getByLabelText('职位描述'));
    await user.paste(FRONTEND_JD);
    expect(await within(drawer).findByRole('status')).toHaveTextContent(/^匹配度 \d+%$/);
    const missing = within(drawer).getByRole('region', { name: /简历缺少的关键词/ });
    expect(within(missing).getByRole('button', { name: '加入技能：HTML' })).toBeInTheDocument();
    const found = within(drawer).getByRole('region', { name: /已有的关键词/ });
    expect(within(found).getByRole('button', { name: '定位：JavaScript，专业技能' })).toBeInTheDocument();

    const before = within(drawer).getByRole('status').textContent;
    await user.click(within(missing).getByRole('button', { name: '加入技能：HTML' }));
    const skills = selectEditor(store.getState()).modules.find((m) => m.style === 'skill')!;
    expect(skills.entries.map((e) => e.name)).toEqual(['JavaScript', 'HTML']);
    await waitFor(() => expect(within(missing).queryByRole('button', { name: '加入技能：HTML' })).toBeNull());
    expect(within(drawer).getByRole('status').textContent).not.toBe(before);
  });
});
