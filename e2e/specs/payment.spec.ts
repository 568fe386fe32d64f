// Download and quota: the free download gives a real PDF with the typed name; the next download leads to
// /payment; buying a download pack (the phone confirms) unblocks it and the order shows in the history.
import fs from 'node:fs';
import { routePaths } from '@cv/contract/paths';
import type { Page } from '@playwright/test';
import { clickDownload, createWithAi, expect, loginByApi, pdfText, screenshot, test } from '../support/fixtures';

async function downloadFromMyResumes(page: Page, name: string) {
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我的简历' }).click();
  const card = page.getByTestId('resume-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  return card.getByRole('button', { name: /下载/ });
}

test('download a PDF, run out of quota, buy a plan, download again', async ({ page, mock }, testInfo) => {
  // Long: every creation or download goes through its preview or question (issue 27); 60 s is tight on a busy machine.
  test.slow();
  await loginByApi(page, mock);
  await createWithAi(page, '韩梅梅', '产品经理', '3-5年');
  await createWithAi(page, '李雷', '数据分析师', '应届');

  // The one free download: a PDF whose text has the name typed for the resume.
  const firstDownload = await downloadFromMyResumes(page, '韩梅梅');
  await expect(page.getByTestId('quota')).toContainText('可下载 1 次');
  await screenshot(page, 'my-resumes');
  const fileEvent = page.waitForEvent('download');
  await clickDownload(page, firstDownload, { lastFree: true });
  const file = await fileEvent;
  expect(file.suggestedFilename()).toBe('韩梅梅-产品经理-简历.pdf');
  const saved = testInfo.outputPath('first.pdf');
  await file.saveAs(saved);
  expect(fs.readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdfText(saved)).toContain('韩梅梅');
  await expect(page.getByTestId('quota')).toContainText('可下载 0 次');

  // No downloads left: the server's warning, then the payment page.
  const blocked = page.waitForResponse((r) => r.url().endsWith(routePaths.cvDownload));
  await page.getByTestId('resume-card').filter({ hasText: '李雷' }).getByRole('button', { name: /下载/ }).click();
  expect(((await (await blocked).json()) as { code: number }).code).toBe(5);
  await expect(page).toHaveURL(/\/payment\?from=%2Fmy-resumes&download=/);
  await expect(page.getByTestId('current-plan')).toContainText('免费版');
  await expect(page.getByTestId('goods-card')).toHaveCount(4);

  // Buy the download pack; the phone confirms the payment through the control API.
  const prepay = page.waitForResponse((r) => r.url().endsWith(routePaths.prepay));
  await page.getByTestId('goods-card').filter({ hasText: '下载包' }).getByRole('button', { name: '立即购买' }).click();
  const order = ((await (await prepay).json()) as { data: { out_trade_no: string } }).data;
  const dialog = page.getByRole('dialog', { name: '微信扫码支付' });
  await expect(dialog.getByRole('img', { name: '支付二维码' })).toBeVisible();
  await expect(dialog.getByTestId('pay-amount')).toHaveText('¥9.90');
  await expect(dialog).toContainText(order.out_trade_no);
  await screenshot(page, 'e2e/pay-dialog');
  await mock.paySuccess(order.out_trade_no);

  await expect(page).toHaveURL(/\/payment\/success\?from=/);
  await expect(page.getByText('支付成功')).toBeVisible();
  await expect(page.getByTestId('quota-after-pay')).toContainText('可下载 10 次');
  await screenshot(page, 'payment-result');

  await page.getByRole('button', { name: '查看订单' }).click();
  const row = page.getByRole('row').filter({ hasText: order.out_trade_no });
  await expect(row).toContainText('下载包');
  await expect(row).toContainText('¥9.90');
  await expect(row).toContainText('支付成功');
  await expect(page.getByTestId('current-plan')).toContainText('可下载 10 次');
  await screenshot(page, 'payment');

  // The blocked download now works.
  const again = await downloadFromMyResumes(page, '李雷');
  const secondEvent = page.waitForEvent('download');
  await again.click();
  const second = await secondEvent;
  const savedSecond = testInfo.outputPath('second.pdf');
  await second.saveAs(savedSecond);
  expect(pdfText(savedSecond)).toContain('李雷');
  await expect(page.getByTestId('quota')).toContainText('可下载 9 次');
});
