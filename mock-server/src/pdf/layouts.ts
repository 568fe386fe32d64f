/**
 * The five layouts. Each builds its columns as groups of rows (pagination is done by flow.ts), and draws
 * its page decoration (header, sidebar, band, dividers) before the rows of each page.
 */
import type { Layout } from '@cv/contract';
import type { Avatar } from './avatar.ts';
import type { Section } from './content.ts';
import { fmtMonth, levelFraction } from './content.ts';
import type { BodyStyle, Faces, Pdf, TextStyle } from './draw.ts';
import { drawText, drawTextRight, gap, sectionBody } from './draw.ts';
import type { FlowResult, Frame, Group, Row } from './flow.ts';
import { flow } from './flow.ts';
import type { Theme } from './theme.ts';
import type { FontFace } from './text.ts';
import { mix } from './theme.ts';
import { clean, fitSize, measure, wrap } from './text.ts';

export const PAGE_W = 595.28;
export const PAGE_H = 841.89;

export interface Contact {
  label: string;
  value: string;
}

export interface LayoutInput {
  faces: Faces;
  theme: Theme;
  name: string;
  wish: string;
  contacts: Contact[];
  sections: Section[];
  avatar: Avatar | null;
}

export interface LayoutPlan {
  flows: FlowResult[];
  /** Draws backgrounds and fixed parts of a page before its rows. */
  decorate(pdf: Pdf, page: number, pages: number): void;
  /** Center x of the page number (drawn only on multi-page resumes). */
  pageNumberX: number;
}

/** Draws the avatar clipped to a shape, covering the box. */
function drawAvatar(
  pdf: Pdf,
  avatar: Avatar,
  x: number,
  y: number,
  w: number,
  h: number,
  shape: 'rect' | 'circle' | 'rounded',
): void {
  pdf.save();
  if (shape === 'circle') pdf.circle(x + w / 2, y + h / 2, Math.min(w, h) / 2).clip();
  else if (shape === 'rounded') pdf.roundedRect(x, y, w, h, 8).clip();
  else pdf.rect(x, y, w, h).clip();
  try {
    pdf.image(avatar.data, x, y, { cover: [w, h], align: 'center', valign: 'center' });
  } catch {
    pdf.rect(x, y, w, h).fill('#eeeeee');
  }
  pdf.restore();
}

/** Contact items wrapped as whole items separated by a divider; returns lines of items. */
function contactLines(st: TextStyle, contacts: Contact[], width: number, sep: string, withLabel: boolean): string[] {
  const lines: string[] = [];
  let cur = '';
  for (const c of contacts) {
    const item = withLabel ? `${c.label}：${c.value}` : c.value;
    const next = cur ? cur + sep + item : item;
    if (measure(st.face, st.size, next) <= width || !cur) {
      if (!cur && measure(st.face, st.size, item) > width) {
        for (const l of wrap(st.face, st.size, item, width)) lines.push(l.text);
        continue;
      }
      cur = next;
    } else {
      lines.push(cur);
      cur = item;
    }
  }
  if (cur) lines.push(cur);
  return lines;
}

/** Groups of all sections with a title builder and a body style. */
function sectionGroups(
  sections: Section[],
  title: (s: Section) => Row[],
  bs: BodyStyle,
  opts: { sectionGap: number; skillCols: number; chips?: boolean },
): Group[] {
  const groups: Group[] = [];
  sections.forEach((s, i) => {
    groups.push({ rows: title(s), gapBefore: i === 0 ? 0 : opts.sectionGap, keepWithNext: true });
    groups.push(...sectionBody(s, bs, opts.skillCols, opts.chips));
  });
  return groups;
}

const bodyStyle = (inp: LayoutInput, width: number, extra: Partial<BodyStyle> = {}): BodyStyle => ({
  faces: inp.faces,
  theme: inp.theme,
  width,
  titleSize: 10.5,
  bodySize: 9.5,
  lineH: 15.5,
  entryGap: 9,
  dateColor: inp.theme.muted,
  subtitleColor: inp.theme.textSoft,
  ...extra,
});

