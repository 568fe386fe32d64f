/** Page 1's header variants (HeaderPart): where the body starts under it, its structure nodes, how it is drawn. */
import type { Avatar } from '../avatar.ts';
import { drawText, strokeLine } from '../draw.ts';
import type { Pdf, StructNode, Tagger, TextStyle } from '../model.ts';
import { measure, wrap } from '../text.ts';
import type { LayoutInput } from './shared.ts';
import { drawAvatar, PAGE_W } from './shared.ts';
import type { HeaderNodes } from './header.ts';
import { accentRule, contactLines, headerNodes, headerText, nameLines, stackedHeader } from './header.ts';
import { HEADER_TEXT, type HeaderPart, type PhotoPart } from '@cv/contract/designs';

export interface HeaderContext {
  inp: LayoutInput;
  photo: PhotoPart;
  /** The header's box: left edge, width, top. */
  x: number;
  width: number;
  top: number;
}

export interface HeaderPlan {
  /** Structure nodes in reading order. */
  nodes: StructNode[];
  /** Where the body starts on page 1. */
  bodyTop: number;
  draw(pdf: Pdf, tags: Tagger): void;
  /** The photo's node when the grid draws the photo (the sidebar header: at the top of the sidebar). */
  photo?: StructNode;
}

/** The photo's box for a photo part (none: no box). */
export function photoBox(part: PhotoPart): { w: number; h: number } | null {
  switch (part.kind) {
    case 'id':
      return { w: 72, h: 96 };
    case 'square':
      return { w: 84, h: 84 };
    case 'round':
      return { w: 92, h: 92 };
    case 'rounded':
      return { w: 82, h: 82 };
    default:
      return null;
  }
}

/** Draws the photo in its part's shape (tagged as the Figure), with a thin frame or ring as an artifact. */
export function drawPhoto(
  pdf: Pdf,
  tags: Tagger,
  node: StructNode,
  avatar: Avatar,
  part: PhotoPart,
  x: number,
  y: number,
  ring: string,
): void {
  const box = photoBox(part);
  if (!box) return;
  const { w, h } = box;
  if (part.kind === 'round') tags.art(() => pdf.circle(x + w / 2, y + h / 2, w / 2 + 3).fill(ring));
  const shape = part.kind === 'round' ? 'circle' : part.kind === 'rounded' ? 'rounded' : 'rect';
  tags.text(node, () => drawAvatar(pdf, avatar, x, y, w, h, shape));
  if (part.kind === 'id' || part.kind === 'square')
    tags.art(() => pdf.rect(x, y, w, h).lineWidth(0.6).strokeColor(ring).stroke());
}

/** The header plan of a header part. */
export function headerPlan(part: HeaderPart, ctx: HeaderContext): HeaderPlan {
  switch (part.kind) {
    case 'stack':
      return stack(part, ctx);
    case 'band':
      return band(part, ctx);
    case 'inline':
      return inline(part, ctx);
    case 'sidebar':
      return sidebarHead(part, ctx);
    case 'centered':
      return centered(part, ctx);
    case 'banner':
      return banner(part, ctx);
    case 'keyvalue':
      return keyvalue(part, ctx);
  }
}

const photoOf = (ctx: HeaderContext) => (ctx.inp.avatar ? photoBox(ctx.photo) : null);

/** The header's nodes without the photo's when the design shows none. */
const shown = (hn: HeaderNodes, box: unknown): StructNode[] => (box ? hn.all : hn.all.filter((n) => n !== hn.photo));

function stack(part: Extract<HeaderPart, { kind: 'stack' }>, ctx: HeaderContext, nodes?: HeaderNodes): HeaderPlan {
  const { inp, x, width, top } = ctx;
  const { theme, faces } = inp;
  const box = photoOf(ctx);
  // Round and rounded photos stand left of the text, ID and square photos at the right.
  const left = ctx.photo.kind === 'round' || ctx.photo.kind === 'rounded';
  const gapW = left ? 18 : 20;
  const tx = box && left ? x + box.w + gapW : x;
  const tw = width - (box ? box.w + gapW : 0);
  const head = stackedHeader(
    inp,
    tw,
    {
      name: { ...part.name, color: theme[part.name.color] },
      wish: {
        style: {
          face: part.wish.bold ? faces.bold : faces.regular,
          size: part.wish.size,
          color: theme[part.wish.color],
        },
        ...(part.wish.label ? { label: part.wish.label } : {}),
        rowH: part.wish.rowH,
      },
      contacts: { ...part.contacts, color: theme[part.contacts.color] },
    },
    nodes,
  );
  const hn = head.nodes;
  const bottom = Math.max(top + head.height, top + (box ? box.h + 4 : 0)) + part.padBottom;
  return {
    nodes: shown(hn, box),
    bodyTop: bottom + part.gapAfter * inp.tight.space,
    draw(pdf, tags) {
      head.draw(pdf, tags, tx, top);
      const avatar = inp.avatar;
      if (avatar && box)
        drawPhoto(pdf, tags, hn.photo, avatar, ctx.photo, left ? x : x + width - box.w, top + 4, theme.tint);
      if (part.rule.kind === 'accent')
        tags.art(() =>
          strokeLine(pdf, x, bottom, x + width, bottom, part.rule.kind === 'accent' ? 1.6 : 0, theme.accent),
        );
      else accentRule(pdf, tags, theme, x, bottom, width, part.rule.stub);
    },
  };
}

