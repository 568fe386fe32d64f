// Template and template-style pages (SPEC 4: append the next page until cur_page == total_page).
import type { RouteData } from '@cv/contract';
import { api } from './base-api';
import { templatePageRequest, type TemplateKind } from './first-screen-requests';

export type TemplatePage = RouteData<'templateList'>;
export type TemplateItem = TemplatePage['templates'][number];
export type { TemplateKind };

export const templateApi = api.injectEndpoints({
  endpoints: (build) => ({
    templatePages: build.infiniteQuery<TemplatePage, TemplateKind, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => (last.cur_page < last.total_page ? last.cur_page + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => templatePageRequest(queryArg, pageParam),
      providesTags: (_r, _e, kind) => [kind === 'style' ? 'TemplateStyle' : 'Template'],
    }),
  }),
});

export const { useTemplatePagesInfiniteQuery } = templateApi;
