/** The row builders shared by the layouts: paragraphs, entries, summary, honors, skills. */
import type { Entry, Section } from './content.ts';
import { fmtRange, levelFraction } from './content.ts';
import { drawText, drawTextRight, justifySpacing } from './draw.ts';
import type { Faces, Group, Pdf, Row, TextStyle } from './model.ts';
import type { Theme } from './theme.ts';
import { clean, measure, wrap } from './text.ts';

/** Rows of a wrapped paragraph; lines starting with -, •, * or '1.' become bullets with a hanging indent. */
export function paragraphRows(st: TextStyle, text: string, width: number, lineH: number, bulletColor?: string): Row[] {
  const rows: Row[] = [];
  const body = clean(st.face, text);
  for (const rawPara of body.split('\n')) {
    const para = rawPara.trim();
    if (!para) continue;
    const bullet = /^([-•·*●▪◆■]|\d{1,2}[.、)）])\s*/.exec(para);
    if (bullet) {
      const marker = /^\d/.test(bullet[1] ?? '') ? (bullet[1] ?? '') : '•';
      const indent = /^\d/.test(marker)
        ? Math.max(st.size * 1.3, measure(st.face, st.size, marker) + 4)
        : st.size * 1.1;
      const lines = wrap(st.face, st.size, para.slice(bullet[0].length), width - indent);
      lines.forEach((line, i) => {
        rows.push({
          h: lineH,
          draw: (pdf, x, y) => {
            if (i === 0) {
              if (marker === '•') {
                pdf.circle(x + st.size * 0.3, y + lineH / 2, st.size * 0.16).fill(bulletColor ?? st.color);
              } else drawText(pdf, st, marker, x, y, lineH);
            }
            drawText(pdf, st, line.text, x + indent, y, lineH, {
              width: line.width,
              characterSpacing: justifySpacing(line, width - indent, st.size),
            });
          },
        });
      });
      continue;
    }
    for (const line of wrap(st.face, st.size, para, width)) {
      rows.push({
        h: lineH,
        draw: (pdf, x, y) =>
          drawText(pdf, st, line.text, x, y, lineH, {
            width: line.width,
            characterSpacing: justifySpacing(line, width, st.size),
          }),
      });
    }
  }
  return rows;
}

/** A spacer row. */
export const gap = (h: number): Row => ({ h, draw: () => undefined });

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
  /** Decorates each row of an entry (e.g. the timeline's vertical line). */
  decorate?: (pdf: Pdf, x: number, y: number, h: number, first: boolean) => void;
}

function decorated(rows: Row[], bs: BodyStyle): Row[] {
  const deco = bs.decorate;
  if (!deco) return rows;
  return rows.map((r, i) => ({
    h: r.h,
    draw: (pdf, x, y) => {
      deco(pdf, x, y, r.h, i === 0);
      r.draw(pdf, x, y);
    },
  }));
}

