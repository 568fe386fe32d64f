/** The compact layout: dense header, two columns. */
import { drawText } from '../draw.ts';
import { gap } from '../blocks.ts';
import type { BodyStyle } from '../blocks.ts';
import type { Section } from '../content.ts';
import { flow } from '../flow.ts';
import type { FlowResult, Frame, Row, TextStyle } from '../model.ts';
import { clean, measure, wrap } from '../text.ts';
import type { LayoutInput, LayoutPlan } from './shared.ts';
import { bodyStyle, contactLines, drawAvatar, nameLines, PAGE_H, PAGE_W, sectionGroups } from './shared.ts';

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
  const bodyTop = headerBottom + 14;

  const inRight = (s: Section): boolean => s.style === 'skill' || s.style === 'honor' || s.style === 'summary';
  const right = inp.sections.filter(inRight);
  const left = inp.sections.filter((s) => !inRight(s));
  const twoCols = right.length > 0 && left.length > 0;
  const colGap = 22;
  const lw = twoCols ? Math.round((W - colGap) * 0.62) : W;
  const rx = L + lw + colGap;
  const rw = W - lw - colGap;

  const titleFor =
    (width: number) =>
    (s: Section): Row[] => {
      const st: TextStyle = { face: faces.bold, size: 11, color: theme.accentText };
      const t = clean(faces.bold, s.title);
      return [
        {
          h: 26,
          draw: (pdf, x, y) => {
            pdf.rect(x, y + 3, width, 20).fill(theme.tintLight);
            pdf.rect(x, y + 3, 3, 20).fill(theme.accent);
            drawText(pdf, st, t, x + 10, y + 3, 20);
          },
        },
        gap(5),
      ];
    };
  const compactBody = (width: number): BodyStyle =>
    bodyStyle(inp, width, { titleSize: 10, bodySize: 9, lineH: 14, entryGap: 7 });
  const opts = { sectionGap: 12, skillCols: 1 };
  const frame =
    (x: number) =>
    (p: number): Frame => ({ x, top: p === 0 ? bodyTop : 40, bottom: PAGE_H - 46 });
  const flows: FlowResult[] = [];
  const leftSections = twoCols ? left : inp.sections;
  flows.push(flow(sectionGroups(leftSections, titleFor(lw), compactBody(lw), { ...opts, skillCols: 2 }), frame(L)));
  if (twoCols) flows.push(flow(sectionGroups(right, titleFor(rw), compactBody(rw), opts), frame(rx)));

  return {
    flows,
    pageNumberX: PAGE_W / 2,
    decorate(pdf, page) {
      const yTop = page === 0 ? bodyTop : 40;
      if (twoCols) {
        const dx = L + lw + colGap / 2;
        pdf
          .moveTo(dx, yTop + 4)
          .lineTo(dx, PAGE_H - 50)
          .lineWidth(0.5)
          .strokeColor(theme.rule)
          .stroke();
      }
      if (page !== 0) {
        pdf.rect(L, 24, W, 2).fill(theme.accent);
        return;
      }
      nm.lines.forEach((l, i) =>
        drawText(pdf, { face: faces.bold, size: nm.size, color: theme.text }, l, L, top + i * 34, 34),
      );
      const lastY = top + (nm.lines.length - 1) * 34;
      if (wishInline) {
        pdf.rect(L + lastNameW + 10, lastY + 10, 1, 15).fill(theme.rule);
        drawText(pdf, wishSt, inp.wish, L + lastNameW + 20, lastY + 1, 34);
      }
      let y = lastY + 34;
      for (const l of wishLines) {
        drawText(pdf, wishSt, l.text, L, y, 20);
        y += 20;
      }
      for (const l of contacts) {
        drawText(pdf, cSt, l, L, y, 15);
        y += 15;
      }
      if (av && inp.avatar) drawAvatar(pdf, inp.avatar, L + W - av.w, top, av.w, av.h, 'rounded');
      pdf.rect(L, headerBottom - 1, W, 2).fill(theme.accent);
    },
  };
}
