/**
 * Pictures of PDF_TRUTH's resume for 导入简历's OCR tests: a PNG screenshot (as a phone or a design tool saves a
 * resume), a phone's photo of it lying crooked, a scanner's PDF of it with its headings on dark bars, and a blank
 * picture (nothing to read); and a screenshot of ENGLISH_TRUTH's.
 */
import PDFDocument from 'pdfkit';
import type { Browser } from '@playwright/test';
import { englishHtml, month, PDF_TRUTH, type Truth } from './import-samples';

/**
 * PDF_TRUTH in one column, dark text on white, as a phone or a design tool saves a resume as a picture; with `bars`,
 * its headings white on dark blue bars (a common template).
 */
function oneColumnHtml(t: Truth, { bars = false } = {}): string {
  const p = t.personal;
  const [edu, work, skill, summary] = t.modules;
  const row = (left: string, start: string, end: string) =>
    `<div class="row"><b>${left}</b><span>${month(start)} - ${month(end)}</span></div>`;
  const school = edu!.entries[0]!;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    body { margin: 0; padding: 48px 56px; font-family: 'WenQuanYi Micro Hei', sans-serif; font-size: 14px; color: #222; }
    h1 { font-size: 28px; margin: 0 0 10px; } h2 { font-size: 17px; color: #2f4f6f; border-bottom: 2px solid #2f4f6f;
    margin: 20px 0 8px; } ${bars ? 'h2 { background: #1f4e79; color: #fff; border: none; padding: 3px 10px; }' : ''} .row { display: flex; justify-content: space-between; } p { margin: 4px 0 10px; }
  </style></head><body>
    <h1>${p.name}</h1><p>求职意向：${p.wish}</p>
    <p>电话：${p.phone} | 邮箱：${p.email} | 性别：女 | 出生年月：1997.06 | 工作经验：${p.exps}</p>
    <h2>${edu!.name}</h2>${row(school.school!, school.start!, school.end!)}<div>${school.major} | ${school.degree}</div>
    <h2>${work!.name}</h2>${work!.entries.map((e) => `${row(e.company!, e.start!, e.end!)}<div>${e.title}</div><p>${e.desc}</p>`).join('')}
    <h2>${skill!.name}</h2>${skill!.entries.map((s) => `<p>${s.name}：${s.level}</p>`).join('')}
    <h2>${summary!.name}</h2><p>${summary!.entries[0]!.text}</p>
  </body></html>`;
}

/** A whole-page screenshot (PNG, 2x) of `html` at A4's width: an image resume. */
export async function screenshotPng(browser: Browser, html: string): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 794, height: 1123 }, deviceScaleFactor: 2 });
  try {
    await page.setContent(html);
    return await page.screenshot({ fullPage: true, type: 'png' });
  } finally {
    await page.close();
  }
}

export const resumePng = (browser: Browser) => screenshotPng(browser, oneColumnHtml(PDF_TRUTH));

/** ENGLISH_TRUTH's resume as a screenshot: an English picture (read again by the English model). */
export const englishPng = (browser: Browser) => screenshotPng(browser, englishHtml());

/**
 * A phone's photo of the printed picture, lying 3° crooked on a light grey desk (the page turned by CSS), as a JPEG.
 */
export async function slantedPhotoJpeg(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 900, height: 1200 }, deviceScaleFactor: 2 });
  try {
    await page.setContent(
      oneColumnHtml(PDF_TRUTH).replace(
        '</head>',
        '<style>html { background: #d9d6cf; padding: 40px 50px; } body { background: #fff; transform: rotate(3deg); }</style></head>',
      ),
    );
    return await page.screenshot({ fullPage: true, type: 'jpeg', quality: 85 });
  } finally {
    await page.close();
  }
}

/**
 * The picture with its headings on dark bars as a scanner's PDF, then three blank sheets: A4 pages each holding only
 * an image, no text (the fourth page is past the pages the importer reads).
 */
export async function scannedPdf(browser: Browser): Promise<Buffer> {
  const png = await screenshotPng(browser, oneColumnHtml(PDF_TRUTH, { bars: true }));
  const blank = await blankPng(browser);
  const doc = new PDFDocument({ size: 'A4', margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  doc.image(png, 0, 0, { width: 595.28 });
  for (let n = 0; n < 3; n++) doc.addPage({ size: 'A4', margin: 0 }).image(blank, 0, 0, { width: 595.28 });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** A picture with no text (a photo of a blank page): nothing to read. */
export const blankPng = (browser: Browser) =>
  screenshotPng(
    browser,
    '<!doctype html><body style="margin:0;background:#f4f4f0"><div style="height:600px"></div></body>',
  );
