/** The line-set header variants: name and position on one line (inline), beside the sidebar (sidebar), centred (centered). */
import { strokeLine } from '../draw.ts';
import type { Pdf, StructNode, Tagger, TextStyle } from '../model.ts';
import { measure } from '../atoms.ts';
import { wrap } from '../text.ts';
import { drawAvatar } from './shared.ts';
import { accentRule, contactLines, headerNodes, headerText, nameLines } from './header.ts';
import type { HeaderContext, HeaderPlan } from './header-plan.ts';
import { photoOf, shown } from './header-plan.ts';
import { HEADER_TEXT, wishLabelOf, type HeaderPart } from '@cv/contract/designs';

export function inline(part: Extract<HeaderPart, { kind: 'inline' }>, ctx: HeaderContext): HeaderPlan {
  const { inp, x, width, top } = ctx;
  const { theme, faces } = inp;
  const box = photoOf(ctx);
  const av = box ? { w: box.w * 0.78, h: box.h * 0.78 } : null;
  const textW = width - (av ? av.w + 16 : 0);
  const nm = nameLines(faces.bold, part.name.max, part.name.min, inp.name, textW);
  const lastNameW = measure(faces.bold, nm.size, nm.lines[nm.lines.length - 1] ?? '');
  const wishSt: TextStyle = { face: faces.regular, size: 11.5, color: theme.accentText };
  const wishInline = !!inp.wish && measure(wishSt.face, wishSt.size, inp.wish) <= textW - lastNameW - 20;
  const wishLines = inp.wish && !wishInline ? wrap(wishSt.face, wishSt.size, inp.wish, textW) : [];
  const nameBottom = top + 34 * nm.lines.length + 20 * wishLines.length;
  const cSt: TextStyle = { face: faces.regular, size: 9, color: theme.textSoft };
  const contacts = contactLines(cSt, inp.contacts, textW, HEADER_TEXT.inline.contactSep, true);
  const headerBottom = Math.max(nameBottom + contacts.length * 15, top + (av?.h ?? 0)) + 10;
  const hn = headerNodes(inp);
  return {
    nodes: shown(hn, av),
    bodyTop: headerBottom + part.gapAfter * inp.tight.space,
    draw(pdf, tags) {
      const nameSt: TextStyle = { face: faces.bold, size: nm.size, color: theme.text };
      nm.lines.forEach((l, i) => headerText(pdf, tags, hn.name, nameSt, l, x, top + i * 34, 34));
      const lastY = top + (nm.lines.length - 1) * 34;
      if (wishInline) {
        tags.art(() => pdf.rect(x + lastNameW + 10, lastY + 10, 1, 15).fill(theme.rule));
        headerText(pdf, tags, hn.wish, wishSt, inp.wish, x + lastNameW + 20, lastY + 1, 34);
      }
      let y = lastY + 34;
      for (const l of wishLines) {
        headerText(pdf, tags, hn.wish, wishSt, l.text, x, y, 20);
        y += 20;
      }
      for (const l of contacts) {
        headerText(pdf, tags, hn.contacts, cSt, l, x, y, 15);
        y += 15;
      }
      const avatar = inp.avatar;
      if (av && avatar)
        tags.text(hn.photo, () => drawAvatar(pdf, avatar, x + width - av.w, top, av.w, av.h, 'rounded'));
      tags.art(() => pdf.rect(x, headerBottom - 1, width, 2).fill(theme.accent));
    },
  };
}

/**
 * The sidebar grid's header: the photo at the top of the sidebar (`ctx.x`/`ctx.width` are the main column),
 * the name and position beside it; the contacts are the sidebar's first section.
 */
