/**
 * Latin typesetting of the English editions: a Latin family with a CJK fallback, hyphenation at en-US pattern
 * points (never in a URL, an e-mail address or a number), justification within a stated word-gap bound.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPdfRenderer, type ResumeDocument } from '../../src/pdf/index.ts';
import { getFaces, getLatinFaces } from '../../src/pdf/render.ts';
import { advance } from '../../src/pdf/face.ts';
import { atomize } from '../../src/pdf/atoms.ts';
import { hyphenPoints, MIN_AFTER, MIN_BEFORE } from '../../src/pdf/hyphenate.ts';
import { MAX_LATIN_STRETCH, placeLine } from '../../src/pdf/place.ts';
import { wrapParagraph } from '../../src/pdf/text.ts';
import { paragraphRows } from '../../src/pdf/blocks/paragraph.ts';
import { structNode } from '../../src/pdf/model.ts';
import { readGlyphs } from '../../scripts/pdf-glyphs.ts';
import { cleanup, fonts, mod, pdfText, personal, requirePoppler, writePdf } from './helpers.ts';

const serif = getLatinFaces('serif');
const sans = getLatinFaces('sans');
const root = structNode('Document', null);

const PARAGRAPH =
  'Designed the frontend architecture of an enterprise low-code platform, building its component system on ' +
  'React and TypeScript and onboarding more than forty business lines; led a build-performance initiative that ' +
  'cut first-screen load time considerably, introduced comprehensive accessibility guidelines, and mentored ' +
  'engineers through systematic documentation, collaborative reviews and international conferences.';

/** Every hyphenated line of a paragraph wrapped at many widths, with the word it splits. */
function hyphenations(text: string, face = serif.regular) {
  const out: { head: string; tail: string; width: number }[] = [];
  for (let width = 120; width <= 420; width += 3) {
    const lines = wrapParagraph(face, 9.5, text, width, true);
    lines.forEach((l, i) => {
      if (!l.hyphenated) return;
      const head = /\S+$/.exec(l.text.slice(0, -1))?.[0] ?? '';
      const tail = /^\S+/.exec(lines[i + 1]?.text ?? '')?.[0] ?? '';
      out.push({ head, tail, width });
    });
  }
  return out;
}

describe('hyphenation (English editions)', () => {
  it('hyphenates a long justified paragraph only at en-US pattern points, 2 letters before and 3 after', () => {
    const found = hyphenations(PARAGRAPH);
    expect(found.length).toBeGreaterThan(10);
    for (const { head, tail, width } of found) {
      const word = head + tail;
      expect(hyphenPoints(word), `${width}: ${head}-${tail}`).toContain(head.length);
      expect(head.replace(/^\P{L}+/u, '').length).toBeGreaterThanOrEqual(MIN_BEFORE);
      expect(tail.replace(/\P{L}+$/u, '').length).toBeGreaterThanOrEqual(MIN_AFTER);
    }
  });

  it('keeps every word: the lines, hyphens taken out, give the paragraph back, each within the width', () => {
    for (let width = 120; width <= 420; width += 11) {
      const lines = wrapParagraph(serif.regular, 9.5, PARAGRAPH, width, true);
      const joined = lines.map((l) => (l.hyphenated ? l.text.slice(0, -1) : `${l.text} `)).join('');
      expect(joined.trim()).toBe(PARAGRAPH);
      for (const l of lines) expect(l.width).toBeLessThanOrEqual(width + 0.01);
    }
  });

  it('never lets a page break fall after a hyphenated line (the word stays on one page)', () => {
    let seen = 0;
    for (let width = 120; width <= 420; width += 9) {
      const lines = wrapParagraph(serif.regular, 9.5, PARAGRAPH, width, true);
      const rows = paragraphRows({ face: serif.regular, size: 9.5, color: '#222222' }, PARAGRAPH, width, 14, root);
      expect(rows).toHaveLength(lines.length);
      lines.forEach((l, i) => {
        if (!l.hyphenated) return;
        seen++;
        expect(rows[i + 1]?.glue, `${width}: ${l.text}`).toBe(true);
      });
    }
    expect(seen).toBeGreaterThan(5);
  });

  it('never hyphenates a Chinese face, nor a line that is not justified', () => {
    for (let width = 120; width <= 420; width += 13) {
      expect(wrapParagraph(getFaces().regular, 9.5, PARAGRAPH, width, true).some((l) => l.hyphenated)).toBe(false);
      expect(wrapParagraph(serif.regular, 9.5, PARAGRAPH, width).some((l) => l.hyphenated)).toBe(false);
    }
  });

  it('never splits a URL, an e-mail address, a number or a word with digits with a hyphen', () => {
    const tokens = [
      'https://example.com/documentation/getting-started',
      'www.internationalization.org',
      'linxiaowen.engineering@example.com',
      '2,000,000',
      '1234567.89',
      'Covid19Dashboards',
      'Node.js',
      'e-commerce',
      'CI/CD',
      'ACCESSIBILITY',
      'TypeScript',
      'JavaScript,',
    ];
    expect(tokens.every((t) => hyphenPoints(t).length === 0)).toBe(true);
    const text = tokens.map((t) => `documentation ${t} internationalization`).join(' ') + ' and more.';
    const found = hyphenations(text, sans.regular);
    expect(found.length).toBeGreaterThan(0);
    for (const { head, tail } of found) expect(`${head}${tail}`).toMatch(/^\p{L}+$/u);
  });
});

