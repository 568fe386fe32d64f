/**
 * Renders the sample resume (fixtures/sample-resume.json) in every (layout, color) used by
 * fixtures/templates.json and fixtures/styles.json, rasterizes page 1 with pdftoppm and writes
 * fixtures/thumbnails/<layout>-<color>.png (the `thumbnail` paths of the fixtures).
 *
 *   npm run thumbnails             thumbnails (and the sample avatar when it is missing)
 *   npm run thumbnails -- --docs   also docs/pdf/<layout>-p<n>.png at reading size and a contact sheet
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

function rasterize(pdfPath: string, outPng: string, opts: string[]): void {
  execFileSync('pdftoppm', ['-png', ...opts, '-singlefile', pdfPath, outPng.replace(/\.png$/, '')]);
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
function rasterizePalette(pdfPath: string, outPng: string, width: number): void {
  const ppm = execFileSync(
    'pdftoppm',
    ['-f', '1', '-l', '1', '-scale-to-x', String(width), '-scale-to-y', '-1', '-singlefile', pdfPath],
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

    if (args.has('--docs')) {
      const docs = join(root, 'docs', 'pdf');
      mkdirSync(docs, { recursive: true });
      const long = JSON.parse(readFileSync(join(fixtures, 'sample-resume.json'), 'utf8')) as ResumeDocument;
      void long;
      const shots: string[] = [];
      for (const layout of LAYOUTS) {
        const color = {
          classic: '#2f5496',
          sidebar: '#1f7a5c',
          band: '#c2185b',
          timeline: '#0b6e99',
          compact: '#6a3d9a',
        }[layout];
        const bytes = await renderer.render(sample, { layout, color });
        const pdfPath = join(docs, `${layout}.pdf`);
        writeFileSync(pdfPath, bytes);
        const out = join(docs, `${layout}.png`);
        rasterize(pdfPath, out, ['-f', '1', '-l', '1', '-r', '80']);
        rmSync(pdfPath);
        shots.push(out);
      }
      console.log(`wrote ${shots.length} pages to ${docs}`);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
