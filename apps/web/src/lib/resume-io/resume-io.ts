// The user's data in their hands: export a resume as a JSON Resume file, import one (ours or another tool's) as a
// new resume, and copy a resume (planOf) or restore a deleted one the same way. Everything goes through the normal routes (cv/get, cv/new,
// personal/save, module/save, module/delete); failures are shown by lib/api/outcomes (code 5 → /payment).
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { FullResume, ModuleStyle, RouteBody, RouteData } from '@cv/contract';
import { MODULE_LIMIT } from '@cv/contract/constants';
import { api } from '../api/base-api';
import { saveBlobAs } from '../download-file';
import { outcomeOf, reportFailure } from '../api/outcomes';
import { resumeApi } from '../api/resume-api';
import { noticeAdded } from '../notices-slice';
import type { RootState } from '../root-reducer';
import { routeRequest } from '../server-url';
import { IMPORT_FALLBACK_TEMPLATE } from '../resume-import/model';
import { fromJsonResume, toJsonResume, type ImportPlan } from './json-resume';

type Thunk<R> = ThunkAction<R, RootState, unknown, UnknownAction>;

const ioApi = api.injectEndpoints({
  endpoints: (build) => ({
    ioResume: build.query<RouteData<'cvGet'>, string>({
      query: (cid) => routeRequest('cvGet', { cid }),
      keepUnusedDataFor: 0,
    }),
    ioSaveModule: build.mutation<RouteData<'moduleSave'>, RouteBody<'moduleSave'>>({
      query: (body) => routeRequest('moduleSave', body),
    }),
    ioDeleteModule: build.mutation<RouteData<'moduleDelete'>, RouteBody<'moduleDelete'>>({
      query: (body) => routeRequest('moduleDelete', body),
    }),
  }),
});

function readResume(cid: string): Thunk<Promise<FullResume | null>> {
  return async (dispatch) => {
    const result = await dispatch(ioApi.endpoints.ioResume.initiate(cid, { forceRefetch: true, subscribe: false }));
    if (result.data) return result.data;
    dispatch(reportFailure('cvGet', result.error));
    return null;
  };
}

/** The file name of an export: the person's name and wish, like the download's. */
export function exportFileName(resume: FullResume): string {
  const title = [resume.personal.name, resume.personal.wish].filter(Boolean).join('-') || '简历';
  return `${title.replace(/[\\/:*?"<>|]/g, '_')}.resume.json`;
}

/** Builds the JSON Resume file of a resume as the server has it (flush the editor first). */
export function exportJsonResume(cid: string): Thunk<Promise<{ name: string; json: Record<string, unknown> } | null>> {
  return async (dispatch) => {
    const resume = await dispatch(readResume(cid));
    return resume ? { name: exportFileName(resume), json: toJsonResume(resume) } : null;
  };
}

/**
 * Creates a resume from an import plan; resolves with the new cid, or null (the reason was shown). One creation
 * (cv/new); when a later step fails the half-made resume is deleted again, so nothing half-made is left. A template
 * the server does not know is replaced by the default one, unless `exactTemplate` (生成英文版: the English edition or
 * nothing).
 */
export function createFromPlan(
  plan: ImportPlan,
  options: { exactTemplate?: boolean } = {},
): Thunk<Promise<string | null>> {
  return async (dispatch) => {
    const cid = await dispatch(fillNewResume(plan, options.exactTemplate ?? false));
    dispatch(api.util.invalidateTags([{ type: 'Resume', id: 'LIST' }, 'User']));
    return cid;
  };
}

