// 导入简历, image resumes, in Node (the web-node project): a picture drawn here (a canvas, Noto Sans SC, 2x) read by
// the real OCR engine (tesseract.js, chi_sim; an English picture read again with eng) into the resume it shows, each
// value pointing at its place; a picture with no text, and no engine, refused with their reasons; a scanner's PDF of
// the picture read the same way.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { expect, test } from 'vitest';
import { pageImages } from '@/lib/resume-import/pdf/page-images';
import { understandFile } from '@/lib/resume-import/understand';
import { pdfOfPictures } from '../../bench/import/corpus/scan';
import { nodeOcrEngine } from '../../bench/import/node-reader';
import { values } from './lines';

const require = createRequire(import.meta.url);
const font = (w: string) =>
  join(dirname(require.resolve('@expo-google-fonts/noto-sans-sc/package.json')), w, `NotoSansSC_${w}.ttf`);
GlobalFonts.registerFromPath(font('400Regular'), 'Noto Sans SC');
GlobalFonts.registerFromPath(font('700Bold'), 'Noto Sans SC');

type Text = (t: string, x: number, y: number, px?: number, weight?: number, align?: 'left' | 'right') => void;

/**
 * A page drawn at 2x (A4 at 192 dpi), dark on white, as a PNG: `draw` writes on it with `text` (28 px, regular, left
 * unless given) and draws on the canvas `g`.
 */
function drawnPage(draw: (text: Text, g: SKRSContext2D) => void): Uint8Array {
  const canvas = createCanvas(1588, 1300);
  const g = canvas.getContext('2d');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, 1588, 1300);
  g.fillStyle = '#222';
  const text: Text = (t, x, y, px = 28, weight = 400, align = 'left') => {
    g.font = `${weight} ${px}px "Noto Sans SC"`;
    g.textAlign = align;
    g.fillText(t, x, y);
  };
  draw(text, g);
  return new Uint8Array(canvas.toBuffer('image/png'));
}

/**
 * A one-column resume; with `bars`, its headings white on dark blue bars across the page (a common template, which
 * the engine reads only once the bars are lightened).
 */
const resumePicture = ({ bars = false } = {}) =>
  drawnPage((text, g) => {
    text('周子涵', 110, 150, 48, 700);
    text('求职意向：产品经理', 110, 215);
    text('电话：13912345678 | 邮箱：zhouzh@example.com', 110, 265);
    const heading = (t: string, y: number) => {
      if (!bars) {
        text(t, 110, y, 34, 700);
        g.fillRect(110, y + 15, 1368, 3);
        return;
      }
      g.fillStyle = '#1f4e79';
      g.fillRect(96, y - 42, 1396, 58);
      g.fillStyle = '#fff';
      text(t, 120, y, 34, 700);
      g.fillStyle = '#222';
    };
    heading('教育背景', 370);
    text('浙江大学', 110, 445, 28, 700);
    text('工业设计 | 本科', 300, 445);
    text('2014.09 - 2018.06', 1478, 445, 28, 400, 'right');
    heading('工作经历', 560);
    text('杭州有赞科技有限公司', 110, 635, 28, 700);
    text('产品经理', 420, 635);
    text('2018.07 - 至今', 1478, 635, 28, 400, 'right');
    text('• 负责商家后台的需求调研与版本规划，季度留存提升 8%。', 130, 690);
  });

test(
  'a picture of a resume, read by the engine in Node: personal info and entries as drawn',
  { timeout: 60_000 },
  async () => {
    const stages: string[] = [];
    const out = await understandFile(resumePicture(), '周子涵.png', {
      ocr: nodeOcrEngine,
      onStage: (s) => stages.push(s),
    });
    if (!out.ok) throw new Error(out.refusal.message);
    const { draft } = out;
    expect(stages.slice(0, 3)).toEqual(['read', 'ocr', 'layout']);
    expect(draft.source).toBe('image');
    expect(draft.original).toMatchObject({ kind: 'image', mime: 'image/png', pages: [{ width: 595.28 }] });
    expect(draft.personal.name.value).toBe('周子涵');
    expect(draft.personal.wish.value).toBe('产品经理');
    expect(draft.personal.phone.value).toBe('13912345678');
    expect(draft.personal.email.value).toBe('zhouzh@example.com');
    expect(draft.modules.map((m) => [m.name.value, m.style])).toEqual([
      ['教育背景', 'edu'],
      ['工作经历', 'work'],
    ]);
    expect(values(draft.modules[0]!.entries[0]!)).toMatchObject({
      school: '浙江大学',
      major: '工业设计',
      degree: '本科',
      start: '2014-09',
      end: '2018-06',
    });
    expect(values(draft.modules[1]!.entries[0]!)).toMatchObject({
      company: '杭州有赞科技有限公司',
      title: '产品经理',
      start: '2018-07',
      end: '',
      // The drawn bullet is read or not (this engine drops it here); the sentence is read whole.
      desc: expect.stringMatching(/^(• )?负责商家后台的需求调研与版本规划，季度留存提升 8%。$/),
    });
    // Each value points at its place on the picture (a box on page 0, inside the page).
    const [ref] = draft.personal.name.refs;
    expect(ref).toMatchObject({ kind: 'pdf', page: 0 });
  },
);

