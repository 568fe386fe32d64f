/**
 * Writes fixtures/templates.json (one item per design) and fixtures/styles.json (curated presets) from the design
 * descriptions, renders the sample resume (fixtures/sample-resume.json) in every (layout, color) they use,
 * rasterizes page 1 with pdftoppm and writes fixtures/thumbnails/<layout>-<color>.png (their `thumbnail` paths):
 * 400 x 566 palette PNGs, about 20 KB each.
 *
 *   npm run thumbnails             thumbnails (and the sample avatar when it is missing)
 *   npm run thumbnails -- --docs   also docs/pdf/<layout>-<page>.png at reading size, the contact sheets and the
 *                                  Chinese/English side-by-side picture of the README
 *   npm run thumbnails -- --avatar regenerate fixtures/images/sample-avatar.png
 *
 * Needs poppler-utils (pdftoppm).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { deflateSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { EDITIONS, EN_LAYOUTS, LAYOUTS, TEMPLATE_COLORS, templateIdOf } from '@cv/contract';
import type { Layout } from '@cv/contract';
import { createPdfRenderer } from '../src/pdf/index.ts';
import { designTags, DESIGNS } from '@cv/contract/designs';
import type { Lang } from '@cv/contract/edition-words';
import { fontPaths } from '../src/pdf/fonts.ts';
import { fixtureFile } from './pdf-fixtures.ts';
import type { ResumeDocument } from '../src/pdf/index.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = join(root, 'fixtures');
const args = new Set(process.argv.slice(2));

/** The sample resume of each edition's language (English: the same person's English resume). */
const SAMPLE_FILES: Record<Lang, string> = { zh: 'sample-resume.json', en: 'sample-resume-en.json' };
const samples = new Map<Lang, ResumeDocument>();

/** The sample resume a design renders, with its avatar path absolute: each file read once. */
function loadSample(layout: Layout): ResumeDocument {
  const { lang } = DESIGNS[layout];
  const sample = samples.get(lang) ?? fixtureFile(SAMPLE_FILES[lang]);
  samples.set(lang, sample);
  return sample;
}

function pdfToBuffer(build: (pdf: InstanceType<typeof PDFDocument>) => void, size: [number, number]): Promise<Buffer> {
  const pdf = new PDFDocument({ size, margin: 0, info: { CreationDate: new Date(0) } });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((res) => pdf.on('end', () => res(Buffer.concat(chunks))));
  build(pdf);
  pdf.end();
  return done;
}

/** Draws a neutral illustrated portrait (vector) and rasterizes it to an RGB PNG: no download, no photo. */
async function makeAvatar(out: string, tmp: string): Promise<void> {
  const W = 240;
  const H = 300;
  const bytes = await pdfToBuffer(
    (pdf) => {
      const bg = pdf.linearGradient(0, 0, 0, H);
      bg.stop(0, '#dfe7f1').stop(1, '#b9c9dd');
      pdf.rect(0, 0, W, H).fill(bg);
      // Shoulders and jacket.
      pdf.path('M 20 300 C 24 232 70 212 120 212 C 170 212 216 232 220 300 Z').fill('#34495e');
      pdf.path('M 96 214 L 120 262 L 144 214 Z').fill('#ffffff');
      pdf.path('M 108 214 L 120 240 L 132 214 Z').fill('#f1c9a5');
      // Neck and face.
      pdf.rect(104, 170, 32, 46).fill('#eab890');
      pdf.ellipse(120, 134, 46, 56).fill('#f4cfae');
      // Hair.
      pdf
        .path(
          'M 72 138 C 62 72 110 58 132 66 C 168 70 178 104 168 140 C 164 112 150 96 124 94 C 104 96 84 108 72 138 Z',
        )
        .fill('#2b2321');
      pdf.path('M 72 138 C 66 170 70 196 82 210 C 78 180 78 160 80 140 Z').fill('#2b2321');
      pdf.path('M 168 140 C 174 170 170 196 158 210 C 162 180 162 160 160 140 Z').fill('#2b2321');
      // Eyes and smile.
      pdf.ellipse(102, 138, 4.5, 3.2).fill('#2b2321');
      pdf.ellipse(138, 138, 4.5, 3.2).fill('#2b2321');
      pdf.path('M 106 166 Q 120 176 134 166').lineWidth(2.4).strokeColor('#b5655a').stroke();
    },
    [W, H],
  );
  const pdfPath = join(tmp, 'avatar.pdf');
  writeFileSync(pdfPath, bytes);
  mkdirSync(dirname(out), { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '72', '-singlefile', pdfPath, out.replace(/\.png$/, '')]);
}

