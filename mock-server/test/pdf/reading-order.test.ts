/**
 * Reading order of pdftotext's DEFAULT mode (poppler's layout analysis, not the content order -raw gives):
 * the two-column layouts come out column by column, the one-column layouts section by section (issue 17).
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAYOUTS } from '@cv/contract';
import type { Layout } from '@cv/contract';
import { createPdfRenderer } from '../../src/pdf/index.ts';
import type { PdfRenderer, ResumeDocument } from '../../src/pdf/index.ts';
import { planResume } from '../../src/pdf/render.ts';
import { columnSplit } from '../../src/pdf/design/shared.ts';
import { fixture, longResume, twoPageResume } from '../../scripts/pdf-fixtures.ts';
import { cleanup, longResume as longNoPhoto, PAGE_FOOTER, requirePoppler, writePdf } from './helpers.ts';

let renderer: PdfRenderer;
beforeAll(() => {
  requirePoppler();
  renderer = createPdfRenderer();
});
afterAll(cleanup);

interface Block {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  text: string;
}

const run = (args: string[]): string => execFileSync('pdftotext', args, { encoding: 'utf8', maxBuffer: 64 << 20 });

/** Per page, poppler's blocks in the order the default mode writes them (checked against its plain text). */
function defaultModeBlocks(file: string): Block[][] {
  const html = run(['-bbox-layout', file, '-']);
  const pages = html
    .split('<page ')
    .slice(1)
    .map((page) =>
      [
        ...page.matchAll(/<block xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([\s\S]*?)<\/block>/g),
      ].map((m) => ({
        x0: Number(m[1]),
        y0: Number(m[2]),
        x1: Number(m[3]),
        y1: Number(m[4]),
        text: [...(m[5] ?? '').matchAll(/<word [^>]*>(.*?)<\/word>/g)].map((w) => w[1] ?? '').join(''),
      })),
    );
  const unescape = (s: string): string => s.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  const plain = run(['-enc', 'UTF-8', file, '-']).split('\f');
  // The plain text joins words hyphenated at a line end; compare without hyphens and whitespace.
  const norm = (s: string): string => s.replace(/[\s-]+/g, '');
  pages.forEach((blocks, i) => {
    const fromBlocks = norm(unescape(blocks.map((b) => b.text).join('')));
    expect(fromBlocks, `page ${i + 1}: -bbox-layout order is the default mode's order`).toBe(norm(plain[i] ?? ''));
  });
  return pages;
}

/** Where the left column ends (x, points) in the two-column designs (sidebar or two equal columns). */
const SPLIT: Partial<Record<Layout, number>> = Object.fromEntries(
  LAYOUTS.flatMap((l) => {
    const split = columnSplit(l);
    return split === undefined ? [] : [[l, split]];
  }),
);

/** Per page, the words of -raw mode (content order) as one-word blocks. */
function rawModeWords(file: string): Block[][] {
  return run(['-raw', '-bbox', file, '-'])
    .split('<page ')
    .slice(1)
    .map((page) =>
      [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)<\/word>/g)].map(
        (m) => ({ x0: Number(m[1]), y0: Number(m[2]), x1: Number(m[3]), y1: Number(m[4]), text: m[5] ?? '' }),
      ),
    );
}

/** Text below this y is the page number (drawn at PAGE_H - 34). */
const FOOTER_Y = 805;

/**
 * Per page, the columns the body text comes out in, collapsed into runs ("LR": the left column, then the
 * right one). The page header above the columns' frames and the page number are left out.
 */
function columnRuns(doc: ResumeDocument, layout: Layout, file: string, raw = false): string[] {
  const split = SPLIT[layout] ?? 0;
  const plan = planResume(doc, { layout, color: '#2f5496' });
  return (raw ? rawModeWords(file) : defaultModeBlocks(file)).map((blocks, page) => {
    const tops = plan.plan.flows.flatMap((f) => f.frames.filter((fr) => fr.page === page).map((fr) => fr.top));
    const bodyTop = Math.min(...tops);
    const cols = blocks.filter((b) => b.y1 > bodyTop + 1 && b.y1 < FOOTER_Y).map((b) => (b.x0 < split ? 'L' : 'R'));
    return cols.filter((c, k) => k === 0 || c !== cols[k - 1]).join('');
  });
}

const resumes: [string, () => ResumeDocument][] = [
  ['long', longResume],
  ['long without photo', () => longNoPhoto()],
  ['medium (AI-written)', () => fixture('medium-ai-resume')],
  ['overflow (fitted to one page)', () => fixture('overflow-resume')],
  ['two-page (set looser in the sidebar: 均衡分页)', twoPageResume],
];

describe('pdftotext default mode (and -raw)', () => {
  for (const layout of LAYOUTS.filter((l) => SPLIT[l] !== undefined)) {
    it.each(resumes)(`${layout}, %s resume: reads the columns one after the other`, async (_name, make) => {
      const doc = make();
      const file = writePdf(await renderer.render(doc, { layout, color: '#2f5496' }));
      const runs = columnRuns(doc, layout, file);
      expect(runs.length).toBeGreaterThan(0);
      for (const r of runs) expect(['L', 'R', 'LR'], runs.join(' | ')).toContain(r);
      // And -raw (content order) too.
      const raw = columnRuns(doc, layout, file, true);
      for (const r of raw) expect(['L', 'R', 'LR'], `-raw: ${raw.join(' | ')}`).toContain(r);
    });
  }

  for (const layout of LAYOUTS.filter((l) => SPLIT[l] === undefined)) {
    it(`${layout}, long resume: sections and every work bullet in order`, async () => {
      const doc = longResume();
      const file = writePdf(await renderer.render(doc, { layout, color: '#2f5496' }));
      const text = run(['-enc', 'UTF-8', file, '-']).replace(PAGE_FOOTER, '').replace(/\s+/g, '');
      const expected = doc.modules.map((m) => m.alias.replace(/\s+/g, ''));
      for (const m of doc.modules.filter((x) => x.style === 'work')) {
        for (const e of JSON.parse(m.content) as { desc: string }[]) {
          expected.push(...e.desc.split('\n').map((b) => b.replace(/^- /, '').replace(/\s+/g, '')));
        }
      }
      const titles = expected.slice(0, doc.modules.length);
      const at = titles.map((t) => text.indexOf(t));
      expect(at.every((i) => i >= 0)).toBe(true);
      for (let i = 1; i < at.length; i++) expect(at[i], titles[i]).toBeGreaterThan(at[i - 1] ?? 0);
      const bullets = expected.slice(doc.modules.length).map((b) => text.indexOf(b));
      expect(bullets.every((i) => i >= 0)).toBe(true);
      for (let i = 1; i < bullets.length; i++) expect(bullets[i]).toBeGreaterThan(bullets[i - 1] ?? 0);
    });
  }
});
