/** The band layout: colored header band, pill titles. */
import { strokeLine } from '../draw.ts';
import type { LayoutInput, LayoutPlan } from './shared.ts';
import { drawAvatar, oneColumn, oneColumnPlan, PAGE_H, PAGE_W, titleRows } from './shared.ts';
import { stackedHeader } from './header.ts';

export function band(inp: LayoutInput): LayoutPlan {
  const { faces, theme } = inp;
  const L = 46;
  const W = PAGE_W - 2 * L;
  const d = inp.avatar ? 96 : 0;
  const textW = W - (d ? d + 24 : 0);
  const top = 30;
  const head = stackedHeader(inp, textW, {
    name: { max: 27, min: 16, color: theme.onAccent, rowH: 42 },
    wish: { style: { face: faces.regular, size: 12, color: theme.onAccentSoft }, rowH: 22 },
    // Contacts in two columns; an item too wide for a column takes a whole row.
    contacts: { color: theme.onAccent, colGap: 12, rowH: 17, gapBefore: 6 },
  });
  const hn = head.nodes;
  const bandH = Math.max(head.height, d + 8) + top + 24;
  const bodyTop = bandH + 22 * inp.tight.space;

  const title = titleRows(
    inp,
    { size: 11.5, color: theme.onAccent, rowH: 30, dx: 13, dy: 4, textH: 22, gapAfter: 6 },
    (pdf, x, y, titleW) => {
      const pw = titleW + 26;
      pdf.roundedRect(x, y + 4, pw, 22, 11).fill(theme.accent);
      strokeLine(pdf, x + pw + 8, y + 15, x + W, y + 15, 0.8, theme.tint);
    },
  );
  const main = oneColumn(inp, title, {
    x: L,
    width: W,
    firstTop: bodyTop,
    top: 40,
    bottom: PAGE_H - 50,
    sectionGap: 16,
    body: { dateColor: theme.accentText },
  });
  return oneColumnPlan(main, hn.all, (pdf, page, _pages, tags) => {
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
  });
}
