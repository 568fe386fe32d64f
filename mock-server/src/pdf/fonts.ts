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
  glyphForCodePoint(codePoint: number): { id: number; advanceWidth: number };
  layout(text: string, features?: unknown): unknown;
  getGlyph(id: number): FontkitGlyph;
  createSubset(): unknown;
}

interface FontkitGlyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
  _decode(): { numberOfContours: number; components?: { glyphID: number; pos: number }[] } | null;
  _getMetrics(): { leftBearing: number };
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
    regular: accelerate(fontkit.create(readFileSync(paths.regular))),
    bold: accelerate(fontkit.create(readFileSync(paths.bold))),
  };
  return loaded;
}

interface Position {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** What a TrueType subset needs of one glyph, read once per process. */
interface GlyphRecord {
  bytes: Uint8Array;
  components: { glyphID: number; pos: number }[] | null;
  advance: number;
  bearing: number;
}

interface TTFSubsetLike {
  glyf: Uint8Array[];
  loca: { offsets: number[] };
  hmtx: { metrics: { advance: number; bearing: number }[] };
  offset: number;
  includeGlyph(gid: number): number;
  _addGlyph?: (gid: number) => number;
}

interface FontInternals {
  loca?: { offsets: number[] };
  _getTableStream?: (tag: string) => { pos: number; readBuffer(n: number): Uint8Array };
  _variationProcessor?: unknown;
}

/**
 * Wraps a fontkit font for speed, keeping what pdfkit sees identical in meaning:
 * - layout() maps code points to glyphs with their advance widths (cached per code point) instead of
 *   running the OpenType shaper on every line. Chinese needs no shaping; Latin loses only kerning.
 * - createSubset() returns fontkit's TrueType subset whose per-glyph step reuses glyph records read
 *   once per process (fontkit re-decodes every glyph outline in every document otherwise).
 * Both are measured in `npm run bench:pdf`; the subset bytes are checked against fontkit's own in tests.
 */
export function accelerate(font: FontkitFont): FontkitFont {
  const glyphs = new Map<number, FontkitGlyph>();
  const records = new Map<number, GlyphRecord>();
  const internals = font as unknown as FontInternals;
  const canSubset =
    !!internals.loca && typeof internals._getTableStream === 'function' && !internals._variationProcessor;

  const glyphFor = (cp: number): FontkitGlyph => {
    let g = glyphs.get(cp);
    if (!g) {
      g = font.glyphForCodePoint(cp) as FontkitGlyph;
      glyphs.set(cp, g);
    }
    return g;
  };

  const layout = (text: string): { glyphs: FontkitGlyph[]; positions: Position[]; advanceWidth: number } => {
    const out: FontkitGlyph[] = [];
    const positions: Position[] = [];
    for (const ch of text) {
      const g = glyphFor(ch.codePointAt(0) ?? 32);
      out.push(g);
      positions.push({ xAdvance: g.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 });
    }
    return {
      glyphs: out,
      positions,
      get advanceWidth() {
        return positions.reduce((sum, p) => sum + p.xAdvance, 0);
      },
    };
  };

  const record = (gid: number): GlyphRecord => {
    let r = records.get(gid);
    if (r) return r;
    const glyph = font.getGlyph(gid);
    const glyf = glyph._decode();
    const offsets = internals.loca?.offsets ?? [];
    const cur = offsets[gid] ?? 0;
    const next = offsets[gid + 1] ?? cur;
    const stream = internals._getTableStream?.('glyf');
    if (!stream) throw new Error('glyf table missing');
    stream.pos += cur;
    const bytes = Uint8Array.from(stream.readBuffer(next - cur));
    r = {
      bytes,
      components:
        glyf && glyf.numberOfContours < 0
          ? (glyf.components ?? []).map((c) => ({ glyphID: c.glyphID, pos: c.pos }))
          : null,
      advance: glyph.advanceWidth,
      bearing: glyph._getMetrics().leftBearing,
    };
    records.set(gid, r);
    return r;
  };

  function addGlyph(this: TTFSubsetLike, gid: number): number {
    const r = record(gid);
    let bytes = r.bytes;
    if (r.components) {
      bytes = new Uint8Array(r.bytes);
      const view = new DataView(bytes.buffer);
      for (const c of r.components) view.setUint16(c.pos, this.includeGlyph(c.glyphID));
    }
    this.glyf.push(bytes);
    this.loca.offsets.push(this.offset);
    this.hmtx.metrics.push({ advance: r.advance, bearing: r.bearing });
    this.offset += bytes.length;
    return this.glyf.length - 1;
  }

  const createSubset = (): unknown => {
    const subset = font.createSubset() as TTFSubsetLike;
    if (canSubset && typeof subset._addGlyph === 'function') subset._addGlyph = addGlyph;
    return subset;
  };

  return new Proxy(font, {
    get(target, key) {
      if (key === 'layout') return layout;
      if (key === 'createSubset') return createSubset;
      if (key === 'unaccelerated') return target;
      const v: unknown = Reflect.get(target, key, target);
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
}
