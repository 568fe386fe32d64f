/** The classic layout: single column, rule titles. */
import { strokeLine } from '../draw.ts';
import type { LayoutInput, LayoutPlan } from './shared.ts';
import { drawAvatar, oneColumn, oneColumnPlan, PAGE_H, PAGE_W, titleRows } from './shared.ts';
import { stackedHeader } from './header.ts';

export function classic(inp: LayoutInput): LayoutPlan {
  const { faces, theme } = inp;
  const L = 50;
  const W = PAGE_W - 2 * L;
  const avatarW = inp.avatar ? 74 : 0;
  const avatarH = inp.avatar ? 92 : 0;
  const top = 42;
  const textW = W - (avatarW ? avatarW + 20 : 0);
  const head = stackedHeader(inp, textW, {
    name: { max: 24, min: 15, color: theme.text, rowH: 38 },
    wish: { style: { face: faces.regular, size: 11, color: theme.accentText }, label: '求职意向：', rowH: 22 },
    contacts: { color: theme.textSoft, sep: '   |   ', rowH: 17, gapBefore: 4 },
  });
  const hn = head.nodes;
  const headerBottom = Math.max(top + head.height, top + avatarH + 4) + 8;
  const bodyTop = headerBottom + 18 * inp.tight.space;

  const title = titleRows(
    inp,
    { size: 12.5, color: theme.accentText, rowH: 28, dx: 10, dy: 2, textH: 24, gapAfter: 6 },
    (pdf, x, y) => {
      pdf.rect(x, y + 6, 3.5, 15).fill(theme.accent);
      strokeLine(pdf, x, y + 26, x + W, y + 26, 0.7, theme.tint);
    },
  );
  const main = oneColumn(inp, title, {
    x: L,
    width: W,
    firstTop: bodyTop,
    top: 46,
    bottom: PAGE_H - 52,
    sectionGap: 16,
  });
  return oneColumnPlan(main, hn.all, (pdf, page, _pages, tags) => {
    tags.art(() => pdf.rect(0, 0, PAGE_W, 5).fill(theme.accent));
    if (page !== 0) return;
    head.draw(pdf, tags, L, top);
    const avatar = inp.avatar;
    if (avatar) {
      tags.text(hn.photo, () => drawAvatar(pdf, avatar, L + W - avatarW, top + 4, avatarW, avatarH, 'rect'));
      tags.art(() =>
        pdf
          .rect(L + W - avatarW, top + 4, avatarW, avatarH)
          .lineWidth(0.6)
          .strokeColor(theme.tint)
          .stroke(),
      );
    }
    tags.art(() => strokeLine(pdf, L, headerBottom, L + W, headerBottom, 1.6, theme.accent));
  });
}
