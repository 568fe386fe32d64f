// Resume endpoints shared by several features (templates, AI, my resumes, editor, the importer): create, delete,
// download, personal info, AI content, tips.
import type { RouteBody, RouteData } from '@cv/contract';
import type { Lang } from '@cv/contract/edition-words';
import { routeRequest } from '../server-url';
import { api } from './base-api';

/**
 * The `lang` of tip/position and tip/major for a resume in this language: 'en' for an English one; none for a Chinese
 * one, so that the mock also answers a Latin query its Chinese tips lack in English.
 */
export const tipLang = (lang: Lang): { lang?: 'en' } => (lang === 'en' ? { lang } : {});

/**
 * A save that got no answer in this time is treated as no reply at all (the editor's queue keeps it and retries, as
 * offline): a hung request never holds an edit back.
 */
export const SAVE_TIMEOUT_MS = 15_000;

export const resumeApi = api.injectEndpoints({
  endpoints: (build) => ({
    createResume: build.mutation<RouteData<'cvNew'>, RouteBody<'cvNew'>>({
      query: (body) => routeRequest('cvNew', body),
      invalidatesTags: [{ type: 'Resume', id: 'LIST' }, 'User', 'Counter', 'IndexButton'],
    }),
    /** cv/delete: 我的简历's 删除, and an import that failed after cv/new taking back its half-made resume. */
    deleteResume: build.mutation<RouteData<'cvDelete'>, RouteBody<'cvDelete'>>({
      query: (body) => routeRequest('cvDelete', body),
      invalidatesTags: (_r, error, { cid }) =>
        error ? [] : [{ type: 'Resume', id: 'LIST' }, { type: 'Resume', id: cid }, 'User', 'IndexButton'],
    }),
    downloadResume: build.mutation<RouteData<'cvDownload'>, RouteBody<'cvDownload'>>({
      query: (body) => routeRequest('cvDownload', body),
      invalidatesTags: ['User'],
    }),
    savePersonal: build.mutation<RouteData<'personalSave'>, RouteBody<'personalSave'>>({
      query: (body) => ({ ...routeRequest('personalSave', body), timeout: SAVE_TIMEOUT_MS }),
      invalidatesTags: (_r, _e, body) => [
        { type: 'Resume', id: body.cid },
        { type: 'Resume', id: 'LIST' },
      ],
    }),
    /** ai/genContent writes modules into the resume (used by the /ai page and the editor). */
    generateContent: build.mutation<RouteData<'aiGenContent'>, RouteBody<'aiGenContent'>>({
      query: (body) => routeRequest('aiGenContent', body),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Resume', id: 'LIST' }]),
    }),
    /** With tipLang's `lang` for an English resume: the tips answer in English. */
    positionTips: build.query<RouteData<'tipPosition'>, RouteBody<'tipPosition'>>({
      query: (body) => routeRequest('tipPosition', body),
      providesTags: ['Tip'],
    }),
  }),
});

export const {
  useCreateResumeMutation,
  useDeleteResumeMutation,
  useDownloadResumeMutation,
  useGenerateContentMutation,
  useSavePersonalMutation,
  usePositionTipsQuery,
} = resumeApi;
