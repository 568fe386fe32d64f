/**
 * The row builders shared by the layouts: paragraphs, entries, summary, honors, skills. Each row knows its
 * structure node (tagged PDF), draws its decoration apart from its text (artifacts), carries the link
 * spots of its text, and says where a page may break (widows and orphans).
 */
import type { Entry, Section } from './content.ts';
import { fmtRange, levelFraction } from './content.ts';
import { drawText, drawTextRight, justifySpacing } from './draw.ts';
import { lineLinks } from './links.ts';
import type { Faces, Group, LinkSpot, Pdf, Row, StructNode, TextStyle } from './model.ts';
import { structNode } from './model.ts';
import type { Theme } from './theme.ts';
import type { FontFace, Line } from './text.ts';
import { clean, measure, wrap, wrapParagraph } from './text.ts';

/** A spacer row. */
export const gap = (h: number): Row => ({ h, spacer: true, draw: () => undefined });

/** Marks the lines of one paragraph so a page never leaves its first or its last line alone. */
function glueParagraph(rows: Row[]): Row[] {
  if (rows.length >= 2) {
    const second = rows[1];
    const last = rows[rows.length - 1];
    if (second) second.glue = true;
    if (last) last.glue = true;
  }
  return rows;
}

/** The rows of wrapped lines of one paragraph, with link spots and justification. */
function lineRows(
  st: TextStyle,
  text: string,
  width: number,
  lineH: number,
  tag: StructNode,
  indent = 0,
  first?: Row['deco'],
): Row[] {
  const lines = wrapParagraph(st.face, st.size, text, width - indent);
  const links = lineLinks(st.face, st.size, text, lines);
  return glueParagraph(
    lines.map((line, i) => {
      const spots = (links[i] ?? []).map((l) => ({ ...l, dx: l.dx + indent }));
      const cs = spots.length ? 0 : justifySpacing(line, width - indent, st.size);
      return {
        h: lineH,
        tag,
        links: spots,
        deco: i === 0 ? first : undefined,
        draw: (pdf: Pdf, x: number, y: number) =>
          drawText(pdf, st, line.text, x + indent, y, lineH, { width: line.width, characterSpacing: cs }),
      };
    }),
  );
}

const BULLET = /^([-•·*●▪◆■]|\d{1,2}[.、)）])\s*/;

/**
 * Rows of a text with paragraphs; lines starting with -, •, * or '1.' become list items with a hanging
 * indent (consecutive items form one list). Structure: P per paragraph, L > LI > LBody per item.
 */
export function paragraphRows(
  st: TextStyle,
  text: string,
  width: number,
  lineH: number,
  parent: StructNode,
  bulletColor?: string,
): Row[] {
  const rows: Row[] = [];
  const body = clean(st.face, text);
  let list: StructNode | null = null;
  for (const rawPara of body.split('\n')) {
    const para = rawPara.trim();
    if (!para) continue;
    const bullet = BULLET.exec(para);
    if (!bullet) {
      list = null;
      rows.push(...lineRows(st, para, width, lineH, structNode('P', parent)));
      continue;
    }
    list ??= structNode('L', parent);
    const body = structNode('LBody', structNode('LI', list));
    const marker = /^\d/.test(bullet[1] ?? '') ? (bullet[1] ?? '') : '•';
    const indent = /^\d/.test(marker) ? Math.max(st.size * 1.3, measure(st.face, st.size, marker) + 4) : st.size * 1.1;
    const mark: Row['deco'] =
      marker === '•'
        ? (pdf, x, y) => {
            pdf.circle(x + st.size * 0.3, y + lineH / 2, st.size * 0.16).fill(bulletColor ?? st.color);
          }
        : (pdf, x, y) => drawText(pdf, st, marker, x, y, lineH);
    rows.push(...lineRows(st, para.slice(bullet[0].length), width, lineH, body, indent, mark));
  }
  return rows;
}

