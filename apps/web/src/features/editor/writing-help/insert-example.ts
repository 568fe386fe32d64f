// Position-tip examples ("优化慢 SQL，接口耗时降低 70%") are achievements: they go into a work or project entry,
// the one being edited or the one the user picks, as a new line of its description; never into 自我评价 by default.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { noticeAdded } from '@/lib/notices-slice';
import type { RootState } from '@/lib/root-reducer';
import { entryLabel } from '../lib/module-fields';
import { entryChanged, selectEditor, type EditorModule } from '../store/editor-slice';
import { addModule } from '../store/editor-actions';

type Thunk<R> = ThunkAction<R, RootState, unknown, UnknownAction>;

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

/** Appends the example to the entry's description (once); without any entry, adds a work module holding it. */
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
