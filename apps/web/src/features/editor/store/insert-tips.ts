// One-click insertion of tips into the resume: keywords and skills into the skill module, examples into the
// self-evaluation, courses into the education entry being edited, a career as the wished position.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '@/lib/root-reducer';
import { noticeAdded } from '@/lib/notices-slice';
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

export function insertSummary(text: string): Thunk<void> {
  return (dispatch, getState) => {
    const summary = selectEditor(getState()).modules.find((m) => m.style === 'summary');
    if (!summary) {
      dispatch(addModule('summary', [{ text }]));
    } else {
      const first = summary.entries[0];
      if (!first) dispatch(entryAdded({ key: summary.key, entry: { text } }));
      else {
        const current = first.text?.trim() ?? '';
        if (current.includes(text)) return;
        dispatch(
          entryChanged({ key: summary.key, index: 0, field: 'text', value: current ? `${current}\n${text}` : text }),
        );
      }
    }
    dispatch(noticeAdded({ type: 'success', text: '已插入到自我评价' }));
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
