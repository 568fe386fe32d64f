/** The compact layout: dense header, two columns. */
import { strokeLine } from '../draw.ts';
import type { BodyStyle } from '../blocks.ts';
import { flow } from '../flow.ts';
import type { Frame, TextStyle } from '../model.ts';
import { measure, wrap } from '../text.ts';
import type { LayoutInput, LayoutPlan } from './shared.ts';
import { bodyStyle, drawAvatar, PAGE_H, PAGE_W, sectionGroups, titleRows } from './shared.ts';
import { contactLines, headerNodes, headerText, nameLines } from './header.ts';

export function compact(inp: LayoutInput): LayoutPlan {
  const { faces, theme } = inp;
  const L = 36;
  const W = PAGE_W - 2 * L;
  const av = inp.avatar ? { w: 58, h: 72 } : null;
  const textW = W - (av ? av.w + 16 : 0);
  const top = 32;
  const nm = nameLines(faces.bold, 22, 14, inp.name, textW);
  const lastNameW = measure(faces.bold, nm.size, nm.lines[nm.lines.length - 1] ?? '');
  const wishSt: TextStyle = { face: faces.regular, size: 11.5, color: theme.accentText };
  const wishInline = !!inp.wish && measure(wishSt.face, wishSt.size, inp.wish) <= textW - lastNameW - 20;
  const wishLines = inp.wish && !wishInline ? wrap(wishSt.face, wishSt.size, inp.wish, textW) : [];
  const nameBottom = top + 34 * nm.lines.length + 20 * wishLines.length;
  const cSt: TextStyle = { face: faces.regular, size: 9, color: theme.textSoft };
  const contacts = contactLines(cSt, inp.contacts, textW, '  |  ', true);
  const headerBottom = Math.max(nameBottom + contacts.length * 15, top + (av?.h ?? 0)) + 10;
  const bodyTop = headerBottom + 14 * inp.tight.space;
  const hn = headerNodes(inp);

  // Two equal columns filled like a newspaper: the left column, then the right one, then the next page.
  const colGap = 24;
  const cw = (W - colGap) / 2;
  const rx = L + cw + colGap;

  // The text 17 pt in: clear of both the text's edge and the list items' indent (9.9 pt), so that poppler never
  // aligns a title with a list beside it and reads the two columns as one table.
  const title = titleRows(
    inp,
    { size: 11, color: theme.accentText, rowH: 26, dx: 17, dy: 3, textH: 20, gapAfter: 5 },
    (pdf, x, y) => {
      pdf.rect(x, y + 3, cw, 20).fill(theme.tintLight);
      pdf.rect(x, y + 3, 3, 20).fill(theme.accent);
    },
  );
  const bs: BodyStyle = bodyStyle(inp, cw, {
    titleSize: 9.9,
    headH: 14,
    bodySize: 9.5,
    lineH: 13.3,
    entryGap: 7,
    inlineMeta: true,
  });
  const groups = sectionGroups(inp, inp.sections, title, bs, { sectionGap: 12, skillCols: 1 });
  const frameWith =
    (lastPage: number, lastBottom: number) =>
    (i: number): Frame => {
      const page = i >> 1;
      const bottom = page === lastPage ? lastBottom : PAGE_H - 46;
      return { x: i % 2 ? rx : L, top: page === 0 ? bodyTop : 40, bottom, page };
    };
  const full = flow(groups, frameWith(-1, PAGE_H - 46));
  // Balanced columns: the last page's columns end as high as they can without adding a page (both columns
  // about as long; a few flows of rows already built, found by bisection to a quarter point).
  const lastPage = full.pages - 1;
  let main = full;
  let lo = (lastPage === 0 ? bodyTop : 40) + 20;
  let hi = PAGE_H - 46;
  while (hi - lo > 0.25) {
    const mid = (lo + hi) / 2;
    const tried = flow(groups, frameWith(lastPage, mid));
    if (tried.pages === full.pages) {
      main = tried;
      hi = mid;
    } else lo = mid;
  }
  const rightUsed = new Set(main.placements.filter((p) => p.x === rx).map((p) => p.page));

  return {
    flows: [main],
    // How full a page is counts against a full column, not the balanced height of the last page's columns.
    body: [{ ...main, frames: main.frames.map((f) => ({ ...f, bottom: PAGE_H - 46 })) }],
    header: hn.all,
    pageNumberX: L,
    pageNumberAlign: 'left',
    decorate(pdf, page, _pages, tags) {
      const yTop = page === 0 ? bodyTop : 40;
      if (rightUsed.has(page)) {
        const dx = L + cw + colGap / 2;
        tags.art(() => strokeLine(pdf, dx, yTop + 4, dx, PAGE_H - 50, 0.5, theme.rule));
      }
      if (page !== 0) {
        tags.art(() => pdf.rect(L, 24, W, 2).fill(theme.accent));
        return;
      }
      const nameSt: TextStyle = { face: faces.bold, size: nm.size, color: theme.text };
      nm.lines.forEach((l, i) => headerText(pdf, tags, hn.name, nameSt, l, L, top + i * 34, 34));
      const lastY = top + (nm.lines.length - 1) * 34;
      if (wishInline) {
        tags.art(() => pdf.rect(L + lastNameW + 10, lastY + 10, 1, 15).fill(theme.rule));
        headerText(pdf, tags, hn.wish, wishSt, inp.wish, L + lastNameW + 20, lastY + 1, 34);
      }
      let y = lastY + 34;
      for (const l of wishLines) {
        headerText(pdf, tags, hn.wish, wishSt, l.text, L, y, 20);
        y += 20;
      }
      for (const l of contacts) {
        headerText(pdf, tags, hn.contacts, cSt, l, L, y, 15);
        y += 15;
      }
      const avatar = inp.avatar;
      if (av && avatar) tags.text(hn.photo, () => drawAvatar(pdf, avatar, L + W - av.w, top, av.w, av.h, 'rounded'));
      tags.art(() => pdf.rect(L, headerBottom - 1, W, 2).fill(theme.accent));
    },
  };
}
