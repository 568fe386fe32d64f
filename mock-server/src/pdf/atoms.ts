/**
 * Splitting text into atoms and measuring them to clreq: unbreakable units (Latin words and tokens, ——, ……),
 * about 1/4 em between Han and Latin letters or digits, punctuation compression, and which gaps justification
 * may widen. Used by the breaker (`./text.ts`) and the placer (`./place.ts`).
 */
import type { Atom, FontFace, Kind } from './face.ts';
import { advance, hasGlyph, remember } from './face.ts';
import { CLOSE, isHan, isWide, LEFT_SET, MIDDLE_DOT, NO_START, OPEN } from './kinsoku.ts';

/** Em space between Han and Latin letters or digits where the source has no space (clreq: about 1/4 em). */
export const HAN_LATIN_GAP = 0.25;
/** How much of the em a compressed full-width mark gives up. */
const HALF = 0.5;

const isSpaceCh = (cp: number): boolean => cp === 32 || cp === 0xa0 || cp === 0x3000;
const ALNUM = /[\p{L}\p{N}]/u;

function kindOf(face: FontFace, ch: string, cp: number): Kind {
  if (isSpaceCh(cp)) return 'space';
  // A Latin face sets what its own font draws as Latin text (curly quotes, dashes, the middle dot); the rest
  // (Han, full-width marks) goes to its CJK fallback and keeps the clreq rules.
  if (face.fallback && !isHan(cp) && hasGlyph(face, cp)) return 'latin';
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

export const URL_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
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
    const kind = kindOf(face, ch, cp);
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

export const first = (s: string): string => String.fromCodePoint(s.codePointAt(0) ?? 32);
export const last = (s: string): string => {
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
function gapBetween(a: Atom, b: Atom): number {
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

/** What a trailing closing or left-set mark gives up at a line's end (its blank half). */
export const endTrim = (a: Atom | undefined): number => (a && blankRight(a) === HALF ? HALF : 0);

/** Atoms [from, to) without the spaces at either end, as [start, end). */
export function trimSpaces(atoms: readonly Atom[], from: number, to: number): [number, number] {
  let s = from;
  let e = to;
  while (s < e && atoms[s]?.kind === 'space') s++;
  while (e > s && atoms[e - 1]?.kind === 'space') e--;
  return [s, e];
}

/** Width in em of atoms [from, to), spaces at both ends dropped; the end trimmed when `trim`. */
export function widthOf(atoms: readonly Atom[], from: number, to: number, trim: boolean): number {
  const [s, e] = trimSpaces(atoms, from, to);
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