/** Typography of a body column. */
export interface BodyStyle {
  faces: Faces;
  theme: Theme;
  width: number;
  /** Entry title size and body size. */
  titleSize: number;
  bodySize: number;
  lineH: number;
  entryGap: number;
  /** Date text color and placement. */
  dateColor: string;
  subtitleColor: string;
  /** When set, dates are drawn in a gutter left of the content by this function instead of at the right. */
  gutterDate?: (pdf: Pdf, text: string, x: number, y: number, h: number) => void;
  /** Decorates an entry's first row (e.g. the timeline's dot). */
  decorate?: (pdf: Pdf, x: number, y: number, h: number) => void;
  /**
   * Dates, skill levels and honor dates follow the text on its line (`text · date`) instead of standing at
   * the right edge, so every line starts at the column's left edge: what poppler's layout analysis needs
   * to read two columns one after the other (pdftotext default mode).
   */
  inlineMeta?: boolean;
  /** Height of an entry's title row (default 1.75 times the title size). */
  headH?: number;
  /** Space between an entry's heading and its text (default 2; none with inlineMeta). */
  headGap?: number;
}

/** Draws a line that may start with `lead` (e.g. dates) in its own color, the rest in `st`. */
function drawLead(
  pdf: Pdf,
  st: TextStyle,
  leadColor: string,
  lead: string,
  text: string,
  x: number,
  y: number,
  h: number,
): void {
  if (!lead || !text.startsWith(lead)) {
    drawText(pdf, st, text, x, y, h);
    return;
  }
  drawText(pdf, { ...st, color: leadColor }, lead, x, y, h);
  const rest = text.slice(lead.length);
  if (rest) drawText(pdf, st, rest, x + measure(st.face, st.size, lead), y, h);
}

/** Draws a line that may end with `tail` (e.g. a date) in its own color, the rest in `st`. */
function drawTail(
  pdf: Pdf,
  st: TextStyle,
  tailColor: string,
  tail: string,
  text: string,
  x: number,
  y: number,
  h: number,
): void {
  if (!tail || !text.endsWith(tail) || text === tail) {
    drawText(pdf, text === tail ? { ...st, color: tailColor } : st, text, x, y, h);
    return;
  }
  const head = text.slice(0, text.length - tail.length);
  drawText(pdf, st, head, x, y, h);
  drawText(pdf, { ...st, color: tailColor }, tail, x + measure(st.face, st.size, head), y, h);
}

const SEP = ' · ';

/**
 * The wrapped lines of `text` with ` · tail` at the end of its last line when it fits there, else the tail on
 * a line of its own (for inline dates and levels; `drawTail` colors the tail).
 */
export function tailLines(face: FontFace, size: number, text: string, tail: string, width: number): Line[] {
  const lines = text ? wrap(face, size, text, width) : [];
  if (!tail) return lines;
  const last = lines[lines.length - 1];
  const add = `${SEP}${tail}`;
  const addW = measure(face, size, add);
  if (last && last.width + addW <= width)
    lines[lines.length - 1] = { ...last, text: last.text + add, width: last.width + addW };
  else lines.push(...wrap(face, size, tail, width));
  return lines;
}

/** Adds the body style's entry decoration to the first row of a group's rows. */
function decorated(rows: Row[], bs: BodyStyle): Row[] {
  const deco = bs.decorate;
  const first = rows.find((r) => !r.spacer);
  if (!deco || !first) return rows;
  const own = first.deco;
  first.deco = (pdf, x, y) => {
    deco(pdf, x, y, first.h);
    own?.(pdf, x, y);
  };
  return rows;
}

