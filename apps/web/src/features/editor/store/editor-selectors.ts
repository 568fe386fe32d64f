// Derived editor state: the content stamp of the preview cache, the save indicator, undo/redo, unused module styles.
import { createSelector } from '@reduxjs/toolkit';
import { MODULE_STYLES } from '@cv/contract/constants';
import { langOfTemplate } from '@cv/contract/edition-words';
import type { RootState } from '@/lib/root-reducer';
import { contentStamp } from '../lib/content-stamp';
import type { ModuleStyle } from '../lib/module-fields';
import { selectEditor } from './editor-slice';
import { selectSaveQueue, type SavePause } from './save-queue-slice';

export { selectHasUnsaved, selectUnsentCount } from './save-queue';

export const selectPersonal = (s: RootState) => selectEditor(s).personal;
export const selectModules = (s: RootState) => selectEditor(s).modules;
/**
 * The resume's language, from its template (an English edition or not): read once per template, not by each of the
 * editor's many 待翻译 marks on every store update.
 */
export const selectLang = createSelector([(s: RootState) => selectEditor(s).template], langOfTemplate);

export const selectContentStamp = createSelector([selectPersonal, selectModules], contentStamp);

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed' | 'retrying' | 'read-only' | SavePause;

export const selectSaveStatus = (s: RootState): SaveStatus => {
  const q = selectSaveQueue(s);
  if (q.access === 'reader') return 'read-only';
  if (q.pause) return q.pause;
  const items = Object.values(q.items);
  if (items.some((i) => i.inFlight)) return 'saving';
  if (items.some((i) => i.failed !== null)) return 'failed';
  if (items.some((i) => i.backoff)) return 'retrying';
  if (items.some((i) => i.dirty)) return 'pending';
  return q.lastSavedAt ? 'saved' : 'idle';
};

/** The message of the first failed save, if any. */
export const selectSaveError = (s: RootState) =>
  Object.values(selectSaveQueue(s).items).find((i) => i.failed !== null)?.failed ?? null;

/** What undo / redo would do (null when there is nothing). */
export const selectUndoLabel = (s: RootState) => selectEditor(s).past.at(-1)?.label ?? null;
export const selectRedoLabel = (s: RootState) => selectEditor(s).future.at(-1)?.label ?? null;

/** Styles a new module can take: those not used yet, and custom (any number). */
export const selectAvailableStyles = createSelector([selectModules], (modules): ModuleStyle[] => {
  const used = new Set(modules.map((m) => m.style));
  return MODULE_STYLES.filter((s) => s === 'custom' || !used.has(s));
});
