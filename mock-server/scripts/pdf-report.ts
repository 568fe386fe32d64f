/**
 * PDF engine report: the typesetting corpus's violations per rule per layout, the contrast table, then for
 * the new graduate's, the long, the AI-written medium, the one-page overflow and the two-page resume in every
 * layout: pages, per-page fill (as set and as designed: 智能一页 / 均衡分页), the step, link annotations,
 * pdfinfo (Tagged, Title, dates) and pdffonts, the text extraction order (pdftotext default and -raw), and
 * the structure tree (one Document element); writes page images and one contact sheet per resume to
 * docs/pdf/ (its own files only).
 *
 *   npm run report:pdf [-- --no-images] [-- --typesetting] [-- --english] [-- --reps N]
 *   (--english: the English editions' section only, pdf-report-en.ts)
 *   (--typesetting: the corpus section only; --reps: repetitions of the stress corpus, 54 by default: 9,421
 *   paragraphs, about 30,000 lines per design)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LAYOUTS, TEMPLATE_COLORS } from '@cv/contract';
import { columnSplit } from '../src/pdf/design/shared.ts';
import type { ResumeDocument } from '../src/pdf/index.ts';
import { createPdfRenderer } from '../src/pdf/index.ts';
import { downscale } from '../src/pdf/avatar.ts';
import { planResume } from '../src/pdf/render.ts';
import { contrastTable, makeTheme } from '../src/pdf/theme.ts';
import { fixture, graduateResume, longResume, ROOT, twoPageResume } from './pdf-fixtures.ts';
import { lowestContrasts } from './pdf-contrast.ts';
import { englishReport } from './pdf-report-en.ts';
import { readGlyphs, structureDump, toLines } from './pdf-glyphs.ts';
import { checkLines, countByRule, RULES } from './pdf-typeset.ts';
import { corpusParagraphs, corpusResume, CORPUS_UNITS, STRESS_REPS } from './typeset-corpus.ts';

const typesettingOnly = process.argv.includes('--typesetting');
const englishOnly = process.argv.includes('--english');
const images = !process.argv.includes('--no-images') && !typesettingOnly && !process.argv.includes('--english');
const repsArg = process.argv.indexOf('--reps');
const reps = repsArg > 0 ? Math.max(1, Number(process.argv[repsArg + 1]) || STRESS_REPS) : STRESS_REPS;
/** The designs whose pages the report writes as images (one contact sheet per resume). */
const IMAGED = new Set<string>(['classic', 'sidebar', 'band', 'timeline', 'compact']);
const outDir = join(ROOT, 'docs', 'pdf');
const work = mkdtempSync(join(tmpdir(), 'pdf-report-'));
const run = (cmd: string, args: string[]): string => execFileSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 << 20 });

const docs: [string, ResumeDocument][] = [
  ['graduate', graduateResume()],
  ['long', longResume()],
  ['medium', fixture('medium-ai-resume')],
  ['overflow', fixture('overflow-resume')],
  ['two-page', twoPageResume()],
];

/** Link annotations in the file (pdfkit writes annotation dictionaries uncompressed). */
const linkCount = (bytes: Buffer): number => (bytes.toString('latin1').match(/\/Subtype \/Link/g) ?? []).length;

/**
 * Per page, the sequence of columns (L, R) the body text comes out in, collapsed into runs: "LR" is column
 * by column. Default mode: poppler's blocks in reading order (-bbox-layout); -raw: words in content order.
 * The page header (above the columns' frames) and the page number are left out.
 */
/** Text below this y is the page number (drawn at PAGE_H - 34). */
const FOOTER_Y = 805;

function columnRuns(file: string, split: number, raw: boolean, bodyTops: number[]): string[] {
  const html = run('pdftotext', raw ? ['-raw', '-bbox', file, '-'] : ['-bbox-layout', file, '-']);
  const re = raw
    ? /<word xMin="([\d.]+)" yMin="[\d.]+" xMax="[\d.]+" yMax="([\d.]+)">/g
    : /<block xMin="([\d.]+)" yMin="[\d.]+" xMax="[\d.]+" yMax="([\d.]+)">/g;
  return html
    .split('<page ')
    .slice(1)
    .map((page, i) => {
      const cols = [...page.matchAll(re)]
        .filter((m) => Number(m[2]) > (bodyTops[i] ?? 0) + 1 && Number(m[2]) < FOOTER_Y)
        .map((m) => (Number(m[1]) < split ? 'L' : 'R'));
      return cols.filter((c, k) => k === 0 || c !== cols[k - 1]).join('');
    });
}