interface Item {
  layout: Layout;
  color: string;
  thumbnail: string;
}

/**
 * The curated presets of template/style: a design in a colour chosen for a kind of job seeker, named for them
 * (三页 of 12). Each is the template `<layout>-<color>`.
 */
const PRESETS: [who: string, layout: Layout, color: string][] = [
  ['应届生', 'campus-banner', '#2f5496'],
  ['应届生', 'campus-table', '#0b6e99'],
  ['应届生', 'campus-fresh', '#00838f'],
  ['应届生', 'campus-timeline', '#3949ab'],
  ['应届生', 'campus-sidebar', '#c2185b'],
  ['实习生', 'pill-fresh', '#1f7a5c'],
  ['互联网', 'sidebar', '#0b6e99'],
  ['互联网', 'rail-modern', '#2f5496'],
  ['程序员', 'dense-stack', '#37474f'],
  ['程序员', 'ats-plain', '#2f5496'],
  ['产品经理', 'side-plain', '#3949ab'],
  ['设计师', 'band', '#c2185b'],
  ['设计师', 'band-cards', '#7b4bb7'],
  ['新媒体运营', 'rail-band', '#d9822b'],
  ['市场营销', 'rail-cards', '#b23a48'],
  ['销售', 'numbered-pro', '#d9822b'],
  ['外企网申', 'ats-plain', '#37474f'],
  ['外企网申', 'ats-serif', '#2f5496'],
  ['教师', 'song-classic', '#1f7a5c'],
  ['公务员', 'song-table', '#b23a48'],
  ['国企', 'campus-table', '#b23a48'],
  ['财务会计', 'boxed-formal', '#455a64'],
  ['法务', 'song-banner', '#5d4037'],
  ['咨询', 'gutter-titles', '#0b6e99'],
  ['金融', 'executive', '#2f5496'],
  ['管理者', 'executive', '#5d4037'],
  ['经历丰富', 'timeline', '#00838f'],
  ['人事行政', 'tint-sidebar', '#c2185b'],
  ['医疗护理', 'side-id', '#00838f'],
  ['一页纸', 'dense-onepage', '#3949ab'],
  ['外企·英文', 'en-ats-plain', '#2f5496'],
  ['留学申请·英文', 'en-classic', '#37474f'],
  ['外企·英文', 'en-sidebar', '#0b6e99'],
];

const colorName = (c: string): string => TEMPLATE_COLORS.find((t) => t.color === c)?.name ?? c;

/**
 * fixtures/templates.json (one item per design and English edition, in its card colour, EDITIONS order) and fixtures/styles.json (the
 * presets), from the design descriptions: names and tags are the designs' own.
 */
function writeCatalogues(): void {
  const item = (id: string, name: string, layout: Layout, color: string) => ({
    id,
    name,
    layout,
    color,
    tags: designTags(DESIGNS[layout]),
    thumbnail: `/thumbnails/${templateIdOf(layout, color)}.png`,
  });
  const templates = EDITIONS.map((l) => item(templateIdOf(l, DESIGNS[l].color), DESIGNS[l].name, l, DESIGNS[l].color));
  const styles = PRESETS.map(([who, l, c]) =>
    item(`style-${templateIdOf(l, c)}`, `${who}·${DESIGNS[l].name}·${colorName(c)}`, l, c),
  );
  writeFileSync(join(fixtures, 'templates.json'), `${JSON.stringify(templates, null, 2)}\n`);
  writeFileSync(join(fixtures, 'styles.json'), `${JSON.stringify(styles, null, 2)}\n`);
  console.log(`wrote fixtures/templates.json (${templates.length} designs) and styles.json (${styles.length} presets)`);
}

function thumbnailItems(): Item[] {
  const seen = new Map<string, Item>();
  for (const file of ['templates.json', 'styles.json']) {
    const list = JSON.parse(readFileSync(join(fixtures, file), 'utf8')) as Item[];
    for (const it of list) if (!seen.has(it.thumbnail)) seen.set(it.thumbnail, it);
  }
  return [...seen.values()];
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  let crc = 0xffffffff;
  for (const b of Buffer.concat([head.subarray(4), data])) crc = (CRC_TABLE[(crc ^ b) & 255] ?? 0) ^ (crc >>> 8);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE((crc ^ 0xffffffff) >>> 0, 0);
  return Buffer.concat([head, data, tail]);
}

