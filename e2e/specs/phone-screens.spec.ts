// The README's phone screenshots (issue 13): every route at 375 x 812, written to <SCREENSHOTS>/phone/
// (docs/screenshots/phone/ with `npm run screenshots -- e2e/specs/phone-screens.spec.ts`).
import { expect, loginByApi, screenshot, test, waitForToastsGone, createSampleResume } from '../support/fixtures';
import { chooseImportFile, review } from '../support/import';
import { slantedPhotoJpeg } from '../support/picture-samples';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

test('phone screenshots of every route', async ({ page, mock, browser }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByTestId('resume-counter')).toContainText('份简历在这里诞生');
  await screenshot(page, 'phone/home');

  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '简历模板' }).click();
  await expect(page.getByTestId('template-card').first()).toBeVisible();
  await screenshot(page, 'phone/templates');

  await page.getByRole('banner').getByRole('button', { name: /登录$/ }).click();
  await expect(
    page.getByRole('dialog', { name: '微信扫码登录' }).getByRole('img', { name: '登录二维码' }),
  ).toBeVisible();
  await screenshot(page, 'phone/login-dialog');
  await page.keyboard.press('Escape');

  await loginByApi(page, mock, '小王');
  await waitForToastsGone(page);
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: 'AI生成' }).click();
  await expect(page.getByRole('heading', { name: 'AI生成简历' })).toBeVisible();
  await screenshot(page, 'phone/ai');

  // A resume with content: the sample resume through the API, with the session's token.
  const token = await page.evaluate(() => sessionStorage.getItem('token') ?? '');
  const cid = await createSampleResume(page, token);

  await page.goto(`/edit/${cid}`);
  await expect(page.getByRole('heading', { name: '个人信息' })).toBeVisible();
  await screenshot(page, 'phone/editor');
  await page.getByText('预览', { exact: true }).click();
  await expect(page.getByRole('img', { name: /^简历预览 第 1 页/ })).toBeVisible();
  await expect(page.getByTestId('preview')).toHaveAttribute('data-loading', 'false');
  await screenshot(page, 'phone/editor-preview');

  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我的简历' }).click();
  await expect(page.getByTestId('resume-card').first().locator('img')).toHaveAttribute('data-thumbnail', 'own');
  await screenshot(page, 'phone/my-resumes');

  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '会员' }).click();
  await expect(page.getByTestId('goods-card').first()).toBeVisible();
  await screenshot(page, 'phone/payment');
  await page.getByTestId('goods-card').first().getByRole('button', { name: '立即购买' }).click();
  await expect(
    page.getByRole('dialog', { name: '微信扫码支付' }).getByRole('img', { name: '支付二维码' }),
  ).toBeVisible();
  await screenshot(page, 'phone/pay-dialog');

  await page.goto('/payment/success');
  await expect(page.getByText('支付成功').first()).toBeVisible();
  await screenshot(page, 'phone/payment-result');

  await page.goto('/no-such-page');
  await screenshot(page, 'phone/not-found');

  // 导入简历's review (/import): a phone photo of a printed resume, read and shown turned level.
  await page.goto('/');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我的简历' }).click();
  await chooseImportFile(page, {
    name: '简历照片.jpg',
    mimeType: 'image/jpeg',
    buffer: await slantedPhotoJpeg(browser),
  });
  await expect(review(page)).toBeVisible({ timeout: 120_000 });
  await screenshot(page, 'phone/import-review');
});