/** Section titles in the order a text extraction gives them (first occurrence). */
function titleOrder(text: string, titles: string[]): string[] {
  const flat = text.replace(/\s+/g, '');
  return titles
    .map((t) => ({ t, i: flat.indexOf(t.replace(/\s+/g, '')) }))
    .filter((x) => x.i >= 0)
    .sort((a, b) => a.i - b.i)
    .map((x) => x.t);
}

const require = createRequire(import.meta.url);
interface Img {
  width: number;
  height: number;
  data: Buffer;
}
const { PNG } = require('pngjs') as { PNG: { sync: { read(b: Buffer): Img; write(i: Img): Buffer } } };

/** One row per layout, its pages side by side in a gray frame, on white. */
function contactSheet(rows: string[][]): Buffer {
  const pad = 10;
  const imgs = rows.map((r) => r.map((f) => PNG.sync.read(readFileSync(f))));
  const rowH = imgs.map((r) => Math.max(...r.map((i) => i.height)) + 2);
  const width = Math.max(...imgs.map((r) => r.reduce((w, i) => w + i.width + 2 + pad, pad)));
  const height = rowH.reduce((h, x) => h + x + pad, pad);
  const data = Buffer.alloc(width * height * 4, 255);
  let y = pad;
  imgs.forEach((r, k) => {
    let x = pad;
    for (const img of r) {
      for (let yy = 0; yy < img.height + 2; yy++) {
        for (let xx = 0; xx < img.width + 2; xx++) {
          const o = ((y + yy) * width + x + xx) * 4;
          const inside = yy > 0 && xx > 0 && yy <= img.height && xx <= img.width;
          const i = ((yy - 1) * img.width + (xx - 1)) * 4;
          for (let c = 0; c < 3; c++) data[o + c] = inside ? (img.data[i + c] ?? 255) : 136;
        }
      }
      x += img.width + 2 + pad;
    }
    y += (rowH[k] ?? 0) + pad;
  });
  // Half size: the page images next to it carry the detail.
  const half = downscale({ width, height, data }, Math.round(width / 2), Math.round(height / 2));
  return PNG.sync.write({ ...half, data: Buffer.from(half.data) });
}

