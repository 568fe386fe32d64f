// AI creation: name, position (picked from the tips) and experience on /ai; the flow creates the resume,
// saves the personal info, generates content and opens the editor.
import { routePaths } from '@cv/contract/paths';
import { expect, loginByApi, screenshot, test } from '../support/fixtures';

test('create a resume from /ai and land in its editor with generated modules', async ({ page, mock }) => {
  await loginByApi(page, mock);
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: 'AI生成' }).click();
  await expect(page.getByRole('heading', { name: 'AI生成简历' })).toBeVisible();

  await page.getByLabel('姓名').fill('王小明');
  await page.getByLabel('求职意向').fill('前端');
  // antd's AutoComplete keeps role=option on hidden a11y nodes; click the visible suggestion.
  await page.locator('.ant-select-item-option').filter({ hasText: '前端开发工程师' }).click();
  await expect(page.getByLabel('求职意向')).toHaveValue('前端开发工程师');
  await page.getByText('1-3年', { exact: true }).click();
  await screenshot(page, 'ai');

  const generated = page.waitForResponse((r) => r.url().endsWith(routePaths.aiGenContent));
  await page.getByRole('button', { name: '开始生成' }).click();
  await expect(page.getByText('AI 生成内容')).toBeVisible();
  expect(((await (await generated).json()) as { code: number }).code).toBe(0);
  await expect(page).toHaveURL(/\/edit\/[\w-]+$/);

  // The editor shows the typed personal info and the generated modules, education first.
  await expect(page.getByLabel('姓名')).toHaveValue('王小明');
  await expect(page.getByLabel('求职意向')).toHaveValue('前端开发工程师');
  await expect(page.getByTestId('module-card').locator('h3')).toHaveText([
    '教育经历',
    '工作经历',
    '项目经历',
    '专业技能',
    '自我评价',
  ]);
  await expect(page.getByRole('region', { name: '模块：工作经历' }).getByRole('group').first()).toBeVisible();
});
