/** Drawing primitives: one line of text placed in a row, right-aligned text, justification. */
import type { Pdf, TextStyle } from './model.ts';
import type { Line } from './text.ts';
import { measure } from './text.ts';

export type { Faces, Pdf, TextStyle } from './model.ts';

/** Draws one line of text with its baseline placed so the glyphs sit centered in a row of height lineH. */
export function drawText(
  pdf: Pdf,
  st: TextStyle,
  text: string,
  x: number,
  rowY: number,
  lineH: number,
  opts: { width?: number; characterSpacing?: number } = {},
): void {
  if (!text) return;
  const baseline = rowY + lineH / 2 + st.size * 0.36;
  pdf
    .font(st.face.name)
    .fontSize(st.size)
    .fillColor(st.color)
    .text(text, x, baseline, {
      lineBreak: false,
      baseline: 'alphabetic',
      characterSpacing: opts.characterSpacing ?? 0,
      textWidth: opts.width ?? 0,
      wordCount: 1,
    } as PDFKit.Mixins.TextOptions);
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
  const w = measure(st.face, st.size, text);
  drawText(pdf, st, text, xRight - w, rowY, lineH, { width: w });
}

/** Character spacing that makes a wrapped line flush with both edges, or 0 when that would look stretched. */
export function justifySpacing(line: Line, width: number, size: number): number {
  if (!line.broken) return 0;
  const n = Array.from(line.text).length;
  if (n < 6) return 0;
  const slack = width - line.width;
  if (slack <= 0) return 0;
  const cs = slack / (n - 1);
  return cs <= size * 0.12 ? cs : 0;
}
