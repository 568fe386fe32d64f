/**
 * Noto Sans SC and Noto Serif SC (TTF, regular + bold), and the English editions' Latin families (Source Sans 3
 * and Source Serif 4: regular, bold, italic), parsed once per process with fontkit's public `create` and handed to
 * every document through pdfkit's public `registerFont(name, font)` (pdfkit accepts parsed fontkit fonts
 * since 0.16). Each file is registered once per document under one name (DESIGN 11: the same file under two
 * names is reopened on every switch). Never WOFF/WOFF2: pdfkit renders their glyphs invisible.
 *
 * No private fontkit internals are touched: pdfkit subsets the glyphs itself. Sharing the parsed font keeps
 * fontkit's glyph cache warm across documents; text runs are laid out without the OpenType shaper (see
 * unshaped()). `npm run bench:pdf` shows the figure.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The part of fontkit's public font API this engine uses (fontkit ships no type declarations). */
export interface FontkitFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  postscriptName: string;
  hasGlyphForCodePoint(codePoint: number): boolean;
  glyphForCodePoint(codePoint: number): { id: number; advanceWidth: number; bbox: { minX: number; maxX: number } };
  createSubset(): FontkitSubset;
}

/** fontkit's public subset API (what pdfkit's EmbeddedFont calls). */
export interface FontkitSubset {
  includeGlyph(glyph: number | { id: number }): number;
  encode(): Uint8Array;
}

/** Bytes of encoded subsets kept per font (each is one resume's glyphs, roughly 50 to 300 KB). */
export const SUBSET_CACHE_BYTES = 8 << 20;

/**
 * fontkit's subset, whose encode() is remembered by the exact glyph sequence it was given: rendering the same
 * resume again (preview then download, the preview refreshed without new characters) reuses the encoded font
 * file instead of decoding every glyph outline again. Only the public subset API is used (includeGlyph,
 * encode); a different sequence simply encodes. Bounded in bytes, least recently used first out.
 */
function cachingSubsets(font: FontkitFont): () => FontkitSubset {
  const cache = new Map<string, Uint8Array>();
  let bytes = 0;
  return () => {
    const real = font.createSubset();
    // The glyph ids in the order they were first included (the subset's own .notdef, gid 0, is implied).
    const ids: number[] = [];
    return {
      includeGlyph(glyph) {
        const gid = real.includeGlyph(glyph);
        if (gid === ids.length + 1) ids.push(typeof glyph === 'object' ? glyph.id : glyph);
        return gid;
      },
      encode() {
        const key = ids.join(',');
        const hit = cache.get(key);
        if (hit) {
          cache.delete(key);
          cache.set(key, hit);
          return hit;
        }
        const data = real.encode();
        if (data.length <= SUBSET_CACHE_BYTES) {
          cache.set(key, data);
          bytes += data.length;
          for (const [k, v] of cache) {
            if (bytes <= SUBSET_CACHE_BYTES) break;
            cache.delete(k);
            bytes -= v.length;
          }
        }
        return data;
      },
    };
  };
}

const fontkit = require('fontkit') as { create(buffer: Uint8Array): FontkitFont };

/** A TTF file read, parsed and laid out unshaped (every family below is opened this way). */
const openFont = (path: string): FontkitFont => unshaped(fontkit.create(readFileSync(path)));

export const FONT_REGULAR = 'NotoSansSC-Regular';
export const FONT_BOLD = 'NotoSansSC-Bold';

export const SERIF_REGULAR = 'NotoSerifSC-Regular';
export const SERIF_BOLD = 'NotoSerifSC-Bold';

export interface LoadedFonts {
  regular: FontkitFont;
  bold: FontkitFont;
}

let loaded: LoadedFonts | null = null;
let serif: LoadedFonts | null = null;

/** The TTF paths inside @expo-google-fonts/noto-serif-sc (the 宋体-like designs). */
export function serifPaths(): { regular: string; bold: string } {
  return {
    regular: require.resolve('@expo-google-fonts/noto-serif-sc/400Regular/NotoSerifSC_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-serif-sc/700Bold/NotoSerifSC_700Bold.ttf'),
  };
}

