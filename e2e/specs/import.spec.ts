// 导入简历 (issue 41), as a new user with a resume made elsewhere would use it, in Chromium:
// - a two-column PDF (Chromium printing HTML) and a Word file laid out in tables (docx package) go through 导入简历 →
//   the review → 创建简历: the resume on the server is field-equal to the one the file holds;
// - pictures (a screenshot, a photo, a scan, an English screenshot): import-pictures.spec.ts;
// - every refusal (image-only PDF, .doc, .wps, password-protected PDF, damaged, empty, over 10 MB, a picture with no
//   text) shows its reason and what to do, and cv/list and the quota are unchanged;
// - a DOCX exported by the product imports back field-equal;
// - an English PDF gets the English edition (its degree and levels as the editor's options), or the Chinese one;
// - the review with the keyboard alone, axe (0 serious or critical), and on a 375 px phone.
import fs from 'node:fs';
import path from 'node:path';
import type { User } from '@cv/contract';
import {
  api,
  createSampleResume,
  expect as baseExpect,
  loginByApi,
  opened,
  resumeOf,
  ROOT,
  test,
} from '../support/fixtures';
import {
  asTruth,
  boxOnPage1,
  chooseImportFile,
  createFromReview,
  myResumes,
  review,
  seriousOnReview,
} from '../support/import';
import {
  DOCX_TRUTH,
  ENGLISH_TRUTH,
  englishPdf,
  imageOnlyPdf,
  oleFile,
  passwordPdf,
  PDF_TRUTH,
  tableDocx,
  twoColumnPdf,
  type Truth,
} from '../support/import-samples';
import { blankPng } from '../support/picture-samples';

const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ mode: 'parallel' });

/**
 * A two-column page has no one reading order between its columns (the reader takes the sidebar first when it is
 * on the left); the review lets the user reorder. Modules are compared by name there, in full otherwise.
 */
const byName = (t: Truth): Truth => ({ ...t, modules: [...t.modules].sort((a, b) => a.name.localeCompare(b.name)) });

for (const sample of [
  { label: 'a two-column PDF', name: '林晓雨-简历.pdf', mimeType: 'application/pdf', truth: PDF_TRUTH, make: 'pdf' },
  {
    label: 'a Word file laid out in tables',
    name: '王浩然-简历.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    truth: DOCX_TRUTH,
    make: 'docx',
  },
] as const) {
  test(`${sample.label}: 导入简历 → 创建简历, the resume on the server is the file's`, async ({
    page,
    mock,
    browser,
  }) => {
    test.setTimeout(120_000);
    const buffer = sample.make === 'pdf' ? await twoColumnPdf(browser) : await tableDocx();
    page.on('console', (m) => m.type() === 'error' && console.log(`[import] console: ${m.text()}`));
    const token = await loginByApi(page, mock, `导入${sample.make}`);
    await myResumes(page);
    await chooseImportFile(page, { name: sample.name, mimeType: sample.mimeType, buffer });
    await expect(review(page)).toBeVisible({ timeout: 60_000 });
    await expect(review(page).getByLabel('姓名', { exact: true })).toHaveValue(sample.truth.personal.name);
    if (sample.make === 'pdf') {
      // Focusing a field boxes where it stands on the page drawn beside the draft.
      await review(page).getByLabel('姓名', { exact: true }).focus();
      await expect(boxOnPage1(page)).toBeVisible();
    }
    const cid = await createFromReview(page);
    const got = asTruth(await resumeOf(page, cid, token));
    console.log(
      `[import] ${sample.label}: ${got.modules.length} modules (${got.modules.map((m) => m.name).join('、')}), ` +
        `personal ${JSON.stringify(got.personal)}`,
    );
    baseExpect(byName(got)).toEqual(byName(sample.truth));
  });
}