/** Header rows of an entry with inline dates: the bold title, then `dates · subtitle`, all from the left edge. */
function inlineHeadRows(e: Entry, bs: BodyStyle, parent: StructNode): Row[] {
  const { faces, width } = bs;
  const titleSt: TextStyle = { face: faces.bold, size: bs.titleSize, color: bs.theme.text };
  const subSt: TextStyle = { face: faces.regular, size: bs.bodySize, color: bs.subtitleColor };
  const dates = clean(faces.regular, fmtRange(e));
  const title = clean(faces.bold, e.title);
  const subtitle = clean(faces.regular, e.subtitle);
  const headH = bs.headH ?? bs.titleSize * 1.75;
  const h3 = structNode('H3', parent);
  const rows: Row[] = wrap(titleSt.face, titleSt.size, title, width).map((line) => ({
    h: headH,
    tag: h3,
    draw: (pdf, x, y) => drawText(pdf, titleSt, line.text, x, y, headH, { width: line.width }),
  }));
  const meta = [dates, subtitle].filter(Boolean).join(SEP);
  if (meta) {
    const p = structNode('P', parent);
    wrap(subSt.face, subSt.size, meta, width).forEach((line, i) => {
      rows.push({
        h: bs.lineH,
        tag: p,
        draw: (pdf, x, y) => drawLead(pdf, subSt, bs.dateColor, i === 0 ? dates : '', line.text, x, y, bs.lineH),
      });
    });
  }
  return rows;
}

/** Header rows of an entry: bold title with dates at the right, then a subtitle line. */
function entryHeadRows(e: Entry, bs: BodyStyle, parent: StructNode): Row[] {
  if (bs.inlineMeta) return inlineHeadRows(e, bs, parent);
  const { faces, width } = bs;
  const titleSt: TextStyle = { face: faces.bold, size: bs.titleSize, color: bs.theme.text };
  const dateSt: TextStyle = { face: faces.regular, size: bs.bodySize - 0.5, color: bs.dateColor };
  const subSt: TextStyle = { face: faces.regular, size: bs.bodySize, color: bs.subtitleColor };
  const dates = clean(faces.regular, fmtRange(e));
  const title = clean(faces.bold, e.title);
  const subtitle = clean(faces.regular, e.subtitle);
  const headH = bs.headH ?? bs.titleSize * 1.75;
  const rows: Row[] = [];
  const inGutter = bs.gutterDate;
  const datesW = dates && !inGutter ? measure(dateSt.face, dateSt.size, dates) + 10 : 0;
  const titleLines = title ? wrap(titleSt.face, titleSt.size, title, width - datesW) : [];
  const datesOnOwnRow = !inGutter && dates && titleLines.length === 0 && subtitle;
  const h3 = structNode('H3', parent);
  titleLines.forEach((line, i) => {
    rows.push({
      h: headH,
      tag: h3,
      draw: (pdf, x, y) => {
        if (i === 0 && dates && inGutter) inGutter(pdf, dates, x, y, headH);
        drawText(pdf, titleSt, line.text, x, y, headH, { width: line.width });
        // On the title's baseline (not centered on its own): one line for text extraction, title first.
        const dy = (titleSt.size - dateSt.size) * 0.36;
        if (i === 0 && dates && !inGutter) drawTextRight(pdf, dateSt, dates, x + width, y + dy, headH);
      },
    });
  });
  if (subtitle) {
    const p = structNode('P', parent);
    const subLines = wrap(subSt.face, subSt.size, subtitle, width - (datesOnOwnRow ? datesW : 0));
    subLines.forEach((line, i) => {
      rows.push({
        h: bs.lineH,
        tag: p,
        draw: (pdf, x, y) => {
          drawText(pdf, subSt, line.text, x, y, bs.lineH, { width: line.width });
          if (i === 0 && datesOnOwnRow) drawTextRight(pdf, dateSt, dates, x + width, y, bs.lineH);
        },
      });
    });
  }
  if (dates && titleLines.length === 0 && !subtitle) {
    rows.push({
      h: bs.lineH,
      tag: structNode('P', parent),
      draw: (pdf, x, y) => {
        if (inGutter) inGutter(pdf, dates, x, y, bs.lineH);
        else drawText(pdf, dateSt, dates, x, y, bs.lineH);
      },
    });
  }
  return rows;
}

