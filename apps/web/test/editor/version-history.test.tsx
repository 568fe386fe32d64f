// Version history (issue 36): snapshots in IndexedDB with their bounds, the field-by-field diff, and the 历史版本
// panel against the mock server (a named version, a restore that snapshots first, is undoable and reaches cv/get).
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { User } from '@cv/contract';
import { emptyPersonal } from '@cv/contract/new-resume';
import { diffResume } from '@/features/editor/lib/resume-diff';
import {
  addSnapshot,
  bounded,
  listSnapshots,
  MAX_BYTES,
  MAX_SNAPSHOTS,
  TYPING_GAP_MS,
  type ResumeContent,
  type VersionSnapshot,
} from '@/features/editor/lib/version-history';
import type { EditorModule } from '@/features/editor/lib/editor-module';
import { personalChanged, undone } from '@/features/editor/store/editor-slice';
import { call, resetServer } from '../helpers';
import { ok, renderEditor, resumeWith, serverResume, waitForEditor } from './editor-helpers';

const work = (company: string): EditorModule => ({
  key: 'm2',
  name: '工作经历',
  alias: '工作经历',
  style: 'work',
  sort: 2,
  custom: 0,
  entries: [{ company, title: '前端', start: '2024-01', end: '', desc: '' }],
});
const content = (name: string, company = 'A'): ResumeContent => ({
  personal: { ...emptyPersonal('c1'), name },
  modules: [work(company)],
  template: 'classic-2f5496',
});

describe('snapshots', () => {
  test('an unchanged resume is not snapshotted twice; while typing at most one per TYPING_GAP_MS', async () => {
    const t = 1_700_000_000_000;
    expect(await addSnapshot(1, 'h1', content('甲'), 'ai', { at: t })).not.toBeNull();
    expect(await addSnapshot(1, 'h1', content('甲'), 'template', { at: t + 1 })).toBeNull();
    expect(await addSnapshot(1, 'h1', content('乙'), 'typing', { at: t + 2 })).toBeNull();
    expect(await addSnapshot(1, 'h1', content('乙'), 'typing', { at: t + TYPING_GAP_MS })).not.toBeNull();
    expect(
      await addSnapshot(1, 'h1', content('乙'), 'named', { at: t + TYPING_GAP_MS + 1, name: '投递字节跳动' }),
    ).toMatchObject({ cause: 'named', name: '投递字节跳动' });
    // A copy reopened names its job once; the same content under another name is a version of its own.
    expect(
      await addSnapshot(1, 'h1', content('乙'), 'copy', { at: t + TYPING_GAP_MS + 2, name: '投递字节跳动' }),
    ).toBeNull();
    expect(
      await addSnapshot(1, 'h1', content('乙'), 'copy', { at: t + TYPING_GAP_MS + 3, name: '投递腾讯' }),
    ).not.toBeNull();
    expect((await listSnapshots(1, 'h1')).map((s) => s.name ?? s.cause)).toEqual([
      'ai',
      'typing',
      '投递字节跳动',
      '投递腾讯',
    ]);
    expect(await listSnapshots(2, 'h1')).toEqual([]);
  });

  test('bounded: past the count or the bytes, the oldest unnamed snapshots go first', () => {
    const snap = (i: number, bytes: number, name: string | null = null): VersionSnapshot => ({
      ...content(`v${i}`),
      id: String(i),
      at: i,
      cause: name ? 'named' : 'typing',
      name,
      bytes,
    });
    const many = Array.from({ length: MAX_SNAPSHOTS + 5 }, (_, i) => snap(i, 100, i === 0 ? '最早的命名版本' : null));
    const kept = bounded(many);
    expect(kept).toHaveLength(MAX_SNAPSHOTS);
    expect(kept[0]!.name).toBe('最早的命名版本');
    expect(kept[1]!.id).toBe('6');
    const big = bounded([snap(1, MAX_BYTES / 2), snap(2, MAX_BYTES / 2), snap(3, MAX_BYTES / 2)]);
    expect(big.map((s) => s.id)).toEqual(['2', '3']);
  });
});

describe('diff', () => {
  test('names each changed field, a module only in one version, and the template', () => {
    const then = content('张三', '甲公司');
    const now: ResumeContent = {
      ...content('李四', '乙公司'),
      template: 'modern-1',
      modules: [
        work('乙公司'),
        { ...work(''), key: 'm9', style: 'skill', name: '专业技能', alias: '专业技能', entries: [{ name: 'React' }] },
      ],
    };
    expect(diffResume(then, now)).toEqual([
      { where: '个人信息 · 姓名', then: '张三', now: '李四' },
      { where: '模板', then: 'classic-2f5496', now: 'modern-1' },
      { where: '工作经历 · 公司', then: '甲公司', now: '乙公司' },
      { where: '专业技能', then: '', now: 'React' },
    ]);
    expect(diffResume(then, then)).toEqual([]);
  });
});

describe('历史版本 panel', () => {
  beforeEach(resetServer);

  test('a named version, then a restore: snapshotted first, on the server, and undoable', async () => {
    const { cid, token } = await resumeWith([['work', [{ company: '原公司' }]]], { name: '原名' });
    const me = await ok(call<User>('GET', '/api/user', undefined, token));
    const { user, store } = renderEditor(cid);
    await waitForEditor();
    await user.click(screen.getByRole('button', { name: /历史版本/ }));
    const drawer = await screen.findByRole('dialog', { name: '历史版本' });
    expect(within(drawer).getByText('历史版本只保存在这个浏览器里')).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText('把当前简历保存为命名版本'), '投递字节跳动');
    await user.click(within(drawer).getByRole('button', { name: '保存版本' }));
    await within(drawer).findByText('投递字节跳动');

    // The user edits (the panel stays open: its list and diff follow the resume).
    store.dispatch(personalChanged({ name: '新名' }));
    await waitFor(async () => expect((await serverResume(cid, token)).personal.name).toBe('新名'));

    const again = drawer;
    const item = (await within(again).findAllByTestId('history-item')).find((li) =>
      li.textContent?.includes('投递字节跳动'),
    )!;
    await user.click(within(item).getByRole('button', { name: /^对比/ }));
    expect(within(item).getByRole('row', { name: /个人信息 · 姓名/ })).toHaveTextContent(/原名.*新名/);
    await user.click(within(item).getByRole('button', { name: /^恢复/ }));
    await waitFor(async () => expect((await serverResume(cid, token)).personal.name).toBe('原名'));
    const kept = await listSnapshots(me.id, cid);
    expect(kept.at(-1)).toMatchObject({ cause: 'restore', personal: { name: '新名' } });

    store.dispatch(undone());
    await waitFor(async () => expect((await serverResume(cid, token)).personal.name).toBe('新名'));
  });
});
