// AI 建议 as items: what generation added or rewrote, and the document as the user decides (issue 36: the
// proposals are held, the content goes back to before generation, each 采纳 is an edit of its own).
import { describe, expect, test } from 'vitest';
import { emptyPersonal } from '@cv/contract/new-resume';
import type { EditorModule } from '@/features/editor/lib/editor-module';
import { aiHeld, aiSuggestionAccepted, editorSlice, undone } from '@/features/editor/store/editor-slice';
import { initialEditorState, type EditorState } from '@/features/editor/store/editor-state';
import { changedItems } from '@/features/editor/store/changed-items';
import { moduleLines, reviewItems } from '@/features/editor/writing-help/ai-review';

const mod = (key: string, style: EditorModule['style'], entries: Record<string, string>[], sort = 1): EditorModule => ({
  key,
  name: key,
  alias: { edu: '教育经历', work: '工作经历', project: '项目经历', skill: '专业技能', summary: '自我评价' }[
    style as 'edu'
  ],
  style,
  sort,
  custom: 0,
  entries,
});

const edu = mod('m1', 'edu', [
  { school: '华中科技大学', major: '软件工程', degree: '本科', start: '', end: '', desc: '' },
]);
const myWork = mod('m2', 'work', [{ company: '我的公司', title: '前端', start: '2024-01', end: '', desc: '开发' }], 2);
const oldSkills = mod('m3', 'skill', [{ name: 'React', level: '熟悉' }], 3);
const newSkills = mod('m7', 'skill', [{ name: 'Vue', level: '熟练' }], 3);
const project = mod(
  'm8',
  'project',
  [{ name: '小程序', role: '开发', start: '', end: '', desc: '服务某电商平台公司' }],
  4,
);
const placeholderWork = mod('m9', 'work', [{ company: '某互联网公司', title: '前端', start: '', end: '', desc: '' }]);

describe('AI 建议 items', () => {
  const before = [edu, myWork, oldSkills];
  const after = [edu, myWork, newSkills, project];
  const items = reviewItems(before, after);

  test('a rewritten module pairs with the one it replaces; a module of a new style is new; kept ones are not items', () => {
    expect(items.map((i) => [i.key, i.kind, i.current?.key ?? null])).toEqual([
      ['m7', 'changed', 'm3'],
      ['m8', 'new', null],
    ]);
  });

  const personal = emptyPersonal('c1');
  /** The document right after generation: the server's modules (after), one undo step 'AI 生成'. */
  const generated: EditorState = {
    ...initialEditorState(),
    cid: 'c1',
    status: 'ready',
    personal,
    modules: after,
    past: [{ personal, modules: before, label: 'AI 生成' }],
  };
  const held = editorSlice.reducer(generated, aiHeld({ personal, modules: before, dropUndo: true }));

  test('held proposals: the content is exactly the one before generation, and the AI writes are taken back', () => {
    expect(held.modules).toEqual(before);
    expect(held.past).toEqual([]);
    // The save queue deletes what AI added (m7, m8) and saves what it replaced (m3) again.
    expect(changedItems(generated, held).sort()).toEqual(['m3', 'm7', 'm8']);
  });

  test('采纳 changes only that module, one undo step each; undo gives back the content before', () => {
    const accepted = editorSlice.reducer(
      held,
      aiSuggestionAccepted({ proposed: items[1]!.proposed, current: items[1]!.current }),
    );
    expect(accepted.modules.map((m) => m.key)).toEqual(['m1', 'm2', 'm3', 'm8']);
    expect(accepted.modules[3]).toMatchObject({ style: 'project', entries: project.entries });
    expect(changedItems(held, accepted)).toEqual(['m8']);
    const rewritten = editorSlice.reducer(
      accepted,
      aiSuggestionAccepted({ proposed: items[0]!.proposed, current: items[0]!.current }),
    );
    expect(rewritten.modules[2]).toMatchObject({ key: 'm3', entries: newSkills.entries });
    expect(changedItems(accepted, rewritten)).toEqual(['m3']);
    expect(editorSlice.reducer(editorSlice.reducer(rewritten, undone()), undone()).modules).toEqual(before);
  });

  test('placeholder employers are named so the panel can ask for the real ones', () => {
    expect(reviewItems([edu], [edu, placeholderWork])[0]?.placeholders).toEqual(['某互联网公司']);
  });

  test('a module shows as a heading line and its description lines', () => {
    expect(moduleLines(myWork)).toEqual(['我的公司 · 前端 · 2024-01', '开发']);
  });
});