/** One entry of edu / work / project / custom: may split after its heading and two lines. */
export function entryGroup(e: Entry, bs: BodyStyle, first: boolean, parent: StructNode): Group {
  const bodySt: TextStyle = { face: bs.faces.regular, size: bs.bodySize, color: bs.theme.textSoft };
  const div = structNode('Div', parent);
  const rows = [...entryHeadRows(e, bs, div)];
  const head = rows.length;
  let body: Row[] = [];
  let gapRows = 0;
  if (e.desc) {
    // Inline meta: the subtitle line and the text sit at the text's line pitch (one block for poppler).
    const headGap = bs.inlineMeta ? 0 : (bs.headGap ?? 2);
    if (rows.length && headGap) {
      rows.push(gap(headGap));
      gapRows = 1;
    }
    body = paragraphRows(bodySt, e.desc, bs.width, bs.lineH, div, bs.theme.accent);
    rows.push(...body);
  }
  const minHead = head + gapRows + Math.min(2, body.length);
  return { rows: decorated(rows, bs), gapBefore: first ? 0 : bs.entryGap, minHead };
}

/** Summary text: one group per paragraph block. */
export function summaryGroups(section: Section, bs: BodyStyle, parent: StructNode): Group[] {
  const st: TextStyle = { face: bs.faces.regular, size: bs.bodySize, color: bs.theme.textSoft };
  return section.entries.map((e, i) => ({
    rows: decorated(paragraphRows(st, e.desc || e.title, bs.width, bs.lineH, parent, bs.theme.accent), bs),
    gapBefore: i === 0 ? 0 : bs.entryGap / 2,
    minHead: 2,
  }));
}

const NO_LINE: Line = { text: '', width: 0, broken: false };

/** Honors: name with the date at the right, one list item per honor (long names wrap). */
export function honorGroups(section: Section, bs: BodyStyle, parent: StructNode): Group[] {
  const st: TextStyle = { face: bs.faces.regular, size: bs.bodySize, color: bs.theme.text };
  const dateSt: TextStyle = { face: bs.faces.regular, size: bs.bodySize - 0.5, color: bs.dateColor };
  const indent = bs.bodySize * 1.1;
  const list = structNode('L', parent);
  return section.entries.map((e) => {
    const li = structNode('LBody', structNode('LI', list));
    const date = clean(st.face, fmtRange(e));
    const inline = !!bs.inlineMeta && !bs.gutterDate;
    const dateW = date && !bs.gutterDate && !inline ? measure(dateSt.face, dateSt.size, date) + 10 : 0;
    const name = clean(st.face, e.title || e.desc);
    const nameLines = wrap(st.face, st.size, name, bs.width - indent - dateW);
    const lines = inline ? tailLines(st.face, st.size, name, date, bs.width - indent) : nameLines;
    const links = lineLinks(st.face, st.size, name, nameLines);
    const rows: Row[] = lines.map((line, i) => ({
      h: bs.lineH,
      tag: li,
      links: (links[i] ?? []).map((l) => ({ ...l, dx: l.dx + indent })),
      deco:
        i === 0
          ? (pdf, x, y) => {
              pdf.circle(x + st.size * 0.3, y + bs.lineH / 2, st.size * 0.16).fill(bs.theme.accent);
            }
          : undefined,
      draw: (pdf, x, y) => {
        if (inline) {
          drawTail(pdf, st, bs.dateColor, i === lines.length - 1 ? date : '', line.text, x + indent, y, bs.lineH);
          return;
        }
        drawText(pdf, st, line.text, x + indent, y, bs.lineH, { width: line.width });
        if (i === 0 && date) {
          if (bs.gutterDate) bs.gutterDate(pdf, date, x, y, bs.lineH);
          else drawTextRight(pdf, dateSt, date, x + bs.width, y, bs.lineH);
        }
      },
    }));
    return { rows: decorated(rows, bs), gapBefore: bs.inlineMeta ? 0 : 2 };
  });
}

