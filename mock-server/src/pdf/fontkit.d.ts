/** The part of fontkit's public API this engine uses (fontkit ships no type declarations). */
declare module 'fontkit' {
  export interface Glyph {
    id: number;
    advanceWidth: number;
  }
  export interface Font {
    unitsPerEm: number;
    ascent: number;
    descent: number;
    postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
    glyphForCodePoint(codePoint: number): Glyph;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
