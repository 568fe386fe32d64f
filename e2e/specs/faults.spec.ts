// Forced reply codes from the control API and how the SPA reacts (SPEC 8): 2 on the pay query, 6, 10 and 11
// on download, 401 anywhere, 3 on module delete.
import { routePaths } from '@cv/contract/paths';
import type { Page } from '@playwright/test';
import {
  clickDownload,
  createSampleResume,
  expect,
  loginByApi,
  loginByQr,
  screenshot,
  test,
  tokenOf,
  type MockControl,
} from '../support/fixtures';

/**
 * Logs in (through the API; by QR where the test logs the same user in again by QR) and creates a resume through the
 * API (how it is created is not what these tests are about); ends on /my-resumes with its card.
 */
async function resumeOnMyResumes(
  page: Page,
  mock: MockControl,
  login: (page: Page, mock: MockControl, nickname: string) => Promise<unknown> = loginByApi,
) {
  await login(page, mock, '测试用户');
  await createSampleResume(page, await tokenOf(page));
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我的简历' }).click();
  const card = page.getByTestId('resume-card');
  await expect(card).toHaveCount(1);
  return card.getByRole('button', { name: /下载/ });
}

const downloadReply = (page: Page) =>
  page
    .waitForResponse((r) => r.url().endsWith(routePaths.cvDownload))
    .then(async (r) => (await r.json()) as { code: number });

test('code 2 on the pay query shows 网络繁忙，请重试 and polling goes on', async ({ page, mock }) => {
  await loginByApi(page, mock);
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '会员' }).click();
  await mock.force('queryPay', 2, 1);
  const prepay = page.waitForResponse((r) => r.url().endsWith(routePaths.prepay));
  await page
    .getByTestId('goods-card')
    .filter({ hasText: '月度会员' })
    .getByRole('button', { name: '立即购买' })
    .click();
  const order = ((await (await prepay).json()) as { data: { out_trade_no: string } }).data;
  const dialog = page.getByRole('dialog', { name: '微信扫码支付' });
  await expect(dialog.getByRole('status')).toHaveText('网络繁忙，请重试');
  await expect(page.locator('.ant-message-notice').filter({ hasText: '网络繁忙，请重试' })).toBeVisible();
  await screenshot(page, 'e2e/pay-busy');

  // The next poll succeeds once the phone has paid.
  await mock.paySuccess(order.out_trade_no);
  await expect(page).toHaveURL(/\/payment\/success$/);
  await expect(page.getByTestId('quota-after-pay')).toContainText('会员有效期至');
});

test('code 6 on download lands on /my-resumes?empty', async ({ page, mock }) => {
  const download = await resumeOnMyResumes(page, mock);
  await mock.force('cvDownload', 6, 1);
  const reply = downloadReply(page);
  await clickDownload(page, download, { lastFree: true });
  expect((await reply).code).toBe(6);
  await expect(page).toHaveURL(/\/my-resumes\?empty$/);
  await expect(page.getByText('暂无可下载的简历')).toBeVisible();
  await screenshot(page, 'e2e/my-resumes-empty');
  await expect(page.locator('.ant-message-notice')).toContainText('简历内容为空');
});

test('codes 10 and 11 on download show nothing', async ({ page, mock }) => {
  const download = await resumeOnMyResumes(page, mock);
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  for (const code of [10, 11]) {
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    await mock.force('cvDownload', code, 1);
    const reply = downloadReply(page);
    await clickDownload(page, download, { lastFree: true }); // 10 and 11 spend nothing: still the last one
    expect((await reply).code).toBe(code);
    await expect(download).toBeEnabled();
    // Nothing happens: no toast, no navigation, no file (a window for what must not come: a slow machine can only
    // make it see less, never fail a correct app).
    await page.waitForTimeout(500);
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    await expect(page).toHaveURL(/\/my-resumes$/);
  }
  expect(downloads).toBe(0);
});

test('code 401 returns to /?login with the login dialog, and logging in goes back', async ({ page, mock }) => {
  const download = await resumeOnMyResumes(page, mock, loginByQr);
  await mock.force('cvDownload', 401, 1);
  const qr = page.waitForResponse((r) => r.url().endsWith(routePaths.qrLogin));
  await clickDownload(page, download, { lastFree: true });
  await expect(page).toHaveURL(/\/\?login$/);
  const dialog = page.getByRole('dialog', { name: '微信扫码登录' });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  const ticket = ((await (await qr).json()) as { data: { ticket: string } }).data.ticket;
  await expect(dialog.getByRole('img', { name: '登录二维码' })).toBeVisible();
  await screenshot(page, 'e2e/session-expired-login');
  await mock.confirmQr(ticket, '测试用户');
  await expect(page).toHaveURL(/\/my-resumes$/);
  await expect(page.getByTestId('resume-card')).toHaveCount(1);
});

test('code 3 on module/delete: the server message as a warning, the module stays on screen (SPEC 8)', async ({
  page,
  mock,
}) => {
  await loginByApi(page, mock);
  const token = await page.evaluate(() => sessionStorage.getItem('token') ?? '');
  const cid = await createSampleResume(page, token, 3);
  await page.goto(`/edit/${cid}`);
  const work = page.getByRole('region', { name: '模块：工作经历' });
  await expect(work).toBeVisible();
  await mock.force('moduleDelete', 3, 1, '模块不存在或已被删除');

  const reply = page.waitForResponse((r) => r.url().endsWith(routePaths.moduleDelete));
  await work.getByRole('button', { name: '删除模块：工作经历' }).click();
  await page.getByRole('dialog', { name: '删除“工作经历”？' }).getByRole('button', { name: '删除' }).click();
  const body = (await (await reply).json()) as { code: number; msg: string };
  const warning = page.locator('.ant-message-notice .ant-message-warning');
  await expect(warning).toHaveText('模块不存在或已被删除');
  await expect(work).toBeVisible();
  await expect(work.getByLabel('公司', { exact: true }).first()).not.toHaveValue('');
  console.log(`module/delete answered ${body.code} "${body.msg}": warning shown, 工作经历 still on screen`);
  expect(body.code).toBe(3);
  await screenshot(page, 'e2e/module-delete-refused');
});
