/** Honors: one list item per honor, its date aligned at the column's right edge (or inline). */
import type { Section } from '../content.ts';
import { fmtRange } from '../content.ts';
import { drawText, drawTextRight } from '../draw.ts';
import { lineLinks } from '../links.ts';
import type { Group, Row, StructNode, TextStyle } from '../model.ts';
import { structNode } from '../model.ts';
import { clean } from '../face.ts';
import { measure } from '../atoms.ts';
import { wrap } from '../text.ts';
import type { BodyStyle } from './style.ts';
import { drawLead } from './style.ts';

/** Honors: name with the date at the right, one list item per honor (long names wrap). */
export function honorGroups(section: Section, bs: BodyStyle, parent: StructNode): Group[] {
  const st: TextStyle = { face: bs.faces.regular, size: bs.bodySize, color: bs.theme.text };
  const dateSt: TextStyle = { face: bs.faces.regular, size: bs.bodySize - 0.5, color: bs.dateColor };
  const indent = bs.bodySize * 1.1;
  const list = structNode('L', parent);
  return section.entries.map((e) => {
    const li = structNode('LBody', structNode('LI', list));
    const date = clean(st.face, fmtRange(e, bs.lang));
    const inline = !!bs.inlineMeta && !bs.gutterDate;
    const dateW = date && !bs.gutterDate && !inline ? measure(dateSt.face, dateSt.size, date) + 10 : 0;
    const name = clean(st.face, e.title || e.desc);
    const nameLines = wrap(st.face, st.size, name, bs.width - indent - dateW);
    // Inline (two-column layouts): the date leads the line, so the dates stand aligned at the left.
    const text = inline && date ? `${date} ${name}` : name;
    const lines = inline ? wrap(st.face, st.size, text, bs.width - indent) : nameLines;
    const links = lineLinks(st.face, st.size, text, lines);
    const rows: Row[] = lines.map((line, i) => ({
      h: bs.lineH,
      tag: li,
      links: (links[i] ?? []).map((l) => ({ ...l, dx: l.dx + indent })),
      deco:
        i === 0
          ? (pdf, x, y) => {
              pdf.circle(x + st.size * 0.3, y + bs.lineH / 2, st.size * 0.16).fill(bs.theme.accent);
            }
          : undefined,
      draw: (pdf, x, y) => {
        if (inline) {
          drawLead(pdf, st, bs.dateColor, i === 0 ? date : '', line.text, x + indent, y, bs.lineH);
          return;
        }
        drawText(pdf, st, line.text, x + indent, y, bs.lineH);
        if (i === 0 && date) {
          if (bs.gutterDate) bs.gutterDate(pdf, date, x, y, bs.lineH);
          else drawTextRight(pdf, dateSt, date, x + bs.width, y, bs.lineH);
        }
      },
    }));
    // No entry decoration (the timeline's dot): an honor is a list item, not an entry.
    return { rows, gapBefore: bs.inlineMeta ? 0 : 2 };
  });
}
