// Writing help beyond AI filling modules (issue 25), as a user does it in Chromium:
// - 简历诊断: a score and findings; 定位 focuses the field; a one-click fix is saved and 撤销 restores it;
// - 岗位匹配: paste a posting, see 匹配度 and what is missing; 加入技能 puts it in the PDF.
import type { FullResume } from '@cv/contract';
import { routePaths } from '@cv/contract/paths';
import type { Page } from '@playwright/test';
import {
  clickDownload,
  createSampleResume,
  expect as baseExpect,
  loginByApi,
  pdfText,
  screenshot,
  test,
} from '../support/fixtures';

/** Generous waits: the editor renders previews while we work, on a machine other jobs share. */
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ mode: 'parallel' });

const saved = (page: Page) => expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
const token = (page: Page) => page.evaluate(() => sessionStorage.getItem('token') ?? '');

async function serverResume(page: Page, cid: string): Promise<FullResume> {
  const reply = await page.request.post(routePaths.cvGet, { data: { cid }, headers: { token: await token(page) } });
  return ((await reply.json()) as { data: FullResume }).data;
}

/** The sample resume (a clean 3-5年 frontend resume: 简历诊断 finds nothing), opened in the editor. */
async function openSample(page: Page, mock: Parameters<typeof loginByApi>[1]): Promise<string> {
  await loginByApi(page, mock);
  const cid = await createSampleResume(page, await token(page));
  await page.goto(`/edit/${cid}`);
  await expect(page.getByLabel('姓名')).toHaveValue('林晓雯');
  return cid;
}

const FRONTEND_JD = `前端开发工程师
岗位职责：负责公司 Web 前端及微信小程序的页面开发，参与前端工程化建设与性能优化。
任职要求：熟练掌握 HTML5、CSS3、JS，熟悉 React 或 Vue，了解 TypeScript；熟悉 Webpack/Vite，会使用 Git；
了解 HTTP 协议和浏览器原理；良好的沟通能力和团队协作精神。`;

test('简历诊断: a finding, 定位 focuses its field, the one-click fix is saved and 撤销 restores it', async ({
  page,
  mock,
}) => {
  test.setTimeout(150_000);
  await loginByApi(page, mock);
  const cid = await createSampleResume(page, await token(page));
  const sample = await serverResume(page, cid);
  const personal = { ...sample.personal, email: 'linxiaowen＠example。com' };
  await page.request.post(routePaths.personalSave, { data: personal, headers: { token: await token(page) } });
  await page.goto(`/edit/${cid}`);
  await expect(page.getByLabel('姓名')).toHaveValue('林晓雯');

  await page.getByRole('button', { name: '简历诊断' }).click();
  const drawer = page.getByRole('dialog', { name: '简历诊断' });
  const finding = drawer.locator('li[data-check="email"]');
  await expect(finding).toContainText('邮箱“linxiaowen＠example。com”格式不对');
  await expect(drawer.getByRole('status')).toHaveText('得分 88 / 100');
  await screenshot(page, 'writing-help/diagnosis');
  await finding.getByRole('button', { name: /^定位/ }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByLabel('邮箱')).toBeFocused();

  await page.getByRole('button', { name: '简历诊断' }).click();
  await drawer.locator('li[data-check="email"]').getByRole('button', { name: '改为 linxiaowen@example.com' }).click();
  await expect(drawer.getByRole('status')).toHaveText('得分 100 / 100');
  await expect(drawer.getByText('没有发现问题，可以投递了')).toBeVisible();
  await drawer.getByRole('button', { name: '关闭' }).click();
  await expect(page.getByLabel('邮箱')).toHaveValue('linxiaowen@example.com');
  await saved(page);
  expect((await serverResume(page, cid)).personal.email).toBe('linxiaowen@example.com');

  await page.getByRole('button', { name: /撤销/ }).click();
  await expect(page.getByLabel('邮箱')).toHaveValue('linxiaowen＠example。com');
  await saved(page);
  expect((await serverResume(page, cid)).personal).toEqual(personal);
});

