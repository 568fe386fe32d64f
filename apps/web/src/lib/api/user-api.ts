// The current user (GET /api/user): used by the layout, payment and my-resumes screens.
import type { RouteData } from '@cv/contract';
import { routeRequest } from '../server-url';
import { api } from './base-api';

export type User = RouteData<'user'>;

export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<User, void>({
      query: () => routeRequest('user'),
      providesTags: ['User'],
    }),
  }),
});

export const { useGetUserQuery } = userApi;
