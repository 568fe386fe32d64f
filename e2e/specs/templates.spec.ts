// Templates: page through both catalogues to the last page, then create a resume from the last template.
import { EDITIONS } from '@cv/contract/constants';
import { routePaths } from '@cv/contract/paths';
import type { Locator, Page } from '@playwright/test';
import { createFromCard, expect, loginByApi, screenshot, test } from '../support/fixtures';

/**
 * Scrolls to the bottom (the gallery appends the next page when its footer comes into view) until `done` shows:
 * each pass waits for the page to show it, however long the next page takes, not for a fixed time.
 */
async function scrollUntil(page: Page, done: Locator) {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(done).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
}

test('templates page to the last page, create a resume, land in the editor, home button, delete', async ({
  page,
  mock,
}) => {
  await loginByApi(page, mock);
  const listPages: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(routePaths.templateList))
      listPages.push((request.postDataJSON() as { page: number }).page);
  });

  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '简历模板' }).click();
  await expect(page).toHaveURL(/\/resume-templates$/);
  const cards = page.getByRole('list', { name: '模板列表' }).getByTestId('template-card');
  await expect(cards).toHaveCount(12);
  await expect(cards.first().getByRole('img')).toBeVisible();
  await screenshot(page, 'templates');

  // Scrolling appends pages (the 加载更多 button is the fallback) until cur_page == total_page.
  const end = page.getByText(/已加载全部模板（第 (\d+) \/ \1 页）/);
  await scrollUntil(page, end);
  await expect(end).toHaveText('已加载全部模板（第 6 / 6 页）');
  // One card per design and English edition (66), the colours on the cards, not as more cards.
  await expect(cards).toHaveCount(EDITIONS.length);
  await expect(page.getByRole('button', { name: '加载更多' })).toBeHidden();
  expect(listPages).toEqual([1, 2, 3, 4, 5, 6]);

  // The style catalogue pages the same way.
  await page.getByRole('tab', { name: '样式' }).click();
  await expect(page).toHaveURL(/tab=style/);
  const styles = page.getByRole('list', { name: '样式列表' }).getByTestId('template-card');
  await expect(styles).toHaveCount(12);
  const styleEnd = page.getByText(/已加载全部样式（第 (\d+) \/ \1 页）/);
  await scrollUntil(page, styleEnd);
  await expect(styleEnd).toHaveText('已加载全部样式（第 3 / 3 页）');
  await expect(styles).toHaveCount(33);

  await page.getByRole('tab', { name: '模板' }).click();
  const last = cards.last();
  const lastName = (await last.getByRole('img').getAttribute('alt')) ?? '';
  const body = await createFromCard(page, last);
  expect(body.code).toBe(0);
  await expect(page).toHaveURL(new RegExp(`/edit/${body.data.cid}$`));

  // With a resume, the home page's main button leads to 我的简历 (SPEC 1).
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' }).click();
  await expect(page.getByTestId('main-button')).toHaveText('我的简历');
  await page.getByTestId('main-button').click();
  await expect(page).toHaveURL(/\/my-resumes$/);
  await expect(page.getByTestId('resume-card')).toHaveCount(1);

  // Deleting it (after confirming) empties the list; the home button goes back to AI生成简历.
  await page
    .getByTestId('resume-card')
    .getByRole('button', { name: /^删除：/ })
    .click();
  await page.getByRole('dialog', { name: '删除简历' }).getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('还没有简历，马上创建一份吧')).toBeVisible();
  await expect(page.getByTestId('resume-card')).toHaveCount(0);
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' }).click();
  await expect(page.getByTestId('main-button')).toHaveText('AI生成简历');
  expect(lastName).not.toBe('');
});
