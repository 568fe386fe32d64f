/**
 * Text measurement and line breaking for Chinese + Latin text to W3C clreq (Requirements for Chinese Text
 * Layout) "basic", done by the engine itself so that every line is known before drawing (pagination needs
 * exact heights):
 * - prohibition rules: the line-start and line-end sets of `./kinsoku.ts` (clreq plus the common zh-Hans
 *   kinsoku sets);
 * - unbreakable units: Latin words and tokens (CET-6, Node.js), ——, ……, a number with its unit or currency;
 * - about 1/4 em between Han and Latin letters or digits where the source has no space, and no space at
 *   all beside a full-width mark (a source space next to one is set at zero width);
 * - punctuation compression: two adjacent full-width marks take 1.5 em, the blank half facing the other mark
 *   given up (a closing mark's or a left-set ：；！？'s right half, an opening mark's left half, a quarter
 *   on each side of a middle dot), and a closing or left-set mark ending a line counts half an em;
 * - —— and …… are 2 em; justification (`./place.ts`) only between Han characters, at Han–Latin boundaries
 *   and at spaces;
 * - no 孤字: a paragraph's last line never holds only one or two characters when one can be pulled down;
 * - English (a Latin face, justified paragraphs): a word may be hyphenated at an en-US pattern point
 *   (`./hyphenate.ts`) when ending the line before it would stretch the line's word gaps by more than
 *   HYPHEN_WHEN, never on two lines in a row, never the paragraph's last word.
 * Widths come from the process-wide fontkit fonts and are cached per code point and per string.
 */
import type { Atom, FontFace, Line } from './face.ts';
import { advance, remember } from './face.ts';
import { atomize, endTrim, first, gapAt, last, measure, trimSpaces, URL_SCHEME, widthOf } from './atoms.ts';
import { NO_END, NO_START, UNIT_AFTER_NUMBER } from './kinsoku.ts';
import { hyphenPoints } from './hyphenate.ts';

/** Whether a line may break between a (the last non-space atom before) and b (the next non-space atom). */
function canBreak(a: Atom, b: Atom, spaced: boolean): boolean {
  if (NO_START.has(first(b.s)) || NO_END.has(last(a.s))) return false;
  if (spaced) return true;
  if (a.kind === 'latin' && b.kind === 'latin') return !!a.brk;
  // A number with its unit: 800元, 3年, 20万.
  if (a.kind === 'latin' && /\d$/.test(a.s) && UNIT_AFTER_NUMBER.has(first(b.s))) return false;
  return true;
}

/** Splits an over-long Latin atom into single characters that may break after each (never in a scheme). */
function splitAtom(face: FontFace, a: Atom): Atom[] {
  const keep = URL_SCHEME.exec(a.s)?.[0] ?? '';
  const out: Atom[] = keep ? [{ s: keep, kind: 'latin', w: measure(face, 1, keep), brk: true }] : [];
  for (const ch of Array.from(a.s.slice(keep.length)))
    out.push({ s: ch, kind: 'latin', w: advance(face, ch.codePointAt(0) ?? 32) / face.font.unitsPerEm, brk: true });
  return out;
}

const EPS = 1e-6;

/** A line is hyphenated when breaking before the word would add more than this (em) to each word gap. */
const HYPHEN_WHEN = 0.08;

/** Word gaps (spaces set at their width) inside atoms [from, to), spaces at both ends dropped. */
function spacesIn(atoms: readonly Atom[], from: number, to: number): number {
  const [s, e] = trimSpaces(atoms, from, to);
  let n = 0;
  for (let i = s; i < e; i++) if (atoms[i]?.kind === 'space' && (atoms[i]?.w ?? 0) > 0) n++;
  return n;
}

/**
 * Hyphenates the word atoms[i], which overflows a line that starts at `start` and has `lead` em before it:
 * when the line ended before the word would stretch its gaps by more than HYPHEN_WHEN each, the longest first
 * part (at a pattern point) that fits with its hyphen replaces the word, followed by the rest. Returns whether
 * it did (the line then ends after the first part).
 */
function hyphenateAt(face: FontFace, atoms: Atom[], start: number, i: number, lead: number, max: number): boolean {
  const a = atoms[i] as Atom;
  // A whole token only (never a piece of a URL split at its slashes), and never the paragraph's last word.
  if (atoms[i - 1]?.kind === 'latin' || atoms[i + 1]?.kind === 'latin') return false;
  let k = i + 1;
  while (atoms[k]?.kind === 'space') k++;
  if (k >= atoms.length) return false;
  const pts = hyphenPoints(a.s);
  if (!pts.length) return false;
  const gaps = spacesIn(atoms, start, i);
  const before = gaps ? (max - widthOf(atoms, start, i, true)) / gaps : Infinity;
  if (before <= HYPHEN_WHEN) return false;
  const hy = measure(face, 1, '-');
  for (let p = pts.length - 1; p >= 0; p--) {
    const at = pts[p] as number;
    const head = a.s.slice(0, at);
    const headW = measure(face, 1, head);
    if (lead + headW + hy > max + EPS) continue;
    if ((max - lead - headW - hy) / (gaps + 1) >= before) return false;
    atoms.splice(
      i,
      1,
      { s: head, kind: 'latin', w: headW, brk: true, hy },
      { s: a.s.slice(at), kind: 'latin', w: a.w - headW },
    );
    return true;
  }
  return false;
}

/**
 * Greedy line breaking over atoms (mutated when an over-long Latin run has to be split): each line as
 * [start, end) atom indices. `maxOf(k)` is line k's width in em.
 */