function band(part: Extract<HeaderPart, { kind: 'band' }>, ctx: HeaderContext): HeaderPlan {
  const { inp, x, width, top } = ctx;
  const { theme, faces } = inp;
  const box = photoOf(ctx);
  const d = box ? Math.max(box.w, 92) : 0;
  const head = stackedHeader(inp, width - (d ? d + 24 : 0), {
    name: { ...part.name, color: theme.onAccent, rowH: 42 },
    wish: { style: { face: faces.regular, size: 12, color: theme.onAccentSoft }, rowH: 22 },
    contacts: { color: theme.onAccent, colGap: 12, rowH: 17, gapBefore: 6 },
  });
  const bandH = Math.max(head.height, d + 8) + top + 24;
  return {
    nodes: shown(head.nodes, box),
    bodyTop: bandH + part.gapAfter * inp.tight.space,
    draw(pdf, tags) {
      tags.art(() => {
        pdf.rect(0, 0, PAGE_W, bandH).fill(theme.accent);
        pdf.save();
        pdf
          .fillOpacity(0.08)
          .circle(PAGE_W - 40, 10, 120)
          .fill(theme.onAccent);
        pdf.restore();
      });
      head.draw(pdf, tags, x, top);
      const avatar = inp.avatar;
      if (avatar && box) {
        const ay = (bandH - box.h) / 2;
        drawPhoto(pdf, tags, head.nodes.photo, avatar, ctx.photo, x + width - box.w, ay, theme.onAccent);
      }
    },
  };
}

function inline(part: Extract<HeaderPart, { kind: 'inline' }>, ctx: HeaderContext): HeaderPlan {
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
function sidebarHead(part: Extract<HeaderPart, { kind: 'sidebar' }>, ctx: HeaderContext): HeaderPlan {
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

function centered(part: Extract<HeaderPart, { kind: 'centered' }>, ctx: HeaderContext): HeaderPlan {
  const { inp, x, width, top } = ctx;
  const { theme, faces } = inp;
  const nm = nameLines(faces.bold, part.name.max, part.name.min, inp.name, width);
  const wishSt: TextStyle = { face: faces.regular, size: 11, color: theme.accentText };
  const wish = inp.wish
    ? wrap(wishSt.face, wishSt.size, `${HEADER_TEXT.centered.wishLabel}${inp.wish}`, width).map((l) => l.text)
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

function banner(part: Extract<HeaderPart, { kind: 'banner' }>, ctx: HeaderContext): HeaderPlan {
  const { inp, x, width, top } = ctx;
  const { theme, faces } = inp;
  const bannerH = 34;
  const hn = headerNodes(inp);
  const title = { face: faces.bold, size: 15, color: theme.onAccent };
  const under = stack(
    {
      kind: 'stack',
      name: { ...part.name, color: 'text', rowH: 36 },
      wish: { size: 11, color: 'accentText', label: HEADER_TEXT.banner.wishLabel, rowH: 20 },
      contacts: { sep: HEADER_TEXT.banner.contactSep, color: 'textSoft', rowH: 17, gapBefore: 4 },
      rule: { kind: 'stub', stub: 48 },
      gapAfter: part.gapAfter,
      padBottom: 8,
    },
    { ...ctx, top: top + bannerH + 14 },
    hn,
  );
  return {
    // The banner's title is the document's own label (an artifact): the name stays the one H1.
    nodes: under.nodes,
    bodyTop: under.bodyTop,
    draw(pdf, tags) {
      tags.art(() => {
        pdf.rect(x, top, width, bannerH).fill(theme.accent);
        const tw = measure(title.face, title.size, part.title);
        drawText(pdf, title, part.title, x + (width - tw) / 2, top, bannerH);
      });
      under.draw(pdf, tags);
    },
  };
}

function keyvalue(part: Extract<HeaderPart, { kind: 'keyvalue' }>, ctx: HeaderContext): HeaderPlan {
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
    { label: '姓名', value: inp.name, node: hn.name, st: nameSt },
    ...(inp.wish ? [{ label: '求职意向', value: inp.wish, node: hn.wish, st: valueSt }] : []),
    ...inp.contacts.map((c) => ({ label: c.label, value: c.value, node: hn.contacts, st: valueSt })),
  ];
  const rows: (typeof items)[] = [];
  let cur: typeof items = [];
  for (const it of items) {
    const wide = measure(it.st.face, it.st.size, it.value) > cellW - labelW - 6;
    if (wide) {
      if (cur.length) rows.push(cur);
      rows.push([it]);
      cur = [];
      continue;
    }
    cur.push(it);
    if (cur.length === 2) {
      rows.push(cur);
      cur = [];
    }
  }
  if (cur.length) rows.push(cur);
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
