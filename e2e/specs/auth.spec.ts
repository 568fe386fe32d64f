// QR login (the phone confirms through the control API), the session surviving a reload, and logout.
import { TOKEN_STORAGE_KEY } from '@cv/contract/constants';
import { routePaths } from '@cv/contract/paths';
import { expect, loginButton, screenshot, test, waitForToastsGone } from '../support/fixtures';

test('login by QR, reload keeps the session, logout', async ({ page, mock }) => {
  await page.goto('/');
  await expect(page.getByTestId('resume-counter')).toContainText('份简历在这里诞生');
  await expect(page.getByTestId('main-button')).toHaveText('AI生成简历');
  await screenshot(page, 'home');

  const qr = page.waitForResponse((r) => r.url().endsWith('/api/wxSrv/qrLogin'));
  await loginButton(page).click();
  const ticket = ((await (await qr).json()) as { data: { ticket: string } }).data.ticket;
  const dialog = page.getByRole('dialog', { name: '微信扫码登录' });
  await expect(dialog.getByRole('img', { name: '登录二维码' })).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText('等待扫码');
  await expect(dialog).toContainText(/二维码 \d:\d\d 后过期/);
  await screenshot(page, 'login-dialog');

  await mock.confirmQr(ticket, '扫码用户');
  const userMenu = page.getByRole('button', { name: '用户菜单：扫码用户' });
  await expect(userMenu).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeTruthy();

  await page.reload();
  await expect(userMenu).toBeVisible();
  await expect(loginButton(page)).toBeHidden();

  // antd's menu slides in; on a loaded machine Playwright may click 退出登录 while it still moves, and that click is
  // lost (CI, 72d911e with retries off: the menu stayed open with the item in it). Clicked again until logged out.
  const logout = page.getByRole('menuitem', { name: '退出登录' });
  await userMenu.click();
  await expect(async () => {
    if (await loginButton(page).isVisible()) return;
    if (await logout.isHidden()) await userMenu.click({ timeout: 5_000 });
    await logout.click({ timeout: 5_000 });
    await expect(loginButton(page)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await expect(userMenu).toBeHidden();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
  await waitForToastsGone(page);

  // A logged-out visitor stays logged out after a reload too.
  await page.reload();
  await expect(loginButton(page)).toBeVisible();
});

test('scanned then cancelled on the phone: the dialog says so, 刷新 gives a new code that logs in', async ({
  page,
  mock,
}) => {
  await page.goto('/');
  const firstQr = page.waitForResponse((r) => r.url().endsWith(routePaths.qrLogin));
  await loginButton(page).click();
  const first = ((await (await firstQr).json()) as { data: { ticket: string } }).data.ticket;
  const dialog = page.getByRole('dialog', { name: '微信扫码登录' });
  await expect(dialog.getByRole('status')).toContainText('等待扫码');

  await mock.qr(first, 'scan');
  await expect(dialog.getByRole('status')).toHaveText('已扫码，请在手机上确认');
  await mock.qr(first, 'cancel');
  await expect(dialog).toContainText('已取消登录，请刷新二维码');
  await expect(page.locator('.ant-message-notice')).toContainText('已取消登录，请刷新二维码');

  const secondQr = page.waitForResponse((r) => r.url().endsWith(routePaths.qrLogin));
  await dialog.getByRole('button', { name: /刷新/ }).click();
  const second = ((await (await secondQr).json()) as { data: { ticket: string } }).data.ticket;
  expect(second).not.toBe(first);
  await expect(dialog.getByRole('status')).toContainText('等待扫码');
  await mock.confirmQr(second, '第二次');
  await expect(page.getByRole('button', { name: '用户菜单：第二次' })).toBeVisible();
});
