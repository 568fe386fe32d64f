// 导入简历 (issue 41) of pictures, read by OCR in the browser (its files from this app, the picture never sent), in
// Chromium:
// - an image of a resume (a PNG screenshot) is shown beside the draft with the OCR notice, and the resume created is
//   field-equal to the picture's;
// - a photo of it lying 3° crooked is read level and shown turned back, its boxes on its lines;
// - a scanner's PDF of it, its headings white on dark bars, is read the same way, its page drawn beside the draft,
//   and the pages past the three it reads named;
// - an English screenshot is read again by the English model, both models from this app, the English edition offered.
import { expect as baseExpect, loginByApi, resumeOf, screenshot, test } from '../support/fixtures';
import {
  asTruth,
  boxOnPage1,
  chooseImportFile,
  createFromReview,
  myResumes,
  review,
  reviewValues,
  seriousOnReview,
} from '../support/import';
import { ENGLISH_TRUTH, PDF_TRUTH } from '../support/import-samples';
import { englishPng, resumePng, scannedPdf, slantedPhotoJpeg } from '../support/picture-samples';

const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ mode: 'parallel' });

test('an image of a resume (PNG): read by OCR in the browser, checked against the picture, field-equal', async ({
  page,
  mock,
  browser,
}) => {
  test.setTimeout(180_000);
  const buffer = await resumePng(browser);
  const token = await loginByApi(page, mock, '导入图片');
  // Nothing of the image leaves the browser: every request while it is read goes to this app, none carries it.
  const sent: string[] = [];
  page.on('request', (r) => sent.push(`${r.method()} ${new URL(r.url()).pathname} ${r.postDataBuffer()?.length ?? 0}`));
  await myResumes(page);
  await chooseImportFile(page, { name: '林晓雨-简历.png', mimeType: 'image/png', buffer });
  await expect(page.getByText(/识别图片中的文字/).first()).toBeVisible();
  await expect(review(page)).toBeVisible({ timeout: 120_000 });
  await expect(review(page).getByText(/文字是从图像中识别出来的/)).toBeVisible();
  const name = review(page).getByLabel('姓名', { exact: true });
  await expect(name).toHaveValue(PDF_TRUTH.personal.name);
  await name.focus();
  await expect(boxOnPage1(page)).toBeVisible();
  baseExpect(sent.filter((s) => /^POST/.test(s) && Number(s.split(' ')[2]) >= buffer.length / 2)).toEqual([]);
  baseExpect(sent.filter((s) => s.includes('/ocr/')).length).toBeGreaterThanOrEqual(3);
  baseExpect(await seriousOnReview(page)).toEqual([]);
  const cid = await createFromReview(page);
  const got = asTruth(await resumeOf(page, cid, token));
  console.log(`[import] image: ${got.modules.map((m) => m.name).join('、')}, personal ${JSON.stringify(got.personal)}`);
  baseExpect(got).toEqual(PDF_TRUTH);
});

test('a photo of the page lying crooked (3°): read level, the photo shown turned the same way so the boxes fall on it', async ({
  page,
  mock,
  browser,
}) => {
  test.setTimeout(180_000);
  const buffer = await slantedPhotoJpeg(browser);
  await loginByApi(page, mock, '导入照片');
  await myResumes(page);
  await chooseImportFile(page, { name: '林晓雨-照片.jpg', mimeType: 'image/jpeg', buffer });
  await expect(review(page)).toBeVisible({ timeout: 120_000 });
  await expect(review(page).getByLabel('姓名', { exact: true })).toHaveValue(PDF_TRUTH.personal.name);
  await expect(review(page).getByLabel('手机', { exact: true })).toHaveValue(PDF_TRUTH.personal.phone);
  await expect(review(page).getByLabel('邮箱', { exact: true })).toHaveValue(PDF_TRUTH.personal.email);
  const values = await reviewValues(page);
  for (const e of PDF_TRUTH.modules[1]!.entries)
    baseExpect(values).toEqual(expect.arrayContaining([e.company, e.title, e.start, e.end]));
  baseExpect(values).toEqual(expect.arrayContaining(PDF_TRUTH.modules.map((m) => m.name)));
  // The photo is shown turned back by the slant the reading measured (about 3°), its boxes on its lines.
  const turn = await page.locator('[data-page-slot="1"]').evaluate((el) => (el as HTMLElement).style.transform);
  baseExpect(Number(/rotate\((-?[\d.]+)deg\)/.exec(turn)?.[1])).toBeCloseTo(-3, 0);
  await review(page).getByLabel('姓名', { exact: true }).focus();
  await expect(boxOnPage1(page)).toBeVisible();
  await screenshot(page, 'import-review');
  // On a 375 px phone the turned picture's corners are clipped to its page: the screen does not widen.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
});

