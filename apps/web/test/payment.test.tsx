// Issue 5 item 5: plans, current plan and quota, QR payment with polling, result pages, order history.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import dayjs from 'dayjs';
import type * as Constants from '@cv/contract/constants';
import { PAY_BUSY_MESSAGE, PAY_POLL_INTERVAL_MS } from '@cv/contract/constants';
import { emptyPersonal } from '@cv/contract/new-resume';
import { formatYuan } from '@/utils/format';
import {
  API,
  call,
  control,
  countRequests,
  currentUrl,
  findToast,
  force,
  loginAs,
  renderApp,
  resetServer,
  sleep,
  NAVIGATION_TIMEOUT,
} from './helpers';

// The dialog polls queryPay every PAY_POLL_INTERVAL_MS (2 s in the app). What is tested here is what each reply does,
// not the interval: 250 ms, so a test does not sit up to 2 s per step waiting for the next poll (issue 37).
vi.mock('@cv/contract/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof Constants>()),
  PAY_POLL_INTERVAL_MS: 250,
}));

interface Goods {
  id: number;
  name: string;
  price: number;
  original_price: number;
}

let token = '';
let goods: Goods[] = [];
beforeEach(async () => {
  await resetServer();
  ({ token } = await loginAs('付款人'));
  goods = (await call<Goods[]>('POST', '/api/goods/list')).data;
  expect(goods.length).toBeGreaterThan(0);
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function buyFirst(user: ReturnType<typeof renderApp>['user']) {
  const cards = await screen.findAllByTestId('goods-card');
  await user.click(within(cards[0]!).getByRole('button', { name: '立即购买' }));
  const dialog = await screen.findByRole('dialog', { name: '微信扫码支付' });
  const no = within(dialog)
    .getByText(/^订单号 /)
    .textContent!.replace('订单号 ', '')
    .trim();
  return { dialog, no };
}

describe('payment page', () => {
  test('plans with prices in yuan, the current plan and quota', async () => {
    renderApp('/payment');
    const cards = await screen.findAllByTestId('goods-card');
    expect(cards).toHaveLength(goods.length);
    goods.forEach((g, i) => {
      expect(within(cards[i]!).getByRole('heading', { name: g.name })).toBeInTheDocument();
      expect(within(cards[i]!).getByText(formatYuan(g.price))).toBeInTheDocument();
    });
    expect(formatYuan(1990)).toBe('¥19.90');
    expect(formatYuan(3000)).toBe('¥30');
    const plan = await screen.findByTestId('current-plan');
    expect(plan).toHaveTextContent('当前套餐：免费版');
    expect(plan).toHaveTextContent(/剩余可创建 \d+ 份 · 可下载 \d+ 次/);
  });

  test('buy: QR dialog with amount and countdown; paying leads to /payment/success with the new quota', async () => {
    const { user, router } = renderApp('/payment');
    const { dialog, no } = await buyFirst(user);
    expect(within(dialog).getByTestId('pay-amount')).toHaveTextContent(formatYuan(goods[0]!.price));
    // (The QR of a mock session carries ?mock_session=NAME, so the phone pays in it too: test/setup.ts.)
    const qr = new URL(within(dialog).getByRole('img', { name: '支付二维码' }).getAttribute('src')!);
    expect(`${qr.origin}${qr.pathname}`).toBe(`${API}/mock/qr/pay/${no}`);
    expect(within(dialog).getByText(/^订单将在 \d+:\d{2} 后关闭$/)).toBeInTheDocument();
    await control('POST', `/pay/${no}/success`, {});
    await waitFor(() => expect(currentUrl(router)).toBe('/payment/success'), { timeout: NAVIGATION_TIMEOUT });
    // findBy* fails unless the page shows it. No toBeInTheDocument() on the found node: right after a navigation
    // to a lazy route, React Router may mount the page a second time, leaving the first node detached (1 in ~8 runs).
    await screen.findByText('支付成功', {}, { timeout: 15_000 });
    expect(await screen.findByTestId('quota-after-pay')).toHaveTextContent(/剩余可创建/);
  });

  test('a closed order leads to /payment/fail', async () => {
    const { user, router } = renderApp('/payment');
    const { no } = await buyFirst(user);
    await control('POST', `/pay/${no}/close`, {});
    await waitFor(() => expect(currentUrl(router)).toBe('/payment/fail'), { timeout: NAVIGATION_TIMEOUT });
    await screen.findByText('支付未完成');
  });

  test(`code 2 on the pay query shows '${PAY_BUSY_MESSAGE}' and polling goes on`, async () => {
    await force({ path: '/api/wxSrv/queryPay', code: 2, times: 1 });
    const { user, router } = renderApp('/payment');
    const { no } = await buyFirst(user);
    expect(await findToast(PAY_BUSY_MESSAGE)).toBeInTheDocument();
    await control('POST', `/pay/${no}/success`, {});
    await waitFor(() => expect(currentUrl(router)).toBe('/payment/success'), { timeout: NAVIGATION_TIMEOUT });
  });

  test('closing the dialog stops polling', async () => {
    const { user, router } = renderApp('/payment');
    const { dialog } = await buyFirst(user);
    // The dialog polls: wait until it has (the state the server saw), then close it.
    await waitFor(async () => expect(await countRequests('/api/wxSrv/queryPay')).toBeGreaterThanOrEqual(1));
    await user.click(within(dialog).getByRole('button', { name: /close|关闭/i }));
    const polls = await countRequests('/api/wxSrv/queryPay');
    await sleep(4 * PAY_POLL_INTERVAL_MS); // four poll intervals: the test's own wait
    expect(await countRequests('/api/wxSrv/queryPay')).toBe(polls);
    expect(currentUrl(router)).toBe('/payment');
  });

  test('取消支付 goes to /payment/cancel', async () => {
    const { user, router } = renderApp('/payment');
    const { dialog } = await buyFirst(user);
    await user.click(within(dialog).getByRole('button', { name: '取消支付' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/payment/cancel'));
    await screen.findByText('已取消支付');
  });

  test('order history shows orders with Chinese dates and states', async () => {
    const first = await call<{ out_trade_no: string }>('POST', '/api/wxSrv/prepay', { goods_id: goods[0]!.id }, token);
    await control('POST', `/pay/${first.data.out_trade_no}/success`, {});
    await call('POST', '/api/wxSrv/prepay', { goods_id: goods[0]!.id }, token);
    const orders = await call<{ created_at: string }[]>('POST', '/api/user/orders', undefined, token);
    renderApp('/payment');
    const table = await screen.findByRole('table');
    await within(table).findByText('支付成功');
    expect(within(table).getByText('未支付')).toBeInTheDocument();
    expect(
      within(table).getAllByText(dayjs(orders.data[0]!.created_at).format('YYYY年M月D日 HH:mm')).length,
    ).toBeGreaterThan(0);
  });

  test('an unpaid order can be continued: its QR again, with the time left by the server', async () => {
    await call('POST', '/api/wxSrv/prepay', { goods_id: goods[0]!.id }, token);
    await control('POST', '/clock/advance', { ms: 10 * 60_000 });
    const { user } = renderApp('/payment');
    const table = await screen.findByRole('table');
    await user.click(await within(table).findByRole('button', { name: '继续支付' }));
    const dialog = await screen.findByRole('dialog', { name: '微信扫码支付' });
    // 30 minutes minus the 10 the server's clock moved on (and the seconds this test takes on a busy machine).
    expect(within(dialog).getByText(/^订单将在 (20:00|19:[0-5]\d) 后关闭$/)).toBeInTheDocument();
  });

  test('an unpaid order can be cancelled after confirming', async () => {
    await call('POST', '/api/wxSrv/prepay', { goods_id: goods[0]!.id }, token);
    const { user } = renderApp('/payment');
    const table = await screen.findByRole('table');
    await user.click(await within(table).findByRole('button', { name: '取消订单' }));
    const confirm = await screen.findByRole('dialog', { name: '取消订单' });
    await user.click(within(confirm).getByRole('button', { name: '取消订单' }));
    await within(table).findByText('已关闭');
    expect(within(table).queryByRole('button', { name: '继续支付' })).toBeNull();
  });

  test('the countdown follows the server, not a device clock that is 16 days off', async () => {
    const real = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => real() - 16 * 86_400_000);
    const { user } = renderApp('/payment');
    const { dialog } = await buyFirst(user);
    // Not '订单将在 23069:58 后关闭' (time_expire against the wrong clock): the server's 30 minutes.
    expect(within(dialog).getByText(/^订单将在 (30:00|29:[0-5]\d) 后关闭$/)).toBeInTheDocument();
  });

  test('inside WeChat the dialog does not ask to scan with WeChat', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) MicroMessenger/8.0.50');
    const { user } = renderApp('/payment');
    const cards = await screen.findAllByTestId('goods-card');
    await user.click(within(cards[0]!).getByRole('button', { name: '立即购买' }));
    const dialog = await screen.findByRole('dialog', { name: '微信支付' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('长按二维码识别，或点下方按钮在微信中支付');
    expect(dialog).not.toHaveTextContent('请使用微信扫一扫');
  });

  test('after paying for a refused download: 返回简历并继续下载 downloads and returns to the resume', async () => {
    const created = await call<{ cid: string }>('POST', '/api/cv/new', { template: 'classic-2f5496' }, token);
    const cid = created.data.cid;
    await call('POST', '/api/personal/save', { ...emptyPersonal(cid), name: '付款人', wish: '产品经理' }, token);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user, router } = renderApp(`/payment/success?from=${encodeURIComponent(`/edit/${cid}`)}&download=${cid}`);
    await user.click(await screen.findByRole('button', { name: '返回简历并继续下载' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/edit/${cid}`), { timeout: NAVIGATION_TIMEOUT });
    expect(saved).toEqual(['付款人-产品经理-简历.pdf']);
    expect(await countRequests('/api/cv/download')).toBe(1);
  });

  test('a visitor who buys is asked to log in', async () => {
    sessionStorage.clear();
    const { user } = renderApp('/payment');
    const cards = await screen.findAllByTestId('goods-card');
    await user.click(within(cards[0]!).getByRole('button', { name: '立即购买' }));
    expect(await screen.findByRole('dialog', { name: '微信扫码登录' })).toBeInTheDocument();
  });
});

describe('payment result page', () => {
  test.each([
    ['success', '支付成功', '去创建简历', '/resume-templates'],
    ['fail', '支付未完成', '重新购买', '/payment'],
    ['cancel', '已取消支付', '返回会员页', '/payment'],
    ['what-is-this', '未知的支付结果', '查看订单', '/payment'],
  ])('/payment/%s shows %s and the next step', async (result, title, next, to) => {
    const { user, router } = renderApp(`/payment/${result}`);
    expect(await screen.findByText(title)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: next }));
    await waitFor(() => expect(currentUrl(router)).toBe(to));
  });
});
