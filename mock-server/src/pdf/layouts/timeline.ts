/** The timeline layout: dates in a gutter, vertical line. */
import { drawText, drawTextRight } from '../draw.ts';
import { gap } from '../blocks.ts';
import type { Section } from '../content.ts';
import { flow } from '../flow.ts';
import type { Pdf, Row, StructNode, TextStyle } from '../model.ts';
import { clean, measure, wrap } from '../text.ts';
import type { LayoutInput, LayoutPlan } from './shared.ts';
import {
  accentRule,
  bodyStyle,
  contactLines,
  drawAvatar,
  headerNodes,
  nameLines,
  PAGE_H,
  PAGE_W,
  sectionGroups,
} from './shared.ts';
import { headerStack } from './header.ts';

export function timeline(inp: LayoutInput): LayoutPlan {
  const { faces, theme } = inp;
  const L = 46;
  const W = PAGE_W - 2 * L;
  const gutter = 96;
  const cx = L + gutter + 16;
  const cw = L + W - cx;
  const lineX = L + gutter + 4;
  const av = inp.avatar ? 82 : 0;
  const tx = L + (av ? av + 18 : 0);
  const tw = L + W - tx;
  const top = 40;
  const nm = nameLines(faces.bold, 25, 15, inp.name, tw);
  const cSt: TextStyle = { face: faces.regular, size: 9.5, color: theme.textSoft };
  const contacts = contactLines(cSt, inp.contacts, tw, '   ·   ', true);
  const wishSt: TextStyle = { face: faces.bold, size: 11, color: theme.text };
  const wishLines = inp.wish ? wrap(wishSt.face, wishSt.size, inp.wish, tw) : [];
  const hn = headerNodes(inp);
  const head = headerStack([
    {
      node: hn.name,
      style: { face: faces.bold, size: nm.size, color: theme.accentText },
      rows: nm.lines.map((l) => [l]),
      rowH: 38,
    },
    { node: hn.wish, style: wishSt, rows: wishLines.map((l) => [l.text]), rowH: 20 },
    { node: hn.contacts, style: cSt, rows: contacts.map((l) => [l]), rowH: 16, gapBefore: 4 },
  ]);
  const headerBottom = Math.max(top + head.height, top + av) + 14;
  const bodyTop = headerBottom + 20 * inp.tight.space;

  const dateSt: TextStyle = { face: faces.regular, size: 8.8, color: theme.muted };
  const gutterDate = (pdf: Pdf, text: string, x: number, y: number, h: number): void => {
    const parts = text.split(' - ');
    const endX = x - (cx - lineX) - 10;
    if (parts.length === 2 && measure(dateSt.face, dateSt.size, text) > gutter - 10) {
      drawTextRight(pdf, dateSt, `${parts[0]} -`, endX, y, h);
      drawTextRight(pdf, dateSt, parts[1] ?? '', endX, y + h - 3, h);
    } else drawTextRight(pdf, dateSt, text, endX, y, h);
  };
  const decorate = (pdf: Pdf, x: number, y: number, h: number): void => {
    const lx = x - (cx - lineX);
    pdf.circle(lx, y + h / 2, 3.6).fillAndStroke('#ffffff', theme.accent);
  };

  const title = (s: Section, h2: StructNode): Row[] => {
    const st: TextStyle = { face: faces.bold, size: 13, color: theme.accentText };
    const t = clean(faces.bold, s.title);
    return [
      {
        h: 30,
        tag: h2,
        draw: (pdf, x, y) => drawText(pdf, st, t, x, y + 2, 24),
        deco: (pdf, x, y) => {
          const lx = x - (cx - lineX);
          pdf.circle(lx, y + 14, 7.5).fill(theme.accent);
          pdf.circle(lx, y + 14, 2.6).fill('#ffffff');
          const w = measure(st.face, st.size, t);
          pdf
            .moveTo(x + w + 10, y + 14)
            .lineTo(x + cw, y + 14)
            .lineWidth(0.6)
            .dash(2, { space: 2 })
            .strokeColor(theme.tint)
            .stroke()
            .undash();
        },
      },
      gap(4 * inp.tight.space),
    ];
  };
  const bs = bodyStyle(inp, cw, { gutterDate, decorate });
  const groups = sectionGroups(inp, inp.sections, title, bs, { sectionGap: 14, skillCols: 2 });
  const main = flow(groups, (p) => ({ x: cx, top: p === 0 ? bodyTop : 44, bottom: PAGE_H - 50 }));
  // The vertical line spans the rows of each page.
  const spans = new Map<number, [number, number]>();
  for (const pl of main.placements) {
    const span = spans.get(pl.page) ?? [pl.y, pl.y];
    span[0] = Math.min(span[0], pl.y);
    span[1] = Math.max(span[1], pl.y + pl.row.h);
    spans.set(pl.page, span);
  }
  return {
    flows: [main],
    body: [main],
    header: hn.all,
    pageNumberX: PAGE_W / 2,
    decorate(pdf, page, _pages, tags) {
      const span = spans.get(page);
      if (span) {
        tags.art(() =>
          pdf
            .moveTo(lineX, span[0] + 14)
            .lineTo(lineX, span[1])
            .lineWidth(1.2)
            .strokeColor(theme.tint)
            .stroke(),
        );
      }
      if (page !== 0) return;
      head.draw(pdf, tags, tx, top);
      const avatar = inp.avatar;
      if (avatar) tags.text(hn.photo, () => drawAvatar(pdf, avatar, L, top + 2, av, av, 'rounded'));
      accentRule(pdf, tags, theme, L, headerBottom, W, 60);
    },
  };
}
