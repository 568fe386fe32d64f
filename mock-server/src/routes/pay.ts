/** Goods, Native-pay orders and the order list. */
import type { FastifyInstance } from 'fastify';
import { defineRoute } from './define-route.ts';

export default async function payRoutes(app: FastifyInstance) {
  defineRoute(app, 'goodsList', ({ services }) => services.orders.goods());
  defineRoute(app, 'prepay', ({ userId, body, services }) => services.orders.prepay(userId, body.goods_id));
  defineRoute(app, 'queryPay', ({ userId, body, services }) => services.orders.query(userId, body.out_trade_no));
  defineRoute(app, 'repay', ({ userId, body, services }) => services.orders.repay(userId, body.out_trade_no));
  defineRoute(app, 'closeOrder', ({ userId, body, services }) => services.orders.closeOwned(userId, body.out_trade_no));
  defineRoute(app, 'userOrders', ({ userId, services }) => services.orders.list(userId));
}
