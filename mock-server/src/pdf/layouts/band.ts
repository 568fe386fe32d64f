/** The band layout: colored header band, pill titles. */
import { drawText } from '../draw.ts';
import { gap } from '../blocks.ts';
import type { Section } from '../content.ts';
import { flow } from '../flow.ts';
import type { Row, StructNode, TextStyle } from '../model.ts';
import { clean, measure, wrap } from '../text.ts';
import type { LayoutInput, LayoutPlan } from './shared.ts';
import { bodyStyle, drawAvatar, headerNodes, nameLines, PAGE_H, PAGE_W, sectionGroups } from './shared.ts';
import { headerStack } from './header.ts';

export function band(inp: LayoutInput): LayoutPlan {
  const { faces, theme } = inp;
  const L = 46;
  const W = PAGE_W - 2 * L;
  const d = inp.avatar ? 96 : 0;
  const textW = W - (d ? d + 24 : 0);
  const nm = nameLines(faces.bold, 27, 16, inp.name, textW);
  const cSt: TextStyle = { face: faces.regular, size: 9.5, color: theme.onAccent };
  const colW = textW / 2 - 6;
  // Contacts in two columns; an item too wide for a column takes a whole row.
  const cells: string[][] = [];
  let pending: string[] = [];
  for (const c of inp.contacts) {
    const item = `${c.label}：${c.value}`;
    if (measure(cSt.face, cSt.size, item) > colW) {
      if (pending.length) cells.push(pending);
      pending = [];
      for (const l of wrap(cSt.face, cSt.size, item, textW)) cells.push([l.text]);
      continue;
    }
    pending.push(item);
    if (pending.length === 2) {
      cells.push(pending);
      pending = [];
    }
  }
  if (pending.length) cells.push(pending);
  const top = 30;
  const wishSt: TextStyle = { face: faces.regular, size: 12, color: theme.onAccentSoft };
  const wishLines = inp.wish ? wrap(wishSt.face, wishSt.size, inp.wish, textW) : [];
  const hn = headerNodes(inp);
  const head = headerStack([
    {
      node: hn.name,
      style: { face: faces.bold, size: nm.size, color: theme.onAccent },
      rows: nm.lines.map((l) => [l]),
      rowH: 42,
    },
    { node: hn.wish, style: wishSt, rows: wishLines.map((l) => [l.text]), rowH: 22 },
    { node: hn.contacts, style: cSt, rows: cells, rowH: 17, gapBefore: 6, colStep: colW + 12 },
  ]);
  const bandH = Math.max(head.height, d + 8) + top + 24;
  const bodyTop = bandH + 22 * inp.tight.space;

  const title = (s: Section, h2: StructNode): Row[] => {
    const st: TextStyle = { face: faces.bold, size: 11.5, color: theme.onAccent };
    const t = clean(faces.bold, s.title);
    const pw = measure(st.face, st.size, t) + 26;
    return [
      {
        h: 30,
        tag: h2,
        draw: (pdf, x, y) => drawText(pdf, st, t, x + 13, y + 4, 22),
        deco: (pdf, x, y) => {
          pdf.roundedRect(x, y + 4, pw, 22, 11).fill(theme.accent);
          pdf
            .moveTo(x + pw + 8, y + 15)
            .lineTo(x + W, y + 15)
            .lineWidth(0.8)
            .strokeColor(theme.tint)
            .stroke();
        },
      },
      gap(6 * inp.tight.space),
    ];
  };
  const bs = bodyStyle(inp, W, { dateColor: theme.accentText });
  const groups = sectionGroups(inp, inp.sections, title, bs, { sectionGap: 16, skillCols: 2 });
  const main = flow(groups, (p) => ({ x: L, top: p === 0 ? bodyTop : 40, bottom: PAGE_H - 50 }));
  return {
    flows: [main],
    body: [main],
    header: hn.all,
    pageNumberX: PAGE_W / 2,
    decorate(pdf, page, _pages, tags) {
      if (page !== 0) {
        tags.art(() => pdf.rect(0, 0, PAGE_W, 10).fill(theme.accent));
        return;
      }
      tags.art(() => {
        pdf.rect(0, 0, PAGE_W, bandH).fill(theme.accent);
        pdf.save();
        pdf
          .fillOpacity(0.08)
          .circle(PAGE_W - 40, 10, 120)
          .fill(theme.onAccent);
        pdf.restore();
      });
      head.draw(pdf, tags, L, top);
      const avatar = inp.avatar;
      if (avatar) {
        const ax = L + W - d;
        const ay = (bandH - d) / 2;
        tags.art(() => pdf.circle(ax + d / 2, ay + d / 2, d / 2 + 3.5).fill(theme.onAccent));
        tags.text(hn.photo, () => drawAvatar(pdf, avatar, ax, ay, d, d, 'circle'));
      }
    },
  };
}
