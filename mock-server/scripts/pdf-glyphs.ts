/**
 * A rendered PDF read back glyph by glyph (issue 23): every glyph's position from pdf.js operator lists (text matrix,
 * font size, character spacing, horizontal scaling, TJ adjustments), lines rebuilt from the glyphs, the ink and blank
 * extents of a glyph the typesetting rules measure, and the structure tree. Used by pdf-typeset.ts's rules, by
 * `npm run report:pdf` and `report:pdf-en`, and by mock-server/test/pdf (typeset, latin).
 */
import { getDocument, OPS, Util } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { CLOSE, LEFT_SET, MIDDLE_DOT, OPEN } from '../src/pdf/kinsoku.ts';
import { getFaces, getLatinFaces, getSerifFaces } from '../src/pdf/render.ts';

/** One glyph as drawn: its origin (points, y down from the page top, on the baseline) and its advance. */
export interface Glyph {
  ch: string;
  x: number;
  y: number;
  /** The glyph's own advance in points as drawn (horizontal scaling included, character spacing not). */
  w: number;
  size: number;
  /** Horizontal scaling in percent. */
  hs: number;
  /** The font's name as embedded (e.g. ABCDEF+NotoSerifSC-Regular; '' when pdf.js does not say). */
  font: string;
}

type Matrix = [number, number, number, number, number, number];
/** m applied first, then n (pdf.js's Util.transform takes them the other way round). */
const mul = (m: Matrix, n: Matrix) => Util.transform(n, m) as Matrix;
const asMatrix = (a: unknown): Matrix => Array.from(a as ArrayLike<number>).slice(0, 6) as Matrix;

interface PdfGlyph {
  unicode: string;
  width: number;
  isSpace?: boolean;
}

/** Every glyph of every page, in content order. */
export async function readGlyphs(bytes: Uint8Array): Promise<Glyph[][]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, disableFontFace: true }).promise;
  const pages: Glyph[][] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const height = page.view[3] ?? 841.89;
    const { fnArray, argsArray } = await page.getOperatorList();
    const out: Glyph[] = [];
    let ctm: Matrix = [1, 0, 0, 1, 0, 0];
    const stack: { ctm: Matrix; size: number; cs: number; hs: number; font: string }[] = [];
    const fontName = (ref: unknown): string => {
      try {
        return String((page.commonObjs.get(String(ref)) as { name?: string } | null)?.name ?? '');
      } catch {
        return '';
      }
    };
    let font = '';
    let tm: Matrix = [1, 0, 0, 1, 0, 0];
    let size = 10;
    let cs = 0;
    let hs = 100;
    for (let i = 0; i < fnArray.length; i++) {
      const fn = fnArray[i];
      const args = (argsArray[i] ?? []) as unknown[];
      // Character spacing and scaling are graphics state: saved and restored with the matrix.
      if (fn === OPS.save) stack.push({ ctm, size, cs, hs, font });
      else if (fn === OPS.restore)
        ({ ctm, size, cs, hs, font } = stack.pop() ?? { ctm: [1, 0, 0, 1, 0, 0], size, cs: 0, hs: 100, font });
      else if (fn === OPS.transform) ctm = mul(asMatrix(args), ctm);
      else if (fn === OPS.beginText) tm = [1, 0, 0, 1, 0, 0];
      else if (fn === OPS.setTextMatrix) tm = asMatrix(args[0] ?? args);
      else if (fn === OPS.setFont) {
        size = Number(args[1]);
        font = fontName(args[0]);
      } else if (fn === OPS.setCharSpacing) cs = Number(args[0]);
      else if (fn === OPS.setHScale) hs = Number(args[0]);
      else if (fn === OPS.showText) {
        for (const g of args[0] as (PdfGlyph | number)[]) {
          if (typeof g === 'number') {
            tm = mul([1, 0, 0, 1, ((-g / 1000) * size * hs) / 100, 0], tm);
            continue;
          }
          const own = ((g.width / 1000) * size * hs) / 100;
          const adv = own + (cs * hs) / 100;
          const m = mul(tm, ctm);
          // Upright text only (a page number set along the page's edge is left out).
          if (g.unicode && Math.abs(m[1]) < 1e-6) {
            const ch = /^\s+$/.test(g.unicode) ? ' ' : g.unicode;
            out.push({ ch, x: m[4], y: height - m[5], w: own * m[0], size: size * Math.abs(m[3]), hs, font });
          }
          tm = mul([1, 0, 0, 1, adv, 0], tm);
        }
      }
    }
    pages.push(out);
    page.cleanup();
  }
  await doc.destroy();
  return pages;
}

