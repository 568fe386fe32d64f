// AI 生成 in the editor with review (AI 建议): the modules before generation are the snapshot; the result is applied
// as one undoable edit (aiGenerated) so the server and the editor agree, then the user's decisions are applied as
// part of that same undo step (aiReviewed): declined proposals go back through module/save and module/delete.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { reportFailure } from '@/lib/api/outcomes';
import { resumeApi } from '@/lib/api/resume-api';
import { noticeAdded } from '@/lib/notices-slice';
import type { RootState } from '@/lib/root-reducer';
import { editorApi } from '../api/editor-api';
import { aiGenerated, aiReviewed, selectEditor, type EditorModule } from '../store/editor-slice';
import { flush } from '../store/save-queue';
import { selectSaveQueue } from '../store/save-queue-slice';
import { decidedModules, reviewItems, type ReviewItem } from './ai-review';

type Thunk<R> = ThunkAction<R, RootState, unknown, UnknownAction>;

export interface AiReview {
  before: EditorModule[];
  after: EditorModule[];
  items: ReviewItem[];
}

const hasContent = (modules: readonly EditorModule[]) =>
  modules.some((m) => m.entries.some((e) => Object.values(e).some((v) => v.trim())));

/**
 * Runs ai/genContent after a flush. On a resume without content the result is kept at once (as before); on one
 * with content the answer is the proposals to review (null when there is nothing to review or it failed).
 */
export function generateWithReview(): Thunk<Promise<AiReview | null>> {
  return async (dispatch, getState) => {
    const { cid, modules: before } = selectEditor(getState());
    if (!cid) return null;
    await dispatch(flush({ retry: true }));
    const result = await dispatch(resumeApi.endpoints.generateContent.initiate({ cid }));
    if (result.error) {
      dispatch(reportFailure('aiGenContent', result.error));
      return null;
    }
    const ids = selectSaveQueue(getState()).ids;
    const known = new Set(Object.values(ids));
    if (result.data.modules.length === known.size && result.data.modules.every((m) => known.has(m.id))) {
      dispatch(noticeAdded({ type: 'info', text: 'AI 没有可补充的内容：你写过的模块都已保留' }));
      return null;
    }
    const resume = await dispatch(
      editorApi.endpoints.editorResume.initiate(cid, { forceRefetch: true, subscribe: false }),
    );
    if (!resume.data) {
      dispatch(reportFailure('cvGet', resume.error));
      return null;
    }
    const keyOf = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
    dispatch(aiGenerated({ cid, resume: resume.data, keyOf }));
    const after = selectEditor(getState()).modules;
    const items = reviewItems(before, after);
    if (!hasContent(before) || items.length === 0) {
      const added = selectEditor(getState()).aiAdded.length;
      dispatch(noticeAdded({ type: 'success', text: `AI 已生成 ${added} 个模块（可撤销）` }));
      return null;
    }
    return { before, after, items };
  };
}

/** Applies the decisions: accepted proposals stay, the rest is restored; one undo step with the generation. */
export function finishAiReview(review: AiReview, accepted: ReadonlySet<string>): Thunk<void> {
  return (dispatch) => {
    const modules = decidedModules(review.before, review.after, review.items, accepted);
    dispatch(aiReviewed({ modules }));
    const n = review.items.filter((i) => accepted.has(i.key)).length;
    dispatch(
      noticeAdded({
        type: 'success',
        text: n > 0 ? `已采纳 ${n} 条 AI 建议（可撤销）` : '已放弃 AI 建议，简历保持原样',
      }),
    );
  };
}