// ---------------------------------------------------------------- classic: single column, rule titles

function classic(inp: LayoutInput): LayoutPlan {
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
  const nameH = 38 * nm.lines.length;
  const wishSt: TextStyle = { face: faces.regular, size: 11, color: theme.accentText };
  const wishLines = inp.wish ? wrap(wishSt.face, wishSt.size, `求职意向：${inp.wish}`, textW) : [];
  const wishH = 22 * wishLines.length;
  const textBottom = top + nameH + wishH + 4 + contacts.length * 17;
  const headerBottom = Math.max(textBottom, top + avatarH + 4) + 8;
  const bodyTop = headerBottom + 18;

  const title = (s: Section): Row[] => {
    const st: TextStyle = { face: faces.bold, size: 12.5, color: theme.accentText };
    const t = clean(faces.bold, s.title);
    const tw = measure(st.face, st.size, t);
    return [
      {
        h: 28,
        draw: (pdf, x, y) => {
          pdf.rect(x, y + 6, 3.5, 15).fill(theme.accent);
          drawText(pdf, st, t, x + 10, y + 2, 24, { width: tw });
          pdf
            .moveTo(x, y + 26)
            .lineTo(x + W, y + 26)
            .lineWidth(0.7)
            .strokeColor(theme.tint)
            .stroke();
        },
      },
      gap(6),
    ];
  };
  const bs = bodyStyle(inp, W);
  const groups = sectionGroups(inp.sections, title, bs, { sectionGap: 16, skillCols: 2 });
  const main = flow(groups, (p) => ({ x: L, top: p === 0 ? bodyTop : 46, bottom: PAGE_H - 52 }));

  return {
    flows: [main],
    pageNumberX: PAGE_W / 2,
    decorate(pdf, page) {
      if (page !== 0) {
        pdf.rect(0, 0, PAGE_W, 5).fill(theme.accent);
        return;
      }
      pdf.rect(0, 0, PAGE_W, 5).fill(theme.accent);
      nm.lines.forEach((l, i) =>
        drawText(pdf, { face: faces.bold, size: nm.size, color: theme.text }, l, L, top + i * 38, 38),
      );
      let y = top + nameH;
      for (const l of wishLines) {
        drawText(pdf, wishSt, l.text, L, y, 22);
        y += 22;
      }
      y += 4;
      for (const line of contacts) {
        drawText(pdf, contactSt, line, L, y, 17);
        y += 17;
      }
      if (inp.avatar) {
        drawAvatar(pdf, inp.avatar, L + W - avatarW, top + 4, avatarW, avatarH, 'rect');
        pdf
          .rect(L + W - avatarW, top + 4, avatarW, avatarH)
          .lineWidth(0.6)
          .strokeColor(theme.tint)
          .stroke();
      }
      pdf
        .moveTo(L, headerBottom)
        .lineTo(L + W, headerBottom)
        .lineWidth(1.6)
        .strokeColor(theme.accent)
        .stroke();
    },
  };
}

// ---------------------------------------------------------------- sidebar: colored left column

