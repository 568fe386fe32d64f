// The editor's side effects: load, save (personal, modules), flush, add/delete/reorder modules, template, AI.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { Code } from '@cv/contract/codes';
import { toApiError } from '@/lib/api/base-query';
import { resumeApi } from '@/lib/api/resume-api';
import type { RootState } from '@/lib/root-reducer';
import { editorApi } from '../api/editor-api';
import type { Entry, ModuleStyle } from '../lib/module-fields';
import {
  loadFailed,
  loadStarted,
  moduleAdded,
  moduleRemoved,
  modulesReordered,
  moduleSaveFinished,
  moduleSaveStarted,
  noticeAdded,
  personalSaveFinished,
  personalSaveStarted,
  resumeLoaded,
  selectEditor,
  templateChanged,
} from './editor-slice';

type Thunk<R> = ThunkAction<R, RootState, unknown, UnknownAction>;

let addedModules = 0;
/** Saves in flight, so a flush also waits for them (and a save of the same thing waits for the previous one). */
const inFlight = new Map<string, Promise<unknown>>();

function track(name: string, run: () => Promise<unknown>): Promise<unknown> {
  const previous = inFlight.get(name) ?? Promise.resolve();
  const next = previous.then(run, run);
  inFlight.set(name, next);
  void next.finally(() => {
    if (inFlight.get(name) === next) inFlight.delete(name);
  });
  return next;
}

export function loadResume(cid: string): Thunk<Promise<void>> {
  return async (dispatch) => {
    dispatch(loadStarted(cid));
    const result = await dispatch(
      editorApi.endpoints.editorResume.initiate(cid, { forceRefetch: true, subscribe: false }),
    );
    if (result.data) dispatch(resumeLoaded({ cid, resume: result.data }));
    else {
      const { code, msg } = toApiError(result.error);
      dispatch(loadFailed({ cid, code, msg }));
    }
  };
}

/** Saves personal info if it has unsaved edits, with the values of this moment. */
export function savePersonal(): Thunk<Promise<unknown>> {
  return (dispatch, getState) => {
    const { personal, dirtyPersonal, cid } = selectEditor(getState());
    if (!personal || !dirtyPersonal || !cid) return inFlight.get('personal') ?? Promise.resolve();
    const body = { ...personal };
    dispatch(personalSaveStarted());
    return track('personal', async () => {
      const result = await dispatch(resumeApi.endpoints.savePersonal.initiate(body));
      const error = result.error ? toApiError(result.error) : null;
      dispatch(
        personalSaveFinished({
          cid,
          at: Date.now(),
          ...(error && error.code !== Code.UNAUTHORIZED ? { error: error.msg } : {}),
        }),
      );
    });
  };
}

/** Saves one module (creates it when it has no id yet) with its current values. */
export function saveModule(key: string): Thunk<Promise<unknown>> {
  return (dispatch, getState) => {
    const state = selectEditor(getState());
    const m = state.modules.find((x) => x.key === key);
    const cid = state.cid;
    if (!m || !cid || !state.dirtyModules.includes(key) || state.creatingModules.includes(key)) {
      return inFlight.get(key) ?? Promise.resolve();
    }
    const body = {
      ...(m.id ? { id: m.id } : {}),
      cid,
      name: m.name,
      alias: m.alias,
      content: JSON.stringify(m.entries),
      style: m.style,
      sort: m.sort,
      custom: m.custom,
    };
    dispatch(moduleSaveStarted({ key, creating: !m.id }));
    return track(key, async () => {
      const result = await dispatch(editorApi.endpoints.editorSaveModule.initiate(body));
      if (result.data) {
        dispatch(moduleSaveFinished({ cid, key, id: result.data.id, at: Date.now() }));
      } else {
        const { code, msg } = toApiError(result.error);
        dispatch(moduleSaveFinished({ cid, key, at: Date.now(), error: { code, msg } }));
      }
    });
  };
}

/**
 * Saves every unsaved edit now and waits for all saves in flight (before preview, download, template change,
 * leaving). Resolves true when nothing is left unsaved.
 */
export function flushEdits(): Thunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const state = selectEditor(getState());
    const work: Promise<unknown>[] = [dispatch(savePersonal())];
    for (const key of state.dirtyModules) work.push(dispatch(saveModule(key)));
    work.push(...inFlight.values());
    await Promise.all(work);
    // A module created during the flush may have picked up edits meanwhile.
    const after = selectEditor(getState());
    if (after.dirtyModules.some((k) => !after.creatingModules.includes(k)) && !after.saveError) {
      await Promise.all(after.dirtyModules.map((k) => dispatch(saveModule(k))));
    }
    const final = selectEditor(getState());
    return !final.dirtyPersonal && final.dirtyModules.length === 0 && final.saving === 0;
  };
}

export function addModule(style: ModuleStyle, entries?: Entry[]): Thunk<Promise<string>> {
  return async (dispatch) => {
    addedModules += 1;
    const key = `add-${addedModules}`;
    dispatch(moduleAdded({ key, style, ...(entries ? { entries } : {}) }));
    await dispatch(saveModule(key));
    return key;
  };
}

export function deleteModule(key: string): Thunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const m = selectEditor(getState()).modules.find((x) => x.key === key);
    if (!m) return false;
    await inFlight.get(key);
    const id = selectEditor(getState()).modules.find((x) => x.key === key)?.id ?? 0;
    if (id) {
      const result = await dispatch(editorApi.endpoints.editorDeleteModule.initiate({ id }));
      if (result.error) {
        const { code, msg } = toApiError(result.error);
        if (code !== Code.UNAUTHORIZED) dispatch(noticeAdded({ type: 'warning', text: msg }));
        return false;
      }
    }
    dispatch(moduleRemoved({ key }));
    return true;
  };
}

/** Reorders and saves the new sort values at once (except a module with sort 1, SPEC 5). */
export function reorderModules(from: number, to: number): Thunk<Promise<void>> {
  return async (dispatch, getState) => {
    dispatch(modulesReordered({ from, to }));
    const { dirtyModules } = selectEditor(getState());
    await Promise.all(dirtyModules.map((key) => dispatch(saveModule(key))));
  };
}

/** SPEC 4/5: needs cid and template; the local template changes only after the server agrees. */
export function changeTemplate(template: string): Thunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const { cid } = selectEditor(getState());
    if (!cid || !template) return false;
    await dispatch(flushEdits());
    const result = await dispatch(editorApi.endpoints.editorSetTemplate.initiate({ cid, template }));
    if (result.error) {
      const { code, msg } = toApiError(result.error);
      if (code !== Code.UNAUTHORIZED) dispatch(noticeAdded({ type: 'warning', text: msg }));
      return false;
    }
    dispatch(templateChanged({ cid, template }));
    return true;
  };
}

/** ai/genContent for this resume, then a reload of what the server wrote. */
export function generateContent(): Thunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const { cid } = selectEditor(getState());
    if (!cid) return false;
    await dispatch(flushEdits());
    const result = await dispatch(editorApi.endpoints.editorGenContent.initiate({ cid }));
    if (result.error) {
      const { code, msg } = toApiError(result.error);
      if (code !== Code.UNAUTHORIZED) dispatch(noticeAdded({ type: 'error', text: msg }));
      return false;
    }
    await dispatch(loadResume(cid));
    dispatch(noticeAdded({ type: 'success', text: 'AI 已生成简历内容' }));
    return true;
  };
}
