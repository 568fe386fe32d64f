/** The classic layout: single column, rule titles. */
import { gap } from '../blocks.ts';
import type { Section } from '../content.ts';
import { drawText } from '../draw.ts';
import { flow } from '../flow.ts';
import type { Row, StructNode, TextStyle } from '../model.ts';
import { clean, wrap } from '../text.ts';
import type { LayoutInput, LayoutPlan } from './shared.ts';
import {
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

export function classic(inp: LayoutInput): LayoutPlan {
  const { faces, theme } = inp;
  const L = 50;
  const W = PAGE_W - 2 * L;
  const avatarW = inp.avatar ? 74 : 0;
  const avatarH = inp.avatar ? 92 : 0;
  const top = 42;
  const textW = W - (avatarW ? avatarW + 20 : 0);
  const nm = nameLines(faces.bold, 24, 15, inp.name, textW);
  const contactSt: TextStyle = { face: faces.regular, size: 9.5, color: theme.textSoft };
  const contacts = contactLines(contactSt, inp.contacts, textW, '   |   ', true);
  const wishSt: TextStyle = { face: faces.regular, size: 11, color: theme.accentText };
  const wishLines = inp.wish ? wrap(wishSt.face, wishSt.size, `求职意向：${inp.wish}`, textW) : [];
  const hn = headerNodes(inp);
  const head = headerStack([
    {
      node: hn.name,
      style: { face: faces.bold, size: nm.size, color: theme.text },
      rows: nm.lines.map((l) => [l]),
      rowH: 38,
    },
    { node: hn.wish, style: wishSt, rows: wishLines.map((l) => [l.text]), rowH: 22 },
    { node: hn.contacts, style: contactSt, rows: contacts.map((l) => [l]), rowH: 17, gapBefore: 4 },
  ]);
  const headerBottom = Math.max(top + head.height, top + avatarH + 4) + 8;
  const bodyTop = headerBottom + 18 * inp.tight.space;

  const title = (s: Section, h2: StructNode): Row[] => {
    const st: TextStyle = { face: faces.bold, size: 12.5, color: theme.accentText };
    const t = clean(faces.bold, s.title);
    return [
      {
        h: 28,
        tag: h2,
        deco: (pdf, x, y) => {
          pdf.rect(x, y + 6, 3.5, 15).fill(theme.accent);
          pdf
            .moveTo(x, y + 26)
            .lineTo(x + W, y + 26)
            .lineWidth(0.7)
            .strokeColor(theme.tint)
            .stroke();
        },
        draw: (pdf, x, y) => drawText(pdf, st, t, x + 10, y + 2, 24),
      },
      gap(6 * inp.tight.space),
    ];
  };
  const bs = bodyStyle(inp, W);
  const groups = sectionGroups(inp, inp.sections, title, bs, { sectionGap: 16, skillCols: 2 });
  const main = flow(groups, (p) => ({ x: L, top: p === 0 ? bodyTop : 46, bottom: PAGE_H - 52 }));

  return {
    flows: [main],
    body: [main],
    header: hn.all,
    pageNumberX: PAGE_W / 2,
    decorate(pdf, page, _pages, tags) {
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
      tags.art(() =>
        pdf
          .moveTo(L, headerBottom)
          .lineTo(L + W, headerBottom)
          .lineWidth(1.6)
          .strokeColor(theme.accent)
          .stroke(),
      );
    },
  };
}
