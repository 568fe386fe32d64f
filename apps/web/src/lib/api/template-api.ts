// Template and template-style pages (SPEC 4: append the next page until cur_page == total_page).
import type { RouteData } from '@cv/contract';
import { api } from './base-api';
import { templatePageRequest, type TemplateKind, type TemplateTag } from './first-screen-requests';

export type TemplatePage = RouteData<'templateList'>;
export type TemplateItem = TemplatePage['templates'][number];
export type { TemplateKind, TemplateTag };

/** A catalogue and the filters it is shown with (every item carries every tag). */
export interface TemplateQuery {
  kind: TemplateKind;
  tags: readonly TemplateTag[];
}

export const templateApi = api.injectEndpoints({
  endpoints: (build) => ({
    templatePages: build.infiniteQuery<TemplatePage, TemplateQuery, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => (last.cur_page < last.total_page ? last.cur_page + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => templatePageRequest(queryArg.kind, pageParam, queryArg.tags),
      providesTags: (_r, _e, { kind }) => [kind === 'style' ? 'TemplateStyle' : 'Template'],
    }),
  }),
});

export const { useTemplatePagesInfiniteQuery } = templateApi;
