// Home page data: the site-wide resume counter and the main button text (SPEC 1).
import type { RouteData } from '@cv/contract';
import { api } from '@/lib/api/base-api';
import { routeRequest } from '@/lib/server-url';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    resumeCounter: build.query<RouteData<'cvCounter'>, void>({
      query: () => routeRequest('cvCounter'),
      providesTags: ['Counter'],
    }),
    indexButton: build.query<RouteData<'indexButton'>, void>({
      query: () => routeRequest('indexButton'),
      providesTags: ['IndexButton'],
    }),
  }),
});

export const { useResumeCounterQuery, useIndexButtonQuery } = homeApi;
