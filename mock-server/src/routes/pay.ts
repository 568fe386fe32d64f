/** Goods, Native-pay orders and the order list. */
import type { FastifyInstance } from 'fastify';
import { defineRoute } from './define-route.ts';

export default async function payRoutes(app: FastifyInstance) {
  const { orders } = app.services;
  defineRoute(app, 'goodsList', () => orders.goods());
  defineRoute(app, 'prepay', ({ userId, body }) => orders.prepay(userId, body.goods_id));
  defineRoute(app, 'queryPay', ({ userId, body }) => orders.query(userId, body.out_trade_no));
  defineRoute(app, 'repay', ({ userId, body }) => orders.repay(userId, body.out_trade_no));
  defineRoute(app, 'closeOrder', ({ userId, body }) => orders.closeOwned(userId, body.out_trade_no));
  defineRoute(app, 'userOrders', ({ userId }) => orders.list(userId));
}
