// Version history (issue 36) in the editor: when snapshots are taken and what restoring one does. Snapshots are kept
// in this browser (lib/version-history.ts): before AI generation and each accepted AI suggestion, a template switch,
// a restore and a module delete, at most one every few minutes while typing, and named versions.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '@/lib/root-reducer';
import { addAppListener, listen } from '@/lib/store-hooks';
import {
  addSnapshot,
  TYPING_GAP_MS,
  type ResumeContent,
  type SnapshotCause,
  type VersionSnapshot,
} from '../lib/version-history';
import { isEdit } from './edit-marks';
import { serverModuleKey } from '../lib/editor-module';
import { moduleRemoved, selectEditor } from './editor-slice';
import { selectSaveQueue } from './save-queue-slice';

type Thunk<R> = ThunkAction<R, RootState, unknown, UnknownAction>;

/** The resume's content in this state, module keys made server keys where the id is known. */
export function contentOf(s: RootState): ResumeContent | null {
  const { personal, modules, template, status } = selectEditor(s);
  if (status !== 'ready') return null;
  const { ids } = selectSaveQueue(s);
  return {
    personal,
    template,
    modules: modules.map((m) => (ids[m.key] ? { ...m, key: serverModuleKey(ids[m.key]!) } : m)),
  };
}

function snapshotOf(s: RootState, cause: SnapshotCause, name?: string): Promise<VersionSnapshot | null> {
  const { owner, cid, access } = selectSaveQueue(s);
  const content = contentOf(s);
  if (owner === null || !cid || !content || access === 'reader') return Promise.resolve(null);
  return addSnapshot(owner, cid, content, cause, name ? { name } : {});
}

/** Takes a snapshot of the resume as it is now (a named version when `name` is given). */
export const snapshotNow =
  (cause: SnapshotCause, name?: string): Thunk<Promise<VersionSnapshot | null>> =>
  (_dispatch, getState) =>
    snapshotOf(getState(), cause, name);

/**
 * Registers the automatic snapshots: the content before a module delete, and while typing the content before the
 * first edit after TYPING_GAP_MS (so a snapshot is never more than a few minutes behind). Answers the unsubscribe.
 */
export function historyListeners(): Thunk<() => void> {
  return (dispatch) => {
    let lastTyping = 0;
    const offs = [
      listen(
        dispatch,
        addAppListener({
          actionCreator: moduleRemoved,
          effect: (_action, api) => void snapshotOf(api.getOriginalState(), 'module-delete'),
        }),
      ),
      listen(
        dispatch,
        addAppListener({
          predicate: (action) => isEdit(action) && action.meta.save === 'typing',
          effect: (_action, api) => {
            const now = Date.now();
            if (now - lastTyping < TYPING_GAP_MS) return;
            lastTyping = now;
            void snapshotOf(api.getOriginalState(), 'typing');
          },
        }),
      ),
    ];
    return () => offs.forEach((off) => off());
  };
}