/** Skills in a grid of `cols` columns: name, level text, and a level bar when the level maps to one. */
export function skillGroups(section: Section, bs: BodyStyle, cols: number, parent: StructNode): Group[] {
  const nameSt: TextStyle = { face: bs.faces.regular, size: bs.bodySize, color: bs.theme.text };
  const levelSt: TextStyle = { face: bs.faces.regular, size: bs.bodySize - 1, color: bs.theme.muted };
  const colGap = 18;
  const cellW = (bs.width - colGap * (cols - 1)) / cols;
  const barW = Math.min(64, cellW * 0.3);
  const groups: Group[] = [];
  const list = structNode('L', parent);
  if (cellW < 200) return skillStackGroups(section, bs, nameSt, levelSt, list);
  for (let i = 0; i < section.entries.length; i += cols) {
    const cells = section.entries.slice(i, i + cols).map((e) => {
      const frac = levelFraction(e.level);
      const level = clean(levelSt.face, e.level);
      const inline = !!bs.inlineMeta;
      const levelW = level && !inline ? measure(levelSt.face, levelSt.size, level) : 0;
      const right = (frac !== null ? barW + 6 : 0) + (level && !inline ? levelW + 8 : 0);
      const name = clean(nameSt.face, e.title || e.desc);
      const lines = inline
        ? tailLines(nameSt.face, nameSt.size, name, level, cellW - right - 10)
        : wrap(nameSt.face, nameSt.size, name, cellW - right - 10);
      return { lines: lines.length ? lines : [NO_LINE], frac, level, inline, li: structNode('LI', list) };
    });
    const n = Math.max(1, ...cells.map((c) => c.lines.length));
    const h = n * bs.lineH;
    const row: Row = {
      h,
      tag: cells[0]?.li,
      deco: (pdf, x, y) => {
        cells.forEach((c, k) => {
          const cx = x + k * (cellW + colGap);
          pdf.circle(cx + nameSt.size * 0.3, y + bs.lineH / 2, nameSt.size * 0.16).fill(bs.theme.accent);
          if (c.frac !== null) {
            const rx = cx + cellW;
            const by = y + bs.lineH / 2 - 2;
            pdf.roundedRect(rx - barW, by, barW, 4, 2).fill(bs.theme.tintLight);
            pdf.roundedRect(rx - barW, by, barW * c.frac, 4, 2).fill(bs.theme.accent);
          }
        });
      },
      draw: (pdf, x, y) => {
        cells.forEach((c, k) => {
          const cx = x + k * (cellW + colGap);
          c.lines.forEach((line, j) => {
            const lx = cx + nameSt.size * 1.1;
            if (c.inline) {
              const tail = j === c.lines.length - 1 ? c.level : '';
              drawTail(pdf, nameSt, levelSt.color, tail, line.text, lx, y + j * bs.lineH, bs.lineH);
            } else drawText(pdf, nameSt, line.text, lx, y + j * bs.lineH, bs.lineH, { width: line.width });
          });
          const rx = cx + cellW - (c.frac !== null ? barW + 6 : 0);
          if (c.level && !c.inline) drawTextRight(pdf, levelSt, c.level, rx, y, bs.lineH);
        });
      },
    };
    groups.push({ rows: decorated([row], bs), gapBefore: bs.inlineMeta ? 0 : 2 });
  }
  return groups;
}

