/**
 * Noto Sans SC (TTF, regular + bold) loaded once per process as fontkit objects and handed to every
 * document. Each file is registered once per document under one name (DESIGN 11: the same file under two
 * names is reopened on every switch). Never WOFF/WOFF2: pdfkit renders their glyphs invisible.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The subset of a fontkit font this engine uses. */
export interface FontkitFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  postscriptName: string;
  hasGlyphForCodePoint(codePoint: number): boolean;
  glyphForCodePoint(codePoint: number): { advanceWidth: number };
  layout(text: string): unknown;
}

interface Fontkit {
  create(buffer: Uint8Array): FontkitFont;
}

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

/** fontkit exactly as pdfkit resolves it, so the font objects are the ones pdfkit expects. */
function loadFontkit(): Fontkit {
  const fromPdfkit = createRequire(require.resolve('pdfkit'));
  return fromPdfkit('fontkit') as Fontkit;
}

/** Loads both fonts on first use; later calls return the same objects. */
export function getFonts(): LoadedFonts {
  if (loaded) return loaded;
  const fontkit = loadFontkit();
  const paths = fontPaths();
  loaded = {
    regular: fontkit.create(readFileSync(paths.regular)),
    bold: fontkit.create(readFileSync(paths.bold)),
  };
  return loaded;
}
