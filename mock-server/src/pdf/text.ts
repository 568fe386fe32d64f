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
 * - no 孤字: a paragraph's last line never holds only one or two characters when one can be pulled down.
 * Widths come from the process-wide fontkit fonts and are cached per code point and per string.
 */
import type { FontkitFont } from './fonts.ts';
import type { PlacedLine } from './place.ts';
import { CLOSE, isHan, isWide, LEFT_SET, MIDDLE_DOT, NO_END, NO_START, OPEN, UNIT_AFTER_NUMBER } from './kinsoku.ts';

export interface FontFace {
  /** The name registered in each pdfkit document. */
  name: string;
  font: FontkitFont;
  /** Advance width per code point in 1/unitsPerEm, cached for the whole process. */
  widths: Map<number, number>;
  /** Whether the font has a glyph for a code point, cached. */
  has: Map<number, boolean>;
  /** Set width of whole strings in em (see `measure`), cached. */
  strings: Map<string, number>;
  /**
   * Wrapped paragraphs and placed lines, cached by size, width and text: the tighter steps (智能一页) change
   * only spacing and leading, so they (and every render of the same resume) reuse the same lines; the looser
   * steps (均衡分页) set the body larger, each wrapping once per size.
   */
  wraps: Map<string, readonly Line[]>;
  placed: Map<string, PlacedLine>;
  cleaned: Map<string, string>;
}

export function makeFace(name: string, font: FontkitFont): FontFace {
  return {
    name,
    font,
    widths: new Map(),
    has: new Map(),
    strings: new Map(),
    wraps: new Map(),
    placed: new Map(),
    cleaned: new Map(),
  };
}

/** Bounded memo: the cache is emptied when it grows past `max` entries (a long-running server). */
export function remember<T>(cache: Map<string, T>, key: string, max: number, make: () => T): T {
  let v = cache.get(key);
  if (v === undefined) {
    v = make();
    if (cache.size >= max) cache.clear();
    cache.set(key, v);
  }
  return v;
}

export function advance(face: FontFace, cp: number): number {
  let w = face.widths.get(cp);
  if (w === undefined) {
    w = face.font.glyphForCodePoint(cp).advanceWidth;
    face.widths.set(cp, w);
  }
  return w;
}

/** Removes control characters and code points the font cannot draw (they would show as empty boxes). */
export function clean(face: FontFace, text: string): string {
  return remember(face.cleaned, text, 4000, () => strip(face, text));
}

function strip(face: FontFace, text: string): string {
  let out = '';
  for (const ch of text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp === 10) {
      out += ch;
      continue;
    }
    if (cp < 32 || (cp >= 0x7f && cp < 0xa0) || cp === 0xfeff || (cp >= 0x200b && cp <= 0x200f)) continue;
    let ok = face.has.get(cp);
    if (ok === undefined) {
      ok = face.font.hasGlyphForCodePoint(cp);
      face.has.set(cp, ok);
    }
    if (ok) out += ch;
  }
  return out;
}

/**
 * What an atom is: an ideograph (or kana, hangul, fullwidth letter), a run of Latin text, spaces, an
 * opening / closing / other full-width mark, or a run of dashes or ellipses (each mark set to 1 em).
 */
type Kind = 'han' | 'latin' | 'space' | 'open' | 'close' | 'mid' | 'dash' | 'ellipsis';

/** The smallest piece the breaker works with: never broken inside (except an over-long Latin run). */
export interface Atom {
  s: string;
  kind: Kind;
  /** Advance in em. */
  w: number;
  /** A Latin run that may break after itself (URL and path breaks). */
  brk?: boolean;
}

/** Em space between Han and Latin letters or digits where the source has no space (clreq: about 1/4 em). */
export const HAN_LATIN_GAP = 0.25;
/** How much of the em a compressed full-width mark gives up. */
const HALF = 0.5;

const isSpaceCh = (cp: number): boolean => cp === 32 || cp === 0xa0 || cp === 0x3000;
const ALNUM = /[\p{L}\p{N}]/u;

function kindOf(ch: string, cp: number): Kind {
  if (isSpaceCh(cp)) return 'space';
  if (cp === 0x2014 || cp === 0x2015) return 'dash';
  if (cp === 0x2026 || cp === 0x22ef) return 'ellipsis';
  if (OPEN.has(ch)) return 'open';
  if (CLOSE.has(ch)) return 'close';
  if (isHan(cp)) return 'han';
  if (isWide(cp)) return 'mid';
  return 'latin';
}

