// Resume endpoints shared by several features (templates, AI, my resumes, editor): create, download, personal info, tips.
import type { RouteBody, RouteData } from '@cv/contract';
import { apiPath } from '../server-url';
import { api } from './base-api';

export const resumeApi = api.injectEndpoints({
  endpoints: (build) => ({
    createResume: build.mutation<RouteData<'cvNew'>, RouteBody<'cvNew'>>({
      query: (body) => ({ url: apiPath('cvNew'), method: 'POST', body }),
      invalidatesTags: [{ type: 'Resume', id: 'LIST' }, 'User', 'Counter', 'IndexButton'],
    }),
    downloadResume: build.mutation<RouteData<'cvDownload'>, RouteBody<'cvDownload'>>({
      query: (body) => ({ url: apiPath('cvDownload'), method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    savePersonal: build.mutation<RouteData<'personalSave'>, RouteBody<'personalSave'>>({
      query: (body) => ({ url: apiPath('personalSave'), method: 'POST', body }),
      invalidatesTags: (_r, _e, body) => [
        { type: 'Personal', id: body.cid },
        { type: 'Resume', id: body.cid },
        { type: 'Resume', id: 'LIST' },
      ],
    }),
    positionTips: build.query<RouteData<'tipPosition'>, string>({
      query: (title) => ({ url: apiPath('tipPosition'), method: 'POST', body: { title } }),
      providesTags: ['Tip'],
    }),
  }),
});

export const { useCreateResumeMutation, useDownloadResumeMutation, useSavePersonalMutation, usePositionTipsQuery } =
  resumeApi;