function sidebar(inp: LayoutInput): LayoutPlan {
  const { faces, theme } = inp;
  const SB = 182;
  const sx = 22;
  const sw = SB - 2 * sx;
  const mx = SB + 26;
  const mw = PAGE_W - mx - 36;
  const on: TextStyle = { face: faces.regular, size: 9.5, color: theme.onAccent };
  const onSoft: TextStyle = { face: faces.regular, size: 8.5, color: theme.onAccentSoft };

  const side: Group[] = [];
  if (inp.avatar) {
    const d = 96;
    const av = inp.avatar;
    side.push({
      gapBefore: 0,
      rows: [
        {
          h: d + 16,
          draw: (pdf, x, y) => {
            const cx = x + sw / 2;
            pdf.circle(cx, y + d / 2, d / 2 + 3).fill(theme.onAccent);
            drawAvatar(pdf, av, cx - d / 2, y, d, d, 'circle');
          },
        },
      ],
    });
  }
  const nm = nameLines(faces.bold, 21, 14, inp.name, sw);
  const nameSt: TextStyle = { face: faces.bold, size: nm.size, color: theme.onAccent };
  const center =
    (st: TextStyle, text: string, h: number): Row['draw'] =>
    (pdf, x, y) => {
      const w = measure(st.face, st.size, text);
      drawText(pdf, st, text, x + (sw - w) / 2, y, h, { width: w });
    };
  const headRows: Row[] = nm.lines.map((l, i) => {
    const h = i === nm.lines.length - 1 ? 34 : nm.size * 1.35;
    return { h, draw: center(nameSt, l, h) };
  });
  if (inp.wish) {
    const wishSt: TextStyle = { face: faces.regular, size: 10.5, color: theme.onAccentSoft };
    for (const l of wrap(wishSt.face, wishSt.size, inp.wish, sw))
      headRows.push({ h: 18, draw: center(wishSt, l.text, 18) });
  }
  side.push({ gapBefore: 0, rows: headRows });

  const sideTitle = (t: string): Group => {
    const st: TextStyle = { face: faces.bold, size: 11.5, color: theme.onAccent };
    return {
      gapBefore: 18,
      keepWithNext: true,
      rows: [
        {
          h: 26,
          draw: (pdf, x, y) => {
            drawText(pdf, st, t, x, y, 22);
            pdf
              .moveTo(x, y + 23)
              .lineTo(x + sw, y + 23)
              .lineWidth(0.6)
              .strokeColor(mix(theme.accent, theme.onAccent, 0.5))
              .stroke();
          },
        },
        gap(4),
      ],
    };
  };
  if (inp.contacts.length) {
    side.push(sideTitle('个人信息'));
    for (const c of inp.contacts) {
      const lines = wrap(on.face, on.size, c.value, sw);
      side.push({
        gapBefore: 5,
        rows: [
          { h: 14, draw: (pdf, x, y) => drawText(pdf, onSoft, c.label, x, y, 14) },
          ...lines.map((l) => ({
            h: 15,
            draw: (pdf: Pdf, x: number, y: number) => drawText(pdf, on, l.text, x, y, 15),
          })),
        ],
      });
    }
  }
  const inSide = (s: Section): boolean => s.style === 'skill' || s.style === 'honor';
  for (const s of inp.sections.filter(inSide)) {
    side.push(sideTitle(clean(faces.bold, s.title)));
    for (const e of s.entries) {
      const rows: Row[] = [];
      const name = clean(on.face, e.title || e.desc);
      if (s.style === 'skill') {
        const frac = levelFraction(e.level);
        const level = clean(onSoft.face, e.level);
        const lw = level ? measure(onSoft.face, onSoft.size, level) + 8 : 0;
        const wrapped = wrap(on.face, on.size, name, sw - lw);
        const lines = wrapped.length ? wrapped : [{ text: '', width: 0, broken: false }];
        lines.forEach((l, i) =>
          rows.push({
            h: 16,
            draw: (pdf, x, y) => {
              drawText(pdf, on, l.text, x, y, 16, { width: l.width });
              if (i === 0 && level) drawTextRight(pdf, onSoft, level, x + sw, y, 16);
            },
          }),
        );
        if (frac !== null) {
          rows.push({
            h: 8,
            draw: (pdf, x, y) => {
              pdf.save();
              pdf
                .fillOpacity(0.25)
                .roundedRect(x, y + 1.5, sw, 4, 2)
                .fill(theme.onAccent);
              pdf.restore();
              pdf.roundedRect(x, y + 1.5, sw * frac, 4, 2).fill(theme.onAccent);
            },
          });
        }
      } else {
        for (const l of wrap(on.face, on.size, name, sw))
          rows.push({ h: 15, draw: (pdf, x, y) => drawText(pdf, on, l.text, x, y, 15) });
        const date = e.date || e.start || e.end;
        if (date) rows.push({ h: 13, draw: (pdf, x, y) => drawText(pdf, onSoft, fmtMonth(date), x, y, 13) });
      }
      side.push({ gapBefore: 5, rows });
    }
  }

  const mainTitle = (s: Section): Row[] => {
    const st: TextStyle = { face: faces.bold, size: 13, color: theme.accentText };
    const t = clean(faces.bold, s.title);
    return [
      {
        h: 30,
        draw: (pdf, x, y) => {
          drawText(pdf, st, t, x, y, 24);
          pdf
            .moveTo(x, y + 27)
            .lineTo(x + mw, y + 27)
            .lineWidth(0.6)
            .strokeColor(theme.rule)
            .stroke();
          pdf.rect(x, y + 25.5, 26, 3).fill(theme.accent);
        },
      },
      gap(6),
    ];
  };
  const bs = bodyStyle(inp, mw);
  const mainGroups = sectionGroups(
    inp.sections.filter((s) => !inSide(s)),
    mainTitle,
    bs,
    { sectionGap: 16, skillCols: 2 },
  );
  const frame = (x: number) => (): Frame => ({ x, top: 40, bottom: PAGE_H - 46 });
  const sideFlow = flow(side, frame(sx));
  const mainFlow = flow(mainGroups, frame(mx));
  return {
    flows: [sideFlow, mainFlow],
    pageNumberX: mx + mw / 2,
    decorate(pdf, page) {
      pdf.rect(0, 0, SB, PAGE_H).fill(theme.accent);
      // Continuation pages the sidebar's own content does not reach repeat the name at its top.
      if (page > 0 && page >= sideFlow.pages) {
        const st: TextStyle = { face: faces.bold, size: Math.min(15, nm.size), color: theme.onAccent };
        const lines = wrap(st.face, st.size, inp.name, sw);
        let y = 40;
        for (const l of lines) {
          drawText(pdf, st, l.text, sx, y, 22);
          y += 22;
        }
        if (inp.wish) {
          const ws: TextStyle = { face: faces.regular, size: 9.5, color: theme.onAccentSoft };
          for (const l of wrap(ws.face, ws.size, inp.wish, sw)) {
            drawText(pdf, ws, l.text, sx, y, 16);
            y += 16;
          }
        }
        pdf.rect(sx, y + 8, 26, 2.5).fill(theme.onAccent);
      }
    },
  };
}

