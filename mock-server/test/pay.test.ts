// Payments (DESIGN 5): goods from fixtures, the mobile pay page, goods granted exactly once, CLOSED after expiry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@cv/contract';
import { buildTestApp, get, login, post, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { publicUrl: 'http://192.168.1.20:3000' } });
});
afterAll(() => t.close());

const prepay = async (token: string, goods_id: number) =>
  (
    await post<{ out_trade_no: string; code_url: string; qr_url: string; amount: number; time_expire: string }>(
      t.app,
      '/api/wxSrv/prepay',
      { goods_id },
      token,
    )
  ).body.data;
const state = async (token: string, no: string) =>
  (await post<{ trade_state: string }>(t.app, '/api/wxSrv/queryPay', { out_trade_no: no }, token)).body.data
    .trade_state;
const me = async (token: string) =>
  (await get<{ vip_until: string | null; downloads_left: number | null }>(t.app, '/api/user', token)).body.data;

describe('goods', () => {
  it('come from fixtures: 月度会员, 季度会员, 年度会员 and 下载包', async () => {
    const goods = (await post<{ name: string }[]>(t.app, '/api/goods/list')).body.data;
    expect(goods.map((g) => g.name)).toEqual(['月度会员', '季度会员', '年度会员', '下载包']);
  });
});

describe('prepay', () => {
  it('answers a code_url on PUBLIC_URL that opens the mobile pay page with 确认支付', async () => {
    const { token } = await login(t.app);
    const pay = await prepay(token, 2);
    expect(pay.code_url).toBe(`http://192.168.1.20:3000/mock/pay/${pay.out_trade_no}`);
    expect(pay.out_trade_no).toMatch(/^[0-9A-Za-z_\-|*]{6,32}$/);
    expect(pay.amount).toBe(3990);
    expect(pay.time_expire).toMatch(/\+08:00$/);
    const page = await t.app.inject({ method: 'GET', url: new URL(pay.code_url).pathname });
    expect(page.body).toContain('确认支付');
    expect(page.body).toContain('￥39.90');
  });
});

describe('paying', () => {
  it('moves NOTPAY to SUCCESS and grants the goods exactly once, however often it is confirmed', async () => {
    const { token } = await login(t.app);
    const { out_trade_no } = await prepay(token, 4);
    expect(await state(token, out_trade_no)).toBe('NOTPAY');
    for (let i = 0; i < 3; i++) {
      const page = await t.app.inject({ method: 'POST', url: `/mock/pay/${out_trade_no}/confirm` });
      expect(page.json().code).toBe(0);
      expect((await post(t.app, `/__mock/pay/${out_trade_no}/success`)).body.code).toBe(0);
    }
    expect(await state(token, out_trade_no)).toBe('SUCCESS');
    expect((await me(token)).downloads_left).toBe(1 + 10);
  });

  it('two VIP plans add up: the second starts where the first ends', async () => {
    const { token } = await login(t.app);
    for (const goods of [1, 1]) {
      const { out_trade_no } = await prepay(token, goods);
      await post(t.app, `/__mock/pay/${out_trade_no}/success`);
    }
    const days = (Date.parse((await me(token)).vip_until as string) - t.clock.now()) / 86_400_000;
    expect(Math.round(days)).toBe(60);
  });

  it('an unpaid order reads CLOSED after time_expire and can no longer be paid', async () => {
    const { token } = await login(t.app);
    const { out_trade_no } = await prepay(token, 1);
    t.clock.advance(30 * 60_000);
    expect(await state(token, out_trade_no)).toBe('CLOSED');
    const paid = await t.app.inject({ method: 'POST', url: `/mock/pay/${out_trade_no}/confirm` });
    expect(paid.json()).toMatchObject({ code: Code.INVALID_PARAMS, msg: expect.stringContaining('关闭') });
    expect((await me(token)).vip_until).toBeNull();
  });

  it('/__mock/pay/:no/close closes an unpaid order', async () => {
    const { token } = await login(t.app);
    const { out_trade_no } = await prepay(token, 3);
    expect((await post(t.app, `/__mock/pay/${out_trade_no}/close`)).body.code).toBe(0);
    expect(await state(token, out_trade_no)).toBe('CLOSED');
  });
});

describe('an unpaid order continued or cancelled (repay, closeOrder)', () => {
  it('prepay and repay answer the seconds left by the server clock, whatever the client clock says', async () => {
    const { token } = await login(t.app);
    const pay = await prepay(token, 1);
    expect((pay as unknown as { expire_seconds: number }).expire_seconds).toBe(30 * 60);
    t.clock.advance(10 * 60_000);
    const again = await post<{ out_trade_no: string; qr_url: string; expire_seconds: number; time_expire: string }>(
      t.app,
      '/api/wxSrv/repay',
      { out_trade_no: pay.out_trade_no },
      token,
    );
    expect(again.body.code).toBe(0);
    expect(again.body.data).toMatchObject({ out_trade_no: pay.out_trade_no, qr_url: pay.qr_url, expire_seconds: 1200 });
    expect(again.body.data.time_expire).toBe(pay.time_expire);
  });

  it('closeOrder closes the caller’s unpaid order, which then cannot be continued or paid', async () => {
    const { token } = await login(t.app);
    const { out_trade_no } = await prepay(token, 2);
    const closed = await post<{ trade_state: string }>(t.app, '/api/wxSrv/closeOrder', { out_trade_no }, token);
    expect(closed.body).toMatchObject({ code: 0, data: { trade_state: 'CLOSED' } });
    const again = await post(t.app, '/api/wxSrv/repay', { out_trade_no }, token);
    expect(again.body).toMatchObject({ code: Code.INVALID_PARAMS, msg: '订单已关闭，不能继续支付' });
    const paid = await t.app.inject({ method: 'POST', url: `/mock/pay/${out_trade_no}/confirm` });
    expect(paid.json().code).toBe(Code.INVALID_PARAMS);
  });

  it('another user’s order answers 3 to both, and a paid order cannot be closed', async () => {
    const { token } = await login(t.app);
    const other = await login(t.app);
    const { out_trade_no } = await prepay(token, 4);
    for (const url of ['/api/wxSrv/repay', '/api/wxSrv/closeOrder']) {
      expect((await post(t.app, url, { out_trade_no }, other.token)).body.code).toBe(Code.NOT_FOUND);
    }
    await post(t.app, `/__mock/pay/${out_trade_no}/success`);
    const close = await post(t.app, '/api/wxSrv/closeOrder', { out_trade_no }, token);
    expect(close.body).toMatchObject({ code: Code.INVALID_PARAMS, msg: '订单已支付，不能关闭' });
    expect(await state(token, out_trade_no)).toBe('SUCCESS');
  });
});

describe('user/orders', () => {
  it('lists the caller’s orders newest first, and nobody else’s', async () => {
    const { token } = await login(t.app);
    const other = await login(t.app);
    await prepay(other.token, 1);
    const nos: string[] = [];
    for (const goods of [1, 2, 3]) nos.push((await prepay(token, goods)).out_trade_no);
    const orders = (await post<{ out_trade_no: string }[]>(t.app, '/api/user/orders', undefined, token)).body.data;
    expect(orders.map((o) => o.out_trade_no)).toEqual(nos.reverse());
  });
});
