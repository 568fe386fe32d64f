/**
 * Typesetting to clreq "basic" (issue 23): the corpus built from the rules (scripts/typeset-corpus.ts) in every
 * layout, checked (scripts/pdf-typeset.ts) by every glyph's position read back from the PDF (scripts/pdf-glyphs.ts);
 * the checks themselves shown to catch what they look for; and the line breaker's units, spacing and compression
 * measured directly.
 */
import PDFDocument from 'pdfkit';
import { LAYOUTS } from '@cv/contract';
import type { Layout } from '@cv/contract';
import { describe, expect, it } from 'vitest';
import { createPdfRenderer } from '../../src/pdf/index.ts';
import { getFaces, loosestOf, planResume } from '../../src/pdf/render.ts';
import { NORMAL } from '../../src/pdf/design/shared.ts';
import { DESIGNS } from '@cv/contract/designs';
import { columnSplit } from '../../src/pdf/design/shared.ts';
import { graduateResume, longResume, twoPageResume } from '../../scripts/pdf-fixtures.ts';
import { measure } from '../../src/pdf/atoms.ts';
import { wrap } from '../../src/pdf/text.ts';
import { placeLine } from '../../src/pdf/place.ts';
import { FONT_REGULAR } from '../../src/pdf/fonts.ts';
import { NO_END, NO_START } from '../../src/pdf/kinsoku.ts';
import { checkLines, countByRule, RULES } from '../../scripts/pdf-typeset.ts';
import { readGlyphs, toLines, type Glyph, type TextLine } from '../../scripts/pdf-glyphs.ts';
import { corpusParagraphs, CORPUS_UNITS, corpusResume } from '../../scripts/typeset-corpus.ts';
import { mod, personal } from './helpers.ts';

const renderer = createPdfRenderer();
const { regular } = getFaces();
const zero = Object.fromEntries(RULES.map((r) => [r, 0]));

/**
 * The part of the stress corpus each design's test sets (report:pdf sets all of it, reps 54): three
 * repetitions (about 520 paragraphs) for five designs, one (about 175: every item and pair once) when there are
 * many, each design with its own seed so the items fall at other places; the file stays near 20 s.
 */
const TEST_REPS = Math.max(1, Math.floor(15 / LAYOUTS.length));

describe('the typesetting corpus', () => {
  it.each(LAYOUTS)('%s: no violation of any rule, read from the glyphs in the PDF', async (layout) => {
    const seed = 29 + LAYOUTS.indexOf(layout);
    const bytes = await renderer.render(corpusResume(seed, TEST_REPS), { layout, color: '#2f5496' });
    const lines = toLines(await readGlyphs(bytes));
    expect(lines.length).toBeGreaterThan(400 * TEST_REPS);
    const found = checkLines(lines, CORPUS_UNITS);
    expect(
      countByRule(found),
      found
        .slice(0, 5)
        .map((v) => `${v.rule}: ${v.text}`)
        .join('\n'),
    ).toEqual(zero);
  });

  it('catches what it checks: a mark starting or ending a line, glued Latin, a split unit, tracked letters, a 孤字, uncompressed marks, a space beside a mark, a loose gap', async () => {
    const pdf = new PDFDocument({ size: 'A4', margin: 0 });
    pdf.registerFont(FONT_REGULAR, regular.font as unknown as PDFKit.Mixins.PDFFontSource);
    const chunks: Buffer[] = [];
    pdf.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
    pdf.font(FONT_REGULAR).fontSize(10);
    const full = '汉字排版汉字排版汉字排版汉字排版';
    const rows = [
      '汉字排版汉字排版汉字排版汉字CET-',
      '6基于React开发汉字排版汉字',
      `，${full.slice(1)}`,
      full,
      full,
      '版。',
    ];
    rows.forEach((t, i) => pdf.text(t, 50, 100 + i * 15, { lineBreak: false }));
    pdf.text('Tracked', 50, 300, { lineBreak: false, characterSpacing: 1 });
    // A line ending with a small-form opening bracket, ！） at 2 em, a space before ，, a 0.9 em gap.
    const next = [`${full.slice(2)}﹙`, `${full.slice(4)}！）字`, `${full.slice(4)}React ，`, full];
    next.forEach((t, i) => pdf.text(t, 50, 400 + i * 15, { lineBreak: false }));
    pdf.text('汉字', 50, 500, { lineBreak: false }).text('排版', 79, 500, { lineBreak: false });
    pdf.end();
    const found = checkLines(toLines(await readGlyphs(await done)), ['CET-6']);
    const counts = countByRule(found);
    expect(counts['line-end']).toBeGreaterThan(0);
    expect(found.filter((v) => v.rule === 'mark-pair').map((v) => v.text)).toEqual(['！） 2.00 em']);
    expect(found.filter((v) => v.rule === 'punct-space').map((v) => v.text)).toEqual([
      expect.stringContaining('space'),
    ]);
    expect(found.filter((v) => v.rule === 'loose-gap').map((v) => v.text)).toEqual([
      expect.stringContaining('0.90 em'),
    ]);
    expect(counts['line-start']).toBeGreaterThan(0);
    expect(counts['unit-split']).toBeGreaterThan(0);
    expect(counts['han-latin-space']).toBeGreaterThan(0);
    expect(counts['latin-tracking']).toBeGreaterThan(0);
    expect(counts.orphan).toBeGreaterThan(0);
  });
});

