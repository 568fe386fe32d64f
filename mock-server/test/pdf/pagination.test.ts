/** Pagination rules: the flow engine directly, then the same rules checked in rendered PDFs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAYOUTS } from '@cv/contract';
import { flow } from '../../src/pdf/flow.ts';
import type { Group, Placement, Row } from '../../src/pdf/flow.ts';
import { planResume } from '../../src/pdf/render.ts';
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
  it('moves a group that may not split to the next page whole', () => {
    expect(pagesOf([group([80]), group([10, 10, 10])])).toEqual([[0], [1, 1, 1]]);
  });

  it('splits an entry at a line boundary, its head and two lines together, two lines at least after', () => {
    // 60 used; the entry: a 15-pt head then eight 10-pt lines. Head + 2 lines = 35 fit: 2 lines go on page 1
    // (60 + 15 + 20 = 95), the six others to page 2.
    const entry: Group = { ...group([15, 10, 10, 10, 10, 10, 10, 10, 10]), minHead: 3 };
    expect(pagesOf([group([60]), entry])[1]).toEqual([0, 0, 0, 1, 1, 1, 1, 1, 1]);
    // Only 30 left: the head and two lines do not fit, so the entry starts on page 2.
    const again: Group = { ...group([15, 10, 10, 10]), minHead: 3 };
    expect(pagesOf([group([70]), again])[1]).toEqual([1, 1, 1, 1]);
    // Never a single line at the top of the next page: 11 rows with room for 10, the break moves up one.
    expect(pagesOf([{ ...group(Array(11).fill(10) as number[]), minHead: 2 }])[0]).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1,
    ]);
  });

  it('never breaks before a glued row (a paragraph keeps its first and last line company)', () => {
    const rows = [10, 10, 10, 10, 10].map(row);
    (rows[1] as Row).glue = true;
    (rows[4] as Row).glue = true;
    // Room for 3 rows after 70: the break before row 3 leaves 3 rows here and 2 there.
    const g: Group = { rows, gapBefore: 0, minHead: 2 };
    const res = flow([group([70]), g], frame);
    expect(rows.map((r) => res.placements.find((p) => p.row === r)?.page)).toEqual([0, 0, 0, 1, 1]);
    // With room for 2 only, the break before row 2 is allowed: rows 0-1 stay, 2-4 move.
    const res2 = flow([group([80]), { rows, gapBefore: 0, minHead: 2 }], frame);
    expect(rows.map((r) => res2.placements.find((p) => p.row === r)?.page)).toEqual([0, 0, 1, 1, 1]);
  });

  it('never leaves a section title alone at the bottom of a page', () => {
    // title (10) fits on page 1 after 85, but its first entry (20) does not: both go to page 2.
    expect(pagesOf([group([85]), group([10], 0, true), group([20])])).toEqual([[0], [1], [1]]);
    // When the first entry may split, the title stays with the entry's head on page 1.
    const big: Group = { ...group(Array(12).fill(10) as number[]), minHead: 2 };
    const pages = pagesOf([group([60]), group([10], 0, true), big]);
    expect(pages[1]).toEqual([0]);
    expect(pages[2]?.slice(0, 3)).toEqual([0, 0, 0]);
  });

  it('drops the gap above a group and spacer rows at the top of a page', () => {
    const res = flow([group([95]), group([20], 12)], frame);
    expect(res.placements[1]).toMatchObject({ page: 1, y: 0 });
    const same = flow([group([40]), group([20], 12)], frame);
    expect(same.placements[1]).toMatchObject({ page: 0, y: 52 });
    const spacer: Row = { h: 6, spacer: true, draw: () => undefined };
    const spaced: Group = { rows: [row(10), row(10), spacer, row(10), row(10)], gapBefore: 0, minHead: 2 };
    const top = flow([group([75]), spaced], frame);
    expect(top.placements.some((p) => p.row === spacer)).toBe(false);
    expect(top.placements.filter((p) => p.page === 1).map((p) => p.y)).toEqual([0, 10]);
  });

  it('uses a different frame on the first page', () => {
    const res = flow([group([50]), group([50]), group([50])], (p) => ({ x: 0, top: p === 0 ? 60 : 0, bottom: 120 }));
    expect(res.placements.map((p) => [p.page, p.y])).toEqual([
      [0, 60],
      [1, 0],
      [1, 50],
    ]);
  });

  it('fills two-column frames in order: left, right, then the next page', () => {
    const cols = (i: number) => ({ x: i % 2 ? 200 : 10, top: 0, bottom: 100, page: i >> 1 });
    const res = flow([group([60]), group([60]), group([60]), group([60])], cols);
    expect(res.placements.map((p) => [p.page, p.x])).toEqual([
      [0, 10],
      [0, 200],
      [1, 10],
      [1, 200],
    ]);
    expect(res.pages).toBe(2);
    expect(res.frames.map((f) => f.used)).toEqual([60, 60, 60, 60]);
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

  it.each(LAYOUTS)(
    '%s: no page ends with a section title, every page but the last at least 90 percent used',
    async (layout) => {
      const doc = longResume();
      const file = writePdf(await renderer.render(doc, { layout, color: '#37474f' }));
      const pages = pageCount(file);
      expect(pages).toBeGreaterThan(1);
      const plan = planResume(doc, { layout, color: '#37474f' });
      expect(plan.pages).toBe(pages);
      for (const fill of plan.fill.slice(0, -1)) expect(fill).toBeGreaterThanOrEqual(0.9);
      // The last row of every frame but the last is never a section title.
      for (const f of plan.plan.flows) {
        const lastOfFrame = new Map<string, Placement>();
        for (const p of f.placements) lastOfFrame.set(`${p.page}:${p.x}`, p);
        const frames = [...lastOfFrame.values()];
        for (const p of frames.slice(0, -1)) expect(p.row.tag?.role, `${layout} page ${p.page + 1}`).not.toBe('H2');
      }
      const pageTexts = Array.from({ length: pages }, (_, i) => pdfText(file, i + 1).replace(PAGE_FOOTER, ''));
      const text = pageTexts.join('');
      for (const t of titles) expect(flat(text)).toContain(flat(t));
    },
  );

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
