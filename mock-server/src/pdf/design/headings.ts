/** Section title variants (HeadingPart): the title text tagged H2, its decoration drawn as an artifact. */
import { gap } from '../blocks.ts';
import type { Section } from '../content.ts';
import { drawText, strokeLine } from '../draw.ts';
import type { Faces, Pdf, Row, StructNode, TextStyle } from '../model.ts';
import type { Theme } from '@cv/contract/designs';
import { clean } from '../face.ts';
import { measure } from '../atoms.ts';
import type { HeadingPart } from '@cv/contract/designs';

export interface HeadingContext {
  faces: Faces;
  theme: Theme;
  /** The column's width. */
  width: number;
  /** The spacing factor (智能一页 / 均衡分页). */
  space: number;
  /** The label gutter left of the column (grid gutter): its width and the x offset of its line. */
  gutter: number;
  lineDx: number;
}

/** The rows of a section title (then the gap under it) for a heading part. */
export function headingRows(part: HeadingPart, ctx: HeadingContext): (s: Section, h2: StructNode, i: number) => Row[] {
  const { theme, width } = ctx;
  const onFill = part.kind === 'filled' || part.kind === 'pill';
  const st: TextStyle = { face: ctx.faces.bold, size: part.size, color: onFill ? theme.onAccent : theme.accentText };
  // A numbered title's number is in the second colour (the accent when the design has none).
  const numSt: TextStyle = { ...st, color: theme.secondText };
  const textH = part.textH ?? part.rowH - 4;
  const mid = (y: number): number => y + (part.dy ?? 0) + textH / 2;
  return (s, h2, i) => {
    const t = clean(st.face, s.title);
    const tw = measure(st.face, st.size, t);
    const num = String(i + 1).padStart(2, '0');
    const numW = measure(st.face, st.size, num) + 8;
    let dx = part.dx ?? 0;
    if (part.kind === 'centered') dx = (width - tw) / 2;
    if (part.kind === 'numbered') dx += numW;
    if (part.kind === 'gutter') dx -= ctx.gutter;
    const deco = (pdf: Pdf, x: number, y: number): void => {
      const m = mid(y);
      const end = x + width;
      switch (part.kind) {
        case 'marker':
          pdf.rect(x, m - 7.5, 3.5, 15).fill(theme.second);
          strokeLine(pdf, x, y + part.rowH - 2, end, y + part.rowH - 2, 0.7, theme.tint);
          break;
        case 'rule':
          strokeLine(pdf, x, y + part.rowH - 3, end, y + part.rowH - 3, 0.9, theme.accent);
          break;
        case 'underline':
          pdf.rect(x + dx, y + part.rowH - 4, Math.min(tw, 36), 2.4).fill(theme.second);
          break;
        case 'bar':
          pdf.rect(x, m - 10, width, 20).fill(theme.tintLight);
          pdf.rect(x, m - 10, 3, 20).fill(theme.second);
          break;
        case 'filled':
          pdf.rect(x, m - textH / 2, width, textH).fill(theme.accent);
          break;
        case 'pill': {
          const pw = tw + 2 * dx;
          pdf.roundedRect(x, m - 11, pw, 22, 11).fill(theme.accent);
          strokeLine(pdf, x + pw + 8, m, end, m, 0.8, theme.tint);
          break;
        }
        case 'dot': {
          const lx = x - ctx.lineDx;
          pdf.circle(lx, m, 7.5).fill(theme.second);
          pdf.circle(lx, m, 2.6).fill('#ffffff');
          pdf
            .moveTo(x + tw + 10, m)
            .lineTo(end, m)
            .lineWidth(0.6)
            .dash(2, { space: 2 })
            .strokeColor(theme.tint)
            .stroke()
            .undash();
          break;
        }
        case 'numbered':
          strokeLine(pdf, x + dx + tw + 10, m, end, m, 0.6, theme.rule);
          break;
        case 'centered':
          strokeLine(pdf, x, m, x + dx - 12, m, 0.8, theme.accent);
          strokeLine(pdf, x + dx + tw + 12, m, end, m, 0.8, theme.accent);
          break;
        case 'gutter':
          pdf.rect(x + dx, y + textH + 1, 18, 2).fill(theme.second);
          break;
        case 'boxed':
          pdf
            .rect(x, m - 10, tw + 2 * dx, 20)
            .lineWidth(1)
            .strokeColor(theme.accent)
            .stroke();
          strokeLine(pdf, x + tw + 2 * dx, m, end, m, 1, theme.accent);
          break;
        case 'icon':
          pdf
            .save()
            .translate(x + 5, m)
            .rotate(45)
            .rect(-3.5, -3.5, 7, 7)
            .fill(theme.second)
            .restore();
          strokeLine(pdf, x + dx + tw + 10, m, end, m, 0.6, theme.tint);
          break;
      }
    };
    const row: Row = {
      // In the gutter the title stands beside the section's first row: it takes no height of its own.
      h: part.kind === 'gutter' ? 0 : part.rowH,
      tag: h2,
      deco: deco,
      draw: (pdf, x, y) => {
        // The number is part of the title's text (read as 01 教育背景).
        if (part.kind === 'numbered') drawText(pdf, numSt, num, x + (part.dx ?? 0), y + (part.dy ?? 0), textH);
        drawText(pdf, st, t, x + dx, y + (part.dy ?? 0), textH);
      },
    };
    return part.gapAfter ? [row, gap(part.gapAfter * ctx.space)] : [row];
  };
}