test('岗位匹配: 匹配度 and missing keywords; 加入技能 is in the PDF', async ({ page, mock }, testInfo) => {
  test.setTimeout(150_000);
  const cid = await openSample(page, mock);
  await page.getByRole('button', { name: '岗位匹配' }).click();
  const drawer = page.getByRole('dialog', { name: '岗位匹配' });
  await drawer.getByLabel('职位描述').fill(FRONTEND_JD);
  await expect(drawer.getByRole('status')).toHaveText('匹配度 65%');
  const missing = drawer.getByRole('region', { name: /简历缺少的关键词/ });
  await expect(missing.getByRole('listitem')).toHaveText([
    'HTML加入技能',
    'CSS加入技能',
    'Git加入技能',
    'HTTP加入技能',
    '浏览器原理加入技能',
  ]);
  const found = drawer.getByRole('region', { name: /已有的关键词/ });
  await expect(found.getByRole('listitem').filter({ hasText: 'JavaScript' })).toContainText('见于专业技能 · 第 1 条');
  await screenshot(page, 'writing-help/job-match');

  const saves = page.waitForResponse((r) => r.url().endsWith(routePaths.moduleSave));
  await missing.getByRole('button', { name: '加入技能：HTTP' }).click();
  expect(((await (await saves).json()) as { code: number }).code).toBe(0);
  await expect(drawer.getByRole('status')).toHaveText('匹配度 73%');
  await expect(missing.getByRole('listitem')).toHaveCount(4);
  await drawer.getByRole('button', { name: '关闭' }).click();
  await saved(page);
  const skills = (await serverResume(page, cid)).modules.find((m) => m.style === 'skill')!;
  expect((JSON.parse(skills.content) as { name: string }[]).map((s) => s.name)).toContain('HTTP');

  const download = page.waitForEvent('download');
  // A new user's one free download: 最后一次免费下载 asks first (issue 27).
  await clickDownload(page, page.getByRole('button', { name: /下载 PDF/ }), { lastFree: true });
  const file = testInfo.outputPath('with-http.pdf');
  await (await download).saveAs(file);
  const text = pdfText(file);
  console.log(`PDF text has HTTP: ${text.includes('HTTP')} (${text.length} characters)`);
  expect(text).toContain('HTTP');
});

/** cv/get without ids: a module deleted and recreated through module/save is the same content under a new id. */
async function contentOf(page: Page, cid: string) {
  const { personal, modules, template } = await serverResume(page, cid);
  return { template, personal, modules: modules.map(({ id: _id, ...m }) => m) };
}

/** AI 生成 on a resume with content: confirm, then the AI 建议 drawer with one item per proposed module. */
async function generateForReview(page: Page) {
  await page.getByRole('button', { name: /AI 生成/ }).click();
  const generated = page.waitForResponse((r) => r.url().endsWith(routePaths.aiGenContent));
  await page.getByRole('button', { name: '开始生成' }).click();
  expect(((await (await generated).json()) as { code: number }).code).toBe(0);
  const drawer = page.getByRole('dialog', { name: 'AI 建议' });
  await expect(drawer.getByTestId('ai-suggestion')).toHaveCount(3);
  return drawer;
}

test.describe('AI 建议', () => {
  /** The sample's 教育经历 and 工作经历 only: AI proposes 项目经历, 专业技能 and 自我评价. */
  async function openPartial(page: Page, mock: Parameters<typeof loginByApi>[1]) {
    await loginByApi(page, mock);
    const cid = await createSampleResume(page, await token(page), 2);
    await page.goto(`/edit/${cid}`);
    await expect(page.getByLabel('姓名')).toHaveValue('林晓雯');
    return cid;
  }

  test('放弃 on every item leaves cv/get exactly as before', async ({ page, mock }) => {
    test.setTimeout(150_000);
    const cid = await openPartial(page, mock);
    const before = await serverResume(page, cid);
    const drawer = await generateForReview(page);
    await expect(drawer.getByTestId('ai-suggestion').first()).toContainText('AI 建议新增');
    await screenshot(page, 'writing-help/ai-suggestions');
    for (const title of ['项目经历', '专业技能', '自我评价']) {
      await drawer.getByRole('button', { name: `放弃：${title}` }).click();
    }
    // The last decision ends the review.
    await expect(drawer).toBeHidden();
    await saved(page);
    expect(await serverResume(page, cid)).toEqual(before);
    await expect(page.getByTestId('module-card')).toHaveCount(before.modules.length);
  });

  test('采纳 on one item changes only that module; 撤销 restores the previous state', async ({ page, mock }) => {
    test.setTimeout(150_000);
    const cid = await openPartial(page, mock);
    const before = await contentOf(page, cid);
    const drawer = await generateForReview(page);
    await drawer.getByRole('button', { name: '采纳：专业技能' }).click();
    await drawer.getByRole('button', { name: /^完成/ }).click();
    await saved(page);
    const after = await contentOf(page, cid);
    expect(after.personal).toEqual(before.personal);
    expect(after.modules.filter((m) => m.style !== 'skill')).toEqual(before.modules);
    expect(after.modules.map((m) => m.style)).toEqual([...before.modules.map((m) => m.style), 'skill']);

    await page.getByRole('button', { name: /撤销/ }).click();
    await saved(page);
    expect(await contentOf(page, cid)).toEqual(before);
    await expect(page.getByTestId('module-card')).toHaveCount(before.modules.length);
  });

  test('a resume where every module is the user’s: AI says at once it has nothing to add, nothing to undo', async ({
    page,
    mock,
  }) => {
    test.setTimeout(120_000);
    const cid = await openSample(page, mock);
    const before = await serverResume(page, cid);
    await page.getByRole('button', { name: /AI 生成/ }).click();
    await page.getByRole('button', { name: '开始生成' }).click();
    await expect(page.getByText('AI 没有可补充的内容：你写过的模块都已保留')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'AI 建议' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /撤销/ })).toBeDisabled();
    expect(await serverResume(page, cid)).toEqual(before);
  });
});
