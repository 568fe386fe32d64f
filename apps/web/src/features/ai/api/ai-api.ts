// AI content generation for a resume (ai/genContent).
import type { RouteBody, RouteData } from '@cv/contract';
import { api } from '@/lib/api/base-api';
import { apiPath } from '@/lib/server-url';

export const aiApi = api.injectEndpoints({
  endpoints: (build) => ({
    generateContent: build.mutation<RouteData<'aiGenContent'>, RouteBody<'aiGenContent'>>({
      query: (body) => ({ url: apiPath('aiGenContent'), method: 'POST', body }),
      invalidatesTags: (_r, error, { cid }) =>
        error
          ? []
          : [
              { type: 'Module', id: cid },
              { type: 'Resume', id: cid },
              { type: 'Preview', id: cid },
            ],
    }),
  }),
});

export const { useGenerateContentMutation } = aiApi;
