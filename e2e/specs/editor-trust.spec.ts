// What a user can trust the editor with (issue 14), as they would do it:
// - pick a color, download: the PDF is byte for byte the preview they saw;
// - edit an entry, run AI 生成: the edit is still there; delete a module, 撤销, reload: it is there;
// - 导出 JSON, 导入简历 → 创建简历: the same resume again (cv/get equal apart from ids);
// - 导入简历 of a JSON file another tool wrote (fixtures/json-resume).
import fs from 'node:fs';
import path from 'node:path';
import type { FullResume } from '@cv/contract';
import { routePaths } from '@cv/contract/paths';
import type { Page } from '@playwright/test';
import { clickDownload, createWithAi, expect as baseExpect, loginByApi, ROOT, test } from '../support/fixtures';
import { chooseImportFile, createFromReview } from '../support/import';

/** Generous waits: these scenarios render and download several PDFs, on a machine other jobs may share. */
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ mode: 'parallel' });

const saved = (page: Page) => expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
const titles = (page: Page) => page.getByTestId('module-card').locator('h3');

/** cv/get with the page's own login, without ids (what an import cannot keep). */
async function contentOf(page: Page, cid: string) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const reply = await page.request.post(routePaths.cvGet, { data: { cid }, headers: { token: token ?? '' } });
  const { data } = (await reply.json()) as { data: FullResume };
  const { cid: _cid, ...personal } = data.personal;
  return { template: data.template, personal, modules: data.modules.map(({ id: _id, cid: _m, ...m }) => m) };
}

test('pick a color, download: the PDF is byte for byte the preview', async ({ page, mock }, testInfo) => {
  test.setTimeout(150_000);
  const previews: { template: string; color?: string; pdf: Buffer }[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith(routePaths.cvPreview)) return;
    const body = (await response.json()) as { code: number; data: { pdf_base64: string } };
    const sent = response.request().postDataJSON() as { template: string; color?: string };
    if (body.code === 0) previews.push({ ...sent, pdf: Buffer.from(body.data.pdf_base64, 'base64') });
  });
  await loginByApi(page, mock);
  await createWithAi(page, '周子墨', '产品经理', '3-5年');
  // Nothing edited yet: nothing waits to be saved ('idle' until the first save, then 'saved'). Waiting for 'saved'
  // alone ran out its 30 s here and the error was swallowed: 30 s of this test's 45.8 s in CI.
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', /^(idle|saved)$/);

  await page.getByRole('button', { name: /更换模板/ }).click();
  const drawer = page.getByRole('dialog', { name: '更换模板' });
  const colors = drawer.getByRole('group', { name: '配色' });
  const label = await colors.locator('button[aria-pressed="false"]').nth(2).getAttribute('aria-label');
  const swatch = colors.getByRole('button', { name: label ?? '', exact: true });
  await swatch.click();
  await expect(swatch).toHaveAttribute('aria-pressed', 'true');
  // The color is seen on the candidate before it is chosen (what the cache below rests on): on a busy machine
  // 使用此模板 was clicked while that preview was still being made, and the editor showed it as the server's. Its
  // reply is awaited first: data-loading turns true only an effect after the swatch is pressed.
  const candidate = drawer.getByTestId('candidate-preview');
  const shown = await candidate.getAttribute('data-template');
  await expect.poll(() => previews.some((p) => p.template === shown)).toBe(true);
  await expect(candidate).toHaveAttribute('data-loading', 'false');
  const changed = page.waitForResponse((r) => r.url().endsWith(routePaths.cvSetTemplate));
  await drawer.getByRole('button', { name: '使用此模板' }).click();
  const chosen = ((await changed).request().postDataJSON() as { template: string }).template;
  await expect(drawer).toBeHidden();
  await expect.poll(() => previews.filter((p) => p.template === chosen).length).toBe(1);
  // The color was seen (and cached) before cv/setTemplate, and a template change is the resume's newest change: the
  // PDF's dates (and its file ID made from them) are newer now. A fresh preview after the switch is compared.
  await expect(page.getByTestId('preview')).toHaveAttribute('data-source', 'cache');
  await page.getByRole('button', { name: '刷新预览' }).click();
  await expect.poll(() => previews.filter((p) => p.template === chosen).length).toBe(2);
  await expect(page.getByTestId('preview')).toHaveAttribute('data-loading', 'false');
  const preview = previews.filter((p) => p.template === chosen).at(-1)!;
  expect(preview.color ?? '').toBe(''); // no preview-only color exists any more

  const download = page.waitForEvent('download');
  await clickDownload(page, page.getByRole('button', { name: /下载 PDF/ }), { lastFree: true });
  const file = testInfo.outputPath('downloaded.pdf');
  await (await download).saveAs(file);
  const bytes = fs.readFileSync(file);
  console.log(`color ${label}: preview ${preview.pdf.length} bytes, download ${bytes.length} bytes`);
  expect(bytes.equals(preview.pdf)).toBe(true);
});

