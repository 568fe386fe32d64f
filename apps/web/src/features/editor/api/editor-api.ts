// Endpoints of the resume editor: read the resume, save and delete modules, preview, template, AI, tips, avatar.
import type { RouteBody, RouteData } from '@cv/contract';
import { DEVICE } from '@cv/contract/constants';
import { api } from '@/lib/api/base-api';
import { apiPath } from '@/lib/server-url';

export const editorApi = api.injectEndpoints({
  endpoints: (build) => ({
    editorResume: build.query<RouteData<'cvGet'>, string>({
      query: (cid) => ({ url: apiPath('cvGet'), method: 'POST', body: { cid } }),
      providesTags: (_r, _e, cid) => [{ type: 'Resume', id: cid }],
      keepUnusedDataFor: 0,
    }),
    // Module changes touch the resume's updated_at: the my-resumes list is refetched when shown next.
    editorSaveModule: build.mutation<RouteData<'moduleSave'>, RouteBody<'moduleSave'>>({
      query: (body) => ({ url: apiPath('moduleSave'), method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Resume', id: 'LIST' }]),
    }),
    editorDeleteModule: build.mutation<RouteData<'moduleDelete'>, RouteBody<'moduleDelete'>>({
      query: (body) => ({ url: apiPath('moduleDelete'), method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Resume', id: 'LIST' }]),
    }),
    /** A mutation so every call is a fresh request that the caller can abort. */
    editorPreview: build.mutation<RouteData<'cvPreview'>, { cid: string; template: string; color: string }>({
      query: ({ cid, template, color }) => ({
        url: apiPath('cvPreview'),
        method: 'POST',
        body: { cid, template, device: DEVICE, color },
      }),
    }),
    editorSetTemplate: build.mutation<RouteData<'cvSetTemplate'>, RouteBody<'cvSetTemplate'>>({
      query: (body) => ({ url: apiPath('cvSetTemplate'), method: 'POST', body }),
      invalidatesTags: (_r, error, { cid }) =>
        error
          ? []
          : [
              { type: 'Resume', id: 'LIST' },
              { type: 'Preview', id: cid },
            ],
    }),
    editorGenContent: build.mutation<RouteData<'aiGenContent'>, RouteBody<'aiGenContent'>>({
      query: (body) => ({ url: apiPath('aiGenContent'), method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Resume', id: 'LIST' }]),
    }),
    editorMajorTips: build.query<RouteData<'tipMajor'>, string>({
      query: (major) => ({ url: apiPath('tipMajor'), method: 'POST', body: { major } }),
      providesTags: ['Tip'],
    }),
    editorUploadAvatar: build.mutation<RouteData<'avatarUpload'>, File>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file);
        return { url: apiPath('avatarUpload'), method: 'POST', body: form };
      },
    }),
  }),
});

export const { useEditorMajorTipsQuery, useEditorUploadAvatarMutation, useEditorSetTemplateMutation } = editorApi;