test('an English PDF: the review offers the English edition, the resume is created in it, field-equal', async ({
  page,
  mock,
  browser,
}) => {
  test.setTimeout(120_000);
  const buffer = await englishPdf(browser);
  const token = await loginByApi(page, mock, '导入英文');
  await myResumes(page);
  await chooseImportFile(page, { name: 'Kevin-Zhao-Resume.pdf', mimeType: 'application/pdf', buffer });
  await expect(review(page)).toBeVisible({ timeout: 60_000 });
  const edition = review(page).getByRole('checkbox', { name: /这是一份英文简历/ });
  await expect(edition).toBeChecked();
  // Unticked and ticked again with the keyboard: the choice is the user's.
  await edition.focus();
  await page.keyboard.press('Space');
  await expect(edition).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(edition).toBeChecked();
  baseExpect(await seriousOnReview(page)).toEqual([]);
  const cid = await createFromReview(page);
  const resume = await resumeOf(page, cid, token);
  baseExpect(resume.template).toBe('en-classic-2f5496');
  baseExpect(asTruth(resume)).toEqual(ENGLISH_TRUTH);
});

test('every refusal shows its reason and what to do; cv/list and the quota are unchanged', async ({
  page,
  mock,
  browser,
}) => {
  test.setTimeout(180_000);
  const token = await loginByApi(page, mock, '导入被拒用户');
  const before = {
    list: await api<unknown[]>(page, 'cvList', token, {}),
    user: await api<User>(page, 'user', token),
  };
  await myResumes(page);
  const files = [
    { name: '旧简历.doc', buffer: oleFile(), reason: /另存为.*\.docx/ },
    { name: '简历.wps', buffer: oleFile(), reason: /另存为.*\.docx/ },
    { name: '空文件.docx', buffer: Buffer.alloc(0), reason: /空的/ },
    { name: '太大.pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20), reason: /10 MB/ },
    { name: '损坏.pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog'), reason: /损坏/ },
    { name: '扫描件.pdf', buffer: await imageOnlyPdf(browser), reason: /没有可读取的文字.*没有识别出文字/ },
    { name: '加密.pdf', buffer: passwordPdf(), reason: /密码/ },
    { name: '空白照片.png', buffer: await blankPng(browser), reason: /没有从这张图片里识别出文字/ },
  ];
  for (const file of files) {
    await chooseImportFile(page, { name: file.name, mimeType: 'application/octet-stream', buffer: file.buffer });
    const shown = page.getByTestId('import-refusal');
    await expect(page.getByRole('heading', { name: `无法导入「${file.name}」` })).toBeVisible({ timeout: 60_000 });
    await expect(shown).toHaveText(file.reason);
    console.log(`[import] refused ${file.name} (${file.buffer.length} bytes): ${await shown.textContent()}`);
  }
  baseExpect(await api<unknown[]>(page, 'cvList', token, {})).toEqual(before.list);
  const after = await api<User>(page, 'user', token);
  baseExpect(after.resumes_left).toBe(before.user.resumes_left);
  baseExpect(after.downloads_left).toBe(before.user.downloads_left);
});

test('a DOCX the product exported imports back field-equal', async ({ page, mock }, testInfo) => {
  test.setTimeout(180_000);
  const token = await loginByApi(page, mock, '导出再导入');
  const cid = await createSampleResume(page, token);
  const me = await api<User>(page, 'user', token);
  await page.request.put(`/__mock/users/${me.id}/quota`, { data: { downloads_left: 5 } });
  await page.goto(`/edit/${cid}`);
  await expect(page.locator('#personal-name')).toBeVisible();
  await page.getByRole('button', { name: '更多下载格式' }).click();
  const menu = page.getByRole('menu');
  await opened(menu);
  const download = page.waitForEvent('download');
  await menu.getByRole('menuitem', { name: /下载 Word/ }).click();
  const file = testInfo.outputPath('exported.docx');
  await (await download).saveAs(file);

  await page.goto('/my-resumes');
  await chooseImportFile(page, file);
  const copy = await createFromReview(page);
  const [original, imported] = [asTruth(await resumeOf(page, cid, token)), asTruth(await resumeOf(page, copy, token))];
  console.log(`[import] product DOCX (${fs.statSync(file).size} bytes): ${imported.modules.length} modules back`);
  // What the Word file holds: it prints 出生年月 (the month, so the birthday is compared by month) and nothing for a
  // module without entries (cv/new's empty 教育经历 beside the sample's).
  const inFile = (t: Truth): Truth => ({
    personal: { ...t.personal, birthday: t.personal.birthday.slice(0, 7) },
    modules: t.modules.filter((m) => m.entries.length > 0),
  });
  baseExpect(inFile(imported)).toEqual(inFile(original));
});

