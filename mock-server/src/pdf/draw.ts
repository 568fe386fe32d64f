/** Drawing primitives: one line of text set to clreq and placed in a row, right-aligned text, a stroked rule. */
import type { Pdf, TextStyle } from './model.ts';
import type { Atom, FontFace, Line } from './face.ts';
import { advance, ownerOf } from './face.ts';
import { placeLine } from './place.ts';
import { collapsed, measure } from './atoms.ts';

export type { Faces, Pdf, TextStyle } from './model.ts';

/** Horizontal scale and left shift (em) that make a dash's ink cover exactly its em (—— joins as one rule). */
function dashFit(face: FontFace, ch: string): { scale: number; shift: number } {
  face = ownerOf(face, ch.codePointAt(0) ?? 0x2014);
  const g = face.font.glyphForCodePoint(ch.codePointAt(0) ?? 0x2014);
  const upem = face.font.unitsPerEm;
  const ink = g.bbox.maxX - g.bbox.minX;
  if (!(ink > 0)) return { scale: 100, shift: 0 };
  const scale = (upem / ink) * 100;
  return { scale, shift: (g.bbox.minX * scale) / 100 / upem };
}

/**
 * Draws one line of text with its baseline placed so the glyphs sit centered in a row of height lineH.
 * The text is set by `placeLine` (Han–Latin spacing, compressed marks, 1-em dashes); with `justify` (the
 * column width) a wrapped line is made flush with both edges. Runs of atoms that sit at their natural
 * advance (or at one shared spacing between single characters) go out as one text object.
 */
export function drawText(
  pdf: Pdf,
  st: TextStyle,
  text: string,
  x: number,
  rowY: number,
  lineH: number,
  opts: { justify?: number } = {},
): void {
  if (!text) return;
  const baseline = rowY + lineH / 2 + st.size * 0.36;
  const placed = placeLine(st.face, st.size, text, opts.justify);
  pdf.font(st.face.name).fontSize(st.size).fillColor(st.color);
  const { atoms, xs } = placed;
  const put = (s: string, at: number, cs: number, scale = 100): void => {
    pdf.text(s, x + at, baseline, {
      lineBreak: false,
      baseline: 'alphabetic',
      characterSpacing: cs,
      horizontalScaling: scale,
      textWidth: 0,
      wordCount: 1,
    } as PDFKit.Mixins.TextOptions);
  };
  // A Latin face draws each stretch of text in the face that has its glyphs (Han in its CJK fallback).
  const out = !st.face.fallback
    ? put
    : (s: string, at: number, cs: number, scale = 100): void => {
        let owner = st.face;
        let run = '';
        let runX = 0;
        let dx = 0;
        const flush = (): void => {
          pdf.font(owner.name);
          put(run, at + runX, cs, scale);
        };
        for (const ch of s) {
          const cp = ch.codePointAt(0) ?? 32;
          const o = ownerOf(st.face, cp);
          if (o !== owner && run) {
            flush();
            run = '';
            runX = dx;
          }
          owner = o;
          run += ch;
          dx += ((advance(st.face, cp) / st.face.font.unitsPerEm) * st.size + cs) * (scale / 100);
        }
        if (run) flush();
      };
  const single = (a: Atom): boolean => a.kind !== 'latin' && a.kind !== 'dash' && Array.from(a.s).length === 1;
  let i = 0;
  while (i < atoms.length) {
    const a = atoms[i] as Atom;
    const ax = xs[i] ?? 0;
    // A space beside a full-width mark takes no room: nothing is drawn for it.
    if (collapsed(a)) {
      i++;
      continue;
    }
    if (a.kind === 'dash') {
      let dx = 0;
      for (const ch of a.s) {
        const fit = dashFit(st.face, ch);
        out(ch, ax + dx - fit.shift * st.size, 0, fit.scale);
        dx += st.size;
      }
      i++;
      continue;
    }
    // Extend the run while the next atom sits where the run's spacing puts it.
    let s = a.s;
    let cs: number | null = null;
    let end = ax + a.w * st.size;
    let j = i + 1;
    for (; j < atoms.length; j++) {
      const b = atoms[j] as Atom;
      if (b.kind === 'dash' || collapsed(b)) break;
      const delta = (xs[j] ?? 0) - end;
      const want: number = cs ?? delta;
      if (Math.abs(delta - want) > 1e-4) break;
      if (Math.abs(want) > 1e-4 && !(single(atoms[j - 1] as Atom) && single(b))) break;
      cs = want;
      s += b.s;
      end = (xs[j] ?? 0) + b.w * st.size;
    }
    out(s, ax, cs ?? 0);
    i = j;
  }
}

/** Draws a wrapped line: justified to `width` when it ended because the next text did not fit. */
export function drawLine(pdf: Pdf, st: TextStyle, line: Line, x: number, rowY: number, lineH: number, width: number) {
  drawText(pdf, st, line.text, x, rowY, lineH, line.broken ? { justify: width } : {});
}

/** Right-aligned text ending at xRight. */
export function drawTextRight(
  pdf: Pdf,
  st: TextStyle,
  text: string,
  xRight: number,
  rowY: number,
  lineH: number,
): void {
  drawText(pdf, st, text, xRight - measure(st.face, st.size, text), rowY, lineH);
}

/** A straight rule from (x1, y1) to (x2, y2), `width` pt thick in `color`. */
export function strokeLine(pdf: Pdf, x1: number, y1: number, x2: number, y2: number, width: number, color: string) {
  pdf.moveTo(x1, y1).lineTo(x2, y2).lineWidth(width).strokeColor(color).stroke();
}
