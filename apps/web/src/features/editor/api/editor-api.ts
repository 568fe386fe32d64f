// Endpoints of the resume editor: read the resume, save and delete modules, preview, template, tips, avatar
// (AI generation is features/ai's generateContent).
import type { RouteBody, RouteData } from '@cv/contract';
import { DEVICE } from '@cv/contract/constants';
import { api } from '@/lib/api/base-api';
import { SAVE_TIMEOUT_MS } from '@/lib/api/resume-api';
import type { TemplateItem } from '@/lib/api/template-api';
import { routeRequest } from '@/lib/server-url';

export const editorApi = api.injectEndpoints({
  endpoints: (build) => ({
    editorResume: build.query<RouteData<'cvGet'>, string>({
      query: (cid) => routeRequest('cvGet', { cid }),
      providesTags: (_r, _e, cid) => [{ type: 'Resume', id: cid }],
      keepUnusedDataFor: 0,
    }),
    // Module changes touch the resume's updated_at: the my-resumes list is refetched when shown next.
    editorSaveModule: build.mutation<RouteData<'moduleSave'>, RouteBody<'moduleSave'>>({
      query: (body) => ({ ...routeRequest('moduleSave', body), timeout: SAVE_TIMEOUT_MS }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Resume', id: 'LIST' }]),
    }),
    editorDeleteModule: build.mutation<RouteData<'moduleDelete'>, RouteBody<'moduleDelete'>>({
      query: (body) => ({ ...routeRequest('moduleDelete', body), timeout: SAVE_TIMEOUT_MS }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Resume', id: 'LIST' }]),
    }),
    /** A mutation so every call is a fresh request that the caller can abort. */
    /** No color: the preview shows the resume's own template, exactly what cv/download gives. */
    editorPreview: build.mutation<RouteData<'cvPreview'>, { cid: string; template: string }>({
      query: ({ cid, template }) => routeRequest('cvPreview', { cid, template, device: DEVICE }),
    }),
    editorSetTemplate: build.mutation<RouteData<'cvSetTemplate'>, RouteBody<'cvSetTemplate'>>({
      query: (body) => routeRequest('cvSetTemplate', body),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Resume', id: 'LIST' }]),
    }),
    /** Every template and style (one page of each, 100 at most): the colors a resume's layout can take. */
    editorTemplateCatalog: build.query<TemplateItem[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const items: TemplateItem[] = [];
        for (const route of ['templateList', 'templateStyle'] as const) {
          const result = await baseQuery(routeRequest(route, { page: 1, size: 100, device: DEVICE }));
          if (result.error) return { error: result.error };
          items.push(...(result.data as RouteData<'templateList'>).templates);
        }
        return { data: items };
      },
      providesTags: ['Template', 'TemplateStyle'],
    }),
    editorMajorTips: build.query<RouteData<'tipMajor'>, RouteBody<'tipMajor'>>({
      query: (body) => routeRequest('tipMajor', body),
      providesTags: ['Tip'],
    }),
    editorUploadAvatar: build.mutation<RouteData<'avatarUpload'>, File>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file);
        return routeRequest('avatarUpload', form);
      },
    }),
  }),
});

export const {
  useEditorMajorTipsQuery,
  useEditorUploadAvatarMutation,
  useEditorSetTemplateMutation,
  useEditorTemplateCatalogQuery,
} = editorApi;
