/**
 * The one layout engine: reads a design description (types.ts) and builds the page plan of a resume — the
 * header (headers.ts), section titles (headings.ts), entries and skills (blocks/), flowed into the design's
 * grid: one column (with a label gutter or an edge rail), a sidebar left or right, or two equal columns.
 */
import type { BodyStyle } from '../blocks.ts';
import { levelShare } from '../blocks/skills.ts';
import { drawLead, drawTail, linkedLines, tailLines } from '../blocks.ts';
import type { Section } from '../content.ts';
import { educationFirst } from '@cv/contract/resume-text';
import { EDITION_WORDS } from '@cv/contract/edition-words';
import { fmtMonth } from '../content.ts';
import { drawText, drawTextRight, strokeLine } from '../draw.ts';
import { flow } from '../flow.ts';
import type { FlowResult, Frame, Group, Pdf, Row, StructNode, TextStyle } from '../model.ts';
import { structNode } from '../model.ts';
import { mix } from '../theme.ts';
import { clean } from '../face.ts';
import { measure } from '../atoms.ts';
import { wrap } from '../text.ts';
import type { LayoutInput, LayoutPlan } from './shared.ts';
import { bodyStyle, PAGE_H, PAGE_W, sectionGroups } from './shared.ts';
import { headingRows } from './headings.ts';
import type { HeaderPlan } from './header-plan.ts';
import { drawPhoto, photoBox } from './header-plan.ts';
import { headerPlan } from './headers.ts';
import type { Design } from '@cv/contract/designs';

/** The body style extras of a design's entry and skills parts, for a column `width` wide. */
function bodyExtras(d: Design, inp: LayoutInput, gutter: number, lineDx: number): Partial<BodyStyle> {
  const extra: Partial<BodyStyle> = { skills: d.skills.kind, lineH: d.space.lineH, entryGap: d.space.entry };
  const e = d.entry.kind;
  if (e === 'inline') return { ...extra, inlineMeta: true };
  // Stacked: the subtitle line and the text at the text's line pitch (no gap between them).
  if (e === 'stacked') return { ...extra, entryMode: e, headGap: 0 };
  if (e === 'row' || e === 'card') return { ...extra, entryMode: e };
  if (e !== 'left' && e !== 'timeline') return extra;
  const dateSt: TextStyle = { face: inp.faces.regular, size: 8.8, color: inp.theme.muted };
  // Dates end 10 pt left of the gutter's line; a range too wide for the gutter takes two lines.
  const gutterDate = (pdf: Pdf, text: string, x: number, y: number, h: number): void => {
    const parts = text.split(' - ');
    const endX = x - lineDx - 10;
    if (parts.length === 2 && measure(dateSt.face, dateSt.size, text) > gutter - 10) {
      drawTextRight(pdf, dateSt, `${parts[0]} -`, endX, y, h);
      drawTextRight(pdf, dateSt, parts[1] ?? '', endX, y + h - 3, h);
    } else drawTextRight(pdf, dateSt, text, endX, y, h);
  };
  if (e === 'left') return { ...extra, gutterDate };
  const decorate = (pdf: Pdf, x: number, y: number, h: number): void => {
    pdf.circle(x - lineDx, y + h / 2, 3.6).fillAndStroke('#ffffff', inp.theme.second);
  };
  return { ...extra, gutterDate, decorate };
}

/**
 * A two-column grid's section titles stand at least `min` pt in from their column's edge (centred titles are
 * centred anyway): poppler then never takes a title and the entry under it, beside the other column's lines,
 * for a table (pdftotext's default mode reads the columns one after the other).
 */
const inset = (d: Design, min: number): Design['heading'] =>
  d.heading.kind === 'centered' ? d.heading : { ...d.heading, dx: Math.max(d.heading.dx ?? 0, min) };

/** Builds the page plan of a resume in a design. */
export function buildPlan(d: Design, given: LayoutInput): LayoutPlan {
  const inp = d.educationFirst ? { ...given, sections: educationFirst(given.sections) } : given;
  if (d.grid.kind === 'sidebar') return sidebarPlan(d, inp);
  if (d.grid.kind === 'columns') return columnsPlan(d, inp);
  return columnPlan(d, inp);
}

const strip = (d: Design, inp: LayoutInput, pdf: Pdf, tags: { art(f: () => void): void }): void => {
  if (d.strip) tags.art(() => pdf.rect(0, 0, PAGE_W, d.strip).fill(inp.theme.accent));
};