async function main(): Promise<void> {
  if (images) {
    mkdirSync(outDir, { recursive: true });
    const mine =
      /^(graduate|long|medium|overflow|two-page)-.*\.png$|^contact-sheet-(graduate|long|medium|overflow|two-page)\.png$/;
    for (const f of readdirSync(outDir)) if (mine.test(f)) unlinkSync(join(outDir, f));
  }
  const renderer = createPdfRenderer();
  if (englishOnly) return englishReport(renderer);
  await typesetting(renderer);
  if (typesettingOnly) return;
  contrastReport();
  const pagesOf: Record<string, string[]> = {};
  const rootsOf: Record<number, string[]> = {};
  const fills: string[] = [];
  for (const [name, doc] of docs) {
    console.log(`\n== ${name} resume`);
    const sheetRows: string[][] = [];
    for (const layout of LAYOUTS) {
      const options = { layout, color: '#2f5496' };
      const plan = planResume(doc, options);
      const bytes = await renderer.render(doc, options);
      const again = await renderer.render(doc, options);
      const file = join(work, `${name}-${layout}.pdf`);
      writeFileSync(file, bytes);
      const info = run('pdfinfo', [file]);
      const field = (k: string): string => new RegExp(`^${k}:\\s*(.*)$`, 'm').exec(info)?.[1]?.trim() ?? '';
      const fonts = run('pdffonts', [file])
        .split('\n')
        .slice(2)
        .filter((l) => l.trim())
        .map((l) => {
          const c = l.trim().split(/\s+/);
          return `${c[0]} ${c.slice(1, -6).join(' ')} emb=${c.at(-5)} sub=${c.at(-4)} uni=${c.at(-3)}`;
        });
      (pagesOf[name] ??= []).push(`${layout} ${plan.pages}`);
      const designed = planResume(doc, options, true);
      const pct = (f: number[]): string => f.map((x) => `${(x * 100).toFixed(0)}%`).join(' ');
      fills.push(
        `| ${name} | ${layout} | ${plan.pages} | ${pct(plan.fill)} | ${plan.step} | ${designed.pages} | ${pct(designed.fill)} |`,
      );
      const fill = plan.fill.map((f, i) => `${(f * 100).toFixed(0)}%${i === plan.pages - 1 ? '(last)' : ''}`);
      console.log(
        `${layout.padEnd(16)} pages ${plan.pages}  fill ${fill.join(' ')}  step ${plan.step}  links ${linkCount(bytes)}  ` +
          `identical ${bytes.equals(again) ? 'yes' : 'NO'}  ${(bytes.length / 1024).toFixed(0)} KB`,
      );
      console.log(
        `         pdfinfo: Tagged: ${field('Tagged')}  Title: ${field('Title')}  Author: ${field('Author')}  CreationDate: ${field('CreationDate')}  ModDate: ${field('ModDate')}`,
      );
      console.log(
        `         Subject: ${field('Subject')}  Keywords: ${field('Keywords')}  PDF version: ${field('PDF version')}`,
      );
      console.log(`         pdffonts: ${fonts.join(' | ')}`);
      const split = columnSplit(layout);
      const roots = (bytes.toString('latin1').match(/\/S \/Document\b/g) ?? []).length;
      (rootsOf[roots] ??= []).push(`${name}/${layout}`);
      if (split === undefined) {
        const titles = doc.modules.map((m) => m.alias || m.name);
        for (const mode of ['default', '-raw'] as const) {
          const text = run('pdftotext', [...(mode === '-raw' ? ['-raw'] : []), '-enc', 'UTF-8', file, '-']);
          const order = titleOrder(text, titles);
          const ok = order.join('|') === titles.filter((t) => order.includes(t)).join('|');
          console.log(
            `         pdftotext ${mode.padEnd(7)}: sections ${ok ? 'in order' : `OUT OF ORDER: ${order.join(' > ')}`}`,
          );
        }
      } else {
        for (const mode of ['default', '-raw'] as const) {
          const tops = Array.from({ length: plan.pages }, (_, p) =>
            Math.min(...plan.plan.flows.flatMap((f) => f.frames.filter((fr) => fr.page === p).map((fr) => fr.top))),
          );
          const runs = columnRuns(file, split, mode === '-raw', tops);
          const ok = runs.every((r) => ['', 'L', 'R', 'LR'].includes(r));
          console.log(
            `         pdftotext ${mode.padEnd(7)}: column order per page ${runs.join(' | ')} ${ok ? '(column by column)' : '(INTERLEAVED)'}`,
          );
        }
      }
      // Page images of the five first designs (the other designs' first pages: npm run thumbnails -- --docs).
      if (images && IMAGED.has(layout)) {
        const prefix = join(outDir, `${name}-${layout}`);
        run('pdftoppm', ['-png', '-r', '60', file, prefix]);
        const pages = readdirSync(outDir)
          .filter((f) => f.startsWith(`${name}-${layout}-`) && f.endsWith('.png'))
          .sort()
          .map((f) => join(outDir, f));
        sheetRows.push(pages);
      }
    }
    if (images) {
      const sheet = join(outDir, `contact-sheet-${name}.png`);
      writeFileSync(sheet, contactSheet(sheetRows));
      console.log(`images: docs/pdf/${name}-<layout>-<page>.png, contact sheet docs/pdf/contact-sheet-${name}.png`);
    }
  }
  const tagged = await renderer.render(graduateResume(), { layout: 'classic', color: '#2f5496' });
  const documents = (tagged.toString('latin1').match(/\/S \/Document\b/g) ?? []).length;
  console.log(
    `\n== structure (graduate, classic): ${documents} /S /Document element(s)\n${await structureDump(tagged)}`,
  );
  console.log('\n== structure roots (/S /Document elements) over every resume × design');
  for (const [n, list] of Object.entries(rootsOf)) console.log(`${n} root(s): ${list.length} PDFs`);
  console.log('\n== pages per layout');
  for (const [name, list] of Object.entries(pagesOf)) console.log(`${name.padEnd(9)} ${list.join(' | ')}`);
  console.log(
    "\n== page fill (the share of each page's body frames used; step > 0 tightened: 智能一页, < 0 loosened: 均衡分页)",
  );
  console.log('| resume | layout | pages | fill per page | step | as designed: pages | fill |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of fills) console.log(row);
  await englishReport(renderer);
  rmSync(work, { recursive: true, force: true });
}

/**
 * Every template colour (the contract's TEMPLATE_COLORS and the fixtures'), every text role: its WCAG contrast
 * ratio; then every design × colour: the lowest ratio over the roles the design sets text in.
 */
function contrastReport(): void {
  const colors = [...new Set([...TEMPLATE_COLORS.map((t) => t.color), ...templateColors()])];
  const tables = colors.map((c) => contrastTable(makeTheme(c)));
  console.log('\n== contrast per design × colour: the lowest ratio over the text roles the design uses');
  console.log(`| design | ${colors.join(' | ')} |`);
  console.log(`|---|${colors.map(() => '---').join('|')}|`);
  let lowest = Infinity;
  for (const layout of LAYOUTS) {
    const mins = lowestContrasts(layout, colors);
    lowest = Math.min(lowest, ...mins);
    console.log(`| ${layout} | ${mins.map((m) => m.toFixed(2)).join(' | ')} |`);
  }
  console.log(`lowest over ${LAYOUTS.length} designs × ${colors.length} colours: ${lowest.toFixed(2)}:1`);
  console.log('\n== contrast (WCAG, AA = 4.5:1): text role | ' + colors.join(' | '));
  console.log(`|---|${colors.map(() => '---').join('|')}|`);
  (tables[0] ?? []).forEach((row, i) => {
    console.log(`| ${row.role} | ${tables.map((t) => `${t[i]?.ratio.toFixed(2)} (${t[i]?.fg})`).join(' | ')} |`);
  });
  const worst = Math.min(...tables.flat().map((r) => r.ratio));
  console.log(`lowest ratio: ${worst.toFixed(2)}:1`);
}

/** Every template colour (fixtures/templates.json, styles.json). */
function templateColors(): string[] {
  const read = (f: string): { color: string }[] =>
    JSON.parse(readFileSync(join(ROOT, 'fixtures', f), 'utf8')) as { color: string }[];
  return [...new Set([...read('templates.json'), ...read('styles.json')].map((t) => t.color))];
}

/**
 * The typesetting stress corpus in every layout: violations per rule per layout and in total (glyph
 * positions read back from the PDF); then the small corpus in every layout and every template colour, its
 * glyph positions compared with the first colour's (colour never moves a glyph) and checked again.
 */
async function typesetting(renderer: ReturnType<typeof createPdfRenderer>): Promise<void> {
  const kinds = corpusParagraphs(23, reps);
  const paras = kinds.reduce((n, k) => n + k.paragraphs.length, 0);
  const chars = kinds.reduce((n, k) => n + k.paragraphs.join('').length, 0);
  console.log(
    `== typesetting corpus: ${paras} paragraphs, ${chars} characters (${kinds.map((k) => `${k.kind} ${k.paragraphs.length}`).join(', ')})`,
  );
  console.log(`| layout | pages | lines | ${RULES.join(' | ')} | total |`);
  console.log(`|---|---|---|${RULES.map(() => '---').join('|')}|---|`);
  const doc = corpusResume(23, reps);
  const sum = Object.fromEntries(RULES.map((r) => [r, 0])) as Record<(typeof RULES)[number], number>;
  let allLines = 0;
  const examples: string[] = [];
  for (const layout of LAYOUTS) {
    const bytes = await renderer.render(doc, { layout, color: '#2f5496' });
    const pages = await readGlyphs(bytes);
    const lines = toLines(pages);
    allLines += lines.length;
    const found = checkLines(lines, CORPUS_UNITS);
    const counts = countByRule(found);
    for (const r of RULES) sum[r] += counts[r];
    console.log(
      `| ${layout} | ${pages.length} | ${lines.length} | ${RULES.map((r) => counts[r]).join(' | ')} | ${found.length} |`,
    );
    for (const v of found.slice(0, 5)) examples.push(`    ${layout} ${v.rule} (page ${v.page + 1}): ${v.text}`);
  }
  const total = RULES.reduce((n, r) => n + sum[r], 0);
  console.log(`| all | | ${allLines} | ${RULES.map((r) => sum[r]).join(' | ')} | ${total} |`);
  for (const e of examples) console.log(e);
  console.log(`violations in total: ${total} over ${allLines} lines`);

  const colors = templateColors();
  const small = corpusResume();
  const rows: string[] = [];
  for (const layout of LAYOUTS) {
    let reference = '';
    let moved = 0;
    let found = 0;
    for (const color of colors) {
      const pages = await readGlyphs(await renderer.render(small, { layout, color }));
      const where = JSON.stringify(pages.map((p) => p.map((g) => [g.ch, g.x.toFixed(2), g.y.toFixed(2)])));
      if (!reference) reference = where;
      else if (where !== reference) moved++;
      found += checkLines(toLines(pages), CORPUS_UNITS).length;
    }
    rows.push(`${layout} ${found} violations, glyphs moved by colour in ${moved} of ${colors.length - 1}`);
  }
  console.log(`== the small corpus in ${colors.length} colours: ${rows.join(' | ')}`);
}

await main();