// ---------------------------------------------------------------- band: colored header band, pill titles

function band(inp: LayoutInput): LayoutPlan {
  const { faces, theme } = inp;
  const L = 46;
  const W = PAGE_W - 2 * L;
  const d = inp.avatar ? 96 : 0;
  const textW = W - (d ? d + 24 : 0);
  const nm = nameLines(faces.bold, 27, 16, inp.name, textW);
  const cSt: TextStyle = { face: faces.regular, size: 9.5, color: theme.onAccent };
  const colW = textW / 2 - 6;
  // Contacts in two columns; an item too wide for a column takes a whole row.
  const cells: string[][] = [];
  let pending: string[] = [];
  for (const c of inp.contacts) {
    const item = `${c.label}：${c.value}`;
    if (measure(cSt.face, cSt.size, item) > colW) {
      if (pending.length) cells.push(pending);
      pending = [];
      for (const l of wrap(cSt.face, cSt.size, item, textW)) cells.push([l.text]);
      continue;
    }
    pending.push(item);
    if (pending.length === 2) {
      cells.push(pending);
      pending = [];
    }
  }
  if (pending.length) cells.push(pending);
  const top = 30;
  const nameH = 42 * nm.lines.length;
  const wishSt: TextStyle = { face: faces.regular, size: 12, color: theme.onAccentSoft };
  const wishLines = inp.wish ? wrap(wishSt.face, wishSt.size, inp.wish, textW) : [];
  const wishH = 22 * wishLines.length;
  const textH = nameH + wishH + 6 + cells.length * 17;
  const bandH = Math.max(textH, d + 8) + top + 24;
  const bodyTop = bandH + 22;

  const title = (s: Section): Row[] => {
    const st: TextStyle = { face: faces.bold, size: 11.5, color: theme.onAccent };
    const t = clean(faces.bold, s.title);
    const pw = measure(st.face, st.size, t) + 26;
    return [
      {
        h: 30,
        draw: (pdf, x, y) => {
          pdf.roundedRect(x, y + 4, pw, 22, 11).fill(theme.accent);
          drawText(pdf, st, t, x + 13, y + 4, 22);
          pdf
            .moveTo(x + pw + 8, y + 15)
            .lineTo(x + W, y + 15)
            .lineWidth(0.8)
            .strokeColor(theme.tint)
            .stroke();
        },
      },
      gap(6),
    ];
  };
  const bs = bodyStyle(inp, W, { dateColor: theme.accentText });
  const groups = sectionGroups(inp.sections, title, bs, { sectionGap: 16, skillCols: 2 });
  const main = flow(groups, (p) => ({ x: L, top: p === 0 ? bodyTop : 40, bottom: PAGE_H - 50 }));
  return {
    flows: [main],
    pageNumberX: PAGE_W / 2,
    decorate(pdf, page) {
      if (page !== 0) {
        pdf.rect(0, 0, PAGE_W, 10).fill(theme.accent);
        return;
      }
      pdf.rect(0, 0, PAGE_W, bandH).fill(theme.accent);
      pdf.save();
      pdf
        .fillOpacity(0.08)
        .circle(PAGE_W - 40, 10, 120)
        .fill(theme.onAccent);
      pdf.restore();
      let y = top;
      nm.lines.forEach((l, i) =>
        drawText(pdf, { face: faces.bold, size: nm.size, color: theme.onAccent }, l, L, y + i * 42, 42),
      );
      y += nameH;
      for (const l of wishLines) {
        drawText(pdf, wishSt, l.text, L, y, 22);
        y += 22;
      }
      y += 6;
      for (const row of cells) {
        row.forEach((c, i) => drawText(pdf, cSt, c, L + i * (colW + 12), y, 17));
        y += 17;
      }
      if (inp.avatar) {
        const ax = L + W - d;
        const ay = (bandH - d) / 2;
        pdf.circle(ax + d / 2, ay + d / 2, d / 2 + 3.5).fill(theme.onAccent);
        drawAvatar(pdf, inp.avatar, ax, ay, d, d, 'circle');
      }
    },
  };
}

