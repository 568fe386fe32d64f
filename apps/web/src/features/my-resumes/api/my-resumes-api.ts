// The user's resumes (paged cv/list); deleting one (lib/api/resume-api deleteResume) reloads the list and the user
// (SPEC 4).
import type { RouteData } from '@cv/contract';
import { RESUME_LIST_PAGE_SIZE } from '@cv/contract/constants';
import { api } from '@/lib/api/base-api';
import { resumeListRequest } from '@/lib/api/first-screen-requests';

export type ResumeListPage = RouteData<'cvList'>;
export type ResumeListItem = ResumeListPage[number];

export const myResumesApi = api.injectEndpoints({
  endpoints: (build) => ({
    resumeList: build.infiniteQuery<ResumeListPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        // A full page may have a successor; a shorter one is the last.
        getNextPageParam: (last, _all, lastParam) => (last.length >= RESUME_LIST_PAGE_SIZE ? lastParam + 1 : undefined),
      },
      query: ({ pageParam }) => resumeListRequest(pageParam),
      providesTags: (result) => [
        { type: 'Resume', id: 'LIST' },
        ...(result?.pages.flat().map((r) => ({ type: 'Resume' as const, id: r.cid })) ?? []),
      ],
    }),
  }),
});

export const { useResumeListInfiniteQuery } = myResumesApi;