test('headings in white on dark bars across the page are read, the bars lightened first', async () => {
  const out = await understandFile(resumePicture({ bars: true }), '周子涵.png', { ocr: nodeOcrEngine });
  if (!out.ok) throw new Error(out.refusal.message);
  expect(out.draft.personal.name.value).toBe('周子涵');
  expect(out.draft.modules.map((m) => [m.name.value, m.style])).toEqual([
    ['教育背景', 'edu'],
    ['工作经历', 'work'],
  ]);
  expect(values(out.draft.modules[1]!.entries[0]!)).toMatchObject({
    company: '杭州有赞科技有限公司',
    title: '产品经理',
  });
}, 60_000);

/** An English resume drawn the same way (as Chinese job seekers write one for a foreign company). */
const englishPicture = () =>
  drawnPage((text, g) => {
    const heading = (t: string, y: number) => {
      text(t, 110, y, 32, 700);
      g.fillRect(110, y + 15, 1368, 3);
    };
    text('Grace Huang', 110, 150, 48, 700);
    text('Software Engineer', 110, 215);
    text('Phone: 13912345678 | Email: grace.huang@example.com', 110, 265);
    heading('EDUCATION', 370);
    text('Fudan University', 110, 445, 28, 700);
    text('Computer Science | B.S.', 420, 445);
    text('09/2016 - 06/2020', 1478, 445, 28, 400, 'right');
    heading('WORK EXPERIENCE', 560);
    text('ByteDance', 110, 635, 28, 700);
    text('Software Engineer', 420, 635);
    text('07/2020 - Present', 1478, 635, 28, 400, 'right');
    text('• Led the migration of the order service to a containerized deployment.', 130, 690);
    text('• Built a real-time analytics dashboard used by the operations team every day.', 130, 740);
  });

test('an English picture is read again by the English model: its words as written', async () => {
  const out = await understandFile(englishPicture(), 'Grace Huang.png', { ocr: nodeOcrEngine });
  if (!out.ok) throw new Error(out.refusal.message);
  const { draft } = out;
  expect(draft.personal.name.value).toBe('Grace Huang');
  expect(draft.personal.email.value).toBe('grace.huang@example.com');
  expect(draft.modules.map((m) => [m.name.value, m.style])).toEqual([
    ['Education', 'edu'],
    ['Work Experience', 'work'],
  ]);
  expect(values(draft.modules[0]!.entries[0]!)).toMatchObject({
    school: 'Fudan University',
    major: 'Computer Science',
    degree: '本科',
    start: '2016-09',
    end: '2020-06',
  });
  expect(values(draft.modules[1]!.entries[0]!)).toMatchObject({
    company: 'ByteDance',
    title: 'Software Engineer',
    start: '2020-07',
    desc:
      '• Led the migration of the order service to a containerized deployment.\n' +
      '• Built a real-time analytics dashboard used by the operations team every day.',
  });
}, 60_000);

test('an English picture whose English model cannot be loaded is read by the Chinese one all the same', async () => {
  const chiSim = join(dirname(require.resolve('@tesseract.js-data/chi_sim/package.json')), '4.0.0_best_int');
  const missing = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), 'no-such-folder');
  const out = await understandFile(englishPicture(), 'Grace Huang.png', {
    ocr: () => nodeOcrEngine({ chi_sim: chiSim, eng: missing }),
  });
  if (!out.ok) throw new Error(out.refusal.message);
  expect(out.draft.personal.name.value).toBe('Grace Huang');
  expect(values(out.draft.modules[1]!.entries[0]!)).toMatchObject({ company: 'ByteDance', start: '2020-07' });
}, 60_000);

