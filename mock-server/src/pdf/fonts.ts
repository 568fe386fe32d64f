/**
 * Noto Sans SC (TTF, regular + bold) parsed once per process with fontkit's public `create` and handed to
 * every document through pdfkit's public `registerFont(name, font)` (pdfkit accepts parsed fontkit fonts
 * since 0.16). Each file is registered once per document under one name (DESIGN 11: the same file under two
 * names is reopened on every switch). Never WOFF/WOFF2: pdfkit renders their glyphs invisible.
 *
 * No private fontkit internals are touched: pdfkit shapes each text run and subsets the glyphs itself.
 * Sharing the parsed font keeps fontkit's glyph cache warm across documents, which is what keeps a render
 * fast without patching anything (`npm run bench:pdf` shows the figure).
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
  glyphForCodePoint(codePoint: number): { id: number; advanceWidth: number };
}

const fontkit = require('fontkit') as { create(buffer: Uint8Array): FontkitFont };

export const FONT_REGULAR = 'NotoSansSC-Regular';
export const FONT_BOLD = 'NotoSansSC-Bold';

export interface LoadedFonts {
  regular: FontkitFont;
  bold: FontkitFont;
}

let loaded: LoadedFonts | null = null;

/** The TTF paths inside @expo-google-fonts/noto-sans-sc. */
export function fontPaths(): { regular: string; bold: string } {
  return {
    regular: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
  };
}

/** Loads both fonts on first use; later calls return the same objects. */
export function getFonts(): LoadedFonts {
  if (loaded) return loaded;
  const paths = fontPaths();
  loaded = {
    regular: fontkit.create(readFileSync(paths.regular)),
    bold: fontkit.create(readFileSync(paths.bold)),
  };
  return loaded;
}
