// 生成英文版 (issue 42): reads a Chinese resume (cv/get), makes its English version as one creation through the routes
// 复制 uses (cv/new, personal/save, module/save: the same quota, code 5 → /payment), and links the two in this
// browser. Any failure leaves nothing half-made: createFromPlan deletes a copy it could not finish, and a copy whose
// link cannot be kept is deleted again (a resume that says it is someone's English version but shows no switch
// would be the half-made thing here).
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { readEntries } from '@cv/contract/module-fields';
import { resumeApi } from '../api/resume-api';
import { noticeAdded } from '../notices-slice';
import type { RootState } from '../root-reducer';
import { createFromPlan, fetchResume, planOf } from '../resume-io/resume-io';
import { englishPlanOf } from './english-plan';
import { linkPair } from './resume-pairs';
import { untranslatedFields } from './untranslated';

type Thunk<R> = ThunkAction<R, RootState, unknown, UnknownAction>;

export interface EnglishCopy {
  cid: string;
  /** How many fields still read Chinese (marked 待翻译 in the editor). */
  untranslated: number;
}

/** Makes the English version of `cid` for `user`; null when it was not made (the reason was shown). */
export function makeEnglishCopy(user: number, cid: string): Thunk<Promise<EnglishCopy | null>> {
  return async (dispatch) => {
    const resume = await dispatch(fetchResume(cid));
    if (!resume) return null;
    const plan = englishPlanOf(planOf(resume));
    if (!plan) {
      dispatch(noticeAdded({ type: 'warning', text: '这份简历用的已经是英文模板，无需生成英文版' }));
      return null;
    }
    const copy = await dispatch(createFromPlan(plan, { exactTemplate: true }));
    if (!copy) return null;
    try {
      await linkPair(user, cid, copy);
    } catch {
      await dispatch(resumeApi.endpoints.deleteResume.initiate({ cid: copy }));
      dispatch(
        noticeAdded({
          type: 'error',
          text: '无法在本浏览器记录中英文两份简历的关联（浏览器存储不可用），没有生成英文版',
        }),
      );
      return null;
    }
    const modules = plan.modules.map((m) => ({ ...m, entries: readEntries(m.style, m.content) }));
    return { cid: copy, untranslated: untranslatedFields(plan.personal, modules).length };
  };
}
