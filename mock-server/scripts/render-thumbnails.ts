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
      rasterize(pdfPath, out, ['-f', '1', '-l', '1', '-scale-to-x', '400', '-scale-to-y', '-1']);
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
