// What the editor does beyond editing the document: load, add/delete/reorder modules, undo/redo, template change,
// and the preview (AI generation with review: writing-help/ai-review-actions.ts). Saving is the save queue's job (save-queue.ts); these only edit and flush.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { toApiError } from '@/lib/api/base-query';
import { userApi } from '@/lib/api/user-api';
import { reportFailure } from '@/lib/api/outcomes';
import type { RootState } from '@/lib/root-reducer';
import { editorApi } from '../api/editor-api';
import { contentStamp } from '../lib/content-stamp';
import type { Entry, ModuleStyle } from '../lib/module-fields';
import type { VersionSnapshot } from '../lib/version-history';
import {
  loadFailed,
  loadStarted,
  moduleAdded,
  moduleRemoved,
  modulesReordered,
  redone,
  resumeLoaded,
  selectEditor,
  templateChanged,
  undone,
  versionRestored,
} from './editor-slice';
import { restoreAiReview } from '../writing-help/ai-review-actions';
import { snapshotNow } from './history-actions';
import { restoreUnsentEdits } from './save-journal';
import { flush } from './save-queue';
import { ownerKnown, selectSaveQueue } from './save-queue-slice';

type Thunk<R> = ThunkAction<R, RootState, unknown, UnknownAction>;

/**
 * Loads the resume from the server and who the user is (the journal's owner). The tab that may write (edit lock)
 * then gets back the edits the journal kept (restoreUnsentEdits) and an AI review left undecided (restoreAiReview).
 */
export function loadResume(cid: string): Thunk<Promise<void>> {
  return async (dispatch, getState) => {
    dispatch(loadStarted(cid));
    const [result, user] = await Promise.all([
      dispatch(editorApi.endpoints.editorResume.initiate(cid, { forceRefetch: true, subscribe: false })),
      dispatch(userApi.endpoints.getUser.initiate(undefined, { subscribe: false })),
    ]);
    if (selectEditor(getState()).cid !== cid) return;
    if (result.data) {
      if (user.data) dispatch(ownerKnown({ cid, user: user.data.id }));
      dispatch(resumeLoaded({ cid, resume: result.data }));
      if (selectSaveQueue(getState()).access === 'writer') {
        await dispatch(restoreUnsentEdits(cid, result.data));
        await dispatch(restoreAiReview(cid));
      }
    } else {
      const { code, msg } = toApiError(result.error);
      dispatch(loadFailed({ cid, code, msg }));
    }
  };
}

/** Adds a module at the end (saved at once); returns its key. */
export function addModule(style: ModuleStyle, entries?: Entry[]): Thunk<string> {
  return (dispatch, getState) => {
    dispatch(moduleAdded({ style, ...(entries ? { entries } : {}) }));
    return selectEditor(getState()).modules.at(-1)!.key;
  };
}

/** Deletes a module (the save queue deletes it on the server; undo brings it back through module/save). */
export function deleteModule(key: string): Thunk<void> {
  return (dispatch) => {
    dispatch(moduleRemoved({ key }));
  };
}

/** Reorders; the save queue saves the new sort values at once (except a module with sort 1, SPEC 5). */
export function reorderModules(from: number, to: number): Thunk<void> {
  return (dispatch) => {
    dispatch(modulesReordered({ from, to }));
  };
}

export const undo = (): Thunk<void> => (dispatch) => void dispatch(undone());
export const redo = (): Thunk<void> => (dispatch) => void dispatch(redone());

/**
 * SPEC 4/5: needs cid and template; the local template changes only after the server agrees. The resume is
 * snapshotted first (version history, '更换模板前') unless the caller did (a restore).
 */
export function changeTemplate(template: string, options: { snapshot?: boolean } = {}): Thunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const { cid } = selectEditor(getState());
    if (!cid || !template) return false;
    await dispatch(flush({ retry: true }));
    if (options.snapshot !== false) await dispatch(snapshotNow('template'));
    const result = await dispatch(editorApi.endpoints.editorSetTemplate.initiate({ cid, template }));
    if (result.error) {
      dispatch(reportFailure('cvSetTemplate', result.error));
      return false;
    }
    dispatch(templateChanged({ cid, template }));
    return true;
  };
}

export interface PreviewResult {
  pdf_base64: string | null;
  error: string | null;
  /** The content stamp of what the PDF shows, or null when edits were left unsaved (do not cache it). */
  stamp: string | null;
}

/**
 * "Flush, then preview": sends every unsaved edit, then asks cv/preview for the saved resume with the resume's
 * own template, or with `candidate` (a template the user looks at before choosing it, issue 27). No preview-only
 * options: the PDF is what cv/download gives with that template. Abort with the signal.
 */
export function fetchPreview(signal?: AbortSignal, candidate?: string): Thunk<Promise<PreviewResult>> {
  return async (dispatch, getState) => {
    const clean = await dispatch(flush());
    const { cid, template: own, personal, modules } = selectEditor(getState());
    const template = candidate ?? own;
    if (!cid || !template || signal?.aborted) return { pdf_base64: null, error: null, stamp: null };
    const stamp = contentStamp(personal, modules);
    const request = dispatch(editorApi.endpoints.editorPreview.initiate({ cid, template }));
    const abort = () => request.abort();
    signal?.addEventListener('abort', abort);
    const result = await request;
    signal?.removeEventListener('abort', abort);
    const after = selectEditor(getState());
    const fresh =
      clean &&
      contentStamp(after.personal, after.modules) === stamp &&
      (candidate !== undefined || after.template === template);
    if (result.data?.pdf_base64)
      return { pdf_base64: result.data.pdf_base64, error: null, stamp: fresh ? stamp : null };
    return { pdf_base64: null, error: result.error ? toApiError(result.error).msg : '预览生成失败', stamp: null };
  };
}

/**
 * Restores a version: the content now is snapshotted first ('恢复版本前'), then the version's content becomes the
 * resume's (one undo step; saved through the save queue) and its template is set when it differs.
 */
export function restoreVersion(snapshot: VersionSnapshot): Thunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    await dispatch(snapshotNow('restore'));
    const cid = selectEditor(getState()).cid;
    if (!cid) return false;
    const personal = snapshot.personal ? { ...snapshot.personal, cid } : null;
    dispatch(versionRestored({ personal, modules: structuredClone(snapshot.modules) }));
    if (snapshot.template && snapshot.template !== selectEditor(getState()).template) {
      return dispatch(changeTemplate(snapshot.template, { snapshot: false }));
    }
    return true;
  };
}
