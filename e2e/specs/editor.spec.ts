// The editor: personal info with an avatar, three new modules, drag to reorder, the live preview following the
// edits and the PDF download; template and color switching (a color is another template of the same layout) with
// the cached preview on switching back.
// The two tests may run at once (each worker has its own server).
import fs from 'node:fs';
import path from 'node:path';
import { PERSONAL_SAVE_DEBOUNCE_MS } from '@cv/contract/constants';
import { routePaths } from '@cv/contract/paths';
import type { Locator, Page, Request } from '@playwright/test';
import {
  clickDownload,
  createFromCard,
  expect,
  loginByApi,
  pdfText,
  ROOT,
  screenshot,
  test,
  type MockControl,
} from '../support/fixtures';

test.describe.configure({ mode: 'parallel' });

const AVATAR = path.join(ROOT, 'fixtures/images/sample-avatar.png');

interface PreviewBody {
  cid: string;
  template: string;
  color?: string;
}

/** A field of a module entry: labelled '技能', or '技能（第 1 条）' in compact entries. */
const field = (card: Locator, label: string) => card.getByLabel(new RegExp(`^${label}(（.*）)?$`));

const moduleCard = (page: Page, title: string) => page.getByRole('region', { name: `模块：${title}` });

async function addModule(page: Page, menuLabel: string): Promise<Locator> {
  await page.getByRole('button', { name: /^plus 添加模块（\d\/8）$|^添加模块（\d\/8）$/ }).click();
  await page.getByRole('menuitem', { name: menuLabel }).click();
  const card = moduleCard(page, menuLabel);
  await expect(card).toBeVisible();
  return card;
}

async function waitSaved(page: Page) {
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
}

/** Waits for the preview to be idle and shown; answers where it came from ('server' or 'cache'). */
async function previewSettled(page: Page): Promise<string> {
  const preview = page.getByTestId('preview');
  await expect(preview).toHaveAttribute('data-loading', 'false');
  await expect(preview.getByRole('img', { name: /^简历预览 第 1 页/ })).toBeVisible();
  return (await preview.getAttribute('data-source')) ?? 'none';
}

/** Records the body of every cv/preview request the page makes. */
function trackPreviews(page: Page): PreviewBody[] {
  const previews: PreviewBody[] = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith(routePaths.cvPreview)) previews.push(request.postDataJSON() as PreviewBody);
  });
  return previews;
}

/** Logs in, creates a resume from the first template and waits for its editor and first preview. */
async function openNewResume(page: Page, mock: MockControl) {
  await loginByApi(page, mock);
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '简历模板' }).click();
  await createFromCard(page, page.getByTestId('template-card').first());
  await expect(page).toHaveURL(/\/edit\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: '个人信息' })).toBeVisible();
  expect(await previewSettled(page)).toBe('server');
}

/**
 * Switches the resume to the index-th template of the drawer: the candidate is seen first (the own resume in it),
 * 使用此模板 switches, and the drawer closes after cv/setTemplate succeeds.
 */
async function switchTemplate(page: Page, index: number) {
  await page.getByRole('button', { name: /更换模板/ }).click();
  const drawer = page.getByRole('dialog', { name: '更换模板' });
  const card = drawer.getByTestId('template-card').nth(index);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: '预览此模板', exact: true }).click();
  // Its page drawn, then not loading (the PDF cached): only then does 使用此模板 find it in the cache. data-loading
  // alone was 'false' already before the candidate's preview was asked for, and 使用此模板 clicked then made the
  // editor ask the server (failed once in a CI run with retries off).
  const candidate = drawer.getByTestId('candidate-preview');
  await expect(candidate.getByRole('img', { name: /^简历预览 第 1 页/ })).toBeVisible();
  await expect(candidate).toHaveAttribute('data-loading', 'false');
  const use = drawer.getByRole('button', { name: /^(使用此模板|正在使用)$/ });
  if ((await use.textContent()) === '正在使用') {
    await drawer.getByRole('button', { name: '关闭' }).click();
  } else {
    const changed = page.waitForResponse((r) => r.url().endsWith(routePaths.cvSetTemplate));
    await use.click();
    expect(((await (await changed).json()) as { code: number }).code).toBe(0);
  }
  await expect(drawer).toBeHidden();
}

/** Drags with the pointer in small steps (dnd-kit's pointer sensor starts after 6 px). */
async function drag(page: Page, handle: Locator, target: Locator) {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag: element not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 10, { steps: 20 });
  // Drop once the sortable list has made room: the target has moved aside (not after a fixed pause, which a busy
  // machine can outrun).
  await expect.poll(() => target.evaluate((el) => getComputedStyle(el).transform)).not.toBe('none');
  await page.mouse.up();
}

