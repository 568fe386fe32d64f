// One-click insertion of tips into the resume: keywords and skills into the skill module, position examples into a
// work or project entry (they are achievements: never into 自我评价), courses into the education entry being edited,
// a career as the wished position.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '@/lib/root-reducer';
import { noticeAdded } from '@/lib/notices-slice';
import { entryLabel } from '../lib/module-fields';
import type { EditorModule } from '../lib/editor-module';
import { entryAdded, entryChanged, personalChanged, selectEditor } from './editor-slice';
import { addModule } from './editor-actions';

type Thunk<R> = ThunkAction<R, RootState, unknown, UnknownAction>;

export function insertSkill(name: string): Thunk<void> {
  return (dispatch, getState) => {
    const skill = selectEditor(getState()).modules.find((m) => m.style === 'skill');
    if (!skill) {
      dispatch(addModule('skill', [{ name, level: '' }]));
    } else if (skill.entries.some((e) => e.name?.trim() === name)) {
      dispatch(noticeAdded({ type: 'warning', text: `“${name}”已在${skill.alias || skill.name}中` }));
      return;
    } else {
      const blank = skill.entries.findIndex((e) => !e.name?.trim());
      if (blank >= 0) dispatch(entryChanged({ key: skill.key, index: blank, field: 'name', value: name }));
      else dispatch(entryAdded({ key: skill.key, entry: { name, level: '' } }));
    }
    dispatch(noticeAdded({ type: 'success', text: `已添加技能“${name}”` }));
  };
}

export interface ExampleTarget {
  key: string;
  index: number;
  /** '工作经历 · 某公司' for the picker. */
  label: string;
}

/** The work and project entries an example can go into, in the resume's order. */
export function exampleTargets(modules: readonly EditorModule[]): ExampleTarget[] {
  return modules
    .filter((m) => m.style === 'work' || m.style === 'project')
    .flatMap((m) =>
      m.entries.map((e, index) => ({
        key: m.key,
        index,
        label: `${m.alias || m.name} · ${entryLabel(m.style, e, index)}`,
      })),
    );
}

/** Appends the example to the entry's description (once); with no entry to go into, adds a work module holding it. */
export function insertExample(example: string, target: { key: string; index: number } | null): Thunk<void> {
  return (dispatch, getState) => {
    const m = target && selectEditor(getState()).modules.find((x) => x.key === target.key);
    const entry = target && m?.entries[target.index];
    if (!target || !m || !entry) {
      dispatch(addModule('work', [{ company: '', title: '', start: '', end: '', desc: example }]));
      dispatch(noticeAdded({ type: 'success', text: '已新建工作经历并写入示例，请补全公司和时间' }));
      return;
    }
    const desc = entry.desc ?? '';
    if (desc.includes(example)) return;
    const value = desc.trim() ? `${desc.replace(/\s+$/, '')}\n${example}` : example;
    dispatch(entryChanged({ key: target.key, index: target.index, field: 'desc', value }));
    dispatch(
      noticeAdded({ type: 'success', text: `已写入${m.alias || m.name}：${entryLabel(m.style, entry, target.index)}` }),
    );
  };
}

export function insertCourse(course: string, target: { key: string; index: number }): Thunk<void> {
  return (dispatch, getState) => {
    const entry = selectEditor(getState()).modules.find((m) => m.key === target.key)?.entries[target.index];
    if (!entry) return;
    const desc = entry.desc ?? '';
    if (desc.includes(course)) return;
    const value = /主修课程：/.test(desc)
      ? desc.replace(/(主修课程：[^\n]*)/, `$1、${course}`)
      : [desc.trim(), `主修课程：${course}`].filter(Boolean).join('\n');
    dispatch(entryChanged({ key: target.key, index: target.index, field: 'desc', value }));
  };
}

export function setCareerAsWish(career: string): Thunk<void> {
  return (dispatch) => {
    dispatch(personalChanged({ wish: career }));
    dispatch(noticeAdded({ type: 'success', text: `求职意向已设为“${career}”` }));
  };
}
