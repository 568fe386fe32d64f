/**
 * The engine's shared text shapes and the font face they are measured with: a face wraps a fontkit font with
 * its process-wide caches (widths, glyph presence, measured strings, wrapped and placed lines). The breaker
 * (`./text.ts`), the atomizer (`./atoms.ts`) and the placer (`./place.ts`) all depend on this module, never on
 * each other in a circle.
 */
import type { FontkitFont } from './fonts.ts';

/**
 * What an atom is: an ideograph (or kana, hangul, fullwidth letter), a run of Latin text, spaces, an
 * opening / closing / other full-width mark, or a run of dashes or ellipses (each mark set to 1 em).
 */
export type Kind = 'han' | 'latin' | 'space' | 'open' | 'close' | 'mid' | 'dash' | 'ellipsis';

/** The smallest piece the breaker works with: never broken inside (except an over-long Latin run). */
export interface Atom {
  s: string;
  kind: Kind;
  /** Advance in em. */
  w: number;
  /** A Latin run that may break after itself (URL and path breaks). */
  brk?: boolean;
}

export interface Line {
  text: string;
  /** Set width in points, a trailing closing mark counted at half width (its ink's extent). */
  width: number;
  /** True when the line ended because the next text did not fit (candidate for justification). */
  broken: boolean;
}

/** A line's atoms placed: x of each atom's origin (points from the line's start). */
export interface PlacedLine {
  atoms: Atom[];
  xs: number[];
  /** Set width in points (trailing closing mark at half width), after justification. */
  width: number;
}

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