/**
 * Rasterizes page 1 to a small palette PNG: pdftoppm writes a PPM, the 255 most used colors (in 4-bit
 * buckets, averaged) become the palette and every pixel takes the nearest one. Thumbnails are mostly
 * white, gray and one accent, so this keeps them sharp at a third of pdftoppm's PNG size.
 */
function rasterizePalette(pdfPath: string, outPng: string, width: number, page = 1): void {
  const p = String(page);
  const ppm = execFileSync(
    'pdftoppm',
    ['-f', p, '-l', p, '-scale-to-x', String(width), '-scale-to-y', '-1', '-singlefile', pdfPath],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.toString('latin1', 0, 64));
  if (!header) throw new Error('pdftoppm did not write a PPM');
  const w = Number(header[1]);
  const h = Number(header[2]);
  const px = ppm.subarray(header[0].length);
  const bucketOf = (i: number): number =>
    (((px[i] ?? 0) >> 4) << 8) | (((px[i + 1] ?? 0) >> 4) << 4) | ((px[i + 2] ?? 0) >> 4);
  const count = new Uint32Array(4096);
  const sum = new Float64Array(4096 * 3);
  for (let i = 0; i < w * h * 3; i += 3) {
    const b = bucketOf(i);
    count[b] = (count[b] ?? 0) + 1;
    for (let c = 0; c < 3; c++) sum[b * 3 + c] = (sum[b * 3 + c] ?? 0) + (px[i + c] ?? 0);
  }
  const used = [...count.keys()].filter((b) => (count[b] ?? 0) > 0).sort((a, b) => (count[b] ?? 0) - (count[a] ?? 0));
  const palette = used
    .slice(0, 256)
    .map((b) => [0, 1, 2].map((c) => Math.round((sum[b * 3 + c] ?? 0) / (count[b] ?? 1))));
  const nearest = new Int16Array(4096).fill(-1);
  const indexOf = (b: number): number => {
    const known = nearest[b] ?? -1;
    if (known >= 0) return known;
    const rgb = [0, 1, 2].map((c) => (sum[b * 3 + c] ?? 0) / (count[b] ?? 1));
    let best = 0;
    let bestD = Infinity;
    palette.forEach((p, k) => {
      const d =
        ((p[0] ?? 0) - (rgb[0] ?? 0)) ** 2 + ((p[1] ?? 0) - (rgb[1] ?? 0)) ** 2 + ((p[2] ?? 0) - (rgb[2] ?? 0)) ** 2;
      if (d < bestD) {
        bestD = d;
        best = k;
      }
    });
    nearest[b] = best;
    return best;
  };
  const raw = Buffer.alloc((w + 1) * h);
  for (let y = 0; y < h; y++) {
    raw[y * (w + 1)] = 0;
    for (let x = 0; x < w; x++) raw[y * (w + 1) + 1 + x] = indexOf(bucketOf((y * w + x) * 3));
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 3;
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('PLTE', Buffer.from(palette.flat())),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  writeFileSync(outPng, png);
}

/** Each design in its own card colour. */
const DOC_COLORS = Object.fromEntries(EDITIONS.map((l) => [l, DESIGNS[l].color])) as Record<Layout, string>;

/**
 * docs/pdf/contact-sheet.png: the first page of every design (the sample resume, each in its card colour), eight
 * to a row, labelled with the design's name and id; and docs/pdf/<layout>-<page>.png at reading size (80 dpi) for
 * the five first designs.
 */
async function writeDocs(
  renderer: ReturnType<typeof createPdfRenderer>,
  layouts: readonly Layout[],
  sheetName: string,
  tmp: string,
): Promise<void> {
  const docs = join(root, 'docs', 'pdf');
  mkdirSync(docs, { recursive: true });
  const firstPages: { layout: Layout; png: string }[] = [];
  const paged = new Set<string>(['classic', 'sidebar', 'band', 'timeline', 'compact']);
  for (const layout of layouts) {
    const pdfPath = join(tmp, `${layout}.pdf`);
    writeFileSync(pdfPath, await renderer.render(loadSample(layout), { layout, color: DOC_COLORS[layout] }));
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' }))?.[1] ?? 1);
    const first = join(tmp, `${layout}-first.png`);
    rasterizePalette(pdfPath, first, 440, 1);
    firstPages.push({ layout, png: first });
    if (paged.has(layout))
      for (let page = 1; page <= pages; page++)
        rasterizePalette(pdfPath, join(docs, `${layout}-${page}.png`), 661, page);
  }
  await writeSheet(
    firstPages.map(({ layout, png }) => ({ png, label: `${DESIGNS[layout].name}  ${layout}` })),
    { perRow: 8, cellW: 220, out: join(docs, sheetName), width: 2000 },
    tmp,
  );
  console.log(
    `wrote ${docs}: ${sheetName} of ${layouts.length} designs, pages of ${layouts.filter((l) => paged.has(l)).length}`,
  );
}

/** A grey sheet of page images with a label under each, `perRow` to a row, rasterized to `out` at `width` px. */
async function writeSheet(
  cells: readonly { png: string; label: string }[],
  { perRow, cellW, out, width }: { perRow: number; cellW: number; out: string; width: number },
  tmp: string,
): Promise<void> {
  const cellH = cellW * Math.SQRT2;
  const gap = 18;
  const labelH = 22;
  const rows = Math.ceil(cells.length / perRow);
  const W = Math.min(perRow, cells.length) * (cellW + gap) + gap;
  const H = rows * (cellH + gap + labelH) + gap;
  const sheet = await pdfToBuffer(
    (pdf) => {
      pdf.rect(0, 0, W, H).fill('#eef0f3');
      pdf.registerFont('label', fontPaths().regular);
      cells.forEach(({ png, label }, i) => {
        const x = gap + (i % perRow) * (cellW + gap);
        const y = gap + Math.floor(i / perRow) * (cellH + gap + labelH);
        pdf.rect(x - 0.5, y - 0.5, cellW + 1, cellH + 1).fill('#c8ccd2');
        pdf.image(png, x, y, { width: cellW, height: cellH });
        pdf
          .font('label')
          .fontSize(10)
          .fillColor('#333333')
          .text(label, x, y + cellH + 5, { width: cellW, align: 'center' });
      });
    },
    [W, H],
  );
  const sheetPdf = join(tmp, 'sheet.pdf');
  writeFileSync(sheetPdf, sheet);
  rasterizePalette(sheetPdf, out, width);
}

/** docs/pdf/zh-en-side-by-side.png (README): the sample resume in 经典单栏 beside the English sample in en-classic. */
async function writeSideBySide(renderer: ReturnType<typeof createPdfRenderer>, tmp: string): Promise<void> {
  const cells = [];
  for (const layout of ['classic', 'en-classic'] as const) {
    const pdfPath = join(tmp, `${layout}.pdf`);
    writeFileSync(pdfPath, await renderer.render(loadSample(layout), { layout, color: DOC_COLORS[layout] }));
    const png = join(tmp, `${layout}-side.png`);
    rasterizePalette(pdfPath, png, 900, 1);
    cells.push({ png, label: `${DESIGNS[layout].name}  ${layout}` });
  }
  const out = join(root, 'docs', 'pdf', 'zh-en-side-by-side.png');
  await writeSheet(cells, { perRow: 2, cellW: 420, out, width: 1400 }, tmp);
  console.log(`wrote ${out}`);
}

async function main(): Promise<void> {
  const tmp = mkdtempSync(join(tmpdir(), 'cv-thumbs-'));
  try {
    const avatarPath = join(fixtures, 'images', 'sample-avatar.png');
    if (args.has('--avatar') || !existsSync(avatarPath)) {
      await makeAvatar(avatarPath, tmp);
      console.log(`wrote ${avatarPath}`);
    }
    writeCatalogues();
    const renderer = createPdfRenderer();
    const items = thumbnailItems();
    const outDir = join(fixtures, 'thumbnails');
    // Only the thumbnails the catalogues name: a removed design or preset leaves no file behind.
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    for (const it of items) {
      const bytes = await renderer.render(loadSample(it.layout), { layout: it.layout, color: it.color });
      const pdfPath = join(tmp, 'thumb.pdf');
      writeFileSync(pdfPath, bytes);
      const out = join(outDir, it.thumbnail.replace(/^\/thumbnails\//, ''));
      rasterizePalette(pdfPath, out, 400);
    }
    console.log(`wrote ${items.length} thumbnails to ${outDir}`);

    if (args.has('--docs')) {
      await writeDocs(renderer, LAYOUTS, 'contact-sheet.png', tmp);
      await writeDocs(renderer, EN_LAYOUTS, 'contact-sheet-en.png', tmp);
      await writeSideBySide(renderer, tmp);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