export function sidebarHead(part: Extract<HeaderPart, { kind: 'sidebar' }>, ctx: HeaderContext): HeaderPlan {
  const { inp, x, width, top } = ctx;
  const { theme, faces } = inp;
  const box = photoOf(ctx);
  // The sidebar's photo area is as tall for every shape (at least 96 pt): the body starts at the same height.
  const photoH = box ? Math.max(box.h, 96) + 14 : 0;
  const nm = nameLines(faces.bold, part.name.max, part.name.min, inp.name, width);
  const nameRowH = nm.size * 1.4;
  const wishSt: TextStyle = { face: faces.regular, size: 12, color: theme.accentText };
  const wishLines = inp.wish ? wrap(wishSt.face, wishSt.size, inp.wish, width) : [];
  const headTextH = nm.lines.length * nameRowH + wishLines.length * 20;
  const headH = Math.max(photoH, headTextH + 16);
  const headTextY = top + (headH - 16 - headTextH) / 2;
  const hn = headerNodes(inp);
  return {
    nodes: box ? [hn.name, hn.wish, hn.photo] : [hn.name, hn.wish],
    photo: hn.photo,
    bodyTop: top + headH + part.gapAfter * inp.tight.space,
    draw(pdf, tags) {
      const nameSt: TextStyle = { face: faces.bold, size: nm.size, color: theme.text };
      let y = headTextY;
      for (const l of nm.lines) {
        headerText(pdf, tags, hn.name, nameSt, l, x, y, nameRowH);
        y += nameRowH;
      }
      for (const l of wishLines) {
        headerText(pdf, tags, hn.wish, wishSt, l.text, x, y, 20);
        y += 20;
      }
      accentRule(pdf, tags, theme, x, top + headH - 6, width, 26);
    },
  };
}

/** Lines of text centred in the width, each tagged as its node. */
function centeredLines(
  pdf: Pdf,
  tags: Tagger,
  node: StructNode,
  st: TextStyle,
  lines: string[],
  x: number,
  width: number,
  y: number,
  rowH: number,
): number {
  for (const l of lines) {
    headerText(pdf, tags, node, st, l, x + (width - measure(st.face, st.size, l)) / 2, y, rowH);
    y += rowH;
  }
  return y;
}

export function centered(part: Extract<HeaderPart, { kind: 'centered' }>, ctx: HeaderContext): HeaderPlan {
  const { inp, x, width, top } = ctx;
  const { theme, faces } = inp;
  const nm = nameLines(faces.bold, part.name.max, part.name.min, inp.name, width);
  const wishSt: TextStyle = { face: faces.regular, size: 11, color: theme.accentText };
  const wish = inp.wish
    ? wrap(wishSt.face, wishSt.size, `${wishLabelOf('centered', inp.lang)}${inp.wish}`, width).map((l) => l.text)
    : [];
  const cSt: TextStyle = { face: faces.regular, size: 9.5, color: theme.textSoft };
  const contacts = contactLines(cSt, inp.contacts, width, HEADER_TEXT.centered.contactSep, false);
  const hn = headerNodes(inp);
  const nameH = nm.size * 1.5;
  const bottom = top + 10 + nm.lines.length * nameH + wish.length * 20 + 4 + contacts.length * 16 + 8;
  return {
    nodes: [hn.name, hn.wish, hn.contacts],
    bodyTop: bottom + part.gapAfter * inp.tight.space,
    draw(pdf, tags) {
      tags.art(() => strokeLine(pdf, x, top, x + width, top, 1.6, theme.accent));
      let y = top + 10;
      y = centeredLines(
        pdf,
        tags,
        hn.name,
        { face: faces.bold, size: nm.size, color: theme.text },
        nm.lines,
        x,
        width,
        y,
        nameH,
      );
      y = centeredLines(pdf, tags, hn.wish, wishSt, wish, x, width, y, 20);
      centeredLines(pdf, tags, hn.contacts, cSt, contacts, x, width, y + 4, 16);
      tags.art(() => strokeLine(pdf, x, bottom, x + width, bottom, 0.6, theme.accent));
    },
  };
}
