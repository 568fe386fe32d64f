// AI 生成 in the editor with review (AI 建议), where nothing unaccepted stays (issue 36): before ai/genContent the
// resume is snapshotted (version history, 'AI 生成前') and the review is journaled (lib/ai-review-journal). Right after
// the answer the proposals are kept in the browser and the content goes back to what it was (aiHeld): the save queue
// takes the AI's writes back on the server through module/delete and module/save. Each 采纳 applies its proposal
// as an ordinary edit (module/save), each 放弃 only forgets it; the journal follows every decision, so a reload or a
// closed tab brings the undecided ones back (restoreAiReview) and an interrupted generation is taken back there.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { reportFailure } from '@/lib/api/outcomes';
import { resumeApi } from '@/lib/api/resume-api';
import { noticeAdded } from '@/lib/notices-slice';
import type { RootState } from '@/lib/root-reducer';
import { editorApi } from '../api/editor-api';
import { deleteReview, readReview, writeReview, type AiReviewRecord } from '../lib/ai-review-journal';
import { serverModuleKey, type EditorModule } from '../lib/editor-module';
import {
  aiGenerated,
  aiHeld,
  aiReviewDecided,
  aiReviewShown,
  aiSuggestionAccepted,
  selectEditor,
} from '../store/editor-slice';
import { snapshotNow } from '../store/history-actions';
import { flush } from '../store/save-queue';
import { selectSaveQueue } from '../store/save-queue-slice';
import { reviewItems } from './ai-review';

type Thunk<R> = ThunkAction<R, RootState, unknown, UnknownAction>;

const hasContent = (modules: readonly EditorModule[]) =>
  modules.some((m) => m.entries.some((e) => Object.values(e).some((v) => v.trim())));

/** The review's journal record of this editor now (null when the user is not known). */
function reviewRecord(s: RootState, before: AiReviewRecord['before']): AiReviewRecord | null {
  const { owner, cid } = selectSaveQueue(s);
  const items = selectEditor(s).aiReview;
  if (owner === null || !cid) return null;
  return { user: owner, cid, at: Date.now(), before, items: items ?? [] };
}

/** The content before generation, with server keys (what a later load of the resume calls these modules). */
let reviewBefore: AiReviewRecord['before'] | null = null;

/**
 * Runs ai/genContent after a flush. On a resume without content the result is kept at once (SPEC); on one with
 * content the proposals are held in this browser for review and the server is given back the content before.
 */
export function generateWithReview(): Thunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { cid, modules: before, personal } = selectEditor(getState());
    if (!cid) return;
    await dispatch(flush({ retry: true }));
    const { ids, owner } = selectSaveQueue(getState());
    const review = hasContent(before);
    const journaled: AiReviewRecord['before'] = {
      personal,
      modules: before.map((m) => (ids[m.key] ? { ...m, key: serverModuleKey(ids[m.key]!) } : m)),
    };
    if (review && owner !== null) {
      await dispatch(snapshotNow('ai'));
      await writeReview({ user: owner, cid, at: Date.now(), before: journaled, items: null });
    }
    const forget = () => (review && owner !== null ? deleteReview(owner, cid) : Promise.resolve());
    const result = await dispatch(resumeApi.endpoints.generateContent.initiate({ cid }));
    if (result.error) {
      await forget();
      dispatch(reportFailure('aiGenContent', result.error));
      return;
    }
    const known = new Set(Object.values(ids));
    if (result.data.modules.length === known.size && result.data.modules.every((m) => known.has(m.id))) {
      await forget();
      dispatch(noticeAdded({ type: 'info', text: 'AI 没有可补充的内容：你写过的模块都已保留' }));
      return;
    }
    const resume = await dispatch(
      editorApi.endpoints.editorResume.initiate(cid, { forceRefetch: true, subscribe: false }),
    );
    if (!resume.data) {
      // The journal still says a generation is under way: the next load takes the AI's writes back.
      dispatch(reportFailure('cvGet', resume.error));
      return;
    }
    const keyOf = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
    dispatch(aiGenerated({ cid, resume: resume.data, keyOf }));
    const items = reviewItems(before, selectEditor(getState()).modules);
    if (!review || items.length === 0) {
      await forget();
      const added = selectEditor(getState()).aiAdded.length;
      dispatch(noticeAdded({ type: 'success', text: `AI 已生成 ${added} 个模块（可撤销）` }));
      return;
    }
    dispatch(aiHeld({ personal, modules: before, dropUndo: true }));
    dispatch(aiReviewShown({ cid, items }));
    reviewBefore = journaled;
    const record = reviewRecord(getState(), journaled);
    if (record) await writeReview(record);
  };
}

/** Writes the review as it is now (or removes it once every proposal is decided). */
async function journalReview(s: RootState): Promise<void> {
  const { owner, cid } = selectSaveQueue(s);
  if (owner === null || !cid) return;
  if (!selectEditor(s).aiReview || !reviewBefore) return deleteReview(owner, cid);
  const record = reviewRecord(s, reviewBefore);
  if (record) await writeReview(record);
}

/** 采纳 (accept) or 放弃 one proposal: it takes effect now (an accepted one is an edit, saved like typing). */
export function decideSuggestion(key: string, accept: boolean): Thunk<Promise<void>> {
  return async (dispatch, getState) => {
    const item = selectEditor(getState()).aiReview?.find((i) => i.key === key);
    if (!item) return;
    if (accept) {
      await dispatch(snapshotNow('ai-accepted'));
      dispatch(aiSuggestionAccepted({ proposed: item.proposed, current: item.current }));
    }
    dispatch(aiReviewDecided(key));
    await journalReview(getState());
    if (!selectEditor(getState()).aiReview) {
      dispatch(noticeAdded({ type: 'success', text: 'AI 建议已处理完：采纳的已保存，放弃的没有留下（可撤销）' }));
    }
  };
}

/** 全部采纳 (every proposal left) or 完成 (the ones left are declined). */
export function finishAiReview(acceptRest: boolean): Thunk<Promise<void>> {
  return async (dispatch, getState) => {
    for (const item of selectEditor(getState()).aiReview ?? []) await dispatch(decideSuggestion(item.key, acceptRest));
  };
}

/**
 * After loading (as the writer): an AI review this browser journaled for the resume comes back. A generation that
 * was under way (no proposals recorded) is taken back now: what the server holds beyond the content before it
 * becomes proposals, and the server gets the content before.
 */
export function restoreAiReview(cid: string): Thunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { owner } = selectSaveQueue(getState());
    if (owner === null) return;
    const record = await readReview(owner, cid);
    if (!record || selectEditor(getState()).cid !== cid) return;
    reviewBefore = record.before;
    let items = record.items;
    if (items === null) {
      items = reviewItems(record.before.modules, selectEditor(getState()).modules);
      if (items.length > 0) dispatch(aiHeld({ ...record.before, dropUndo: false }));
    }
    dispatch(aiReviewShown({ cid, items }));
    await journalReview(getState());
    if (items.length > 0) dispatch(noticeAdded({ type: 'info', text: `还有 ${items.length} 条 AI 建议等你决定` }));
  };
}