/** A blank sheet as a scanner gives it (off-white, nothing on it). */
function blankPicture(): Buffer {
  const canvas = createCanvas(800, 1000);
  const g = canvas.getContext('2d');
  g.fillStyle = '#f4f4f0';
  g.fillRect(0, 0, 800, 1000);
  return canvas.toBuffer('image/png');
}

test('a scanned PDF (pages that are only pictures) is read by OCR too: its first 3 pages drawn by pdf.js', async () => {
  // The resume and three blank sheets: the fourth page is past SCAN_MAX_PAGES (3), not read, and the draft says so.
  const scan = new Uint8Array(
    await pdfOfPictures([Buffer.from(resumePicture()), blankPicture(), blankPicture(), blankPicture()]),
  );
  const stages: string[] = [];
  const out = await understandFile(scan, '扫描件.pdf', {
    pdfjs: () => import('pdfjs-dist/legacy/build/pdf.mjs'),
    ocr: nodeOcrEngine,
    onStage: (s) => stages.push(s),
  });
  if (!out.ok) throw new Error(out.refusal.message);
  expect(stages.slice(0, 3)).toEqual(['read', 'ocr', 'layout']);
  expect(out.draft).toMatchObject({ source: 'pdf', recognized: true, unreadPages: 1, original: { kind: 'pdf' } });
  expect(out.draft.original).toMatchObject({ pages: [{}, {}, {}] });
  // The picture is drawn again at 200 dpi, a little blurred: this test checks the path; the harness's producer
  // 'scan' measures how well such pages read.
  expect(out.draft.personal.name.value).toBe('周子涵');
  expect(out.draft.personal.phone.value).toBe('13912345678');
  expect(values(out.draft.modules[0]!.entries[0]!)).toMatchObject({
    school: '浙江大学',
    major: '工业设计',
    degree: '本科',
  });
  // Without an engine, such a PDF is refused as before: no text to read.
  const bare = await understandFile(scan, '扫描件.pdf', {
    pdfjs: () => import('pdfjs-dist/legacy/build/pdf.mjs'),
  });
  expect(bare).toMatchObject({ ok: false, refusal: { reason: 'scan' } });
}, 60_000);

test('an image with no text is refused with its reason; without an engine, images are refused as unreadable here', async () => {
  const blank = new Uint8Array(blankPicture());
  const read = await understandFile(blank, '空白.png', { ocr: nodeOcrEngine });
  expect(read).toMatchObject({ ok: false, refusal: { reason: 'no-text-image' } });
  const noEngine = await understandFile(blank, '空白.png', {});
  expect(noEngine).toMatchObject({ ok: false, refusal: { reason: 'no-ocr' } });
}, 60_000);

test("a scan's pages are drawn at the scan's own resolution, within 150-300 dpi; a page with no picture at 200", async () => {
  const sheet = (width: number) => {
    const canvas = createCanvas(width, Math.round(width * 1.414));
    const g = canvas.getContext('2d');
    g.fillStyle = '#fff';
    g.fillRect(0, 0, canvas.width, canvas.height);
    return canvas.toBuffer('image/png');
  };
  // A4 is 8.27 in wide: 1240 px is 150 dpi, 2480 px 300, 827 px 100, 4134 px 500.
  const scan = new Uint8Array(await pdfOfPictures([sheet(1240), sheet(2480), sheet(827), sheet(4134)]));
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const range = { min: 150, max: 300, fallback: 200 };
  const { images, pageCount } = await pageImages(pdfjs, scan, range, 4);
  expect(pageCount).toBe(4);
  expect(images.map((i) => Math.round(i.dpi))).toEqual([150, 300, 150, 300]);
  const printed = await import('pdfkit').then(async ({ default: PDFDocument }) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise((resolve) => doc.on('end', resolve));
    doc.rect(50, 50, 100, 100).fill('#000');
    doc.end();
    await ended;
    return new Uint8Array(Buffer.concat(chunks));
  });
  expect((await pageImages(pdfjs, printed, range, 1)).images.map((i) => i.dpi)).toEqual([200]);
}, 60_000);
