// The editor's download menu (issue 36): a long PNG (every page of the PDF stacked, 1242 px wide) and a Word file go
// through cv/download like the PDF, so no quota gives no image and no DOCX; the DOCX's text (mammoth) is the PDF's
// (pdftotext); Markdown is the user's own data, free. Figures printed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import mammoth from 'mammoth';
import { routePaths } from '@cv/contract/paths';
import type { Page } from '@playwright/test';
import {
  createSampleResume,
  expect as baseExpect,
  loginByApi,
  opened,
  test,
  tokenOf,
  type MockControl,
} from '../support/fixtures';

const expect = baseExpect.configure({ timeout: 60_000 });

test.describe.configure({ mode: 'parallel' });

/** A sample resume made long enough for two pages (a project with many description lines). */
async function twoPageResume(page: Page, control: MockControl, nickname: string, downloads: number) {
  await loginByApi(page, control, nickname);
  const token = await tokenOf(page);
  const cid = await createSampleResume(page, token);
  const desc = Array.from(
    { length: 24 },
    (_, i) => `${i + 1}. 负责第 ${i + 1} 个核心模块的设计与开发，性能提升 ${20 + i}%。`,
  );
  const saved = await page.request.post(routePaths.moduleSave, {
    headers: { token },
    data: {
      cid,
      name: '项目经历',
      alias: '更多项目',
      style: 'custom',
      sort: 9,
      custom: 1,
      content: JSON.stringify([{ title: '长期项目', desc: desc.join('\n') }]),
    },
  });
  baseExpect(((await saved.json()) as { code: number }).code).toBe(0);
  const me = (await (await page.request.get(routePaths.user, { headers: { token } })).json()) as {
    data: { id: number };
  };
  await page.request.put(`/__mock/users/${me.data.id}/quota`, { data: { downloads_left: downloads } });
  await page.goto(`/edit/${cid}`);
  await expect(page.locator('#personal-name')).toBeVisible();
  return { cid, token };
}

/** Width and height of a PNG file (its IHDR chunk). */
function pngSize(file: string) {
  const bytes = fs.readFileSync(file);
  baseExpect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), bytes: bytes.length };
}

/** Opens the download menu and chooses `name`, once the menu has finished opening (fixtures' opened). */
async function chooseDownload(page: Page, name: RegExp) {
  await page.getByRole('button', { name: '更多下载格式' }).click();
  const menu = page.getByRole('menu');
  await opened(menu);
  await menu.getByRole('menuitem', { name }).click();
  await expect(menu).toBeHidden();
}

/**
 * The PDF of a 2-page resume from 下载 PDF, then a file of another format from the download menu: the PDF, its page
 * count, the other file (saved as `file`) and the cv/download calls the second download made.
 */
async function pdfThenMenu(
  page: Page,
  control: MockControl,
  outputPath: (name: string) => string,
  nickname: string,
  item: RegExp,
  file: string,
) {
  await twoPageResume(page, control, nickname, 5);
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: /下载 PDF/ }).click();
  const pdfFile = outputPath('resume.pdf');
  await (await pdfDownload).saveAs(pdfFile);
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdfFile], { encoding: 'utf8' }))![1]);
  // cv/download answers 11 to a download of the same resume within 3 s on the mock clock, and the SPA ignores 11 (a
  // double click): on an idle machine the second click came within 3 s of the PDF's, got 11 and no file, and the
  // test waited out its 180 s. The mock clock, not the wall clock, decides.
  await control.advanceClock(4_000);

  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(routePaths.cvDownload)) calls.push(r.url());
  });
  const next = page.waitForEvent('download');
  await chooseDownload(page, item);
  const download = await next;
  baseExpect(download.suggestedFilename()).toMatch(new RegExp(`\\${file.slice(file.lastIndexOf('.'))}$`));
  const saved = outputPath(file);
  await download.saveAs(saved);
  return { pdfFile, pages, file: saved, calls };
}

/** With no download left, the menu item: cv/download's code, the payment page, and how many files were saved. */
async function withoutQuota(page: Page, control: MockControl, nickname: string, item: RegExp) {
  const { cid } = await twoPageResume(page, control, nickname, 0);
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  const reply = page.waitForResponse((r) => r.url().endsWith(routePaths.cvDownload));
  await chooseDownload(page, item);
  const code = ((await (await reply).json()) as { code: number }).code;
  await expect(page).toHaveURL(new RegExp(`/payment\\?.*download=${cid}`));
  return { code, downloads };
}

test('长图 PNG of a 2-page resume: every page stacked at 1242 px; the same cv/download as the PDF', async ({
  page,
  mock: control,
}, testInfo) => {
  test.setTimeout(180_000);
  const {
    pages,
    file: pngFile,
    calls,
  } = await pdfThenMenu(page, control, (name) => testInfo.outputPath(name), '长图用户', /下载长图 PNG/, 'resume.png');
  const { width, height, bytes } = pngSize(pngFile);
  const pageHeight = Math.round((1242 * 842) / 595);
  console.log(
    `[png] ${pages}-page resume -> ${width}x${height} px PNG, ${(bytes / 1024).toFixed(0)} KB ` +
      `(A4 page at 1242 px = ${pageHeight} px high); cv/download calls for the PNG: ${calls.length}`,
  );
  baseExpect(pages).toBe(2);
  baseExpect(width).toBe(1242);
  baseExpect(Math.abs(height - pages * pageHeight)).toBeLessThanOrEqual(pages * 2);
  baseExpect(calls).toHaveLength(1);
});