/** A line rebuilt from glyphs: one baseline, no gap wider than an em and a half. */
export interface TextLine {
  page: number;
  y: number;
  glyphs: Glyph[];
  left: number;
  /** Right edge of the ink's em boxes; a closing mark at the end counts half an em. */
  right: number;
  text: string;
}

/** A mark with a blank right half (closing and left-set marks): it may end a line at half an em. */
const isCloseWide = (ch: string): boolean => CLOSE.has(ch) || LEFT_SET.has(ch);
/** The blank (em) a full-width mark has on its right and on its left, as zh-Hans fonts set them. */
export const blankRight = (ch: string): number => (isCloseWide(ch) ? 0.5 : MIDDLE_DOT.has(ch) ? 0.25 : 0);
export const blankLeft = (ch: string): number => (OPEN.has(ch) ? 0.5 : MIDDLE_DOT.has(ch) ? 0.25 : 0);

/** Ink extent of a glyph (font units) in the font it was drawn with, for dashes drawn scaled to meet. */
function inkOf(g: Glyph): { minX: number; maxX: number; adv: number } {
  const serif = /Serif/i.test(g.font);
  const latin = /Source(Sans|Serif)/.test(g.font);
  const faces = latin ? getLatinFaces(serif ? 'serif' : 'sans') : serif ? getSerifFaces() : getFaces();
  const face = /Bold/i.test(g.font)
    ? faces.bold
    : /Italic/.test(g.font)
      ? (faces.italic ?? faces.regular)
      : faces.regular;
  const glyph = face.font.glyphForCodePoint(g.ch.codePointAt(0) ?? 32);
  return { minX: glyph.bbox.minX, maxX: glyph.bbox.maxX, adv: glyph.advanceWidth };
}
export const isDash = (ch: string): boolean => ch === '—' || ch === '―';
export const inkLeft = (g: Glyph): number => g.x + (g.w * inkOf(g).minX) / inkOf(g).adv;
export const inkRight = (g: Glyph): number => g.x + (g.w * inkOf(g).maxX) / inkOf(g).adv;

function rightOf(g: Glyph, atEnd: boolean): number {
  if (atEnd && isCloseWide(g.ch)) return g.x + g.size * 0.5;
  if (isDash(g.ch)) return inkRight(g);
  return g.x + g.w;
}

export function toLines(pages: Glyph[][]): TextLine[] {
  const lines: TextLine[] = [];
  pages.forEach((glyphs, page) => {
    const byY = new Map<number, Glyph[]>();
    for (const g of glyphs) {
      const key = Math.round(g.y * 4) / 4;
      const row = byY.get(key) ?? [];
      row.push(g);
      byY.set(key, row);
    }
    for (const [y, row] of [...byY.entries()].sort((a, b) => a[0] - b[0])) {
      row.sort((a, b) => a.x - b.x);
      let cur: Glyph[] = [];
      const push = (): void => {
        while (cur[0]?.ch === ' ') cur.shift();
        while (cur[cur.length - 1]?.ch === ' ') cur.pop();
        if (!cur.length) return;
        const lastG = cur[cur.length - 1] as Glyph;
        lines.push({
          page,
          y,
          glyphs: cur,
          left: (cur[0] as Glyph).x,
          right: rightOf(lastG, true),
          text: cur.map((g) => g.ch).join(''),
        });
        cur = [];
      };
      for (const g of row) {
        const prev = cur[cur.length - 1];
        if (prev && g.x - (prev.x + prev.w) > 1.5 * g.size) push();
        cur.push(g);
      }
      push();
    }
  });
  return lines;
}

/** The structure tree as pdf.js reads it from page 1, two levels deep: `Root > Document > H1, P, Sect…`. */
export async function structureDump(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, disableFontFace: true }).promise;
  const page = await doc.getPage(1);
  type Node = { role?: string; children?: Node[] };
  const tree = (await page.getStructTree()) as Node | null;
  await doc.destroy();
  if (!tree) return '(no structure tree)';
  const roles = (n: Node): string[] => (n.children ?? []).filter((c) => c.role).map((c) => c.role as string);
  const lines = [`${tree.role ?? 'Root'}: ${roles(tree).join(', ')}`];
  for (const c of tree.children ?? []) {
    if (!c.role) continue;
    const kids = roles(c);
    const counted = [...new Set(kids)].map((r) => `${r}×${kids.filter((k) => k === r).length}`);
    lines.push(`  ${c.role}: ${counted.join(', ')}`);
  }
  return lines.join('\n');
}