/**
 * Whether a Latin run may break after its last character ch: URLs after / ? & . (never inside the scheme,
 * never after a hyphen), other text after a slash ("React/Vue"). Hyphenated tokens (CET-6) stay whole.
 */
function breaksAfter(run: string, ch: string, inUrl: boolean): boolean {
  if (ch === '/') return !/:\/\/?$/.test(run);
  if (!inUrl) return false;
  return ch === '?' || ch === '&' || ch === '.';
}

const URL_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const URL_START = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.)/i;

/** Splits text into atoms. */
export function atomize(face: FontFace, text: string): Atom[] {
  const atoms: Atom[] = [];
  const upem = face.font.unitsPerEm;
  let run = '';
  let runW = 0;
  let inUrl = false;
  const flush = (brk: boolean): void => {
    if (run)
      atoms.push(brk ? { s: run, kind: 'latin', w: runW / upem, brk } : { s: run, kind: 'latin', w: runW / upem });
    run = '';
    runW = 0;
  };
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 32;
    const kind = kindOf(ch, cp);
    if (kind === 'latin') {
      run += ch;
      runW += advance(face, cp);
      if (!inUrl && URL_START.test(run)) inUrl = true;
      if (run.length > 1 && breaksAfter(run, ch, inUrl)) flush(true);
      continue;
    }
    flush(false);
    inUrl = false;
    const w = kind === 'dash' || kind === 'ellipsis' ? 1 : advance(face, cp) / upem;
    const prev = atoms[atoms.length - 1];
    // Runs of spaces, dashes and ellipses are one atom each (—— and …… are never broken).
    if (prev && prev.kind === kind && (kind === 'space' || kind === 'dash' || kind === 'ellipsis')) {
      prev.s += ch;
      prev.w += w;
    } else atoms.push({ s: ch, kind, w });
  }
  flush(false);
  // No space beside a full-width mark (clreq): a source space next to one takes no room and is not drawn.
  for (let i = 0; i < atoms.length; i++) {
    const a = atoms[i] as Atom;
    if (a.kind === 'space' && (hugsSpace(atoms[i - 1], true) || hugsSpace(atoms[i + 1], false))) a.w = 0;
  }
  return atoms;
}

/** A compressible mark (opening, closing, left-set) beside which a space is dropped. */
function hugsSpace(a: Atom | undefined, before: boolean): boolean {
  if (!a) return false;
  if (a.kind === 'open' || a.kind === 'close') return true;
  return a.kind === 'mid' && LEFT_SET.has(before ? last(a.s) : first(a.s));
}

/** A space set at zero width (beside a full-width mark): neither measured, stretched nor drawn. */
export const collapsed = (a: Atom): boolean => a.kind === 'space' && a.w === 0;

const first = (s: string): string => String.fromCodePoint(s.codePointAt(0) ?? 32);
const last = (s: string): string => {
  const arr = Array.from(s);
  return arr[arr.length - 1] ?? '';
};
const isPunct = (k: Kind): boolean => k === 'open' || k === 'close' || k === 'mid';

/** The blank (em) a full-width mark has on its right: closing and left-set marks half, a middle dot a quarter. */
function blankRight(a: Atom): number {
  if (a.w < 0.99) return 0;
  if (a.kind === 'close') return HALF;
  if (a.kind !== 'mid' || a.s.length !== 1) return 0;
  return LEFT_SET.has(a.s) ? HALF : MIDDLE_DOT.has(a.s) ? HALF / 2 : 0;
}

/** The blank (em) a full-width mark has on its left: opening marks half, a middle dot a quarter. */
function blankLeft(a: Atom): number {
  if (a.w < 0.99) return 0;
  if (a.kind === 'open') return HALF;
  return a.kind === 'mid' && MIDDLE_DOT.has(a.s) ? HALF / 2 : 0;
}

/** Extra space (em, may be negative) between two adjacent atoms: Han–Latin spacing and mark compression. */
export function gapBetween(a: Atom, b: Atom): number {
  if (a.kind === 'han' && b.kind === 'latin' && ALNUM.test(first(b.s))) return HAN_LATIN_GAP;
  if (a.kind === 'latin' && b.kind === 'han' && ALNUM.test(last(a.s))) return HAN_LATIN_GAP;
  // Two adjacent marks: 2 em set in 1.5, from the blanks that face each other.
  if (isPunct(a.kind) && isPunct(b.kind)) return -Math.min(HALF, blankRight(a) + blankLeft(b));
  return 0;
}