describe('clreq line breaking', () => {
  const em = 10;
  const texts = (t: string, w: number): string[] => wrap(regular, em, t, w).map((l) => l.text);

  it('sets about 1/4 em between Han and Latin letters or digits, none next to full-width marks', () => {
    expect(measure(regular, em, '基于React')).toBeCloseTo(20 + 2.5 + measure(regular, em, 'React'), 5);
    expect(measure(regular, em, '（React）')).toBeCloseTo(20 + measure(regular, em, 'React'), 5);
  });

  it('compresses adjacent full-width marks to 1.5 em and counts a closing mark at a line end as half', () => {
    expect(measure(regular, em, '），')).toBeCloseTo(15, 5);
    expect(measure(regular, em, '（《')).toBeCloseTo(15, 5);
    // Left-set pause and stop marks give up their blank right half too; two middle dots a quarter each.
    for (const pair of ['！）', '？”', '：“', '；」', '··'])
      expect(measure(regular, em, pair), pair).toBeCloseTo(15, 5);
    // An opening mark after a closing one: 1.5 em (the principle), not 1; nothing between facing inks.
    expect(measure(regular, em, '）（')).toBeCloseTo(15, 5);
    expect(measure(regular, em, '（）')).toBeCloseTo(20, 5);
    // 9 ideographs and a comma fit 95 pt: the comma's blank half may pass the edge.
    expect(texts('汉字汉字汉字汉字汉，字汉字汉字', 95)[0]).toBe('汉字汉字汉字汉字汉，');
  });

  it('sets no space beside a full-width mark: a source space there takes no room', () => {
    const react = measure(regular, em, 'React');
    expect(measure(regular, em, 'React ，')).toBeCloseTo(react + 10, 5);
    expect(measure(regular, em, '（ React ）')).toBeCloseTo(react + 20, 5);
    expect(measure(regular, em, '， （')).toBeCloseTo(15, 5);
    // A middle dot keeps its spaces (contact separators).
    expect(measure(regular, em, 'a · b')).toBeGreaterThan(measure(regular, em, 'a·b'));
  });

  it('justifies without widening the gaps beside a full-width mark more than those between Han characters', () => {
    const text = '汉字，React汉字（Vue）汉字';
    // 15 pt of slack: a quarter em into the Han–Latin boundary, the rest shared by six gaps.
    const placed = placeLine(regular, em, text, placeLine(regular, em, text).width + 15);
    const gaps: Record<string, number> = {};
    placed.atoms.forEach((a, i) => {
      const b = placed.atoms[i + 1];
      if (b) gaps[a.s + b.s] = (placed.xs[i + 1] ?? 0) - (placed.xs[i] ?? 0) - a.w * em;
    });
    const han = gaps['汉字'] ?? 0;
    expect(han).toBeGreaterThan(0);
    for (const k of ['，React', '字（', 'Vue）', '）汉']) expect(gaps[k], k).toBeLessThanOrEqual(han + 1e-6);
    expect(gaps['React汉']).toBeGreaterThan(han);
  });

  it('never starts a line with a mark of the common zh-Hans no-start set, nor ends one with a no-end mark', () => {
    for (let w = 40; w <= 120; w += 5) {
      const lines = texts('排版〃排版‖排版％排版﹚排版＂排版￠排版﹙排版·排版．排版¢排版', w);
      for (const [i, l] of lines.entries()) {
        if (i > 0) expect('〃‖％﹚＂￠·．¢'.includes(l[0] ?? ''), `${w}: ${lines.join('|')}`).toBe(false);
        if (i < lines.length - 1) expect('﹙·．'.includes(l.at(-1) ?? ''), `${w}: ${lines.join('|')}`).toBe(false);
      }
    }
  });

  it('breaks the whole corpus at any column width within the kinsoku sets and the width', () => {
    const paragraphs = corpusParagraphs(31, 1).flatMap((k) => k.paragraphs);
    let lines = 0;
    const bad: string[] = [];
    for (let w = 90; w <= 520; w += 43) {
      for (const p of paragraphs) {
        const set = wrap(regular, em, p, w);
        lines += set.length;
        for (const [i, l] of set.entries()) {
          const chars = Array.from(l.text);
          if (i > 0 && NO_START.has(chars[0] ?? '')) bad.push(`${w} starts: ${l.text}`);
          if (i < set.length - 1 && NO_END.has(chars.at(-1) ?? '')) bad.push(`${w} ends: ${l.text}`);
          if (l.width > w + 1e-6) bad.push(`${w} is ${l.width.toFixed(2)} wide: ${l.text}`);
        }
      }
    }
    expect(lines).toBeGreaterThan(5000);
    expect(bad).toEqual([]);
  });

  it('keeps ——, ……, numbers with their units or currency, and tokens like CET-6 and Node.js whole', () => {
    for (let w = 60; w <= 200; w += 3) {
      const lines = texts('我们说——这是……省略，花费￥800或800元，通过CET-6并使用Node.js构建。', w);
      const joined = lines.join('|');
      for (const unit of ['——', '……', '￥800', '800元', 'CET-6', 'Node.js']) {
        expect(joined.includes(unit) || lines.length === 0, `${w}: ${joined}`).toBe(true);
      }
    }
  });

  it('leaves no 孤字: the last line takes a character from the line above', () => {
    // 21 ideographs at 20 per line would leave one alone.
    const lines = texts('负责企业级低代码平台前端架构设计与落地实现', 200);
    expect(lines).toHaveLength(2);
    expect(Array.from(lines[1] ?? '').length).toBeGreaterThan(2);
  });
});

