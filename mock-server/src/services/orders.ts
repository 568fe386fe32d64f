/**
 * Goods and Native-pay orders (DESIGN 5): prepay creates NOTPAY with a 30-minute time_expire; paying moves it
 * to SUCCESS and grants the goods exactly once; an unpaid order past time_expire reads CLOSED.
 */
import {
  Code,
  ORDER_TTL_MS,
  TRADE_STATE_DESC,
  type Goods,
  type Order,
  type Prepay,
  type TradeState,
} from '@cv/contract';
import { toRfc3339China } from '../clock.ts';
import { ApiError, notFound } from '../errors.ts';
import { newOutTradeNo } from '../lib/ids.ts';
import type { ServiceContext } from './context.ts';
import type { QuotaService } from './quota.ts';

interface OrderRow {
  out_trade_no: string;
  user_id: number;
  goods_id: number;
  goods_name: string;
  amount: number;
  state: TradeState;
  created_at: number;
  expires_at: number;
  success_time: number | null;
  seq: number;
}

export function createOrdersService(ctx: ServiceContext, deps: { quota: QuotaService }) {
  const { db, clock, config, linkQuery = '' } = ctx;
  const goodsList = db.prepare<[], Goods>(
    'SELECT id, name, desc, price, original_price, vip_days, downloads, badge FROM goods ORDER BY position',
  );
  const goodsById = db.prepare<[number], Goods>(
    'SELECT id, name, desc, price, original_price, vip_days, downloads, badge FROM goods WHERE id = ?',
  );
  const insert = db.prepare(
    `INSERT INTO orders (out_trade_no, user_id, goods_id, goods_name, amount, state, created_at, expires_at, seq)
     VALUES (@out_trade_no, @user_id, @goods_id, @goods_name, @amount, 'NOTPAY', @created_at, @expires_at,
       (SELECT COALESCE(MAX(seq), 0) + 1 FROM orders))`,
  );
  const byNo = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE out_trade_no = ?');
  const ofUser = db.prepare<[number], OrderRow>(
    'SELECT * FROM orders WHERE user_id = ? ORDER BY created_at DESC, seq DESC',
  );
  const recent = db.prepare<[], OrderRow>('SELECT * FROM orders ORDER BY created_at DESC, seq DESC LIMIT 50');
  const markPaid = db.prepare<[number, string]>(
    "UPDATE orders SET state = 'SUCCESS', success_time = ? WHERE out_trade_no = ?",
  );
  const markClosed = db.prepare<[string]>("UPDATE orders SET state = 'CLOSED' WHERE out_trade_no = ?");

  const effective = (row: OrderRow): TradeState =>
    row.state === 'NOTPAY' && clock.now() >= row.expires_at ? 'CLOSED' : row.state;

  const toOrder = (row: OrderRow): Order => {
    const state = effective(row);
    return {
      out_trade_no: row.out_trade_no,
      goods_id: row.goods_id,
      goods_name: row.goods_name,
      amount: row.amount,
      trade_state: state,
      trade_state_desc: TRADE_STATE_DESC[state],
      created_at: toRfc3339China(row.created_at),
      success_time: row.success_time === null ? null : toRfc3339China(row.success_time),
    };
  };

  /** The pay QR and time left of an unpaid order (prepay's reply, and repay's for the same order). */
  const toPrepay = (row: OrderRow): Prepay => ({
    out_trade_no: row.out_trade_no,
    code_url: `${config.publicUrl}/mock/pay/${row.out_trade_no}${linkQuery}`,
    qr_url: `/mock/qr/pay/${row.out_trade_no}${linkQuery}`,
    amount: row.amount,
    description: row.goods_name,
    time_expire: toRfc3339China(row.expires_at),
    expire_seconds: Math.max(0, Math.ceil((row.expires_at - clock.now()) / 1000)),
  });

  /** The caller's order only (3 otherwise: no existence leak). */
  function owned(userId: number, outTradeNo: string): OrderRow {
    const row = byNo.get(outTradeNo);
    if (!row || row.user_id !== userId) throw notFound('订单不存在');
    return row;
  }

  function close(outTradeNo: string): Order {
    return db
      .transaction(() => {
        const row = load(outTradeNo);
        if (effective(row) === 'SUCCESS') throw new ApiError(Code.INVALID_PARAMS, '订单已支付，不能关闭');
        markClosed.run(outTradeNo);
        return toOrder(load(outTradeNo));
      })
      .immediate();
  }

  function load(outTradeNo: string): OrderRow {
    const row = byNo.get(outTradeNo);
    if (!row) throw notFound('订单不存在');
    return row;
  }

  return {
    goods: (): Goods[] => goodsList.all(),

    prepay(userId: number, goodsId: number): Prepay {
      const goods = goodsById.get(goodsId);
      if (!goods) throw notFound('商品不存在');
      const now = clock.now();
      const outTradeNo = newOutTradeNo(now);
      const expiresAt = now + ORDER_TTL_MS;
      insert.run({
        out_trade_no: outTradeNo,
        user_id: userId,
        goods_id: goods.id,
        goods_name: goods.name,
        amount: goods.price,
        created_at: now,
        expires_at: expiresAt,
      });
      return toPrepay(load(outTradeNo));
    },

    /** queryPay: the caller's order only (3 otherwise). */
    query: (userId: number, outTradeNo: string): Order => toOrder(owned(userId, outTradeNo)),

    /** repay: an unpaid order of the caller shown again (same order, same deadline); 1 once paid or closed. */
    repay(userId: number, outTradeNo: string): Prepay {
      const row = owned(userId, outTradeNo);
      const state = effective(row);
      if (state !== 'NOTPAY') throw new ApiError(Code.INVALID_PARAMS, `订单${TRADE_STATE_DESC[state]}，不能继续支付`);
      return toPrepay(row);
    },

    /** closeOrder by its owner: an unpaid order is closed (closing a closed one changes nothing); 1 once paid. */
    closeOwned(userId: number, outTradeNo: string): Order {
      owned(userId, outTradeNo);
      return close(outTradeNo);
    },

    list: (userId: number): Order[] => ofUser.all(userId).map(toOrder),

    /** For the mobile pay page: the order as the payer sees it. */
    describe: (outTradeNo: string): Order | null => {
      const row = byNo.get(outTradeNo);
      return row ? toOrder(row) : null;
    },

    /** Confirms payment: NOTPAY -> SUCCESS and grants the goods; paying again changes nothing. */
    pay(outTradeNo: string): Order {
      return db
        .transaction(() => {
          const row = load(outTradeNo);
          const state = effective(row);
          if (state === 'SUCCESS') return toOrder(row);
          if (state !== 'NOTPAY') throw new ApiError(Code.INVALID_PARAMS, '订单已关闭，无法支付');
          markPaid.run(clock.now(), outTradeNo);
          const goods = goodsById.get(row.goods_id);
          if (goods) deps.quota.grant(row.user_id, goods);
          return toOrder(load(outTradeNo));
        })
        .immediate();
    },

    close,

    recent: () => recent.all().map(toOrder),
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
