// QR login: request a ticket and poll its state (SPEC 4).
import type { RouteBody, RouteData } from '@cv/contract';
import { api } from '@/lib/api/base-api';
import { routeRequest } from '@/lib/server-url';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    qrLogin: build.mutation<RouteData<'qrLogin'>, void>({
      query: () => routeRequest('qrLogin'),
    }),
    qrState: build.mutation<RouteData<'qrState'>, RouteBody<'qrState'>>({
      query: (body) => routeRequest('qrState', body),
    }),
  }),
});

export const { useQrLoginMutation, useQrStateMutation } = authApi;
