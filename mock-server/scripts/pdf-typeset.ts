/**
 * Typesetting checks on rendered PDFs (issue 23): the clreq rules, each counted as violations over the lines read back
 * from a PDF (pdf-glyphs.ts). The corpus that exercises them is typeset-corpus.ts. Used by `npm run report:pdf` and by
 * mock-server/test/pdf/typeset.test.ts.
 */
import { CLOSE, isHanChar, LEFT_SET, MIDDLE_DOT, NO_END, NO_START, OPEN } from '../src/pdf/kinsoku.ts';
import { HAN_LATIN_GAP } from '../src/pdf/atoms.ts';
import { ORPHAN_MAX } from '../src/pdf/text.ts';
import { blankLeft, blankRight, inkLeft, inkRight, isDash, type Glyph, type TextLine } from './pdf-glyphs.ts';

export const RULES = [
  'line-start',
  'line-end',
  'unit-split',
  'han-latin-space',
  'mark-pair',
  'overrun',
  'dash-2em',
  'latin-tracking',
  'orphan',
  'punct-space',
  'loose-gap',
] as const;
export type Rule = (typeof RULES)[number];

export interface Violation {
  rule: Rule;
  page: number;
  text: string;
}

const LATIN_WORD = /^[A-Za-z0-9]$/;
/** The full-width marks of the compression and spacing rules. */
const widePunct = (ch: string): boolean => CLOSE.has(ch) || OPEN.has(ch) || LEFT_SET.has(ch) || MIDDLE_DOT.has(ch);
/** A mark no space may stand beside (a middle dot may: `电话   ·   邮箱` separates contacts). */
const hugging = (ch: string): boolean => CLOSE.has(ch) || OPEN.has(ch) || LEFT_SET.has(ch);
/** Justification never opens a gap wider than this (em) between two characters (place.ts: MAX_STRETCH). */
const LOOSEST_GAP = 0.6;

/** Lines that continue the line above in the same column (same left edge, the next baseline down). */
function nextLineMap(lines: TextLine[]): Map<TextLine, TextLine> {
  const next = new Map<TextLine, TextLine>();
  const sorted = [...lines].sort((a, b) => a.page - b.page || a.y - b.y);
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i] as TextLine;
    const size = a.glyphs[0]?.size ?? 10;
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j] as TextLine;
      if (b.page !== a.page || b.y - a.y > size * 2.2) break;
      if (b.y - a.y < size * 0.5) continue;
      if (Math.abs(b.left - a.left) < 0.5 && Math.abs((b.glyphs[0]?.size ?? 0) - size) < 0.01) {
        next.set(a, b);
        break;
      }
    }
  }
  return next;
}

/** The column's right edge of each line: the most common right edge of lines with its left edge and page. */
function columnRights(lines: TextLine[]): Map<TextLine, number> {
  const groups = new Map<string, TextLine[]>();
  for (const l of lines) {
    const k = `${l.page}:${l.left.toFixed(1)}`;
    const g = groups.get(k) ?? [];
    g.push(l);
    groups.set(k, g);
  }
  const out = new Map<TextLine, number>();
  for (const g of groups.values()) {
    const counts = new Map<number, number>();
    for (const l of g) {
      const r = Math.round(l.right * 10) / 10;
      counts.set(r, (counts.get(r) ?? 0) + 1);
    }
    let mode = 0;
    let best = 0;
    for (const [r, c] of counts) if (c > best || (c === best && r > mode)) [mode, best] = [r, c];
    for (const l of g) out.set(l, best >= 3 ? mode : Infinity);
  }
  return out;
}

/**
 * Checks lines against the rules. `units` are the corpus's unbreakable tokens (——, ……, ￥800, CET-6,
 * Node.js...): a unit split between a line and the next one is a violation.
 */
