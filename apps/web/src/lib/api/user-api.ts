// The current user (GET /api/user): used by the layout, payment and my-resumes screens.
import type { RouteData } from '@cv/contract';
import { api } from './base-api';
import { userRequest } from './first-screen-requests';

export type User = RouteData<'user'>;

export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<User, void>({
      query: () => userRequest(),
      providesTags: ['User'],
    }),
  }),
});

export const { useGetUserQuery } = userApi;