/** One column (single, with a label gutter, or beside an edge rail), flowed over as many pages as it takes. */
function columnPlan(d: Design, inp: LayoutInput): LayoutPlan {
  const { theme } = inp;
  const rail = d.grid.kind === 'rail' ? d.grid.width : 0;
  const L = d.page.x + rail;
  const W = PAGE_W - d.page.x - L;
  const gutter = d.grid.kind === 'gutter' ? d.grid.width : 0;
  const cx = gutter ? L + gutter + 16 : L;
  const cw = L + W - cx;
  const lineDx = 12;
  const head = headerPlan(d.header, { inp, photo: d.photo, x: L, width: W, top: d.page.headerTop });
  const bs = bodyStyle(inp, cw, bodyExtras(d, inp, gutter, lineDx));
  const title = headingRows(d.heading, {
    faces: inp.faces,
    theme,
    width: cw,
    space: inp.tight.space,
    gutter: gutter + 16,
    lineDx,
  });
  const groups = sectionGroups(inp, inp.sections, title, bs, { sectionGap: d.space.section, skillCols: 2 });
  const main = flow(groups, (p) => ({
    x: cx,
    top: p === 0 ? head.bodyTop : d.page.top,
    bottom: PAGE_H - d.page.bottom,
  }));
  // The timeline's vertical line spans the rows of each page.
  const spans = new Map<number, [number, number]>();
  if (d.entry.kind === 'timeline')
    for (const pl of main.placements) {
      const span = spans.get(pl.page) ?? [pl.y, pl.y];
      span[0] = Math.min(span[0], pl.y);
      span[1] = Math.max(span[1], pl.y + pl.row.h);
      spans.set(pl.page, span);
    }
  return {
    flows: [main],
    body: [main],
    header: head.nodes,
    pageNumberX: PAGE_W / 2 + rail / 2,
    decorate(pdf, page, _pages, tags) {
      strip(d, inp, pdf, tags);
      if (rail) tags.art(() => pdf.rect(0, 0, rail, PAGE_H).fill(theme.accent));
      const span = spans.get(page);
      if (span) tags.art(() => strokeLine(pdf, cx - lineDx, span[0] + 14, cx - lineDx, span[1], 1.2, theme.tint));
      if (page === 0) head.draw(pdf, tags);
      else if (d.header.kind === 'band') tags.art(() => pdf.rect(0, 0, PAGE_W, 10).fill(theme.accent));
    },
  };
}

/** Two equal columns filled like a newspaper: the left column, then the right one, then the next page. */
function columnsPlan(d: Design, inp: LayoutInput): LayoutPlan {
  const { theme } = inp;
  const L = d.page.x;
  const W = PAGE_W - 2 * L;
  const colGap = d.grid.kind === 'columns' ? d.grid.gap : 24;
  const cw = (W - colGap) / 2;
  const rx = L + cw + colGap;
  const head = headerPlan(d.header, { inp, photo: d.photo, x: L, width: W, top: d.page.headerTop });
  const bodyTop = head.bodyTop;
  const title = headingRows(d.heading, {
    faces: inp.faces,
    theme,
    width: cw,
    space: inp.tight.space,
    gutter: 0,
    lineDx: 0,
  });
  // Inline meta and heading text 17 pt in keep poppler from reading the two columns as one table.
  const bs = bodyStyle(inp, cw, { titleSize: 9.9, headH: 14, ...bodyExtras(d, inp, 0, 0) });
  const groups = sectionGroups(inp, inp.sections, title, bs, { sectionGap: d.space.section, skillCols: 1 });
  const bottom = PAGE_H - d.page.bottom;
  const frameWith =
    (lastPage: number, lastBottom: number) =>
    (i: number): Frame => {
      const page = i >> 1;
      return {
        x: i % 2 ? rx : L,
        top: page === 0 ? bodyTop : d.page.top,
        bottom: page === lastPage ? lastBottom : bottom,
        page,
      };
    };
  const full = flow(groups, frameWith(-1, bottom));
  // Balanced columns: the last page's columns end as high as they can without adding a page (bisection).
  const lastPage = full.pages - 1;
  let main = full;
  let lo = (lastPage === 0 ? bodyTop : d.page.top) + 20;
  let hi = bottom;
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
    body: [{ ...main, frames: main.frames.map((f) => ({ ...f, bottom })) }],
    header: head.nodes,
    pageNumberX: L,
    pageNumberAlign: 'left',
    decorate(pdf, page, _pages, tags) {
      strip(d, inp, pdf, tags);
      const yTop = page === 0 ? bodyTop : d.page.top;
      if (rightUsed.has(page)) {
        const dx = L + cw + colGap / 2;
        tags.art(() => strokeLine(pdf, dx, yTop + 4, dx, bottom - 4, 0.5, theme.rule));
      }
      if (page === 0) head.draw(pdf, tags);
      else tags.art(() => pdf.rect(L, 24, W, 2).fill(theme.accent));
    },
  };
}

