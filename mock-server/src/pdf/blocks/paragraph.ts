/** Paragraph rows: wrapped, justified lines with link spots, lists with hanging indents, and spacers. */
import { drawLine, drawText } from '../draw.ts';
import { lineLinks } from '../links.ts';
import type { LinkSpot, Row, StructNode, TextStyle } from '../model.ts';
import { structNode } from '../model.ts';
import type { Line } from '../face.ts';
import { clean } from '../face.ts';
import { measure } from '../atoms.ts';
import { wrap, wrapParagraph } from '../text.ts';

/** A spacer row. */
export const gap = (h: number): Row => ({ h, spacer: true, draw: () => undefined });

/** Marks the lines of one paragraph so a page never leaves its first or its last line alone. */
function glueParagraph(rows: Row[]): Row[] {
  if (rows.length >= 2) {
    const second = rows[1];
    const last = rows[rows.length - 1];
    if (second) second.glue = true;
    if (last) last.glue = true;
  }
  return rows;
}

/** The rows of wrapped lines of one paragraph, with link spots; wrapped lines are justified. */
function lineRows(
  st: TextStyle,
  text: string,
  width: number,
  lineH: number,
  tag: StructNode,
  indent = 0,
  first?: Row['deco'],
): Row[] {
  const w = width - indent;
  const lines = wrapParagraph(st.face, st.size, text, w, true);
  const links = lineLinks(st.face, st.size, text, lines, w);
  return glueParagraph(
    lines.map((line, i) => ({
      h: lineH,
      tag,
      links: (links[i] ?? []).map((l) => ({ ...l, dx: l.dx + indent })),
      deco: i === 0 ? first : undefined,
      draw: (pdf, x, y) => drawLine(pdf, st, line, x + indent, y, lineH, w),
      // A word hyphenated at a line's end is never split across two pages.
      ...(lines[i - 1]?.hyphenated ? { glue: true } : {}),
    })),
  );
}

const BULLET = /^([-•·*●▪◆■]|\d{1,2}[.、)）])\s*/;

/**
 * Rows of a text with paragraphs; lines starting with -, •, * or '1.' become list items with a hanging
 * indent (consecutive items form one list). Structure: P per paragraph, L > LI > LBody per item.
 */
export function paragraphRows(
  st: TextStyle,
  text: string,
  width: number,
  lineH: number,
  parent: StructNode,
  bulletColor?: string,
): Row[] {
  const rows: Row[] = [];
  const body = clean(st.face, text);
  let list: StructNode | null = null;
  for (const rawPara of body.split('\n')) {
    const para = rawPara.trim();
    if (!para) continue;
    const bullet = BULLET.exec(para);
    if (!bullet) {
      list = null;
      rows.push(...lineRows(st, para, width, lineH, structNode('P', parent)));
      continue;
    }
    list ??= structNode('L', parent);
    const body = structNode('LBody', structNode('LI', list));
    const marker = /^\d/.test(bullet[1] ?? '') ? (bullet[1] ?? '') : '•';
    const indent = /^\d/.test(marker) ? Math.max(st.size * 1.3, measure(st.face, st.size, marker) + 4) : st.size * 1.1;
    const mark: Row['deco'] =
      marker === '•'
        ? (pdf, x, y) => {
            pdf.circle(x + st.size * 0.3, y + lineH / 2, st.size * 0.16).fill(bulletColor ?? st.color);
          }
        : (pdf, x, y) => drawText(pdf, st, marker, x, y, lineH);
    rows.push(...lineRows(st, para.slice(bullet[0].length), width, lineH, body, indent, mark));
  }
  return rows;
}

/** Text lines with their link spots (for contacts and other one-off text). */
export function linkedLines(st: TextStyle, text: string, width: number): { line: Line; links: LinkSpot[] }[] {
  const lines = wrap(st.face, st.size, text, width);
  const links = lineLinks(st.face, st.size, text, lines);
  return lines.map((line, i) => ({ line, links: links[i] ?? [] }));
}