describe('justification (English editions)', () => {
  it('never stretches a word gap past the space plus MAX_LATIN_STRETCH; a line that would need more stays ragged', () => {
    const face = sans.regular;
    const size = 9.5;
    const space = (advance(face, 32) / face.font.unitsPerEm) * size;
    let justified = 0;
    for (let width = 120; width <= 420; width += 7) {
      for (const line of wrapParagraph(face, size, PARAGRAPH, width, true).filter((l) => l.broken)) {
        const placed = placeLine(face, size, line.text, width);
        placed.atoms.forEach((a, i) => {
          if (a.kind !== 'space' || i === 0) return;
          const gap = (placed.xs[i + 1] ?? 0) - (placed.xs[i] ?? 0);
          expect(gap).toBeLessThanOrEqual(space + MAX_LATIN_STRETCH * size + 1e-6);
        });
        if (Math.abs(placed.width - width) < 0.01) justified++;
      }
    }
    expect(justified).toBeGreaterThan(50);
    // Two words on a wide line would need gaps of many ems: set ragged, at their natural width.
    const ragged = placeLine(face, size, 'Frontend engineer', 300);
    expect(ragged.width).toBeLessThan(150);
  });
});

describe('Chinese inside an English resume', () => {
  let file = '';
  let bytes: Buffer = Buffer.alloc(0);
  beforeAll(async () => {
    requirePoppler();
    const school = '清华大学（Tsinghua University）';
    const doc: ResumeDocument = {
      avatarPath: null,
      personal: personal({ name: 'Lin Xiaowen', wish: 'Frontend Engineer' }),
      modules: [
        mod('edu', 'Education', [
          { school, major: 'Computer Science', degree: '本科', start: '2016-09', end: '2020-06', desc: '' },
        ]),
        mod('summary', 'Summary', [{ text: `Graduated from 清华大学 in 2020, then joined a start-up.` }], 2),
      ],
    };
    bytes = await createPdfRenderer().render(doc, { layout: 'en-classic', color: '#2f5496' });
    file = writePdf(bytes);
  });
  afterAll(cleanup);

  it('sets Han characters in the CJK font and Latin text in the Latin family, both embedded as subsets', async () => {
    const rows = fonts(file).map((r) => ({ ...r, name: r.name.replace(/^[A-Z]{6}\+/, '') }));
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['SourceSans3-Bold', 'NotoSansSC-Bold']));
    expect(rows.every((r) => r.embedded && r.subset)).toBe(true);
    const glyphs = (await readGlyphs(bytes)).flat();
    const han = glyphs.filter((g) => /\p{Script=Han}/u.test(g.ch));
    const latin = glyphs.filter((g) => /[A-Za-z]/.test(g.ch));
    expect(han.length).toBeGreaterThanOrEqual(8);
    expect(han.every((g) => /NotoSansSC/.test(g.font))).toBe(true);
    expect(latin.every((g) => /SourceSans3/.test(g.font))).toBe(true);
    expect(pdfText(file)).toContain('清华大学');
  });

  it('keeps clreq for the Han text: ideographs a full em, about 1/4 em between Han and a Latin letter', () => {
    const atoms = atomize(sans.regular, 'from 清华大学in 2020');
    const han = atoms.filter((a) => a.kind === 'han');
    expect(han.map((a) => a.s).join('')).toBe('清华大学');
    for (const a of han) expect(a.w).toBeCloseTo(1, 5);
    const placed = placeLine(sans.regular, 10, '清华大学in');
    const after = placed.xs[4] ?? 0;
    expect(after - 40).toBeCloseTo(2.5, 5);
  });
});
