// The editor's one save queue (per store): it watches the document's edits (RTK listener middleware), works out
// which items changed (personal info, each module by key, deleted modules), and owns their dirty / in-flight /
// failed state. Typing waits 600 ms (SPEC 5) and coalesces into one save with the latest values; structural edits
// (add, delete, reorder, undo, redo) are saved at once. One request per item at a time, in order: a module's
// update or delete waits for its creation. `flush` is what preview, download, template change, AI and leaving
// wait for. What a failed reply means to the user comes from lib/api/outcomes (one place).
//
// Never losing what the user typed (issue 22):
// - Journal: every unacknowledged item is written to IndexedDB (lib/edit-journal.ts, per user and resume) before
//   its request goes out; an acknowledgement removes it. Opening the resume restores and sends what is left
//   (restoreUnsentEdits); a creation that got no answer is matched against the server first, so it is made once.
// - Paused, not failed: a network error pauses sending ('offline': retried after 1, 2, 4 ... 30 s and at once when
//   the browser is back online); a 401 pauses it ('signed-out': the login opens in place, and the queue goes on
//   when the same user is back, or stays paused as 'other-user'). Paused edits stay on screen and in the journal.
// - Busy is not broken (issue 36): code 2 or a server error defers only that item, sent again after 1, 2, 4 ... 30 s
//   or at once when edited again; a failure a retry cannot fix (invalid, not found) waits for the user, and the
//   item's next edit is sent anyway. Other items are never held back.
// - One writer: only the tab holding the resume's edit lock (lib/edit-lock.ts) saves and journals ('writer').
//
// The parts: save-queue-slice.ts (state), changed-items.ts (what an edit changed), save-sending.ts (one item's
// request and its reply), save-journal.ts (the journal), save-pauses.ts (offline, signed out); here the listeners
// that tie them together, and flush.
import { isAnyOf, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { PERSONAL_SAVE_DEBOUNCE_MS } from '@cv/contract/constants';
import type { RootState } from '@/lib/root-reducer';
import { addAppListener, listen } from '@/lib/store-hooks';
import { writeJournal } from '../lib/edit-journal';
import { changedItems } from './changed-items';
import { isEdit } from './edit-marks';
import { selectEditor, unsentRestored } from './editor-slice';
import { journalInputsChanged, journalRecordOf, selectJournaling } from './save-journal';
import { listenForPauses } from './save-pauses';
import {
  backoffEnded,
  changesDetected,
  connectionRetried,
  retryRequested,
  saveDeferred,
  saveDue,
  saveSucceeded,
  selectSaveQueue,
  sendingResumed,
} from './save-queue-slice';
import { maySend, pump } from './save-sending';

type Thunk<R> = ThunkAction<R, RootState, unknown, UnknownAction>;

/** Edits while typing (saved 600 ms after the last); every other edit is saved at once (the slice marks them). */
const isTyping = (action: unknown) => isEdit(action) && action.meta.save === 'typing';

/** Registers the queue on the store's listener middleware; dispatching it returns the unsubscribe function. */
export function saveQueueListeners(): Thunk<() => void> {
  return (dispatch, getState) => {
    const offs = [
      listen(
        dispatch,
        addAppListener({
          matcher: isEdit,
          effect: async (action, api) => {
            const keys = changedItems(selectEditor(api.getOriginalState()), selectEditor(api.getState()));
            const typing = isTyping(action);
            if (keys.length > 0) api.dispatch(changesDetected({ keys, due: !typing }));
            if (!typing) return;
            api.cancelActiveListeners();
            await api.delay(PERSONAL_SAVE_DEBOUNCE_MS);
            api.dispatch(saveDue());
          },
        }),
      ),
      listen(
        dispatch,
        addAppListener({
          matcher: isAnyOf(
            changesDetected,
            saveDue,
            retryRequested,
            saveSucceeded,
            saveDeferred,
            backoffEnded,
            connectionRetried,
            sendingResumed,
            unsentRestored,
          ),
          effect: (_action, api) => pump(api.dispatch, api.getState),
        }),
      ),
      // The journal follows the queue and the document (the write is queued before this dispatch returns, so a
      // request sent after `await journalWritten()` is always journaled first).
      listen(
        dispatch,
        addAppListener({
          predicate: (_action, now, before) =>
            selectJournaling(now) && (!selectJournaling(before) || journalInputsChanged(now, before)),
          effect: (_action, api) => {
            const record = journalRecordOf(api.getState());
            if (record) void writeJournal(record);
          },
        }),
      ),
    ];
    const offPauses = listenForPauses(dispatch, getState);
    return () => {
      for (const off of offs) off();
      offPauses();
    };
  };
}

const settled = (s: RootState) => {
  const q = selectSaveQueue(s);
  const idle = !maySend(q);
  return Object.values(q.items).every((i) => !i.inFlight && (!i.dirty || i.failed !== null || i.backoff || idle));
};

/** How many items (personal info, modules) the server does not have yet. */
export const selectUnsentCount = (s: RootState) => Object.keys(selectSaveQueue(s).items).length;

export const selectHasUnsaved = (s: RootState) => selectUnsentCount(s) > 0;

/**
 * Sends every unsaved edit now and waits until nothing is in flight. With retry, failed items are sent again too
 * (and a pause for the network is tried at once). Resolves true when the server has everything (what preview,
 * download, template change and AI work from); false at once while paused.
 */
export function flush(options: { retry?: boolean } = {}): Thunk<Promise<boolean>> {
  return (dispatch, getState) => {
    dispatch(options.retry ? retryRequested() : saveDue());
    pump(dispatch, getState);
    if (settled(getState())) return Promise.resolve(!selectHasUnsaved(getState()));
    return new Promise((resolve) => {
      dispatch(
        addAppListener({
          predicate: (_action, state) => settled(state),
          effect: (_action, api) => {
            api.unsubscribe();
            resolve(!selectHasUnsaved(api.getState()));
          },
        }),
      );
    });
  };
}
