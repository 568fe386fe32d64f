/** Entries (education, work, projects, custom) and the summary. */
import type { Entry, Section } from '../content.ts';
import { EDITION_WORDS } from '@cv/contract/edition-words';
import { fmtRange } from '../content.ts';
import { drawText, drawTextRight } from '../draw.ts';
import type { Group, Row, StructNode, TextStyle } from '../model.ts';
import { structNode } from '../model.ts';
import { clean } from '../face.ts';
import { measure } from '../atoms.ts';
import { wrap } from '../text.ts';
import { gap, paragraphRows } from './paragraph.ts';
import type { BodyStyle } from './style.ts';
import { decorated, drawLead } from './style.ts';

/**
 * What every entry heading sets: title and subtitle styles, the style of dates set beside them (upright, where an
 * English subtitle is italic), the cleaned texts, the separator between them (the edition's), the title row's height.
 */
function headOf(e: Entry, bs: BodyStyle) {
  const { faces } = bs;
  const titleSt: TextStyle = { face: faces.bold, size: bs.titleSize, color: bs.theme.text };
  const subSt: TextStyle = { face: faces.italic ?? faces.regular, size: bs.bodySize, color: bs.subtitleColor };
  return {
    titleSt,
    subSt,
    dateSt: { face: faces.regular, size: bs.bodySize, color: bs.dateColor } satisfies TextStyle,
    dates: clean(faces.regular, fmtRange(e, bs.lang)),
    title: clean(faces.bold, e.title),
    subtitle: clean(subSt.face, e.subtitle),
    sep: EDITION_WORDS[bs.lang].sep,
    headH: bs.headH ?? bs.titleSize * 1.75,
  };
}

