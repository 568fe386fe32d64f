// The document slice and the save queue's change detection are pure: version (SPEC 3/4), undo/redo steps, and
// which items an edit makes the queue send (the sort-1 rule of SPEC 5).
import { describe, expect, test } from 'vitest';
import type { FullResume } from '@cv/contract';
import { emptyPersonal } from '@cv/contract/new-resume';
import {
  editorSlice,
  entryChanged,
  loadStarted,
  moduleRemoved,
  modulesReordered,
  personalChanged,
  redone,
  resumeLoaded,
  undone,
} from '@/features/editor/store/editor-slice';
import { initialEditorState, type EditorState } from '@/features/editor/store/editor-state';
import { changedItems } from '@/features/editor/store/changed-items';
import { PERSONAL } from '@/features/editor/store/save-queue-slice';

const resume: FullResume = {
  template: 'classic-2f5496',
  version: 0,
  personal: { ...emptyPersonal('c1'), name: '李' },
  modules: [
    { id: 1, cid: 'c1', name: '教育经历', alias: '教育经历', content: '[]', style: 'edu', sort: 1, custom: 0 },
    {
      id: 2,
      cid: 'c1',
      name: '工作经历',
      alias: '工作经历',
      content: '[{"company":"A"}]',
      style: 'work',
      sort: 2,
      custom: 0,
    },
    { id: 3, cid: 'c1', name: '专业技能', alias: '专业技能', content: '[]', style: 'skill', sort: 3, custom: 0 },
  ],
} as FullResume;

const reduce = (state: EditorState, ...actions: Parameters<typeof editorSlice.reducer>[1][]) =>
  actions.reduce(editorSlice.reducer, state);
const loaded = () => reduce(initialEditorState(), loadStarted('c1'), resumeLoaded({ cid: 'c1', resume }));
const at = <A extends { type: string; payload: { at: number } }>(action: A, time: number): A => ({
  ...action,
  payload: { ...action.payload, at: time },
});

describe('the document', () => {
  test('version is -1 before load, 0 after, the edit time after an edit', () => {
    expect(initialEditorState().version).toBe(-1);
    const state = loaded();
    expect(state.version).toBe(0);
    expect(reduce(state, at(personalChanged({ name: '王' }), 1234)).version).toBe(1234);
  });

  test('typing into one field is one undo step; undo and redo restore the content', () => {
    let state = loaded();
    state = reduce(state, at(personalChanged({ name: '李雷' }), 1000), at(personalChanged({ name: '李雷雷' }), 1500));
    state = reduce(state, at(moduleRemoved({ key: 'm2' }), 5000));
    expect(state.past.map((p) => p.label)).toEqual(['修改个人信息', '删除模块']);
    state = reduce(state, undone());
    expect(state.modules.map((m) => m.key)).toEqual(['m1', 'm2', 'm3']);
    state = reduce(state, undone());
    expect(state.personal?.name).toBe('李');
    state = reduce(state, redone(), redone());
    expect(state.personal?.name).toBe('李雷雷');
    expect(state.modules.map((m) => m.key)).toEqual(['m1', 'm3']);
  });
});

describe('what the save queue sends', () => {
  test('an entry edit sends that module; personal edits send personal; a removal sends the removed key', () => {
    const before = loaded();
    const edited = reduce(before, entryChanged({ key: 'm2', index: 0, field: 'company', value: 'B' }));
    expect(changedItems(before, edited)).toEqual(['m2']);
    expect(changedItems(before, reduce(before, personalChanged({ wish: '前端' })))).toEqual([PERSONAL]);
    expect(changedItems(before, reduce(before, moduleRemoved({ key: 'm3' })))).toEqual(['m3']);
  });

  test('reordering sends every module whose sort changed, except one that now has sort 1 (SPEC 5)', () => {
    const before = loaded();
    expect(changedItems(before, reduce(before, modulesReordered({ from: 2, to: 1 }))).sort()).toEqual(['m2', 'm3']);
    expect(changedItems(before, reduce(before, modulesReordered({ from: 2, to: 0 }))).sort()).toEqual(['m1', 'm2']);
  });
});
