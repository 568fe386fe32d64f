/** Pagination rules: the flow engine directly, then the same rules checked in rendered PDFs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAYOUTS } from '@cv/contract';
import { flow } from '../../src/pdf/flow.ts';
import type { Group, Row } from '../../src/pdf/flow.ts';
import { createPdfRenderer } from '../../src/pdf/index.ts';
import type { PdfRenderer, ResumeDocument } from '../../src/pdf/index.ts';
import {
  PAGE_FOOTER,
  cleanup,
  flat,
  flatText,
  longResume,
  mod,
  pageCount,
  pdfText,
  personal,
  requirePoppler,
  writePdf,
} from './helpers.ts';

const row = (h: number): Row => ({ h, draw: () => undefined });
const group = (heights: number[], gapBefore = 0, keepWithNext = false): Group => ({
  rows: heights.map(row),
  gapBefore,
  keepWithNext,
});
/** A 100-pt page with the same frame on every page. */
const frame = () => ({ x: 10, top: 0, bottom: 100 });
const pagesOf = (groups: Group[]): number[][] => {
  const res = flow(groups, frame);
  return groups.map((g) => g.rows.map((r) => res.placements.find((p) => p.row === r)?.page ?? -1));
};

describe('flow', () => {
  it('moves an entry that does not fit to the next page whole', () => {
    expect(pagesOf([group([80]), group([10, 10, 10])])).toEqual([[0], [1, 1, 1]]);
  });

  it('splits an entry taller than a page between its rows', () => {
    const res = flow([group([30]), group(Array(15).fill(10) as number[])], frame);
    expect(res.pages).toBe(2);
    // It starts right after the first group instead of leaving page 1 mostly empty.
    expect(res.placements[1]).toMatchObject({ page: 0, y: 30 });
    expect(res.placements.filter((p) => p.page === 0)).toHaveLength(8);
  });

  it('never leaves a section title alone at the bottom of a page', () => {
    // title (10) fits on page 1 after 85, but its first entry (20) does not: both go to page 2.
    expect(pagesOf([group([85]), group([10], 0, true), group([20])])).toEqual([[0], [1], [1]]);
    // When the first entry is taller than a page, the title stays with the entry's first rows.
    const big = group(Array(12).fill(10) as number[]);
    const pages = pagesOf([group([75]), group([10], 0, true), big]);
    expect(pages[1]).toEqual([1]);
    expect(pages[2]?.[0]).toBe(1);
  });

  it('drops the gap above a group at the top of a page', () => {
    const res = flow([group([95]), group([20], 12)], frame);
    expect(res.placements[1]).toMatchObject({ page: 1, y: 0 });
    const same = flow([group([40]), group([20], 12)], frame);
    expect(same.placements[1]).toMatchObject({ page: 0, y: 52 });
  });

  it('uses a different frame on the first page', () => {
    const res = flow([group([50]), group([50]), group([50])], (p) => ({ x: 0, top: p === 0 ? 60 : 0, bottom: 120 }));
    expect(res.placements.map((p) => [p.page, p.y])).toEqual([
      [0, 60],
      [1, 0],
      [1, 50],
    ]);
  });
});

describe('pagination in rendered resumes', () => {
  let renderer: PdfRenderer;
  beforeAll(() => {
    requirePoppler();
    renderer = createPdfRenderer();
  });
  afterAll(cleanup);

  const titles = longResume().modules.map((m) => m.alias);

  it.each(LAYOUTS)('%s: no page ends with a section title, and entries stay whole', async (layout) => {
    const doc = longResume();
    const file = writePdf(await renderer.render(doc, { layout, color: '#37474f' }));
    const pages = pageCount(file);
    expect(pages).toBeGreaterThan(1);
    const pageTexts = Array.from({ length: pages }, (_, i) => pdfText(file, i + 1).replace(PAGE_FOOTER, ''));
    // The main column is drawn last on each page, so its last line is the page's last line.
    for (const text of pageTexts.slice(0, -1)) {
      const lines = text
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      expect(titles).not.toContain(lines[lines.length - 1]);
    }
    const flatPages = pageTexts.map(flat);
    const pageOf = (s: string): number => flatPages.findIndex((t) => t.includes(flat(s)));
    for (const m of doc.modules.filter((x) => x.style === 'work' || x.style === 'project')) {
      for (const e of JSON.parse(m.content) as Record<string, string>[]) {
        const title = e.company ?? e.name ?? '';
        const lastSentence = (e.desc ?? '').split('。').filter(Boolean).pop() ?? '';
        expect(pageOf(title), title).toBeGreaterThanOrEqual(0);
        expect(pageOf(lastSentence), `${layout}: end of ${title}`).toBe(pageOf(title));
      }
    }
  });

  it('splits an entry longer than a page across pages without losing text', async () => {
    const desc = Array.from(
      { length: 60 },
      (_, i) => `第${i + 1}段：负责大型项目的整体规划与推进，协调多个团队完成交付目标。`,
    ).join('\n');
    const doc: ResumeDocument = {
      personal: personal(),
      avatarPath: null,
      modules: [
        mod('work', '工作经历', [{ company: '超长经历有限公司', title: '总监', start: '2015-01', end: '', desc }]),
      ],
    };
    for (const layout of LAYOUTS) {
      const file = writePdf(await renderer.render(doc, { layout, color: '#2f5496' }));
      expect(pageCount(file)).toBeGreaterThanOrEqual(2);
      const text = flatText(file);
      for (const line of desc.split('\n')) expect(text, `${layout}: ${line}`).toContain(flat(line));
    }
  });

  it('puts no page number on a one-page resume', async () => {
    const doc: ResumeDocument = {
      personal: personal(),
      avatarPath: null,
      modules: [mod('summary', '自我评价', [{ text: '积极主动' }])],
    };
    for (const layout of LAYOUTS) {
      const file = writePdf(await renderer.render(doc, { layout, color: '#2f5496' }));
      expect(pageCount(file)).toBe(1);
      expect(pdfText(file)).not.toMatch(PAGE_FOOTER);
    }
  });
});
