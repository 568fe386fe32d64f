/** The timeline layout: dates in a gutter, vertical line. */
import { drawTextRight, strokeLine } from '../draw.ts';
import type { Pdf, TextStyle } from '../model.ts';
import { measure } from '../text.ts';
import type { LayoutInput, LayoutPlan } from './shared.ts';
import { drawAvatar, oneColumn, oneColumnPlan, PAGE_H, PAGE_W, titleRows } from './shared.ts';
import { accentRule, stackedHeader } from './header.ts';

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
  const head = stackedHeader(inp, tw, {
    name: { max: 25, min: 15, color: theme.accentText, rowH: 38 },
    wish: { style: { face: faces.bold, size: 11, color: theme.text }, rowH: 20 },
    contacts: { color: theme.textSoft, sep: '   ·   ', rowH: 16, gapBefore: 4 },
  });
  const hn = head.nodes;
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

  const title = titleRows(
    inp,
    { size: 13, color: theme.accentText, rowH: 30, dx: 0, dy: 2, textH: 24, gapAfter: 4 },
    (pdf, x, y, titleW) => {
      const lx = x - (cx - lineX);
      pdf.circle(lx, y + 14, 7.5).fill(theme.accent);
      pdf.circle(lx, y + 14, 2.6).fill('#ffffff');
      pdf
        .moveTo(x + titleW + 10, y + 14)
        .lineTo(x + cw, y + 14)
        .lineWidth(0.6)
        .dash(2, { space: 2 })
        .strokeColor(theme.tint)
        .stroke()
        .undash();
    },
  );
  const main = oneColumn(inp, title, {
    x: cx,
    width: cw,
    firstTop: bodyTop,
    top: 44,
    bottom: PAGE_H - 50,
    sectionGap: 14,
    body: { gutterDate, decorate },
  });
  // The vertical line spans the rows of each page.
  const spans = new Map<number, [number, number]>();
  for (const pl of main.placements) {
    const span = spans.get(pl.page) ?? [pl.y, pl.y];
    span[0] = Math.min(span[0], pl.y);
    span[1] = Math.max(span[1], pl.y + pl.row.h);
    spans.set(pl.page, span);
  }
  return oneColumnPlan(main, hn.all, (pdf, page, _pages, tags) => {
    const span = spans.get(page);
    if (span) {
      tags.art(() => strokeLine(pdf, lineX, span[0] + 14, lineX, span[1], 1.2, theme.tint));
    }
    if (page !== 0) return;
    head.draw(pdf, tags, tx, top);
    const avatar = inp.avatar;
    if (avatar) tags.text(hn.photo, () => drawAvatar(pdf, avatar, L, top + 2, av, av, 'rounded'));
    accentRule(pdf, tags, theme, L, headerBottom, W, 60);
  });
}
