// The editor's download menu (issue 36): a long PNG (every page of the PDF stacked, 1242 px wide) goes through
// cv/download like the PDF, so no quota gives no image; Markdown is the user's own data, free. Figures printed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { routePaths } from '@cv/contract/paths';
import type { Page } from '@playwright/test';
import {
  createSampleResume,
  expect as baseExpect,
  loginByQr,
  test,
  tokenOf,
  type MockControl,
} from '../support/fixtures';

const expect = baseExpect.configure({ timeout: 60_000 });

test.describe.configure({ mode: 'parallel' });

/** A sample resume made long enough for two pages (a project with many description lines). */
async function twoPageResume(page: Page, control: MockControl, nickname: string, downloads: number) {
  await loginByQr(page, control, nickname);
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

const menuItem = (page: Page, name: RegExp) => page.getByRole('menuitem', { name });

test('长图 PNG of a 2-page resume: every page stacked at 1242 px; the same cv/download as the PDF', async ({
  page,
  mock: control,
}, testInfo) => {
  test.setTimeout(180_000);
  await twoPageResume(page, control, '长图用户', 5);
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: /下载 PDF/ }).click();
  const pdfFile = testInfo.outputPath('resume.pdf');
  await (await pdfDownload).saveAs(pdfFile);
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdfFile], { encoding: 'utf8' }))![1]);
  // cv/download answers 11 to a download of the same resume within 3 s on the mock clock, and the SPA ignores 11 (a
  // double click): on an idle machine the PNG's click came within 3 s of the PDF's, got 11 and no image, and the
  // test waited out its 180 s. The mock clock, not the wall clock, decides.
  await control.advanceClock(4_000);

  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(routePaths.cvDownload)) calls.push(r.url());
  });
  const pngDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: '更多下载格式' }).click();
  await menuItem(page, /下载长图 PNG/).click();
  const download = await pngDownload;
  baseExpect(download.suggestedFilename()).toMatch(/\.png$/);
  const pngFile = testInfo.outputPath('resume.png');
  await download.saveAs(pngFile);
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
  const { cid } = await twoPageResume(page, control, '没有下载次数', 0);
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  const reply = page.waitForResponse((r) => r.url().endsWith(routePaths.cvDownload));
  await page.getByRole('button', { name: '更多下载格式' }).click();
  await menuItem(page, /下载长图 PNG/).click();
  const code = ((await (await reply).json()) as { code: number }).code;
  await expect(page).toHaveURL(new RegExp(`/payment\\?.*download=${cid}`));
  console.log(`[png] no quota: cv/download code ${code}, images saved: ${downloads}`);
  baseExpect(code).toBe(5);
  baseExpect(downloads).toBe(0);
});

test('Markdown is free and made from the resume on screen', async ({ page, mock: control }, testInfo) => {
  test.setTimeout(120_000);
  await twoPageResume(page, control, 'Markdown 用户', 0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '更多下载格式' }).click();
  await menuItem(page, /导出 Markdown/).click();
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
