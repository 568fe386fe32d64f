// Goods, orders and Native pay (prepay, then poll queryPay).
import type { RouteBody, RouteData } from '@cv/contract';
import { api } from '@/lib/api/base-api';
import { routeRequest } from '@/lib/server-url';

export type Goods = RouteData<'goodsList'>[number];
export type Prepay = RouteData<'prepay'>;
export type Order = RouteData<'queryPay'>;

export const paymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    goodsList: build.query<RouteData<'goodsList'>, void>({
      query: () => routeRequest('goodsList'),
      providesTags: ['Goods'],
    }),
    userOrders: build.query<RouteData<'userOrders'>, void>({
      query: () => routeRequest('userOrders'),
      providesTags: (result) => [
        { type: 'Order', id: 'LIST' },
        ...(result?.map((o) => ({ type: 'Order' as const, id: o.out_trade_no })) ?? []),
      ],
    }),
    prepay: build.mutation<Prepay, RouteBody<'prepay'>>({
      query: (body) => routeRequest('prepay', body),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    queryPay: build.mutation<Order, RouteBody<'queryPay'>>({
      query: (body) => routeRequest('queryPay', body),
    }),
    /** 继续支付: the same unpaid order's QR and the seconds left. */
    repay: build.mutation<Prepay, RouteBody<'repay'>>({
      query: (body) => routeRequest('repay', body),
    }),
    /** 取消订单: an unpaid order closed. */
    closeOrder: build.mutation<Order, RouteBody<'closeOrder'>>({
      query: (body) => routeRequest('closeOrder', body),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
  }),
});

export const {
  useGoodsListQuery,
  useUserOrdersQuery,
  usePrepayMutation,
  useQueryPayMutation,
  useRepayMutation,
  useCloseOrderMutation,
} = paymentApi;