test('长图 PNG with no download left: cv/download answers 5, the payment page, and no image', async ({
  page,
  mock: control,
}) => {
  test.setTimeout(180_000);
  const { code, downloads } = await withoutQuota(page, control, '没有下载次数', /下载长图 PNG/);
  console.log(`[png] no quota: cv/download code ${code}, images saved: ${downloads}`);
  baseExpect(code).toBe(5);
  baseExpect(downloads).toBe(0);
});

/** The PDF's page numbers (第 1 页 / 共 2 页): in the DOCX they are fields of the footer, which mammoth does not read. */
const PAGE_NUMBER = /第\s*\d+\s*页\s*\/\s*共\s*\d+\s*页/g;
/**
 * A text as a sorted multiset of characters, whitespace and the two separators left out: the PDF sets ' · ' between
 * an entry's title and subtitle only when both fit on one line, and ' | ' only between contact items on one line, so
 * their counts follow the PDF's line breaks (they are counted apart and printed).
 */
const SEPARATORS = /[\s·|]/g;
function characters(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const c of text.replace(SEPARATORS, '')) counts.set(c, (counts.get(c) ?? 0) + 1);
  return counts;
}
function difference(a: Map<string, number>, b: Map<string, number>): string[] {
  const out: string[] = [];
  for (const c of new Set([...a.keys(), ...b.keys()])) {
    if (a.get(c) !== b.get(c)) out.push(`${c} PDF ${a.get(c) ?? 0} / DOCX ${b.get(c) ?? 0}`);
  }
  return out;
}
const total = (m: Map<string, number>) => [...m.values()].reduce((n, k) => n + k, 0);
const countOf = (text: string, re: RegExp) => text.match(re)?.length ?? 0;

test('Word (DOCX) of a 2-page resume: the text of the PDF, after the same cv/download as the PDF', async ({
  page,
  mock: control,
}, testInfo) => {
  test.setTimeout(180_000);
  const {
    pdfFile,
    pages,
    file: docxFile,
    calls,
  } = await pdfThenMenu(page, control, (name) => testInfo.outputPath(name), 'Word 用户', /下载 Word/, 'resume.docx');

  const pdfText = execFileSync('pdftotext', [pdfFile, '-'], { encoding: 'utf8' }).replace(PAGE_NUMBER, '');
  const docxText = (await mammoth.extractRawText({ path: docxFile })).value;
  const fromPdf = characters(pdfText);
  const fromDocx = characters(docxText);
  const differences = difference(fromPdf, fromDocx);
  console.log(
    `[docx] ${pages}-page resume: PDF ${fs.statSync(pdfFile).size} bytes, DOCX ${fs.statSync(docxFile).size} bytes; ` +
      `characters compared (no whitespace, no · or |): PDF ${total(fromPdf)}, DOCX ${total(fromDocx)}, ` +
      `${fromPdf.size} distinct; differences: ${differences.length ? differences.join('; ') : 'none'}; ` +
      `separators · PDF ${countOf(pdfText, /·/g)} / DOCX ${countOf(docxText, /·/g)}, | PDF ${countOf(pdfText, /\|/g)} / ` +
      `DOCX ${countOf(docxText, /\|/g)}; cv/download calls for the DOCX: ${calls.length}`,
  );
  baseExpect(pages).toBe(2);
  baseExpect(total(fromPdf)).toBeGreaterThan(800);
  baseExpect(differences).toEqual([]);
  baseExpect(calls).toHaveLength(1);
});

test('Word with no download left: cv/download answers 5, the payment page, and no DOCX', async ({
  page,
  mock: control,
}) => {
  test.setTimeout(180_000);
  const { code, downloads } = await withoutQuota(page, control, '没有次数的 Word', /下载 Word/);
  console.log(`[docx] no quota: cv/download code ${code}, Word files saved: ${downloads}`);
  baseExpect(code).toBe(5);
  baseExpect(downloads).toBe(0);
});

test('Markdown is free and made from the resume on screen', async ({ page, mock: control }, testInfo) => {
  test.setTimeout(120_000);
  await twoPageResume(page, control, 'Markdown 用户', 0);
  const download = page.waitForEvent('download');
  await chooseDownload(page, /导出 Markdown/);
  const file = testInfo.outputPath('resume.md');
  await (await download).saveAs(file);
  const text = fs.readFileSync(file, 'utf8');
  console.log(
    `[markdown] ${text.length} characters, ${text.split('\n').filter((l) => l.startsWith('## ')).length} sections`,
  );
  baseExpect(text).toMatch(/^# 林晓雯/);
  baseExpect(text).toContain('## 更多项目');
  baseExpect(text).toContain('- 24. 负责第 24 个核心模块的设计与开发，性能提升 43%。');
});
