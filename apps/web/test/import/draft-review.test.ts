// The review's edits and the plan it creates a resume from (issue 41), on a hand-made draft.
import { describe, expect, it } from 'vitest';
import type { DraftValue, ImportDraft } from '@/lib/resume-import/model';
import {
  discardTrayItem,
  moveTrayItem,
  normalizeDraft,
  removeModule,
  retypeModule,
  setEntryField,
  setPersonal,
  unsureCount,
} from '@/features/import/lib/draft-edit';
import { planFromDraft } from '@/features/import/lib/draft-plan';
import type { ImportPlan } from '@/lib/resume-io/json-resume';

const v = <T extends string>(value: T, unsure?: string): DraftValue & { value: T } => ({
  value,
  refs: [{ kind: 'pdf', page: 1, x: 10, y: 20, w: 100, h: 12 }],
  ...(unsure ? { unsure } : {}),
});

function draft(): ImportDraft {
  return normalizeDraft({
    source: 'pdf',
    fileName: '张三.pdf',
    template: null,
    personal: {
      name: v('张三'),
      wish: v('前端工程师'),
      exps: v('3-5年'),
      phone: v('13800001111'),
      email: v('zhangsan@example.com'),
      birthday: v('1998-06', '日期只有年月'),
      gender: v('男'),
    },
    modules: [
      {
        name: v('教育背景'),
        style: 'edu',
        custom: 0,
        entries: [{ school: v('北京大学'), major: v('计算机科学'), start: v('2016-09'), end: v('2020-06') }],
      },
      {
        name: v('实习经历'),
        style: 'work',
        custom: 0,
        entries: [
          {
            company: v('字节跳动'),
            title: v('前端实习生', '职位按版面拆分'),
            start: v('2019-07'),
            end: v(''),
            desc: v('负责组件库'),
          },
        ],
      },
    ],
    tray: [
      { id: 't1', text: '爱好：篮球', refs: [] },
      { id: 't2', text: '另附作品集', refs: [] },
    ],
    original: { kind: 'pdf', pages: [{ width: 595, height: 842 }] },
    timings: {},
  });
}

describe('the review edits the draft, nothing else', () => {
  it('fills every field of an entry, missing ones empty', () => {
    expect(Object.keys(draft().modules[0]!.entries[0]!)).toEqual(['school', 'major', 'degree', 'start', 'end', 'desc']);
    expect(draft().modules[0]!.entries[0]!.degree!.value).toBe('');
  });

  it('an edited value loses its 待确认 mark and keeps where it came from', () => {
    const d = draft();
    expect(unsureCount(d)).toBe(2);
    const next = setPersonal(d, 'birthday', '1998-07');
    expect(next.personal.birthday).toEqual({ value: '1998-07', refs: d.personal.birthday.refs });
    expect(unsureCount(next)).toBe(1);
    expect(unsureCount(setEntryField(next, 1, 0, 'title', '前端开发实习生'))).toBe(0);
    expect(d.personal.birthday.value).toBe('1998-06');
  });

  it('re-typing a module carries values by role and loses no text', () => {
    const asProject = retypeModule(draft(), 1, 'project');
    const entry = asProject.modules[1]!.entries[0]!;
    expect(asProject.modules[1]!.style).toBe('project');
    expect(entry.name!.value).toBe('字节跳动');
    expect(entry.role!.value).toBe('前端实习生');
    expect(entry.desc!.value).toBe('负责组件库');
    const asSkill = retypeModule(draft(), 1, 'skill').modules[1]!.entries[0]!;
    expect(asSkill.name!.value).toBe('字节跳动\n前端实习生\n2019-07\n负责组件库');
  });

  it('a tray item becomes a new entry or the end of a field, or is discarded', () => {
    const asEntry = moveTrayItem(draft(), 't1', { kind: 'new-entry', module: 1 });
    expect(asEntry.tray.map((t) => t.id)).toEqual(['t2']);
    expect(asEntry.modules[1]!.entries[1]!.desc!.value).toBe('爱好：篮球');
    const appended = moveTrayItem(draft(), 't2', { kind: 'append', module: 1, entry: 0, field: 'desc' });
    expect(appended.modules[1]!.entries[0]!.desc!.value).toBe('负责组件库\n另附作品集');
    expect(discardTrayItem(draft(), 't1').tray.map((t) => t.id)).toEqual(['t2']);
  });
});

describe('the plan a resume is created from', () => {
  it('has the draft values in the contract shape', () => {
    const plan = planFromDraft(draft());
    expect(plan.personal).toEqual({
      name: '张三',
      wish: '前端工程师',
      exps: '3-5年',
      phone: '13800001111',
      email: 'zhangsan@example.com',
      birthday: '1998-06-01',
      gender: 1,
      avatar: '',
      avatar_url: '',
    });
    expect(plan.modules.map((m) => [m.name, m.style, m.sort])).toEqual([
      ['教育背景', 'edu', 1],
      ['实习经历', 'work', 2],
    ]);
    expect(JSON.parse(plan.modules[1]!.content)).toEqual([
      { company: '字节跳动', title: '前端实习生', start: '2019-07', end: '', desc: '负责组件库' },
    ]);
  });

  it('clips to the contract: bad months empty, long text cut, at most 8 modules, empty entries left out', () => {
    let d = setEntryField(draft(), 0, 0, 'start', '2016年9月');
    d = setEntryField(d, 0, 0, 'school', '校'.repeat(150));
    d = { ...d, modules: [...d.modules, ...Array.from({ length: 8 }, () => d.modules[1]!)] };
    d = {
      ...d,
      modules: [
        ...d.modules,
        { ...d.modules[0]!, name: v('空模块'), entries: [normalizeDraft(d).modules[0]!.entries[0]!] },
      ],
    };
    const plan = planFromDraft(setEntryField(d, 0, 0, 'start', 'x'));
    const edu = JSON.parse(plan.modules[0]!.content) as Record<string, string>[];
    expect(edu[0]!.start).toBe('');
    expect([...edu[0]!.school!].length).toBe(100);
    expect(plan.modules).toHaveLength(8);
    expect(plan.dropped).toHaveLength(3);
    expect(planFromDraft(removeModule(draft(), 0)).modules.map((m) => m.name)).toEqual(['实习经历']);
  });

  it('a JSON file of our own export: taken whole when unchanged, lending aliases and avatar when edited', () => {
    const base: ImportPlan = {
      ...planFromDraft(draft()),
      template: 'modern-1',
      personal: { ...planFromDraft(draft()).personal, avatar: 'a.png', birthday: '1998-06-15' },
    };
    base.modules[1] = { ...base.modules[1]!, alias: '实习' };
    expect(planFromDraft(draft(), base, false)).toBe(base);
    const edited = planFromDraft(setPersonal(draft(), 'name', '张三丰'), base, true);
    expect(edited.personal).toMatchObject({ name: '张三丰', avatar: 'a.png', birthday: '1998-06-15' });
    expect(edited.template).toBe('modern-1');
    expect(edited.modules[1]!.alias).toBe('实习');
  });
});