/** Noto Serif SC, loaded on the first serif design's render; later calls return the same objects. */
export function getSerifFonts(): LoadedFonts {
  if (serif) return serif;
  const paths = serifPaths();
  serif = { regular: openFont(paths.regular), bold: openFont(paths.bold) };
  return serif;
}

/** The TTF paths inside @expo-google-fonts/noto-sans-sc. */
export function fontPaths(): { regular: string; bold: string } {
  return {
    regular: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
  };
}

type Glyph = ReturnType<FontkitFont['glyphForCodePoint']>;

/**
 * The font as pdfkit sees it: the parsed font itself (an object inheriting from it, nothing patched), whose
 * layout() maps each code point to its glyph through fontkit's public glyphForCodePoint and advances by the
 * glyph's width, instead of running the OpenType shaper on every text run of every document. Chinese needs no
 * shaping; Latin loses kerning and ligatures, which makes drawn lines exactly as wide as text.ts measured
 * them (line breaking and justification use the same unkerned widths). The result has the shape of
 * fontkit's GlyphRun (glyphs, positions, advanceWidth), which is all pdfkit reads. Its createSubset() is
 * fontkit's, with the encoded subset remembered per glyph sequence (cachingSubsets).
 */
export function unshaped(font: FontkitFont): FontkitFont {
  const glyphs = new Map<number, Glyph>();
  const glyphFor = (cp: number): Glyph => {
    let g = glyphs.get(cp);
    if (!g) {
      g = font.glyphForCodePoint(cp);
      glyphs.set(cp, g);
    }
    return g;
  };
  const layout = (text: string) => {
    const run: Glyph[] = [];
    const positions: { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }[] = [];
    let advanceWidth = 0;
    for (const ch of text) {
      const g = glyphFor(ch.codePointAt(0) ?? 32);
      run.push(g);
      positions.push({ xAdvance: g.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 });
      advanceWidth += g.advanceWidth;
    }
    return { glyphs: run, positions, advanceWidth };
  };
  return Object.assign(Object.create(font) as FontkitFont, { layout, createSubset: cachingSubsets(font) });
}

/** A Latin family (the English editions): regular, bold and a true italic. */
export interface LatinFonts extends LoadedFonts {
  italic: FontkitFont;
}

export type FontKind = 'sans' | 'serif';

/** The Latin families' names as registered in each document: Source Serif 4 (serif) and Source Sans 3 (sans). */
export const LATIN_NAMES: Record<FontKind, { regular: string; bold: string; italic: string }> = {
  serif: { regular: 'SourceSerif4-Regular', bold: 'SourceSerif4-Bold', italic: 'SourceSerif4-Italic' },
  sans: { regular: 'SourceSans3-Regular', bold: 'SourceSans3-Bold', italic: 'SourceSans3-Italic' },
};

/** The TTF paths of a Latin family inside @expo-google-fonts/source-serif-4 or source-sans-3. */
function latinPaths(kind: FontKind): { regular: string; bold: string; italic: string } {
  const [pkg, file] = kind === 'serif' ? ['source-serif-4', 'SourceSerif4'] : ['source-sans-3', 'SourceSans3'];
  const at = (style: string): string => require.resolve(`@expo-google-fonts/${pkg}/${style}/${file}_${style}.ttf`);
  return { regular: at('400Regular'), bold: at('700Bold'), italic: at('400Regular_Italic') };
}

const latin: Partial<Record<FontKind, LatinFonts>> = {};

/** A Latin family, loaded on the first English edition's render that uses it; later calls return the same objects. */
export function getLatinFonts(kind: FontKind): LatinFonts {
  const have = latin[kind];
  if (have) return have;
  const paths = latinPaths(kind);
  const made = { regular: openFont(paths.regular), bold: openFont(paths.bold), italic: openFont(paths.italic) };
  latin[kind] = made;
  return made;
}

/** Loads both fonts on first use; later calls return the same objects. */
export function getFonts(): LoadedFonts {
  if (loaded) return loaded;
  const paths = fontPaths();
  loaded = { regular: openFont(paths.regular), bold: openFont(paths.bold) };
  return loaded;
}
