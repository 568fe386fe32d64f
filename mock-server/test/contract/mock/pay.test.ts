// Contract: goods/list, wxSrv/prepay, wxSrv/queryPay, user/orders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@cv/contract';
import { advanceClock, call, expectCode, expectOk, loginOn, startTarget, type Target } from '../harness.ts';

let target: Target;
beforeAll(async () => {
  target = await startTarget();
});
afterAll(() => target.close());

const prepay = async (token: string, goods_id = 1) =>
  expectOk('prepay', (await call(target, 'prepay', { goods_id }, token)).body);
const query = async (token: string, out_trade_no: string) =>
  (await call(target, 'queryPay', { out_trade_no }, token)).body;

describe('POST /api/goods/list', () => {
  it('answers the goods with a VIP plan and a download pack, with no body', async () => {
    const goods = expectOk('goodsList', (await call(target, 'goodsList')).body);
    expect(goods.some((g) => g.vip_days)).toBe(true);
    expect(goods.some((g) => g.downloads)).toBe(true);
  });
});

describe('POST /api/wxSrv/prepay', () => {
  it('answers out_trade_no, code_url, qr_url (a PNG), amount and an RFC 3339 time_expire 30 min ahead', async () => {
    const token = await loginOn(target);
    const pay = await prepay(token, 2);
    expect(pay.code_url).toMatch(new RegExp(`/mock/pay/${pay.out_trade_no}$`));
    expect(pay.time_expire).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/);
    const minutes = (Date.parse(pay.time_expire) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(25);
    const png = await target.http().get(pay.qr_url).buffer(true);
    expect(png.headers['content-type']).toBe('image/png');
  });
  it('answers 3 for unknown goods, 401 without a token', async () => {
    const token = await loginOn(target);
    expectCode((await call(target, 'prepay', { goods_id: 999 }, token)).body, Code.NOT_FOUND);
    expectCode((await call(target, 'prepay', { goods_id: 1 })).body, Code.UNAUTHORIZED);
  });
});

describe('POST /api/wxSrv/queryPay', () => {
  it('reads NOTPAY, then SUCCESS once paid', async () => {
    const token = await loginOn(target);
    const { out_trade_no } = await prepay(token);
    expect(expectOk('queryPay', await query(token, out_trade_no)).trade_state).toBe('NOTPAY');
    await target.http().post(`/__mock/pay/${out_trade_no}/success`);
    const order = expectOk('queryPay', await query(token, out_trade_no));
    expect(order).toMatchObject({ trade_state: 'SUCCESS', trade_state_desc: '支付成功' });
    expect(order.success_time).not.toBeNull();
  });
  it('reads CLOSED after time_expire', async () => {
    const token = await loginOn(target);
    const { out_trade_no } = await prepay(token);
    await advanceClock(target, 30 * 60_000 + 1);
    expect(expectOk('queryPay', await query(token, out_trade_no)).trade_state).toBe('CLOSED');
  });
  it("answers 3 for another user's order or an unknown one", async () => {
    const { out_trade_no } = await prepay(await loginOn(target));
    const stranger = await loginOn(target);
    expectCode(await query(stranger, out_trade_no), Code.NOT_FOUND);
    expectCode(await query(stranger, 'CV000000000000000000000000'), Code.NOT_FOUND);
  });
});

describe('POST /api/user/orders', () => {
  it("lists the caller's orders newest first, with no body", async () => {
    const token = await loginOn(target);
    const first = await prepay(token, 1);
    await advanceClock(target, 1000);
    const second = await prepay(token, 4);
    const orders = expectOk('userOrders', (await call(target, 'userOrders', undefined, token)).body);
    expect(orders.map((o) => o.out_trade_no)).toEqual([second.out_trade_no, first.out_trade_no]);
  });
});