test('edit an entry, AI 生成: the edit stays; delete a module, 撤销, reload: it is there', async ({ page, mock }) => {
  test.setTimeout(180_000);
  await loginByApi(page, mock);
  await createWithAi(page, '吴一凡', '前端开发工程师', '3-5年');
  await expect(titles(page)).toHaveText(['教育经历', '工作经历', '项目经历', '专业技能', '自我评价']);

  await test.step('edit an entry, then AI 生成', async () => {
    const work = page.getByRole('region', { name: '模块：工作经历' });
    await work.getByLabel('公司', { exact: true }).first().fill('我亲手写的公司');
    await saved(page);
    await page.getByRole('button', { name: /AI 生成/ }).click();
    const generated = page.waitForResponse((r) => r.url().endsWith(routePaths.aiGenContent));
    await page.getByRole('button', { name: '开始生成' }).click();
    expect(((await (await generated).json()) as { code: number }).code).toBe(0);
    await expect(page.getByText(/AI 已生成 \d 个模块/)).toBeVisible();
    await expect(work.getByLabel('公司', { exact: true }).first()).toHaveValue('我亲手写的公司');
    await expect(titles(page)).toHaveText(['教育经历', '工作经历', '项目经历', '专业技能', '自我评价']);
    await page.reload();
    await expect(
      page.getByRole('region', { name: '模块：工作经历' }).getByLabel('公司', { exact: true }).first(),
    ).toHaveValue('我亲手写的公司');
  });

  await test.step('delete a module, 撤销, reload', async () => {
    await page.getByRole('button', { name: '删除模块：项目经历' }).click();
    await page
      .getByRole('dialog', { name: /^删除“/ })
      .getByRole('button', { name: '删除' })
      .click();
    await expect(titles(page)).toHaveText(['教育经历', '工作经历', '专业技能', '自我评价']);
    await saved(page);
    await page.getByRole('button', { name: /撤销/ }).click();
    await expect(titles(page)).toHaveText(['教育经历', '工作经历', '项目经历', '专业技能', '自我评价']);
    await saved(page);
    await page.reload();
    await expect(titles(page)).toHaveText(['教育经历', '工作经历', '项目经历', '专业技能', '自我评价']);
  });
});

test('导出 JSON, then 导入简历: the same resume again, apart from ids', async ({ page, mock }, testInfo) => {
  test.setTimeout(150_000);
  await loginByApi(page, mock);
  const cid = await createWithAi(page, '郑可欣', '数据分析师', '1-3年');
  await page.getByLabel('手机').fill('138 0000 2222');
  await saved(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导出 JSON/ }).click();
  const file = testInfo.outputPath((await download).suggestedFilename());
  await (await download).saveAs(file);
  expect(path.basename(file)).toBe('郑可欣-数据分析师.resume.json');
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  expect(Object.keys(json)).toEqual(expect.arrayContaining(['basics', 'work', 'education', 'projects', 'skills']));

  await page.getByRole('button', { name: '返回我的简历' }).click();
  await expect(page).toHaveURL(/\/my-resumes$/);
  await chooseImportFile(page, file);
  const copy = await createFromReview(page);
  expect(copy).not.toBe(cid);
  await expect(page.getByLabel('手机')).toHaveValue('138 0000 2222');
  const [before, after] = [await contentOf(page, cid), await contentOf(page, copy)];
  console.log(
    `export/import: ${before.modules.length} modules; equal apart from ids: ${JSON.stringify(before) === JSON.stringify(after)}`,
  );
  expect(after).toEqual(before);
});

test('导入简历 of a JSON file another tool wrote', async ({ page, mock }) => {
  test.setTimeout(120_000);
  await loginByApi(page, mock);
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我的简历' }).click();
  await chooseImportFile(page, path.join(ROOT, 'fixtures/json-resume/richard-hendriks.resume.json'));
  await createFromReview(page);
  await expect(page.getByText('一份简历最多 8 个模块，没有导入：兴趣爱好、出版作品、推荐人')).toBeVisible();
  await expect(page).toHaveURL(/\/edit\/[\w-]+$/);
  await expect(page.getByLabel('姓名')).toHaveValue('Richard Hendriks');
  await expect(titles(page)).toHaveText([
    '教育经历',
    '工作经历',
    '项目经历',
    '专业技能',
    '荣誉奖项',
    '自我评价',
    '志愿经历',
    '语言能力',
  ]);
  await expect(
    page.getByRole('region', { name: '模块：工作经历' }).getByLabel('公司', { exact: true }).first(),
  ).toHaveValue('Pied Piper');
});