/** The sidebar's colours by its fill. */
function sideColors(d: Design, inp: LayoutInput) {
  const t = inp.theme;
  const fill = d.grid.kind === 'sidebar' ? d.grid.fill : 'accent';
  if (fill === 'tint')
    return { bg: t.tintLight, on: t.text, soft: t.muted, title: t.accentText, rule: t.tint, ring: t.accent };
  if (fill === 'dark')
    return { bg: t.dark, on: t.onDark, soft: t.onDarkSoft, title: t.onDark, rule: t.accent, ring: t.onDark };
  return {
    bg: t.accent,
    on: t.onAccent,
    soft: t.onAccentSoft,
    title: t.onAccent,
    rule: mix(t.accent, t.onAccent, 0.5),
    ring: t.onAccent,
  };
}

/** A filled sidebar (contacts, skills, honors) beside the main column, left or right. */
function sidebarPlan(d: Design, inp: LayoutInput): LayoutPlan {
  const { faces, theme } = inp;
  const grid = d.grid.kind === 'sidebar' ? d.grid : { side: 'left' as const, width: 182 };
  const SB = grid.width;
  const right = grid.side === 'right';
  const sbX = right ? PAGE_W - SB : 0;
  const sx = sbX + 22;
  const sw = SB - 44;
  const mx = right ? 36 : SB + 26;
  const mw = right ? PAGE_W - SB - 40 - mx : PAGE_W - mx - 36;
  const col = sideColors(d, inp);
  const on: TextStyle = { face: faces.regular, size: 9.5, color: col.on };
  const onSoft: TextStyle = { face: faces.regular, size: 8.5, color: col.soft };
  const top = d.page.headerTop;
  const head: HeaderPlan = headerPlan(d.header, { inp, photo: d.photo, x: mx, width: mw, top });
  // The sidebar header puts the photo at the top of the sidebar; the columns' text starts under it and the
  // name (what text extraction reads first: the header, then the sidebar, then the main column).
  const box = inp.avatar && d.header.kind === 'sidebar' ? photoBox(d.photo) : null;
  const bodyTop = Math.max(head.bodyTop, box ? top + Math.max(box.h, 96) + 14 + 14 * inp.tight.space : 0);

  const side: Group[] = [];
  const sideTitle = (t: string, sect: StructNode): Group => {
    const st: TextStyle = { face: faces.bold, size: 11.5, color: col.title };
    return {
      gapBefore: 8,
      keepWithNext: true,
      rows: [
        {
          h: 26,
          tag: structNode('H2', sect),
          draw: (pdf, x, y) => drawText(pdf, st, t, x, y, 22),
          deco: (pdf, x, y) => strokeLine(pdf, x, y + 23, x + sw, y + 23, 0.6, col.rule),
        },
      ],
    };
  };
  if (inp.contacts.length && d.header.kind === 'sidebar') {
    const sect = structNode('Sect', inp.root);
    side.push(sideTitle(EDITION_WORDS[inp.lang].personalInfo, sect));
    const list = structNode('L', sect);
    for (const c of inp.contacts) {
      const li = structNode('LI', list);
      side.push({
        gapBefore: 5,
        rows: [
          { h: 14, tag: structNode('Lbl', li), draw: (pdf, x, y) => drawText(pdf, onSoft, c.label, x, y, 14) },
          ...linkedLines(on, c.value, sw).map(({ line, links }) => ({
            h: 15,
            tag: structNode('LBody', li),
            links,
            draw: (pdf: Pdf, x: number, y: number) => drawText(pdf, on, line.text, x, y, 15),
          })),
        ],
      });
    }
  }
  const inSide = (s: Section): boolean => s.style === 'skill' || s.style === 'honor';
  // Levels and dates follow the text on its line: every sidebar line starts at the sidebar's left edge,
  // which poppler's layout analysis needs to keep the two columns apart.
  const tailed = (text: string, tail: string): Row['draw'][] =>
    tailLines(on.face, on.size, text, tail, sw).map(
      (l) => (pdf: Pdf, x: number, y: number) => drawTail(pdf, on, onSoft.color, tail, l.text, x, y, 16),
    );
  const leaded = (text: string, lead: string): Row['draw'][] =>
    wrap(on.face, on.size, lead ? `${lead} ${text}` : text, sw).map(
      (l, i) => (pdf: Pdf, x: number, y: number) =>
        drawLead(pdf, on, onSoft.color, i === 0 ? lead : '', l.text, x, y, 16),
    );
  const meter = d.skills.kind === 'bars' || d.skills.kind === 'dots' ? d.skills.kind : null;
  for (const s of inp.sections.filter(inSide)) {
    const sect = structNode('Sect', inp.root);
    side.push(sideTitle(clean(faces.bold, s.title), sect));
    const list = structNode('L', sect);
    for (const e of s.entries) {
      const li = structNode('LI', list);
      const name = clean(on.face, e.title || e.desc);
      const tail = clean(on.face, s.style === 'skill' ? e.level : fmtMonth(e.date || e.start || e.end, inp.lang));
      const lines = s.style === 'skill' ? tailed(name, tail) : leaded(name, tail);
      const rows: Row[] = lines.map((draw) => ({ h: 16, tag: li, draw }));
      const share = levelShare(e.level);
      // A bar or dots under the skill's line for its level (decoration; the level word is in the text).
      if (s.style === 'skill' && meter && share > 0)
        rows.push({
          h: 7,
          draw: (pdf, x, y) => {
            if (meter === 'bars') {
              pdf.roundedRect(x, y + 1, sw, 3.5, 1.75).fill(col.rule);
              pdf.roundedRect(x, y + 1, sw * share, 3.5, 1.75).fill(col.ring);
            } else
              for (let i = 0; i < 4; i++)
                pdf.circle(x + 3 + i * 11, y + 3, 2.8).fill(i < Math.round(share * 4) ? col.ring : col.rule);
          },
        });
      side.push({ gapBefore: s.style === 'skill' ? 2 : 4, rows });
    }
  }

  const lineDx = 12;
  const gutter = 0;
  const mainTitle = headingRows(inset(d, 10), { faces, theme, width: mw, space: inp.tight.space, gutter, lineDx });
  // Body lines at 1.5 times the font size and sections close: poppler reads the columns apart.
  const bs = bodyStyle(inp, mw, {
    titleSize: 9.9,
    headH: 14.6,
    headGap: 0,
    subtitleOwnLine: true,
    ...bodyExtras(d, inp, gutter, lineDx),
    lineH: 14.2,
  });
  const mainGroups = sectionGroups(
    inp,
    inp.sections.filter((s) => !inSide(s)),
    mainTitle,
    bs,
    { sectionGap: d.space.section, skillCols: 2 },
  );
  const frame =
    (x: number) =>
    (i: number): Frame => ({ x, top: i === 0 ? bodyTop : top, bottom: PAGE_H - d.page.bottom });
  const sideFlow: FlowResult = flow(side, frame(sx));
  const mainFlow = flow(mainGroups, frame(mx));
  return {
    flows: right ? [mainFlow, sideFlow] : [sideFlow, mainFlow],
    body: [mainFlow],
    header: head.nodes,
    pageNumberX: right ? mx : sx,
    pageNumberAlign: 'left',
    ...(right ? {} : { pageNumberColor: col.soft }),
    decorate(pdf, page, _pages, tags) {
      tags.art(() => pdf.rect(sbX, 0, SB, PAGE_H).fill(col.bg));
      strip(d, inp, pdf, tags);
      if (page === 0) {
        const av = inp.avatar;
        if (av && box && head.photo) {
          drawPhoto(pdf, tags, head.photo, av, d.photo, sbX + SB / 2 - box.w / 2, top, col.ring);
        }
        head.draw(pdf, tags);
        return;
      }
      // Continuation pages the sidebar's content does not reach repeat the name at its top (an artifact).
      if (page >= sideFlow.pages)
        tags.art(() => {
          const st: TextStyle = { face: faces.bold, size: 15, color: col.on };
          const line = wrap(st.face, st.size, inp.name, sw)[0];
          if (line) drawText(pdf, st, line.text, sx, top, 20);
          pdf.rect(sx, top + 26, 26, 2.5).fill(col.ring);
        });
    },
  };
}