/** Skills in a narrow column: name and level text on one line, the level bar under it across the column. */
function skillStackGroups(
  section: Section,
  bs: BodyStyle,
  nameSt: TextStyle,
  levelSt: TextStyle,
  list: StructNode,
): Group[] {
  const indent = nameSt.size * 1.1;
  return section.entries.map((e) => {
    const li = structNode('LI', list);
    const frac = levelFraction(e.level);
    const level = clean(levelSt.face, e.level);
    const inline = !!bs.inlineMeta;
    const levelW = level && !inline ? measure(levelSt.face, levelSt.size, level) + 8 : 0;
    const name = clean(nameSt.face, e.title || e.desc);
    const wrapped = inline
      ? tailLines(nameSt.face, nameSt.size, name, level, bs.width - indent)
      : wrap(nameSt.face, nameSt.size, name, bs.width - indent - levelW);
    const lines = wrapped.length ? wrapped : [NO_LINE];
    const rows: Row[] = lines.map((line, i) => ({
      h: bs.lineH,
      tag: li,
      deco:
        i === 0
          ? (pdf, x, y) => {
              pdf.circle(x + nameSt.size * 0.3, y + bs.lineH / 2, nameSt.size * 0.16).fill(bs.theme.accent);
            }
          : undefined,
      draw: (pdf, x, y) => {
        if (inline) {
          const tail = i === lines.length - 1 ? level : '';
          drawTail(pdf, nameSt, levelSt.color, tail, line.text, x + indent, y, bs.lineH);
          return;
        }
        drawText(pdf, nameSt, line.text, x + indent, y, bs.lineH, { width: line.width });
        if (i === 0 && level) drawTextRight(pdf, levelSt, level, x + bs.width, y, bs.lineH);
      },
    }));
    if (frac !== null) {
      rows.push({
        h: 7,
        draw: () => undefined,
        deco: (pdf, x, y) => {
          const w = bs.width - indent;
          pdf.roundedRect(x + indent, y + 1, w, 3.5, 1.75).fill(bs.theme.tintLight);
          pdf.roundedRect(x + indent, y + 1, w * frac, 3.5, 1.75).fill(bs.theme.accent);
        },
      });
    }
    return { rows: decorated(rows, bs), gapBefore: 3 };
  });
}

/** Skills as rounded chips flowing in rows (used by the timeline layout). */
export function skillChipGroups(section: Section, bs: BodyStyle, parent: StructNode): Group[] {
  const st: TextStyle = { face: bs.faces.regular, size: bs.bodySize - 0.5, color: bs.theme.accentText };
  const padX = 7;
  const chipH = st.size * 1.9;
  const rowH = chipH + 6;
  type Chip = { text: string; w: number };
  const rowsOfChips: Chip[][] = [[]];
  let used = 0;
  for (const e of section.entries) {
    const label = clean(st.face, [e.title, e.level].filter(Boolean).join(' · '));
    if (!label) continue;
    const lines = wrap(st.face, st.size, label, bs.width - padX * 2);
    for (const line of lines) {
      const w = line.width + padX * 2;
      const current = rowsOfChips[rowsOfChips.length - 1] ?? [];
      if (used + w > bs.width && current.length) {
        rowsOfChips.push([]);
        used = 0;
      }
      rowsOfChips[rowsOfChips.length - 1]?.push({ text: line.text, w });
      used += w + 6;
    }
  }
  const list = structNode('L', parent);
  return rowsOfChips
    .filter((r) => r.length)
    .map((chips) => ({
      gapBefore: 0,
      rows: decorated(
        [
          {
            h: rowH,
            tag: structNode('LI', list),
            deco: (pdf, x, y) => {
              let cx = x;
              for (const c of chips) {
                pdf.roundedRect(cx, y + 2, c.w, chipH, chipH / 2).fill(bs.theme.tintLight);
                cx += c.w + 6;
              }
            },
            draw: (pdf, x, y) => {
              let cx = x;
              for (const c of chips) {
                drawText(pdf, st, c.text, cx + padX, y + 2, chipH, { width: c.w - padX * 2 });
                cx += c.w + 6;
              }
            },
          },
        ],
        bs,
      ),
    }));
}

/** All groups of a section body in a body style (skills as a grid of `skillCols`). */
export function sectionBody(
  section: Section,
  bs: BodyStyle,
  skillCols: number,
  parent: StructNode,
  chips = false,
): Group[] {
  switch (section.style) {
    case 'skill':
      return chips ? skillChipGroups(section, bs, parent) : skillGroups(section, bs, skillCols, parent);
    case 'honor':
      return honorGroups(section, bs, parent);
    case 'summary':
      return summaryGroups(section, bs, parent);
    default:
      return section.entries.map((e, i) => entryGroup(e, bs, i === 0, parent));
  }
}

/** Text lines with their link spots (for contacts and other one-off text). */
export function linkedLines(st: TextStyle, text: string, width: number): { line: Line; links: LinkSpot[] }[] {
  const lines = wrap(st.face, st.size, text, width);
  const links = lineLinks(st.face, st.size, text, lines);
  return lines.map((line, i) => ({ line, links: links[i] ?? [] }));
}
