// Derived editor state: the content stamp of the preview cache, the save indicator, unused module styles.
import { createSelector } from '@reduxjs/toolkit';
import { MODULE_STYLES } from '@cv/contract/constants';
import type { RootState } from '@/lib/root-reducer';
import { contentStamp } from '../lib/content-stamp';
import type { ModuleStyle } from '../lib/module-fields';
import { selectEditor } from './editor-slice';

export const selectPersonal = (s: RootState) => selectEditor(s).personal;
export const selectModules = (s: RootState) => selectEditor(s).modules;

export const selectContentStamp = createSelector([selectPersonal, selectModules], contentStamp);

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

export const selectSaveStatus = (s: RootState): SaveStatus => {
  const e = selectEditor(s);
  if (e.saving > 0) return 'saving';
  if (e.saveError) return 'failed';
  if (e.dirtyPersonal || e.dirtyModules.length > 0) return 'pending';
  return e.lastSavedAt ? 'saved' : 'idle';
};

export const selectHasUnsaved = (s: RootState) => {
  const e = selectEditor(s);
  return e.saving > 0 || e.dirtyPersonal || e.dirtyModules.length > 0;
};

/** Styles a new module can take: those not used yet, and custom (any number). */
export const selectAvailableStyles = createSelector([selectModules], (modules): ModuleStyle[] => {
  const used = new Set(modules.map((m) => m.style));
  return MODULE_STYLES.filter((s) => s === 'custom' || !used.has(s));
});
