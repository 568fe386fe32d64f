/** Goods, Native-pay orders and the order list. */
import type { FastifyInstance } from 'fastify';
import { defineRoute } from './define-route.ts';

export default async function payRoutes(app: FastifyInstance) {
  const { orders } = app.services;
  defineRoute(app, 'goodsList', () => orders.goods());
  defineRoute(app, 'prepay', ({ user, body }) => orders.prepay(user.id, body.goods_id));
  defineRoute(app, 'queryPay', ({ user, body }) => orders.query(user.id, body.out_trade_no));
  defineRoute(app, 'userOrders', ({ user }) => orders.list(user.id));
}
