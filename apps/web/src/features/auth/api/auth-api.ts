// QR login: request a ticket and poll its state (SPEC 4).
import type { RouteBody, RouteData } from '@cv/contract';
import { api } from '@/lib/api/base-api';
import { apiPath } from '@/lib/server-url';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    qrLogin: build.mutation<RouteData<'qrLogin'>, void>({
      query: () => ({ url: apiPath('qrLogin'), method: 'POST' }),
    }),
    qrState: build.mutation<RouteData<'qrState'>, RouteBody<'qrState'>>({
      query: (body) => ({ url: apiPath('qrState'), method: 'POST', body }),
    }),
  }),
});

export const { useQrLoginMutation, useQrStateMutation } = authApi;