/** cv/new, then the plan's content; a failure after cv/new deletes the new resume (abandoned: cv/delete). */
function fillNewResume(plan: ImportPlan, exactTemplate: boolean): Thunk<Promise<string | null>> {
  return async (dispatch) => {
    let created = await dispatch(
      resumeApi.endpoints.createResume.initiate({ template: plan.template ?? IMPORT_FALLBACK_TEMPLATE }),
    );
    if (created.error && !exactTemplate && plan.template && plan.template !== IMPORT_FALLBACK_TEMPLATE) {
      // A template this server does not know: the default one instead (quota and login answers stay as they are).
      if (outcomeOf('cvNew', created.error).kind === 'error') {
        created = await dispatch(resumeApi.endpoints.createResume.initiate({ template: IMPORT_FALLBACK_TEMPLATE }));
      }
    }
    if (!created.data) {
      dispatch(reportFailure('cvNew', created.error));
      return null;
    }
    const { cid } = created.data;
    const abandon = async () => {
      await dispatch(resumeApi.endpoints.deleteResume.initiate({ cid }));
      return null;
    };
    const fresh = await dispatch(readResume(cid));
    if (!fresh) return abandon();

    let personal = await dispatch(resumeApi.endpoints.savePersonal.initiate({ ...plan.personal, cid }));
    if (personal.error && plan.personal.avatar && outcomeOf('personalSave', personal.error).kind === 'error') {
      // Someone else's export: its avatar is not this user's upload. Everything else still comes in.
      const withoutAvatar = { ...plan.personal, avatar: '', avatar_url: '', cid };
      personal = await dispatch(resumeApi.endpoints.savePersonal.initiate(withoutAvatar));
    }
    if (personal.error) {
      dispatch(reportFailure('personalSave', personal.error));
      return abandon();
    }
    // cv/new gave the resume its default education module: the first education module of the file goes there.
    let defaults = fresh.modules.map((m) => m.id);
    for (const m of plan.modules.slice(0, MODULE_LIMIT)) {
      const reuse = m.style === 'edu' && defaults.length > 0 ? defaults[0] : undefined;
      if (reuse) defaults = defaults.slice(1);
      const saved = await dispatch(
        ioApi.endpoints.ioSaveModule.initiate({ ...m, cid, ...(reuse ? { id: reuse } : {}) }),
      );
      if (saved.error) {
        dispatch(reportFailure('moduleSave', saved.error));
        return abandon();
      }
    }
    for (const id of defaults) {
      const removed = await dispatch(ioApi.endpoints.ioDeleteModule.initiate({ id }));
      if (removed.error) dispatch(reportFailure('moduleDelete', removed.error));
    }
    if (plan.dropped.length > 0) {
      dispatch(
        noticeAdded({
          type: 'warning',
          text: `一份简历最多 ${MODULE_LIMIT} 个模块，没有导入：${plan.dropped.join('、')}`,
        }),
      );
    }
    return cid;
  };
}

/** Imports the text of a JSON Resume file as a new resume. */
export function importJsonResume(text: string): Thunk<Promise<string | null>> {
  return async (dispatch) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      dispatch(noticeAdded({ type: 'error', text: '文件不是合法的 JSON' }));
      return null;
    }
    const read = fromJsonResume(parsed);
    if ('error' in read) {
      dispatch(noticeAdded({ type: 'error', text: read.error }));
      return null;
    }
    return dispatch(createFromPlan(read.plan));
  };
}

/** A resume as the server gave it, as a plan for a new resume with the same content (ids apart). */
export function planOf(resume: FullResume): ImportPlan {
  const { cid: _cid, ...personal } = resume.personal;
  return {
    template: resume.template,
    personal,
    modules: resume.modules.map(({ name, alias, style, sort, custom, content }) => ({
      name,
      alias,
      style: style as ModuleStyle,
      sort,
      custom,
      content,
    })),
    dropped: [],
  };
}

/** Reads a resume as the server has it (null: the reason was shown). */
export const fetchResume = readResume;

/** Saves a JSON document as a file. */
export function saveJsonFile(name: string, json: unknown): void {
  saveBlobAs(new Blob([`${JSON.stringify(json, null, 2)}\n`], { type: 'application/json' }), name);
}
