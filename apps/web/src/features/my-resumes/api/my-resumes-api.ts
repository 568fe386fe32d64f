// The user's resumes (paged cv/list) and their deletion; deleting reloads the list and the user (SPEC 4).
import type { RouteBody, RouteData } from '@cv/contract';
import { api } from '@/lib/api/base-api';
import { apiPath } from '@/lib/server-url';

export type ResumeListPage = RouteData<'cvList'>;
export type ResumeListItem = ResumeListPage[number];

export const myResumesApi = api.injectEndpoints({
  endpoints: (build) => ({
    resumeList: build.infiniteQuery<ResumeListPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        // The server's page size is not part of the contract: a page as full as the first one may have a successor.
        getNextPageParam: (last, all, lastParam) =>
          last.length > 0 && last.length >= (all[0]?.length ?? 0) ? lastParam + 1 : undefined,
      },
      query: ({ pageParam }) => ({ url: apiPath('cvList'), method: 'POST', body: { page: pageParam } }),
      providesTags: (result) => [
        { type: 'Resume', id: 'LIST' },
        ...(result?.pages.flat().map((r) => ({ type: 'Resume' as const, id: r.cid })) ?? []),
      ],
    }),
    deleteResume: build.mutation<RouteData<'cvDelete'>, RouteBody<'cvDelete'>>({
      query: (body) => ({ url: apiPath('cvDelete'), method: 'POST', body }),
      invalidatesTags: (_r, error, { cid }) =>
        error ? [] : [{ type: 'Resume', id: 'LIST' }, { type: 'Resume', id: cid }, 'User', 'IndexButton'],
    }),
  }),
});

export const { useResumeListInfiniteQuery, useDeleteResumeMutation } = myResumesApi;