export function checkLines(lines: TextLine[], units: readonly string[]): Violation[] {
  const v: Violation[] = [];
  const add = (rule: Rule, l: TextLine, what = l.text): void => {
    v.push({ rule, page: l.page, text: what });
  };
  const next = nextLineMap(lines);
  const rights = columnRights(lines);
  const prevOf = new Map<TextLine, TextLine>();
  for (const [a, b] of next) prevOf.set(b, a);
  for (const l of lines) {
    const gs = l.glyphs;
    const firstG = gs[0] as Glyph;
    const lastG = gs[gs.length - 1] as Glyph;
    // A line that continues another one: its first character is a line start the breaker chose.
    if (prevOf.has(l) && NO_START.has(firstG.ch)) add('line-start', l);
    const nl = next.get(l);
    if (nl && NO_END.has(lastG.ch)) add('line-end', l);
    if (nl) {
      for (const u of units) {
        const cps = Array.from(u);
        for (let k = 1; k < cps.length; k++) {
          if (l.text.endsWith(cps.slice(0, k).join('')) && nl.text.startsWith(cps.slice(k).join(''))) {
            add('unit-split', l, `${l.text.slice(-8)} | ${nl.text.slice(0, 8)} (${u})`);
          }
        }
      }
    }
    // The widest gap between two Han characters of the line: what justification gave every gap.
    let hanGap = 0;
    for (let i = 1; i < gs.length; i++) {
      const a = gs[i - 1] as Glyph;
      const b = gs[i] as Glyph;
      if (isHanChar(a.ch) && isHanChar(b.ch)) hanGap = Math.max(hanGap, b.x - (a.x + a.w));
    }
    const colRight = rights.get(l) ?? Infinity;
    if (l.right > colRight + 0.3) add('overrun', l, `${l.text.slice(-10)} +${(l.right - colRight).toFixed(2)} pt`);
    for (let i = 1; i < gs.length; i++) {
      const a = gs[i - 1] as Glyph;
      const b = gs[i] as Glyph;
      const em = b.size;
      const gap = b.x - (a.x + a.w);
      const ctx = () => l.text.slice(Math.max(0, i - 6), i + 6);
      const hanLatin = (isHanChar(a.ch) && LATIN_WORD.test(b.ch)) || (LATIN_WORD.test(a.ch) && isHanChar(b.ch));
      if (hanLatin && gap < (HAN_LATIN_GAP - 0.05) * em)
        add('han-latin-space', l, `${ctx()} ${(gap / em).toFixed(2)} em`);
      if (LATIN_WORD.test(a.ch) && LATIN_WORD.test(b.ch) && Math.abs(gap) > 0.01 * em && gap < 0.2 * em)
        add('latin-tracking', l, `${ctx()} ${(gap / em).toFixed(3)} em`);
      // Adjacent full-width marks with half an em of blank between them: at most 1.5 em from the first
      // mark's start to the second's end.
      if (widePunct(a.ch) && widePunct(b.ch) && blankRight(a.ch) + blankLeft(b.ch) >= 0.5) {
        if (b.x - a.x > 0.52 * em) add('mark-pair', l, `${a.ch}${b.ch} ${((b.x - a.x) / em + 1).toFixed(2)} em`);
      }
      // No space beside a full-width mark: neither a space character nor a gap wider than the Han gaps.
      if (hugging(a.ch) || hugging(b.ch)) {
        const spaced = (b.ch === ' ' && hugging(a.ch)) || (a.ch === ' ' && hugging(b.ch));
        if (spaced || gap > hanGap + 0.02 * em)
          add('punct-space', l, `${ctx()} ${spaced ? 'space' : `${((gap - hanGap) / em).toFixed(2)} em`}`);
      }
      // Justification keeps gaps sane: none wider than the loosest step (plus the Han–Latin quarter em).
      if (a.ch !== ' ' && b.ch !== ' ' && gap > (LOOSEST_GAP + (hanLatin ? HAN_LATIN_GAP : 0) + 0.01) * em)
        add('loose-gap', l, `${ctx()} ${(gap / em).toFixed(2)} em`);
      // —— and ……: 2 em, the dashes' ink meeting.
      if ((isDash(a.ch) && isDash(b.ch)) || (a.ch === '…' && b.ch === '…')) {
        const step = isDash(a.ch) ? inkLeft(b) - inkLeft(a) : b.x - a.x;
        const apart = isDash(a.ch) ? inkLeft(b) - inkRight(a) : 0;
        if (Math.abs(step - em) > 0.03 * em || apart > 0.01 * em)
          add('dash-2em', l, `${a.ch}${b.ch} step ${(step / em).toFixed(2)} em, gap ${(apart / em).toFixed(2)} em`);
      }
    }
    // 孤字: the last line of a paragraph of several lines showing one or two characters.
    if (prevOf.has(l) && gs.filter((g) => g.ch !== ' ').length <= ORPHAN_MAX) {
      const above = prevOf.get(l) as TextLine;
      if (Math.abs(above.right - (rights.get(above) ?? Infinity)) < 0.3) add('orphan', l);
    }
  }
  return v;
}

/** Counts per rule. */
export function countByRule(v: readonly Violation[]): Record<Rule, number> {
  const out = Object.fromEntries(RULES.map((r) => [r, 0])) as Record<Rule, number>;
  for (const x of v) out[x.rule]++;
  return out;
}
