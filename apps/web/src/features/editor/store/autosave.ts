// Autosave (SPEC 4/5): every local edit restarts a 600 ms timer; when it runs out, all unsaved edits are saved
// in one go with the latest values. Registered on the store's listener middleware while the editor is open.
import { addListener, isAnyOf, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { PERSONAL_SAVE_DEBOUNCE_MS } from '@cv/contract/constants';
import type { RootState } from '@/lib/root-reducer';
import { entryAdded, entryChanged, entryMoved, entryRemoved, moduleRenamed, personalChanged } from './editor-slice';
import { flushEdits } from './editor-thunks';

const addAppListener = addListener.withTypes<RootState, ThunkDispatch<RootState, unknown, UnknownAction>>();

export const isEdit = isAnyOf(personalChanged, entryChanged, entryAdded, entryRemoved, entryMoved, moduleRenamed);

/** The action that registers the autosave; dispatching it returns the unsubscribe function. */
export const autosaveListener = () =>
  addAppListener({
    matcher: isEdit,
    effect: async (_action, listenerApi) => {
      listenerApi.cancelActiveListeners();
      await listenerApi.delay(PERSONAL_SAVE_DEBOUNCE_MS);
      await listenerApi.dispatch(flushEdits());
    },
  });