test('edit a resume: personal info, avatar, three modules, reorder, live preview, download', async ({
  page,
  mock,
}, testInfo) => {
  test.setTimeout(150_000); // the avatar's crop dialog and the last-free-download question add two steps (issue 27)
  await openNewResume(page, mock);

  await test.step('personal info and avatar', async () => {
    await page.getByLabel('姓名').fill('张晓风');
    await page.getByLabel('求职意向').fill('前端工程师');
    await page.keyboard.press('Escape');
    await page.getByLabel('工作经验').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '3-5年' }).click();
    await page.getByLabel('手机').fill('138 0013 8000');
    await page.getByLabel('邮箱').fill('zhangxf@example.com');
    await page.locator('input[type=file][accept^="image/"]').setInputFiles(AVATAR);
    await page.getByRole('dialog', { name: '裁剪头像' }).getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('button', { name: '移除头像' })).toBeVisible();
    await expect(page.getByRole('img', { name: '头像预览' })).toHaveAttribute('src', /\/uploads\//);
    await waitSaved(page);
    await expect(page.getByRole('toolbar', { name: '简历操作' }).getByRole('heading')).toHaveText(
      '张晓风 · 前端工程师',
    );
  });

  await test.step('add and fill three modules', async () => {
    const work = await addModule(page, '工作经历');
    await field(work, '公司').fill('杭州云栖科技有限公司');
    await field(work, '职位').fill('高级前端工程师');
    await field(work, '工作内容').fill('负责低代码平台的前端架构，首屏时间降低 40%。');
    const project = await addModule(page, '项目经历');
    await field(project, '项目名称').fill('简历在线编辑器');
    await field(project, '担任角色').fill('前端负责人');
    await field(project, '项目描述').fill('拖拽排序、实时 PDF 预览与本地缓存。');
    const skill = await addModule(page, '专业技能');
    await field(skill, '技能').fill('React 与 TypeScript');
    await field(skill, '掌握程度').fill('精通');
    await waitSaved(page);
    await expect(page.getByTestId('module-card')).toHaveCount(4);
  });

  await test.step('reorder by dragging', async () => {
    await drag(page, page.getByRole('button', { name: '拖动排序：专业技能' }), moduleCard(page, '项目经历'));
    await expect(page.getByTestId('module-card').locator('h3')).toHaveText([
      '教育经历',
      '工作经历',
      '专业技能',
      '项目经历',
    ]);
    await waitSaved(page);
  });

  await test.step('the preview follows the edits', async () => {
    const preview = page.waitForResponse(
      (r) => r.url().endsWith(routePaths.cvPreview) && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: '刷新预览' }).click();
    const body = (await (await preview).json()) as { data: { pdf_base64: string } };
    const file = testInfo.outputPath('preview.pdf');
    fs.writeFileSync(file, Buffer.from(body.data.pdf_base64, 'base64'));
    const text = pdfText(file);
    for (const s of ['张晓风', '前端工程师', '杭州云栖科技有限公司', '简历在线编辑器', 'React 与 TypeScript']) {
      expect(text).toContain(s);
    }
    // The dragged order is the order of the PDF.
    expect(text.indexOf('工作经历')).toBeLessThan(text.indexOf('专业技能'));
    expect(text.indexOf('专业技能')).toBeLessThan(text.indexOf('项目经历'));
    expect(await previewSettled(page)).toBe('server');
    await page.mouse.move(640, 10); // no tooltip in the screenshot
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'editor');
  });

  await test.step('download: a PDF with the typed name', async () => {
    const event = page.waitForEvent('download');
    await clickDownload(page, page.getByRole('button', { name: /下载 PDF/ }), { lastFree: true });
    const download = await event;
    expect(download.suggestedFilename()).toBe('张晓风-前端工程师-简历.pdf');
    const file = testInfo.outputPath('download.pdf');
    await download.saveAs(file);
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(file)).toContain('张晓风');
  });
});

test('switch template and color; switching back shows the cached preview', async ({ page, mock }) => {
  test.setTimeout(90_000);
  const previews = trackPreviews(page);
  await openNewResume(page, mock);
  await page.getByLabel('姓名').fill('李思远');
  await waitSaved(page);
  await expect.poll(() => previews.length).toBeGreaterThan(1);
  expect(await previewSettled(page)).toBe('server');

  await test.step('switch template, then color', async () => {
    const before = previews.length;
    await switchTemplate(page, 1);
    await expect.poll(() => previews.length).toBeGreaterThan(before);
    const other = previews.at(-1)?.template;
    expect(other).not.toBe(previews[0]?.template);
    // Requested while the template was a candidate in the drawer, then shown from the cache.
    expect(await previewSettled(page)).toBe('cache');

    await page.getByRole('button', { name: /更换模板/ }).click();
    const drawer = page.getByRole('dialog', { name: '更换模板' });
    const requested = previews.length;
    const unpressed = drawer.getByRole('group', { name: '配色' }).locator('button[aria-pressed="false"]').first();
    const swatch = drawer.getByRole('button', {
      name: (await unpressed.getAttribute('aria-label')) ?? '',
      exact: true,
    });
    await swatch.click();
    await expect(swatch).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => previews.length).toBeGreaterThan(requested);
    await expect(drawer.getByTestId('candidate-preview')).toHaveAttribute('data-loading', 'false');
    await screenshot(page, 'e2e/editor-template-drawer');
    // The color is the resume's template: never a preview-only option.
    expect(previews.at(-1)?.template).not.toBe(other);
    expect(previews.at(-1)?.color ?? '').toBe('');
    const changed = page.waitForResponse((r) => r.url().endsWith(routePaths.cvSetTemplate));
    await drawer.getByRole('button', { name: '使用此模板' }).click();
    expect(((await (await changed).json()) as { code: number }).code).toBe(0);
    await expect(drawer).toBeHidden();
    // The color's preview was made while choosing it: the editor shows it from the cache.
    expect(await previewSettled(page)).toBe('cache');
  });

  await test.step('switching back shows the cached preview without a request', async () => {
    const before = previews.length;
    await switchTemplate(page, 0);
    await expect(page.getByTestId('preview')).toHaveAttribute('data-source', 'cache');
    // A window for a request that must not come (the preview's debounce is the save's): a slow machine can only
    // make it see less, never fail a correct app.
    await page.waitForTimeout(PERSONAL_SAVE_DEBOUNCE_MS * 2.5);
    expect(previews.length).toBe(before);
  });
});