/** The size most glyphs are set in, and the pitches between the lines of its paragraphs (read from the glyphs). */
function bodyLeading(lines: TextLine[]): { body: number; pitches: number[] } {
  const bySize = new Map<number, number>();
  for (const l of lines) for (const g of l.glyphs) bySize.set(g.size, (bySize.get(g.size) ?? 0) + 1);
  const body = [...bySize.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  const bodyLines = lines
    .filter((l) => l.glyphs.every((g) => g.size === body))
    .sort((a, b) => a.page - b.page || a.y - b.y);
  // Lines of one paragraph: the same page and left edge, the next baseline down.
  const pitches: number[] = [];
  for (let i = 0; i < bodyLines.length; i++) {
    const a = bodyLines[i] as TextLine;
    const b = bodyLines.slice(i + 1).find((l) => l.page === a.page && Math.abs(l.left - a.left) < 0.5 && l.y > a.y + 1);
    const y = (l: TextLine): number => l.glyphs[0]?.y ?? l.y;
    if (b && y(b) - y(a) < body * 2) pitches.push(y(b) - y(a));
  }
  return { body, pitches };
}

describe('智能一页', () => {
  it.each(LAYOUTS)(
    '%s: a new graduate resume on one page, body text ≥ 9.5 pt on lines ≥ 1.4 times its size',
    async (layout) => {
      const doc = graduateResume();
      const plan = planResume(doc, { layout, color: '#2f5496' });
      expect(plan.pages).toBe(1);
      const lines = toLines(await readGlyphs(await renderer.render(doc, { layout, color: '#2f5496' })));
      const { body, pitches } = bodyLeading(lines);
      expect(body).toBeGreaterThanOrEqual(9.5);
      expect(pitches.length).toBeGreaterThan(5);
      expect(Math.min(...pitches)).toBeGreaterThanOrEqual(body * 1.4 - 0.01);
    },
  );

  it('compact: the two columns of a one-page resume are balanced (the shorter at least 80% of the longer)', () => {
    const plan = planResume(graduateResume(), { layout: 'compact', color: '#2f5496' });
    const placements = plan.plan.flows[0]?.placements ?? [];
    const top = Math.min(...placements.map((p) => p.y));
    const height = (left: boolean): number =>
      Math.max(...placements.filter((p) => p.x < 297 === left).map((p) => p.y + p.row.h)) - top;
    const [a, b] = [height(true), height(false)];
    expect(Math.min(a, b) / Math.max(a, b)).toBeGreaterThanOrEqual(0.8);
  });
});

describe('均衡分页: a resume that keeps two pages fills them evenly', () => {
  /** Text below this y is the page number. */
  const FOOTER_Y = 805;
  /** Whether a glyph is in a sidebar design's sidebar (not body text). */
  const inSidebar = (layout: Layout, x: number): boolean => {
    const g = DESIGNS[layout].grid;
    const split = columnSplit(layout) ?? 0;
    return g.kind === 'sidebar' && (g.side === 'left' ? x < split : x > split);
  };

  /**
   * Per page, how far down its body frame the text reaches, read from the glyphs: the lowest baseline of
   * the body columns' text, as a share of the frame's height (the frame from the layout's plan).
   */
  function glyphFill(pages: Glyph[][], layout: Layout, frames: { page: number; top: number; bottom: number }[]) {
    return pages.map((glyphs, p) => {
      const own = frames.filter((f) => f.page === p);
      const top = Math.min(...own.map((f) => f.top));
      const bottom = Math.max(...own.map((f) => f.bottom));
      const body = glyphs.filter((g) => g.y > top && g.y < FOOTER_Y && !inSidebar(layout, g.x));
      return (Math.max(...body.map((g) => g.y)) - top) / (bottom - top);
    });
  }

  // The designs that may be loosened and keep the two-page resume on two pages (a denser design fits it on one).
  const loosened = LAYOUTS.filter(
    (l) => loosestOf(l) !== NORMAL && planResume(twoPageResume(), { layout: l, color: '#2f5496' }).pages === 2,
  );
  it.each(loosened)(
    '%s: the first page at least 88% down, the last at least 40% down, within the readable bounds',
    async (layout) => {
      const doc = twoPageResume();
      const options = { layout, color: '#2f5496' };
      const plan = planResume(doc, options);
      expect(plan.pages).toBe(2);
      // Set looser than designed (as designed its last page is half used or less).
      expect(plan.step).toBeLessThan(0);
      const pages = await readGlyphs(await renderer.render(doc, options));
      expect(pages).toHaveLength(2);
      const frames = plan.plan.body.flatMap((f) => f.frames);
      const [first, last] = glyphFill(pages, layout, frames);
      expect(first).toBeGreaterThanOrEqual(0.88);
      expect(last).toBeGreaterThanOrEqual(0.4);
      // At least a tenth of a page further down than as designed.
      const designed = planResume(doc, options, true);
      expect(designed.pages).toBe(2);
      expect(last).toBeGreaterThanOrEqual((designed.fill[1] ?? 1) + 0.1);
      // Body text 9.5 to 10.5 pt, lines 1.4 to 1.75 times it apart.
      const { body, pitches } = bodyLeading(toLines(pages));
      expect(body).toBeGreaterThanOrEqual(9.5);
      expect(body).toBeLessThanOrEqual(10.5 + 0.01);
      expect(pitches.length).toBeGreaterThan(5);
      expect(Math.min(...pitches)).toBeGreaterThanOrEqual(body * 1.4 - 0.01);
      // The lines of a paragraph (the most frequent pitch; an entry's heading may stand a little further).
      const counts = new Map<number, number>();
      for (const x of pitches) counts.set(Math.round(x * 10) / 10, (counts.get(Math.round(x * 10) / 10) ?? 0) + 1);
      const leading = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
      expect(leading).toBeLessThanOrEqual(body * 1.75 + 0.05);
    },
  );

  it("compact: as designed, its last page's two columns end about as low (the shorter at least 80% of the longer)", async () => {
    const doc = longResume();
    const options = { layout: 'compact', color: '#2f5496' } as const;
    const plan = planResume(doc, options);
    expect(plan.pages).toBe(2);
    expect(plan.step).toBe(0);
    const pages = await readGlyphs(await renderer.render(doc, options));
    const last = pages[1] ?? [];
    const top = Math.min(...plan.plan.body.flatMap((f) => f.frames.filter((fr) => fr.page === 1).map((fr) => fr.top)));
    const reach = (left: boolean): number =>
      Math.max(...last.filter((g) => g.y < FOOTER_Y && g.x < 297 === left).map((g) => g.y)) - top;
    const [a, b] = [reach(true), reach(false)];
    expect(Math.min(a, b) / Math.max(a, b)).toBeGreaterThanOrEqual(0.8);
    // And the first page full.
    const [first] = glyphFill(
      pages,
      'compact',
      plan.plan.body.flatMap((f) => f.frames),
    );
    expect(first).toBeGreaterThanOrEqual(0.88);
  });
});

describe('one skill presentation in every layout', () => {
  const skills: [string, string][] = [
    ['JavaScript / TypeScript', '熟练'],
    ['Git 与 Linux', '熟悉'],
    [
      '需求分析、原型设计、用户访谈与可用性测试、数据埋点与指标体系搭建、增长实验设计与复盘、跨部门项目推进与交付管理',
      '精通',
    ],
    ['英语（CET-6）', '良好'],
  ];
  const doc = {
    personal: personal(),
    avatarPath: null,
    modules: [
      mod(
        'skill',
        '专业技能',
        skills.map(([name, level]) => ({ name, level })),
      ),
    ],
  };
  // The separator as read back: the middle dot, whichever code point the font maps it to.
  const flat = (s: string): string => s.replace(/\s+/g, '').replace(/[·・‧]/g, '·');

  it.each(LAYOUTS)(
    '%s: each level follows its name on the same line, as `name · level`, never alone',
    async (layout) => {
      const lines = toLines(await readGlyphs(await renderer.render(doc, { layout, color: '#2f5496' })));
      for (const [name, level] of skills) {
        // The name's last character, the separator and the level on one line (two columns may share a line).
        const tail = `${flat(name).slice(-1)}·${level}`;
        expect(
          lines.filter((l) => flat(l.text).includes(tail)),
          `${layout}: ${name} · ${level}`,
        ).toHaveLength(1);
      }
      // No line starts with a level or its separator.
      const levels = new Set(skills.map(([, level]) => level));
      expect(lines.filter((l) => levels.has(flat(l.text)) || flat(l.text).startsWith('·'))).toEqual([]);
      // The long name wraps and its level still ends the last of its lines.
      expect(lines.some((l) => flat(l.text).startsWith('需求分析') && !flat(l.text).includes('精通'))).toBe(true);
    },
  );
});
