// AI 建议 as items: what generation added or rewrote, and the modules once the user has decided.
import { describe, expect, test } from 'vitest';
import type { EditorModule } from '@/features/editor/store/editor-slice';
import { decidedModules, moduleLines, reviewItems } from '@/features/editor/writing-help/ai-review';

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

  test('declining everything gives back exactly the modules before generation', () => {
    expect(decidedModules(before, after, items, new Set())).toEqual(before);
  });

  test('accepting one changes only that module', () => {
    expect(decidedModules(before, after, items, new Set(['m8']))).toEqual([edu, myWork, oldSkills, project]);
    expect(decidedModules(before, after, items, new Set(['m7', 'm8']))).toEqual(after);
  });

  test('placeholder employers are named so the panel can ask for the real ones', () => {
    expect(reviewItems([edu], [edu, placeholderWork])[0]?.placeholders).toEqual(['某互联网公司']);
  });

  test('a module shows as a heading line and its description lines', () => {
    expect(moduleLines(myWork)).toEqual(['我的公司 · 前端 · 2024-01', '开发']);
  });
});
