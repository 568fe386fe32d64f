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
  /**
   * The first part of a word hyphenated at a pattern point (English editions): when a line ends after it, a
   * hyphen this wide (em) is set after it; when it meets the rest of its word on one line, nothing is.
   */
  hy?: number;
}

export interface Line {
  text: string;
  /** Set width in points, a trailing closing mark counted at half width (its ink's extent). */
  width: number;
  /** True when the line ended because the next text did not fit (candidate for justification). */
  broken: boolean;
  /** The line ends in a hyphen the breaker added (a word hyphenated at a pattern point): not in the source. */
  hyphenated?: boolean;
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
  /**
   * A Latin face's CJK face (the English editions): the code points the Latin font has no glyph for (Han, a
   * school's name, full-width marks) are measured and drawn in it, and set to clreq. None on a CJK face.
   */
  fallback?: FontFace;
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

export function makeFace(name: string, font: FontkitFont, fallback?: FontFace): FontFace {
  return {
    name,
    font,
    ...(fallback ? { fallback } : {}),
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

/** Whether the face's own font has a glyph for a code point (cached). */
export function hasGlyph(face: FontFace, cp: number): boolean {
  let ok = face.has.get(cp);
  if (ok === undefined) {
    ok = face.font.hasGlyphForCodePoint(cp);
    face.has.set(cp, ok);
  }
  return ok;
}

/** The face that draws a code point: a Latin face's CJK fallback for what its own font lacks, else the face. */
export function ownerOf(face: FontFace, cp: number): FontFace {
  return face.fallback && !hasGlyph(face, cp) && hasGlyph(face.fallback, cp) ? face.fallback : face;
}

/** Advance width of a code point in 1/unitsPerEm of the face's own font (a fallback glyph's scaled to it). */
export function advance(face: FontFace, cp: number): number {
  let w = face.widths.get(cp);
  if (w === undefined) {
    const owner = ownerOf(face, cp);
    w = owner.font.glyphForCodePoint(cp).advanceWidth;
    if (owner !== face) w = (w * face.font.unitsPerEm) / owner.font.unitsPerEm;
    face.widths.set(cp, w);
  }
  return w;
}

/**
 * Removes control characters and code points the font (or a Latin face's CJK fallback) cannot draw (they would
 * show as empty boxes).
 */
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
    if (hasGlyph(face, cp) || (face.fallback && hasGlyph(face.fallback, cp))) out += ch;
  }
  return out;
}