/** Header rows of an entry: bold title with dates at the right, then a subtitle line. */
function entryHeadRows(e: Entry, bs: BodyStyle): Row[] {
  const { faces, width } = bs;
  const titleSt: TextStyle = { face: faces.bold, size: bs.titleSize, color: bs.theme.text };
  const dateSt: TextStyle = { face: faces.regular, size: bs.bodySize - 0.5, color: bs.dateColor };
  const subSt: TextStyle = { face: faces.regular, size: bs.bodySize, color: bs.subtitleColor };
  const dates = clean(faces.regular, fmtRange(e));
  const title = clean(faces.bold, e.title);
  const subtitle = clean(faces.regular, e.subtitle);
  const headH = bs.titleSize * 1.75;
  const rows: Row[] = [];
  const inGutter = bs.gutterDate;
  const datesW = dates && !inGutter ? measure(dateSt.face, dateSt.size, dates) + 10 : 0;
  const titleLines = title ? wrap(titleSt.face, titleSt.size, title, width - datesW) : [];
  const datesOnOwnRow = !inGutter && dates && titleLines.length === 0 && subtitle;
  titleLines.forEach((line, i) => {
    rows.push({
      h: headH,
      draw: (pdf, x, y) => {
        drawText(pdf, titleSt, line.text, x, y, headH, { width: line.width });
        if (i === 0 && dates) {
          if (inGutter) inGutter(pdf, dates, x, y, headH);
          else drawTextRight(pdf, dateSt, dates, x + width, y, headH);
        }
      },
    });
  });
  if (subtitle) {
    const subLines = wrap(subSt.face, subSt.size, subtitle, width - (datesOnOwnRow ? datesW : 0));
    subLines.forEach((line, i) => {
      rows.push({
        h: bs.lineH,
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
      draw: (pdf, x, y) => {
        if (inGutter) inGutter(pdf, dates, x, y, bs.lineH);
        else drawText(pdf, dateSt, dates, x, y, bs.lineH);
      },
    });
  }
  return rows;
}

/** One entry of edu / work / project / custom as a group kept whole when possible. */
export function entryGroup(e: Entry, bs: BodyStyle, first: boolean): Group {
  const bodySt: TextStyle = { face: bs.faces.regular, size: bs.bodySize, color: bs.theme.textSoft };
  const rows = [...entryHeadRows(e, bs)];
  if (e.desc) {
    if (rows.length) rows.push(gap(2));
    rows.push(...paragraphRows(bodySt, e.desc, bs.width, bs.lineH, bs.theme.accent));
  }
  return { rows: decorated(rows, bs), gapBefore: first ? 0 : bs.entryGap };
}

/** Summary text: one group per paragraph block. */
export function summaryGroups(section: Section, bs: BodyStyle): Group[] {
  const st: TextStyle = { face: bs.faces.regular, size: bs.bodySize, color: bs.theme.textSoft };
  return section.entries.map((e, i) => ({
    rows: decorated(paragraphRows(st, e.desc || e.title, bs.width, bs.lineH, bs.theme.accent), bs),
    gapBefore: i === 0 ? 0 : bs.entryGap / 2,
  }));
}

/** Honors: name with the date at the right, one per row (long names wrap). */
export function honorGroups(section: Section, bs: BodyStyle): Group[] {
  const st: TextStyle = { face: bs.faces.regular, size: bs.bodySize, color: bs.theme.text };
  const dateSt: TextStyle = { face: bs.faces.regular, size: bs.bodySize - 0.5, color: bs.dateColor };
  const indent = bs.bodySize * 1.1;
  return section.entries.map((e) => {
    const date = clean(st.face, fmtRange(e));
    const dateW = date && !bs.gutterDate ? measure(dateSt.face, dateSt.size, date) + 10 : 0;
    const lines = wrap(st.face, st.size, clean(st.face, e.title || e.desc), bs.width - indent - dateW);
    const rows: Row[] = lines.map((line, i) => ({
      h: bs.lineH,
      draw: (pdf, x, y) => {
        if (i === 0) {
          pdf.circle(x + st.size * 0.3, y + bs.lineH / 2, st.size * 0.16).fill(bs.theme.accent);
          if (date) {
            if (bs.gutterDate) bs.gutterDate(pdf, date, x, y, bs.lineH);
            else drawTextRight(pdf, dateSt, date, x + bs.width, y, bs.lineH);
          }
        }
        drawText(pdf, st, line.text, x + indent, y, bs.lineH, { width: line.width });
      },
    }));
    return { rows: decorated(rows, bs), gapBefore: 2 };
  });
}

/** Skills in a grid of `cols` columns: name, level text, and a level bar when the level maps to one. */
export function skillGroups(section: Section, bs: BodyStyle, cols: number): Group[] {
  const nameSt: TextStyle = { face: bs.faces.regular, size: bs.bodySize, color: bs.theme.text };
  const levelSt: TextStyle = { face: bs.faces.regular, size: bs.bodySize - 1, color: bs.theme.muted };
  const colGap = 18;
  const cellW = (bs.width - colGap * (cols - 1)) / cols;
  const barW = Math.min(64, cellW * 0.3);
  const groups: Group[] = [];
  if (cellW < 200) return skillStackGroups(section, bs, nameSt, levelSt);
  for (let i = 0; i < section.entries.length; i += cols) {
    const cells = section.entries.slice(i, i + cols).map((e) => {
      const frac = levelFraction(e.level);
      const level = clean(levelSt.face, e.level);
      const levelW = level ? measure(levelSt.face, levelSt.size, level) : 0;
      const right = (frac !== null ? barW + 6 : 0) + (level ? levelW + 8 : 0);
      const lines = wrap(nameSt.face, nameSt.size, clean(nameSt.face, e.title || e.desc), cellW - right - 10);
      return { lines: lines.length ? lines : [{ text: '', width: 0, broken: false }], frac, level, levelW };
    });
    const n = Math.max(1, ...cells.map((c) => c.lines.length));
    const h = n * bs.lineH;
    const row: Row = {
      h,
      draw: (pdf, x, y) => {
        cells.forEach((c, k) => {
          const cx = x + k * (cellW + colGap);
          pdf.circle(cx + nameSt.size * 0.3, y + bs.lineH / 2, nameSt.size * 0.16).fill(bs.theme.accent);
          c.lines.forEach((line, j) =>
            drawText(pdf, nameSt, line.text, cx + nameSt.size * 1.1, y + j * bs.lineH, bs.lineH, { width: line.width }),
          );
          let rx = cx + cellW;
          if (c.frac !== null) {
            const by = y + bs.lineH / 2 - 2;
            pdf.roundedRect(rx - barW, by, barW, 4, 2).fill(bs.theme.tintLight);
            pdf.roundedRect(rx - barW, by, barW * c.frac, 4, 2).fill(bs.theme.accent);
            rx -= barW + 6;
          }
          if (c.level) drawTextRight(pdf, levelSt, c.level, rx, y, bs.lineH);
        });
      },
    };
    groups.push({ rows: decorated([row], bs), gapBefore: 2 });
  }
  return groups;
}

/** Skills in a narrow column: name and level text on one line, the level bar under it across the column. */
function skillStackGroups(section: Section, bs: BodyStyle, nameSt: TextStyle, levelSt: TextStyle): Group[] {
  const indent = nameSt.size * 1.1;
  return section.entries.map((e) => {
    const frac = levelFraction(e.level);
    const level = clean(levelSt.face, e.level);
    const levelW = level ? measure(levelSt.face, levelSt.size, level) + 8 : 0;
    const wrapped = wrap(nameSt.face, nameSt.size, clean(nameSt.face, e.title || e.desc), bs.width - indent - levelW);
    const lines = wrapped.length ? wrapped : [{ text: '', width: 0, broken: false }];
    const rows: Row[] = lines.map((line, i) => ({
      h: bs.lineH,
      draw: (pdf, x, y) => {
        if (i === 0) {
          pdf.circle(x + nameSt.size * 0.3, y + bs.lineH / 2, nameSt.size * 0.16).fill(bs.theme.accent);
          if (level) drawTextRight(pdf, levelSt, level, x + bs.width, y, bs.lineH);
        }
        drawText(pdf, nameSt, line.text, x + indent, y, bs.lineH, { width: line.width });
      },
    }));
    if (frac !== null) {
      rows.push({
        h: 7,
        draw: (pdf, x, y) => {
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
export function skillChipGroups(section: Section, bs: BodyStyle): Group[] {
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
  return rowsOfChips
    .filter((r) => r.length)
    .map((chips) => ({
      gapBefore: 0,
      rows: decorated(
        [
          {
            h: rowH,
            draw: (pdf, x, y) => {
              let cx = x;
              for (const c of chips) {
                pdf.roundedRect(cx, y + 2, c.w, chipH, chipH / 2).fill(bs.theme.tintLight);
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
export function sectionBody(section: Section, bs: BodyStyle, skillCols: number, chips = false): Group[] {
  switch (section.style) {
    case 'skill':
      return chips ? skillChipGroups(section, bs) : skillGroups(section, bs, skillCols);
    case 'honor':
      return honorGroups(section, bs);
    case 'summary':
      return summaryGroups(section, bs);
    default:
      return section.entries.map((e, i) => entryGroup(e, bs, i === 0));
  }
}
