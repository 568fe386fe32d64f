/**
 * Renders the sample resume (fixtures/sample-resume.json) in every (layout, color) used by
 * fixtures/templates.json and fixtures/styles.json, rasterizes page 1 with pdftoppm and writes
 * fixtures/thumbnails/<layout>-<color>.png (the `thumbnail` paths of the fixtures).
 *
 *   npm run thumbnails             thumbnails (and the sample avatar when it is missing)
 *   npm run thumbnails -- --docs   also docs/pdf/<layout>-<page>.png at reading size and a contact sheet
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
import { LAYOUTS } from '@cv/contract';
import type { Layout } from '@cv/contract';
import { createPdfRenderer } from '../src/pdf/index.ts';
import { fontPaths } from '../src/pdf/fonts.ts';
import type { ResumeDocument } from '../src/pdf/index.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = join(root, 'fixtures');
const args = new Set(process.argv.slice(2));

/** Reads the sample resume with its avatar path made absolute. */
export function loadSample(): ResumeDocument {
  const raw = JSON.parse(readFileSync(join(fixtures, 'sample-resume.json'), 'utf8')) as ResumeDocument;
  return { ...raw, avatarPath: raw.avatarPath ? join(fixtures, raw.avatarPath) : null };
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

const DOC_COLORS: Record<Layout, string> = {
  classic: '#2f5496',
  sidebar: '#1f7a5c',
  band: '#c2185b',
  timeline: '#0b6e99',
  compact: '#7b4bb7',
};

/** docs/pdf/<layout>-<page>.png at reading size (80 dpi) and docs/pdf/contact-sheet.png of all first pages. */
async function writeDocs(
  renderer: ReturnType<typeof createPdfRenderer>,
  sample: ResumeDocument,
  tmp: string,
): Promise<void> {
  const docs = join(root, 'docs', 'pdf');
  mkdirSync(docs, { recursive: true });
  const firstPages: { layout: Layout; png: string }[] = [];
  for (const layout of LAYOUTS) {
    const pdfPath = join(tmp, `${layout}.pdf`);
    writeFileSync(pdfPath, await renderer.render(sample, { layout, color: DOC_COLORS[layout] }));
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' }))?.[1] ?? 1);
    for (let page = 1; page <= pages; page++) {
      const out = join(docs, `${layout}-${page}.png`);
      rasterizePalette(pdfPath, out, 661, page);
      if (page === 1) firstPages.push({ layout, png: out });
    }
  }
  const fontPath = fontPaths().regular;
  const cellW = 220;
  const cellH = cellW * Math.SQRT2;
  const gap = 18;
  const W = firstPages.length * (cellW + gap) + gap;
  const H = cellH + 2 * gap + 22;
  const sheet = await pdfToBuffer(
    (pdf) => {
      pdf.rect(0, 0, W, H).fill('#eef0f3');
      pdf.registerFont('label', fontPath);
      firstPages.forEach(({ layout, png }, i) => {
        const x = gap + i * (cellW + gap);
        pdf.rect(x - 0.5, gap - 0.5, cellW + 1, cellH + 1).fill('#c8ccd2');
        pdf.image(png, x, gap, { width: cellW, height: cellH });
        pdf
          .font('label')
          .fontSize(11)
          .fillColor('#333333')
          .text(`${layout}  ${DOC_COLORS[layout]}`, x, gap + cellH + 6, {
            width: cellW,
            align: 'center',
          });
      });
    },
    [W, H],
  );
  const sheetPdf = join(tmp, 'sheet.pdf');
  writeFileSync(sheetPdf, sheet);
  rasterizePalette(sheetPdf, join(docs, 'contact-sheet.png'), 1600);
  console.log(`wrote ${docs}: ${LAYOUTS.length} layouts and contact-sheet.png`);
}

async function main(): Promise<void> {
  const tmp = mkdtempSync(join(tmpdir(), 'cv-thumbs-'));
  try {
    const avatarPath = join(fixtures, 'images', 'sample-avatar.png');
    if (args.has('--avatar') || !existsSync(avatarPath)) {
      await makeAvatar(avatarPath, tmp);
      console.log(`wrote ${avatarPath}`);
    }
    const renderer = createPdfRenderer();
    const sample = loadSample();
    const items = thumbnailItems();
    const outDir = join(fixtures, 'thumbnails');
    mkdirSync(outDir, { recursive: true });
    for (const it of items) {
      const bytes = await renderer.render(sample, { layout: it.layout, color: it.color });
      const pdfPath = join(tmp, 'thumb.pdf');
      writeFileSync(pdfPath, bytes);
      const out = join(outDir, it.thumbnail.replace(/^\/thumbnails\//, ''));
      rasterizePalette(pdfPath, out, 400);
    }
    console.log(`wrote ${items.length} thumbnails to ${outDir}`);

    if (args.has('--docs')) await writeDocs(renderer, sample, tmp);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