/** Header rows of an entry with inline dates: the bold title, then `dates · subtitle`, all from the left edge. */
function inlineHeadRows(e: Entry, bs: BodyStyle, parent: StructNode): Row[] {
  const { width } = bs;
  const { titleSt, subSt, dates, title, subtitle, sep, headH } = headOf(e, bs);
  const h3 = structNode('H3', parent);
  const rows: Row[] = wrap(titleSt.face, titleSt.size, title, width).map((line) => ({
    h: headH,
    tag: h3,
    draw: (pdf, x, y) => drawText(pdf, titleSt, line.text, x, y, headH),
  }));
  const meta = [dates, subtitle].filter(Boolean).join(sep);
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

/**
 * The subtitle's lines (a paragraph), `dates` at the right of the first; with `always`, a line for the dates even
 * without a subtitle.
 */
function subtitleRows(
  subtitle: string,
  subSt: TextStyle,
  dates: string,
  dateSt: TextStyle,
  bs: BodyStyle,
  parent: StructNode,
  always = false,
): Row[] {
  const datesW = dates ? measure(dateSt.face, dateSt.size, dates) + 10 : 0;
  const lines = subtitle ? wrap(subSt.face, subSt.size, subtitle, bs.width - datesW).map((l) => l.text) : [];
  if (!lines.length && always && dates) lines.push('');
  const p = structNode('P', parent);
  return lines.map((text, i) => ({
    h: bs.lineH,
    tag: p,
    draw: (pdf, x, y) => {
      drawText(pdf, subSt, text, x, y, bs.lineH);
      if (i === 0 && dates) drawTextRight(pdf, dateSt, dates, x + bs.width, y, bs.lineH);
    },
  }));
}

/** 时间 · 单位 · 职位 on one row when it fits (else the heading as `right` sets it). */
function oneRowHead(e: Entry, bs: BodyStyle, parent: StructNode): Row[] | null {
  const { titleSt, subSt, dateSt, dates, title, subtitle, sep, headH } = headOf(e, bs);
  const parts: [TextStyle, string][] = [];
  if (dates) parts.push([dateSt, dates]);
  if (title) parts.push([titleSt, (parts.length ? sep : '') + title]);
  if (subtitle) parts.push([subSt, (parts.length ? sep : '') + subtitle]);
  const widths = parts.map(([st, t]) => measure(st.face, st.size, t));
  if (!parts.length || widths.reduce((a, b) => a + b, 0) > bs.width) return null;
  const h3 = structNode('H3', parent);
  return [
    {
      h: headH,
      tag: h3,
      draw: (pdf, x, y) => {
        let dx = 0;
        parts.forEach(([st, t], i) => {
          drawText(pdf, st, t, x + dx, y + (titleSt.size - st.size) * 0.36, headH);
          dx += widths[i] ?? 0;
        });
      },
    },
  ];
}

/** The title on a line of its own, then the subtitle with the dates at the right of its line. */
function stackedHeadRows(e: Entry, bs: BodyStyle, parent: StructNode): Row[] {
  const { titleSt, subSt, dateSt, dates, title, subtitle, headH } = headOf(e, bs);
  const h3 = structNode('H3', parent);
  const rows: Row[] = wrap(titleSt.face, titleSt.size, title, bs.width).map((line) => ({
    h: headH,
    tag: h3,
    draw: (pdf, x, y) => drawText(pdf, titleSt, line.text, x, y, headH),
  }));
  // No subtitle: the dates alone on the line under the title.
  rows.push(...subtitleRows(subtitle, subSt, dates, dateSt, bs, parent, true));
  return rows;
}

/** Header rows of an entry: bold title with dates at the right, then a subtitle line. */
function entryHeadRows(e: Entry, bs: BodyStyle, parent: StructNode): Row[] {
  if (bs.inlineMeta) return inlineHeadRows(e, bs, parent);
  if (bs.entryMode === 'stacked') return stackedHeadRows(e, bs, parent);
  if (bs.entryMode === 'row') {
    const one = oneRowHead(e, bs, parent);
    if (one) return one;
  }
  const { width } = bs;
  const { titleSt, subSt, dates, title, subtitle, sep, headH } = headOf(e, bs);
  const dateSt: TextStyle = { face: bs.faces.regular, size: bs.bodySize - 0.5, color: bs.dateColor };
  const rows: Row[] = [];
  const inGutter = bs.gutterDate;
  const datesW = dates && !inGutter ? measure(dateSt.face, dateSt.size, dates) + 10 : 0;
  const titleLines = title ? wrap(titleSt.face, titleSt.size, title, width - datesW) : [];
  const datesOnOwnRow = !inGutter && dates && titleLines.length === 0 && subtitle;
  const h3 = structNode('H3', parent);
  // Company·position (school·major·degree) on one line with the dates when they fit: no line of its own.
  const titleW = title ? measure(titleSt.face, titleSt.size, title) : 0;
  const joined =
    !bs.subtitleOwnLine &&
    !!title &&
    !!subtitle &&
    titleW + measure(subSt.face, subSt.size, sep + subtitle) <= width - datesW;
  titleLines.forEach((line, i) => {
    rows.push({
      h: headH,
      tag: h3,
      draw: (pdf, x, y) => {
        if (i === 0 && dates && inGutter) inGutter(pdf, dates, x, y, headH);
        drawText(pdf, titleSt, line.text, x, y, headH);
        if (joined) drawText(pdf, subSt, sep + subtitle, x + titleW, y + (titleSt.size - subSt.size) * 0.36, headH);
        // On the title's baseline (not centered on its own): one line for text extraction, title first.
        const dy = (titleSt.size - dateSt.size) * 0.36;
        if (i === 0 && dates && !inGutter) drawTextRight(pdf, dateSt, dates, x + width, y + dy, headH);
      },
    });
  });
  if (subtitle && !joined) rows.push(...subtitleRows(subtitle, subSt, datesOnOwnRow ? dates : '', dateSt, bs, parent));
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
  if (bs.entryMode === 'card') carded(rows, bs);
  return { rows: decorated(rows, bs), gapBefore: first ? 0 : bs.entryGap, minHead };
}

/** The card: every row of the entry on the card's tint, an accent edge at its left (page breaks cut the card). */
function carded(rows: Row[], bs: BodyStyle): void {
  for (const row of rows) {
    const own = row.deco;
    row.spacer = false;
    row.deco = (pdf, x, y) => {
      pdf.rect(x - 8, y, bs.width + 14, row.h).fill(bs.theme.card);
      pdf.rect(x - 8, y, 2, row.h).fill(bs.theme.accent);
      own?.(pdf, x, y);
    };
  }
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