// ---------------------------------------------------------------- timeline: dates in a gutter, vertical line

function timeline(inp: LayoutInput): LayoutPlan {
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
  const nm = nameLines(faces.bold, 25, 15, inp.name, tw);
  const cSt: TextStyle = { face: faces.regular, size: 9.5, color: theme.textSoft };
  const contacts = contactLines(cSt, inp.contacts, tw, '   ·   ', true);
  const nameH = 38 * nm.lines.length;
  const wishSt: TextStyle = { face: faces.bold, size: 11, color: theme.text };
  const wishLines = inp.wish ? wrap(wishSt.face, wishSt.size, inp.wish, tw) : [];
  const wishH = 20 * wishLines.length;
  const headerBottom = Math.max(top + nameH + wishH + 4 + contacts.length * 16, top + av) + 14;
  const bodyTop = headerBottom + 20;

  const dateSt: TextStyle = { face: faces.regular, size: 8.8, color: theme.muted };
  const gutterDate = (pdf: Pdf, text: string, x: number, y: number, h: number): void => {
    const parts = text.split(' - ');
    const endX = x - (cx - lineX) - 10;
    if (parts.length === 2 && measure(dateSt.face, dateSt.size, text) > gutter - 10) {
      drawTextRight(pdf, dateSt, `${parts[0]} -`, endX, y, h);
      drawTextRight(pdf, dateSt, parts[1] ?? '', endX, y + h - 3, h);
    } else drawTextRight(pdf, dateSt, text, endX, y, h);
  };
  const decorate = (pdf: Pdf, x: number, y: number, h: number, first: boolean): void => {
    if (!first) return;
    const lx = x - (cx - lineX);
    pdf.circle(lx, y + h / 2, 3.6).fillAndStroke('#ffffff', theme.accent);
  };

  const title = (s: Section): Row[] => {
    const st: TextStyle = { face: faces.bold, size: 13, color: theme.accentText };
    const t = clean(faces.bold, s.title);
    return [
      {
        h: 30,
        draw: (pdf, x, y) => {
          const lx = x - (cx - lineX);
          pdf.circle(lx, y + 14, 7.5).fill(theme.accent);
          pdf.circle(lx, y + 14, 2.6).fill('#ffffff');
          drawText(pdf, st, t, x, y + 2, 24);
          const w = measure(st.face, st.size, t);
          pdf
            .moveTo(x + w + 10, y + 14)
            .lineTo(x + cw, y + 14)
            .lineWidth(0.6)
            .dash(2, { space: 2 })
            .strokeColor(theme.tint)
            .stroke()
            .undash();
        },
      },
      gap(4),
    ];
  };
  const bs = bodyStyle(inp, cw, { gutterDate, decorate });
  const groups = sectionGroups(inp.sections, title, bs, { sectionGap: 14, skillCols: 2, chips: true });
  const main = flow(groups, (p) => ({ x: cx, top: p === 0 ? bodyTop : 44, bottom: PAGE_H - 50 }));
  // The vertical line spans the rows of each page.
  const spans = new Map<number, [number, number]>();
  for (const pl of main.placements) {
    const span = spans.get(pl.page) ?? [pl.y, pl.y];
    span[0] = Math.min(span[0], pl.y);
    span[1] = Math.max(span[1], pl.y + pl.row.h);
    spans.set(pl.page, span);
  }
  return {
    flows: [main],
    pageNumberX: PAGE_W / 2,
    decorate(pdf, page) {
      const span = spans.get(page);
      if (span) {
        pdf
          .moveTo(lineX, span[0] + 14)
          .lineTo(lineX, span[1])
          .lineWidth(1.2)
          .strokeColor(theme.tint)
          .stroke();
      }
      if (page !== 0) return;
      if (inp.avatar) drawAvatar(pdf, inp.avatar, L, top + 2, av, av, 'rounded');
      let y = top;
      nm.lines.forEach((l, i) =>
        drawText(pdf, { face: faces.bold, size: nm.size, color: theme.accentText }, l, tx, y + i * 38, 38),
      );
      y += nameH;
      for (const l of wishLines) {
        drawText(pdf, wishSt, l.text, tx, y, 20);
        y += 20;
      }
      y += 4;
      for (const l of contacts) {
        drawText(pdf, cSt, l, tx, y, 16);
        y += 16;
      }
      pdf
        .moveTo(L, headerBottom)
        .lineTo(L + W, headerBottom)
        .lineWidth(0.6)
        .strokeColor(theme.rule)
        .stroke();
      pdf.rect(L, headerBottom - 1.5, 60, 3).fill(theme.accent);
    },
  };
}

// ---------------------------------------------------------------- compact: dense header, two columns

function compact(inp: LayoutInput): LayoutPlan {
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

/** A name at the largest size up to `max` that fits one line (not below `min`), wrapped when even that is too wide. */
function nameLines(
  face: FontFace,
  max: number,
  min: number,
  text: string,
  width: number,
): { size: number; lines: string[] } {
  const size = fitSize(face, max, text, width, min);
  return { size, lines: wrap(face, size, text, width).map((l) => l.text) };
}

export const LAYOUT_BUILDERS: Record<Layout, (inp: LayoutInput) => LayoutPlan> = {
  classic,
  sidebar,
  band,
  timeline,
  compact,
};
