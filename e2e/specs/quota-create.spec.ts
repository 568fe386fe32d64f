// Creation quota: the free creations used up, the next 使用此模板 leads to /payment; a VIP plan paid on the phone
// makes creation work again.
import { routePaths } from '@cv/contract/paths';
import type { Page } from '@playwright/test';
import { createFromCard, expect, loginByQr, test } from '../support/fixtures';

async function useFirstTemplate(page: Page): Promise<number> {
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '简历模板' }).click();
  return (await createFromCard(page, page.getByTestId('template-card').first())).code;
}

test('creating beyond the free quota leads to /payment; a VIP plan unblocks it', async ({ page, mock }) => {
  // Long: every creation or download goes through its preview or question (issue 27); 60 s is tight on a busy machine.
  test.slow();
  await loginByQr(page, mock);
  for (let i = 0; i < 3; i += 1) {
    expect(await useFirstTemplate(page)).toBe(0);
    await expect(page).toHaveURL(/\/edit\/[\w-]+$/);
  }

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