function breakAtoms(
  face: FontFace,
  atoms: Atom[],
  from: number,
  maxOf: (k: number) => number,
  hyphenate = false,
): [number, number][] {
  const lines: [number, number][] = [];
  let start = from;
  const skip = (i: number): number => {
    while (atoms[i]?.kind === 'space') i++;
    return i;
  };
  start = skip(start);
  while (start < atoms.length) {
    const max = maxOf(lines.length);
    let w = 0;
    let lastBreak = -1;
    let end = atoms.length;
    let prevSolid = -1;
    for (let i = start; i < atoms.length; i++) {
      const a = atoms[i] as Atom;
      const add = a.w + gapAt(atoms, start, i);
      if (a.kind === 'space') {
        w += add;
        continue;
      }
      if (prevSolid >= 0 && canBreak(atoms[prevSolid] as Atom, a, prevSolid < i - 1)) lastBreak = i;
      // A hyphenated word's first part ending the line needs room for its hyphen.
      if (w + add + (a.hy ?? 0) - endTrim(a) > max + EPS) {
        const afterHyphen = atoms[(lines[lines.length - 1]?.[1] ?? 0) - 1]?.hy;
        if (hyphenate && a.kind === 'latin' && i > start && !afterHyphen) {
          if (hyphenateAt(face, atoms, start, i, w + gapAt(atoms, start, i), max)) {
            end = i + 1;
            break;
          }
        }
        const room = max - widthOf(atoms, start, i, false);
        if (a.kind === 'latin' && a.w > max && (i === start || room >= max * 0.25)) {
          // A word longer than a whole line (URL, long identifier): split it between characters.
          atoms.splice(i, 1, ...splitAtom(face, a));
          i--;
          continue;
        }
        if (lastBreak > start) end = lastBreak;
        else if (i === start) end = i + 1;
        else if (NO_START.has(first(a.s))) {
          // Nothing to break at and the mark may not start a line: it hangs at the line's end.
          end = i + 1;
        } else end = i;
        break;
      }
      w += add;
      prevSolid = i;
    }
    lines.push([start, end]);
    start = skip(end);
  }
  return lines;
}

/** Characters a line shows (spaces not counted). */
const shown = (atoms: readonly Atom[], [s, e]: [number, number]): number => {
  let n = 0;
  for (let i = s; i < e; i++) {
    const a = atoms[i] as Atom;
    if (a.kind !== 'space') n += Array.from(a.s).length;
  }
  return n;
};

/** A last line this short is a 孤字 (an orphaned character or two). */
export const ORPHAN_MAX = 2;

/**
 * Wraps one paragraph (no newlines) to a width: clreq line breaking, then no 孤字 (the last line takes
 * atoms from the line above it until it shows more than two characters, while that line stays at least
 * 60% full). With `justified` on a Latin face (an English edition's paragraph), words may be hyphenated.
 */
export function wrapParagraph(face: FontFace, size: number, text: string, maxWidth: number, justified = false): Line[] {
  const hyphenate = justified && !!face.fallback;
  const key = `${size}|${maxWidth}|${hyphenate ? 'h|' : ''}${text}`;
  return [...remember(face.wraps, key, 4000, () => breakParagraph(face, size, text, maxWidth, hyphenate))];
}

function breakParagraph(face: FontFace, size: number, text: string, maxWidth: number, hyphenate: boolean): Line[] {
  const atoms = atomize(face, text);
  const max = maxWidth / size;
  let spans = breakAtoms(face, atoms, 0, () => max, hyphenate);
  const n = spans.length;
  if (n >= 2 && shown(atoms, spans[n - 1] as [number, number]) <= ORPHAN_MAX) {
    const penStart = (spans[n - 2] as [number, number])[0];
    let limit = widthOf(atoms, penStart, (spans[n - 2] as [number, number])[1], true);
    for (let tries = 0; tries < 4; tries++) {
      limit -= 0.01;
      const again = breakAtoms(face, atoms, penStart, (k) => (k === 0 ? limit : max));
      const pen = again[0];
      if (again.length !== 2 || !pen) break;
      const penW = widthOf(atoms, pen[0], pen[1], true);
      if (penW < max * 0.6) break;
      limit = penW;
      if (shown(atoms, again[1] as [number, number]) > ORPHAN_MAX) {
        spans = [...spans.slice(0, n - 2), ...again];
        break;
      }
    }
  }
  return spans.map(([s, e], i) => {
    const [a, b] = trimSpaces(atoms, s, e);
    let t = '';
    for (let k = a; k < b; k++) t += (atoms[k] as Atom).s;
    const broken = i < spans.length - 1;
    const hy = broken && b > a ? (atoms[b - 1] as Atom).hy : undefined;
    const width = widthOf(atoms, a, b, true) * size;
    return hy ? { text: `${t}-`, width: width + hy * size, broken, hyphenated: true } : { text: t, width, broken };
  });
}

/** Wraps text with newlines; empty paragraphs are dropped. */
export function wrap(face: FontFace, size: number, text: string, maxWidth: number): Line[] {
  const out: Line[] = [];
  for (const para of text.split('\n')) {
    if (!para.trim()) continue;
    out.push(...wrapParagraph(face, size, para.trim(), maxWidth));
  }
  return out;
}

/** Shrinks a font size until a single-line text fits a width (for names). */
export function fitSize(face: FontFace, size: number, text: string, maxWidth: number, min = 10): number {
  const w = measure(face, size, text);
  if (w <= maxWidth) return size;
  return Math.max(min, (size * maxWidth) / w);
}
