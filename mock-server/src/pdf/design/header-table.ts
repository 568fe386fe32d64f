/** The key–value header variant: a titled table of 姓名, 求职意向 and the contacts, two to a row (keyvalue). */
import { EDITION_WORDS } from '@cv/contract/edition-words';
import { drawText, strokeLine } from '../draw.ts';
import type { StructNode, TextStyle } from '../model.ts';
import { measure } from '../atoms.ts';
import { wrap } from '../text.ts';
import { headerNodes, headerText, twoToARow } from './header.ts';
import type { HeaderContext, HeaderPlan } from './header-plan.ts';
import { drawPhoto, photoOf } from './header-plan.ts';
import type { HeaderPart } from '@cv/contract/designs';

export function keyvalue(part: Extract<HeaderPart, { kind: 'keyvalue' }>, ctx: HeaderContext): HeaderPlan {
  const { inp, x, width, top } = ctx;
  const { theme, faces } = inp;
  const box = photoOf(ctx);
  const hn = headerNodes(inp);
  const titleSt: TextStyle = { face: faces.bold, size: 13, color: theme.accentText };
  const labelSt: TextStyle = { face: faces.regular, size: 9.5, color: theme.muted };
  const valueSt: TextStyle = { face: faces.regular, size: 9.5, color: theme.text };
  const nameSt: TextStyle = { face: faces.bold, size: 14, color: theme.text };
  const tableW = width - (box ? box.w + 16 : 0);
  const cellW = tableW / 2;
  const labelW = 62;
  // 姓名 and 求职意向 first, then the contacts, two to a row; a value too wide for its cell takes a whole row.
  const items: { label: string; value: string; node: StructNode; st: TextStyle }[] = [
    { label: EDITION_WORDS[inp.lang].nameLabel, value: inp.name, node: hn.name, st: nameSt },
    ...(inp.wish ? [{ label: EDITION_WORDS[inp.lang].wishLabel, value: inp.wish, node: hn.wish, st: valueSt }] : []),
    ...inp.contacts.map((c) => ({ label: c.label, value: c.value, node: hn.contacts, st: valueSt })),
  ];
  const rows = twoToARow(items, (it) => measure(it.st.face, it.st.size, it.value) > cellW - labelW - 6);
  // Each value wrapped to its cell (a whole row's width when alone); a row as high as its longest value.
  const lineH = 16;
  const laid = rows.map((r) => {
    const room = (r.length === 1 ? tableW : cellW) - labelW - 6;
    const cells = r.map((it) => ({ it, lines: wrap(it.st.face, it.st.size, it.value, room).map((l) => l.text) }));
    return { cells, h: Math.max(1, ...cells.map((c) => c.lines.length)) * lineH + 6 };
  });
  const tableTop = top + 28;
  const tableH = Math.max(
    laid.reduce((h, r) => h + r.h, 0),
    box ? box.h : 0,
  );
  const bottom = tableTop + tableH + 6;
  return {
    nodes: box ? [hn.name, hn.wish, hn.contacts, hn.photo] : [hn.name, hn.wish, hn.contacts],
    bodyTop: bottom + part.gapAfter * inp.tight.space,
    draw(pdf, tags) {
      tags.art(() => {
        drawText(pdf, titleSt, part.title, x, top, 22);
        strokeLine(pdf, x, top + 24, x + width, top + 24, 1.4, theme.accent);
      });
      let y = tableTop;
      for (const r of laid) {
        r.cells.forEach(({ it, lines }, k) => {
          const cx = x + k * cellW;
          tags.art(() => drawText(pdf, labelSt, it.label, cx, y + 3, lineH));
          lines.forEach((l, i) => headerText(pdf, tags, it.node, it.st, l, cx + labelW, y + 3 + i * lineH, lineH));
        });
        y += r.h;
        tags.art(() => strokeLine(pdf, x, y, x + tableW, y, 0.5, theme.rule));
      }
      const avatar = inp.avatar;
      if (avatar && box) drawPhoto(pdf, tags, hn.photo, avatar, ctx.photo, x + width - box.w, tableTop, theme.tint);
    },
  };
}
