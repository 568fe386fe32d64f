// What the writing-help panels do to the resume: a diagnosis fix applied through the editor's normal edit actions
// (so it is saved by the save queue and undoable), and 定位: moving focus to the field a finding or keyword names.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { focusWhenReady } from '@/lib/focus';
import { noticeAdded } from '@/lib/notices-slice';
import type { RootState } from '@/lib/root-reducer';
import type { Fix } from '@/lib/writing-help/diagnosis/types';
import { targetInputId, type Target } from '@/lib/writing-help/resume-doc';
import { entryChanged, entryMoved, entryRemoved, personalChanged, selectEditor } from '../store/editor-slice';
import { addModule } from '../store/editor-actions';

type Thunk<R> = ThunkAction<R, RootState, unknown, UnknownAction>;

export function applyFix(fix: Fix): Thunk<void> {
  return (dispatch) => {
    for (const edit of fix.edits) {
      if (edit.kind === 'personal') dispatch(personalChanged(edit.changes));
      else if (edit.kind === 'field') dispatch(entryChanged(edit));
      else if (edit.kind === 'remove-entry') dispatch(entryRemoved(edit));
      else if (edit.kind === 'move-entry') dispatch(entryMoved(edit));
      else dispatch(addModule(edit.style));
    }
    dispatch(noticeAdded({ type: 'success', text: `已${fix.label}（可撤销）` }));
  };
}

/** The element 定位 focuses: the field's input, else the module's first input, else the module's card. */
function targetElement(state: RootState, target: Target): Element | null {
  const id = targetInputId(target);
  const input = id ? document.getElementById(id) : null;
  if (input || target.kind === 'personal') return input;
  const first = document.querySelector(`[id^="${CSS.escape(target.key)}-${target.index ?? 0}-"]`);
  if (first) return first;
  const m = selectEditor(state).modules.find((x) => x.key === target.key);
  return m ? document.querySelector(`[aria-label="${CSS.escape(`模块：${m.alias || m.name}`)}"]`) : null;
}

/** Focuses (and scrolls to) the field; waits for it to exist (a drawer closing, the 编辑 pane coming back). */
export function locate(target: Target): Thunk<void> {
  return (_dispatch, getState) => {
    focusWhenReady(() => {
      const el = targetElement(getState(), target);
      if (el instanceof HTMLElement) el.scrollIntoView({ block: 'center' });
      return el;
    });
  };
}
