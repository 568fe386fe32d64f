// Creation quota: the free creations used up, the next 使用此模板 leads to /payment; a VIP plan paid on the phone
// makes creation work again. Signing in and the free creations are set up through the API (the QR login and
// creating from the gallery have their own specs): what is tested here is the refusal and the payment.
import type { ApiEnvelope } from '@cv/contract';
import { routePaths } from '@cv/contract/paths';
import type { Page } from '@playwright/test';
import { createFromCard, expect, test } from '../support/fixtures';

/** Signs in through the control API; the token where the SPA reads it (session storage). */
async function signIn(page: Page, nickname: string): Promise<string> {
  const res = await page.request.post('/__mock/login', { data: { nickname } });
  const { token } = ((await res.json()) as ApiEnvelope<{ token: string }>).data;
  await page.addInitScript((t) => sessionStorage.setItem('token', t), token);
  return token;
}

/** Creates resumes through the API until the server refuses (code 5): answers how many it created. */
async function useUpCreations(page: Page, token: string): Promise<number> {
  const list = (await (await page.request.post('/api/template/list', { data: {} })).json()) as ApiEnvelope<{
    templates: { id: string }[];
  }>;
  for (let created = 0; created < 20; created += 1) {
    const res = await page.request.post('/api/cv/new', {
      data: { template: list.data.templates[0]!.id },
      headers: { token },
    });
    const { code } = (await res.json()) as ApiEnvelope<unknown>;
    if (code === 5) return created;
    expect(code).toBe(0);
  }
  throw new Error('the free creations never ran out');
}

async function useFirstTemplate(page: Page): Promise<number> {
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '简历模板' }).click();
  return (await createFromCard(page, page.getByTestId('template-card').first())).code;
}

test('creating beyond the free quota leads to /payment; a VIP plan unblocks it', async ({ page, mock }) => {
  // Two creations through the gallery's preview (issue 27) and a payment: 60 s is tight on a busy machine.
  test.slow();
  const token = await signIn(page, '额度用户');
  expect(await useUpCreations(page, token)).toBe(3);
  await page.goto('/');

  expect(await useFirstTemplate(page)).toBe(5);
  await expect(page).toHaveURL(/\/payment\?from=%2Fresume-templates&create=/);
  await expect(page.locator('.ant-message-notice')).toBeVisible();
  await expect(page.getByTestId('current-plan')).toContainText('剩余可创建 0 份');

  const prepay = page.waitForResponse((r) => r.url().endsWith(routePaths.prepay));
  await page
    .getByTestId('goods-card')
    .filter({ hasText: '季度会员' })
    .getByRole('button', { name: '立即购买' })
    .click();
  const order = ((await (await prepay).json()) as { data: { out_trade_no: string } }).data;
  await expect(page.getByRole('dialog', { name: '微信扫码支付' }).getByTestId('pay-amount')).toHaveText('¥39.90');
  await mock.paySuccess(order.out_trade_no);
  await expect(page).toHaveURL(/\/payment\/success\?from=/);
  await expect(page.getByTestId('quota-after-pay')).toContainText('会员有效期至');

  await page.getByRole('button', { name: '去创建简历' }).click();
  await expect(page).toHaveURL(/\/resume-templates$/);
  expect(await useFirstTemplate(page)).toBe(0);
  await expect(page).toHaveURL(/\/edit\/[\w-]+$/);
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '会员' }).click();
  await expect(page.getByTestId('current-plan')).toContainText('当前套餐：会员');
  await expect(page.getByRole('row').filter({ hasText: order.out_trade_no })).toContainText('支付成功');
});
