/** The stacked header variants: name, position and contacts in rows (stack), on a colour band (band), under a title banner (banner). */
import { drawText, strokeLine } from '../draw.ts';
import { measure } from '../atoms.ts';
import { PAGE_W } from './shared.ts';
import type { HeaderNodes } from './header.ts';
import { accentRule, headerNodes, stackedHeader } from './header.ts';
import type { HeaderContext, HeaderPlan } from './header-plan.ts';
import { drawPhoto, photoOf, shown } from './header-plan.ts';
import { HEADER_TEXT, wishLabelOf, type HeaderPart } from '@cv/contract/designs';

export function stack(
  part: Extract<HeaderPart, { kind: 'stack' }>,
  ctx: HeaderContext,
  nodes?: HeaderNodes,
): HeaderPlan {
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

export function band(part: Extract<HeaderPart, { kind: 'band' }>, ctx: HeaderContext): HeaderPlan {
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

export function banner(part: Extract<HeaderPart, { kind: 'banner' }>, ctx: HeaderContext): HeaderPlan {
  const { inp, x, width, top } = ctx;
  const { theme, faces } = inp;
  const bannerH = 34;
  const hn = headerNodes(inp);
  const title = { face: faces.bold, size: 15, color: theme.onAccent };
  const under = stack(
    {
      kind: 'stack',
      name: { ...part.name, color: 'text', rowH: 36 },
      wish: { size: 11, color: 'accentText', label: wishLabelOf('banner', inp.lang), rowH: 20 },
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
