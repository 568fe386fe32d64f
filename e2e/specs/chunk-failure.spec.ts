// A route chunk that fails to load shows the error screen of SPEC 2 / DESIGN 8, and 重新加载 recovers.
import { expect, screenshot, test } from '../support/fixtures';

test('a failed route chunk shows the error screen with reload', async ({ page }) => {
  const aiChunk = /\/assets\/ai-[\w-]+\.js$/;
  await page.route(aiChunk, (route) => route.abort('failed'));
  await page.goto('/');
  await expect(page.getByTestId('resume-counter')).toContainText('份简历在这里诞生');

  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: 'AI生成' }).click();
  const screen = page.getByRole('alert').filter({ hasText: '页面加载失败' });
  await expect(screen).toBeVisible();
  await expect(screen).toContainText(/Loading chunk ai failed/);
  await expect(screen).toContainText(/assets\/ai-[\w-]+\.js/);
  await screenshot(page, 'e2e/chunk-error');

  await page.unroute(aiChunk);
  await screen.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByRole('heading', { name: 'AI生成简历' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '页面加载失败' })).toBeHidden();
});