/** The gap before atoms[i] on a line starting at `from`, looking past spaces set at zero width. */
export function gapAt(atoms: readonly Atom[], from: number, i: number): number {
  const b = atoms[i] as Atom;
  if (collapsed(b)) return 0;
  let p = i - 1;
  while (p >= from && collapsed(atoms[p] as Atom)) p--;
  return p >= from ? gapBetween(atoms[p] as Atom, b) : 0;
}

/** Whether justification may add space just before b (never inside a Latin word or next to a mark's ink). */
export function stretchBefore(a: Atom, b: Atom): boolean {
  if (b.kind === 'space') return !collapsed(b);
  if (a.kind === 'space') return false;
  if (a.kind === 'latin' && b.kind === 'latin') return false;
  if (b.kind === 'close' || a.kind === 'open' || (isPunct(a.kind) && isPunct(b.kind))) return false;
  if (b.kind === 'mid' && NO_START.has(first(b.s))) return false;
  return true;
}

/** Whether a line may break between a (the last non-space atom before) and b (the next non-space atom). */
function canBreak(a: Atom, b: Atom, spaced: boolean): boolean {
  if (NO_START.has(first(b.s)) || NO_END.has(last(a.s))) return false;
  if (spaced) return true;
  if (a.kind === 'latin' && b.kind === 'latin') return !!a.brk;
  // A number with its unit: 800元, 3年, 20万.
  if (a.kind === 'latin' && /\d$/.test(a.s) && UNIT_AFTER_NUMBER.has(first(b.s))) return false;
  return true;
}

/** What a trailing closing or left-set mark gives up at a line's end (its blank half). */
const endTrim = (a: Atom | undefined): number => (a && blankRight(a) === HALF ? HALF : 0);

/** Width in em of atoms [from, to), spaces at both ends dropped; the end trimmed when `trim`. */
export function widthOf(atoms: readonly Atom[], from: number, to: number, trim: boolean): number {
  let s = from;
  let e = to;
  while (s < e && atoms[s]?.kind === 'space') s++;
  while (e > s && atoms[e - 1]?.kind === 'space') e--;
  let w = 0;
  for (let i = s; i < e; i++) {
    const a = atoms[i] as Atom;
    w += a.w + gapAt(atoms, s, i);
  }
  return trim ? w - endTrim(atoms[e - 1]) : w;
}

/**
 * Set width of a single line of text in points: Han–Latin spacing and compression included, a closing
 * mark at the end at full width. Cached per string (in em).
 */
export function measure(face: FontFace, size: number, text: string): number {
  const em = remember(face.strings, text, 20000, () => {
    const atoms = atomize(face, text);
    return widthOf(atoms, 0, atoms.length, false);
  });
  return em * size;
}

export interface Line {
  text: string;
  /** Set width in points, a trailing closing mark counted at half width (its ink's extent). */
  width: number;
  /** True when the line ended because the next text did not fit (candidate for justification). */
  broken: boolean;
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

/**
 * Greedy line breaking over atoms (mutated when an over-long Latin run has to be split): each line as
 * [start, end) atom indices. `maxOf(k)` is line k's width in em.
 */
function breakAtoms(face: FontFace, atoms: Atom[], from: number, maxOf: (k: number) => number): [number, number][] {
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
      if (w + add - endTrim(a) > max + EPS) {
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
 * 60% full).
 */
export function wrapParagraph(face: FontFace, size: number, text: string, maxWidth: number): Line[] {
  return [
    ...remember(face.wraps, `${size}|${maxWidth}|${text}`, 4000, () => breakParagraph(face, size, text, maxWidth)),
  ];
}

function breakParagraph(face: FontFace, size: number, text: string, maxWidth: number): Line[] {
  const atoms = atomize(face, text);
  const max = maxWidth / size;
  let spans = breakAtoms(face, atoms, 0, () => max);
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
    let a = s;
    let b = e;
    while (a < b && atoms[a]?.kind === 'space') a++;
    while (b > a && atoms[b - 1]?.kind === 'space') b--;
    let t = '';
    for (let k = a; k < b; k++) t += (atoms[k] as Atom).s;
    return { text: t, width: widthOf(atoms, a, b, true) * size, broken: i < spans.length - 1 };
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