test('the review with the keyboard alone and a screen reader (axe), and on a 375 px phone', async ({ page, mock }) => {
  test.setTimeout(150_000);
  const token = await loginByApi(page, mock, '键盘导入');
  await myResumes(page);
  // Keyboard: focus 导入简历, Enter opens the system's file picker.
  const door = page.getByRole('button', { name: '导入简历' }).first();
  await door.focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(path.join(ROOT, 'fixtures/json-resume/richard-hendriks.resume.json'));
  await expect(review(page)).toBeVisible({ timeout: 60_000 });

  baseExpect(await seriousOnReview(page)).toEqual([]);

  // Focusing a field highlights where it came from in the original.
  const name = review(page).getByLabel('姓名', { exact: true });
  await name.focus();
  await expect(page.getByRole('region', { name: '原文' }).locator('mark').first()).toContainText('Richard Hendriks');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Richard H.');
  const create = review(page).getByRole('button', { name: '创建简历' });
  await create.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/edit\/[\w-]+$/, { timeout: 60_000 });
  const cid = page.url().split('/').pop()!;
  baseExpect((await resumeOf(page, cid, token)).personal.name).toBe('Richard H.');

  // A 375 px phone: the review fits the width, and creates.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/my-resumes');
  await chooseImportFile(page, path.join(ROOT, 'fixtures/json-resume/richard-hendriks.resume.json'));
  await expect(review(page)).toBeVisible({ timeout: 60_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  console.log(`[import] review at 375 px: horizontal overflow ${overflow} px`);
  baseExpect(overflow).toBeLessThanOrEqual(0);
  await createFromReview(page);
});

test('in the editor, 导入简历 → 替换当前简历 is one 撤销 away; 合并 keeps what the resume had', async ({
  page,
  mock,
}) => {
  test.setTimeout(180_000);
  const token = await loginByApi(page, mock, '编辑器导入');
  const cid = await createSampleResume(page, token);
  await page.goto(`/edit/${cid}`);
  await expect(page.locator('#personal-name')).toBeVisible();
  const before = asTruth(await resumeOf(page, cid, token));
  const saved = () => expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
  const file = path.join(ROOT, 'fixtures/json-resume/richard-hendriks.resume.json');

  await page.getByTestId('import-into-input').setInputFiles(file);
  await expect(review(page)).toBeVisible({ timeout: 60_000 });
  await review(page).getByRole('button', { name: '替换当前简历' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/${cid}$`));
  await expect(page.locator('#personal-name')).toHaveValue('Richard Hendriks');
  await saved();
  const replaced = asTruth(await resumeOf(page, cid, token));
  baseExpect(replaced.personal.name).toBe('Richard Hendriks');
  baseExpect(replaced.modules.map((m) => m.name)).not.toEqual(before.modules.map((m) => m.name));

  await page.getByRole('button', { name: /撤销/ }).first().click();
  await expect(page.locator('#personal-name')).toHaveValue(before.personal.name);
  await saved();
  await baseExpect.poll(async () => asTruth(await resumeOf(page, cid, token)), { timeout: 30_000 }).toEqual(before);

  await page.getByTestId('import-into-input').setInputFiles(file);
  await expect(review(page)).toBeVisible({ timeout: 60_000 });
  await review(page).getByRole('button', { name: '合并到当前简历' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/${cid}$`));
  await saved();
  const merged = asTruth(await resumeOf(page, cid, token));
  console.log(
    `[import] into the editor: ${before.modules.length} modules before, replaced ${replaced.modules.length}, ` +
      `undone ${before.modules.length}, merged ${merged.modules.length}`,
  );
  baseExpect(merged.personal.name).toBe(before.personal.name);
  baseExpect(merged.modules.slice(0, before.modules.length)).toEqual(before.modules);
});