test('a scanned PDF (pages that are pictures, headings on dark bars): read by OCR, its page drawn beside the draft with the notice', async ({
  page,
  mock,
  browser,
}) => {
  test.setTimeout(180_000);
  const buffer = await scannedPdf(browser);
  await loginByApi(page, mock, '导入扫描件');
  await myResumes(page);
  await chooseImportFile(page, { name: '林晓雨-扫描件.pdf', mimeType: 'application/pdf', buffer });
  await expect(page.getByText(/识别图片中的文字/).first()).toBeVisible();
  await expect(review(page)).toBeVisible({ timeout: 120_000 });
  await expect(review(page).getByText(/文字是从图像中识别出来的/)).toBeVisible();
  // Its fourth page (a blank sheet) is past the three pages read: the review says so.
  await expect(review(page).getByText('这份扫描件还有 1 页没有识别（只识别前 3 页）', { exact: false })).toBeVisible();
  await expect(review(page).getByLabel('手机', { exact: true })).toHaveValue(PDF_TRUTH.personal.phone);
  await expect(review(page).getByLabel('邮箱', { exact: true })).toHaveValue(PDF_TRUTH.personal.email);
  const values = await reviewValues(page);
  for (const e of PDF_TRUTH.modules[1]!.entries)
    baseExpect(values).toEqual(expect.arrayContaining([e.company, e.title]));
  // Its headings are white on dark bars: read once the bars are lightened, each one a module.
  baseExpect(values).toEqual(expect.arrayContaining(PDF_TRUTH.modules.map((m) => m.name)));
  await review(page).getByLabel('手机', { exact: true }).focus();
  await expect(boxOnPage1(page)).toBeVisible();
});

test('an English picture: read again by the English model in the browser, the English edition offered, field-equal', async ({
  page,
  mock,
  browser,
}) => {
  test.setTimeout(180_000);
  const buffer = await englishPng(browser);
  const token = await loginByApi(page, mock, '导入英文图片');
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await myResumes(page);
  await chooseImportFile(page, { name: 'Kevin-Zhao-Resume.png', mimeType: 'image/png', buffer });
  await expect(review(page)).toBeVisible({ timeout: 120_000 });
  await expect(review(page).getByRole('checkbox', { name: /这是一份英文简历/ })).toBeChecked();
  // Both models came from this app: the Chinese one read the page first, which showed it English.
  baseExpect(fetched.filter((p) => /\/ocr\/(chi_sim|eng)\.traineddata\.gz$/.test(p)).sort()).toEqual([
    '/ocr/chi_sim.traineddata.gz',
    '/ocr/eng.traineddata.gz',
  ]);
  const cid = await createFromReview(page);
  const resume = await resumeOf(page, cid, token);
  baseExpect(resume.template).toBe('en-classic-2f5496');
  // A picture's list bullets are characters the engine reads (a PDF's are drawn, not text): kept as "• ".
  const got = asTruth(resume);
  for (const e of got.modules[1]!.entries) e.desc = e.desc!.replace(/^• /gm, '');
  baseExpect(got).toEqual(ENGLISH_TRUTH);
});
