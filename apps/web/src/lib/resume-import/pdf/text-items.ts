// A PDF's text items with their boxes (pdf.js's text layer), per page, in points with the origin at the page's
// top-left; icon-font glyphs (private use area) dropped. Refuses scans, password-protected and damaged files.
import type * as PdfJs from 'pdfjs-dist';
import type { ImportRefusal } from '../model';
import { refusal } from '../refusals';
import { strokedRunStarts } from './stroked-text';

export interface TextItem {
  str: string;
  x: number;
  /** Top of the glyph box. */
  y: number;
  w: number;
  h: number;
  page: number;
  bold: boolean;
  /**
   * A picture's text only (OCR, which gives no font): how heavy its line's strokes are (ocr/stroke-weight.ts), to tell
   * bold from regular where the layout needs it.
   */
  weight?: number;
}

export interface PdfText {
  pages: { width: number; height: number }[];
  items: TextItem[];
}

/** What pdf.js tells of a loaded font. */
interface FontFacts {
  name?: string;
  bold?: boolean;
  black?: boolean;
  isType3Font?: boolean;
}

/** A font's name without its subset tag (AAAAAA+WenQuanYiMicroHei). */
const baseName = (name: string) => name.replace(/^[A-Z]{6}\+/, '');

/** How near (in points) a text item's start must be to a stroked run's to be that run. */
const STROKED_NEAR = 0.5;

const PUA = /[\uE000-\uF8FF]|\uD83C[\uDF00-\uDFFF]|\uD83D[\uDC00-\uDEFF]|[\u2600-\u27BF]/g;

export async function readPdfText(
  pdfjs: typeof PdfJs,
  bytes: Uint8Array,
  cMapUrl: string | undefined,
): Promise<PdfText | { refusal: ImportRefusal }> {
  let doc: PdfJs.PDFDocumentProxy;
  try {
    doc = await pdfjs.getDocument({
      data: bytes.slice(),
      isEvalSupported: false,
      ...(cMapUrl ? { cMapUrl, cMapPacked: true } : {}),
      useSystemFonts: false,
      disableFontFace: true,
    }).promise;
  } catch (e) {
    const name = (e as { name?: string }).name;
    return { refusal: refusal(name === 'PasswordException' ? 'encrypted' : 'damaged') };
  }
  try {
    const pages: PdfText['pages'] = [];
    const items: TextItem[] = [];
    // Chromium (Skia) draws a font with no bold face emboldened as Type 3 outlines under the font's own name, beside
    // the same font embedded as it is for the regular text: such a Type 3 copy is bold. Type 3 alone (a font that may
    // not be embedded, an icon font) says nothing.
    const type3Base = new Map<TextItem, string>();
    const embeddedBases = new Set<string>();
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const view = page.getViewport({ scale: 1 });
      pages.push({ width: view.width, height: view.height });
      const content = await page.getTextContent();
      // The weight is in the embedded font's PostScript name (NotoSansSC-Bold), which pdf.js hands to this thread
      // (page.commonObjs) only when it builds the page's operator list: the text content names its fonts by an id
      // (g_d0_f1) and a generic family (sans-serif) only.
      const ops = await page.getOperatorList().catch(() => null);
      // Bold made by stroking the glyphs (a font with no bold face): the runs' starts, matched to the items' below.
      const stroked = ops ? strokedRunStarts(ops, pdfjs) : [];
      const strokedAt = (x: number, y: number) =>
        stroked.some((s) => Math.abs(s.x - x) < STROKED_NEAR && Math.abs(s.y - y) < STROKED_NEAR);
      for (const it of content.items) {
        if (!('str' in it) || !it.str) continue;
        const str = it.str.replace(PUA, '');
        if (!str.trim()) continue;
        const [a, b, , d, e, f] = it.transform as number[];
        const size = Math.hypot(a!, b!) || Math.abs(d!) || it.height;
        let bold = false;
        let font: FontFacts | null = null;
        try {
          font = page.commonObjs.get(it.fontName) as FontFacts | null;
          bold = !!font && (!!font.bold || !!font.black || /bold|black|heavy|semibold|demi/i.test(font.name ?? ''));
        } catch {
          // not loaded: weight unknown
        }
        bold ||= strokedAt(e!, f!);
        // Boxes of the kept characters only when icons were dropped from the item's ends.
        const lead = it.str.length - it.str.replace(/^[\uE000-\uF8FF\s]+/, '').length;
        const per = it.width / Math.max(1, it.str.length);
        const item: TextItem = {
          str,
          x: e! + (str === it.str ? 0 : lead * per),
          y: view.height - f! - size,
          w: str === it.str ? it.width : per * str.length,
          h: size,
          page: n - 1,
          bold,
        };
        items.push(item);
        if (font?.name) {
          if (font.isType3Font) type3Base.set(item, baseName(font.name));
          else embeddedBases.add(baseName(font.name));
        }
      }
      page.cleanup();
    }
    for (const [item, base] of type3Base) if (embeddedBases.has(base)) item.bold = true;
    const chars = items.reduce((s, i) => s + i.str.trim().length, 0);
    if (chars < 10) return { refusal: refusal('scan') };
    return { pages, items };
  } finally {
    await doc.destroy();
  }
}
