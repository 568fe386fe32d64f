// A page's geometry from its text boxes: rows (items on one baseline), a full-width header band, and a vertical
// gutter that splits a sidebar from the main column (left or right), so the page reads column by column. A narrow
// column of dates (a date rail) is no column: its dates stay on their rows. Items on a row join with no space
// between Han characters, a space between words, a tab across a wide gap (a table's cells, a right-aligned date).
import { findRange } from '../dates';
import { knownHeading } from '../headings';
import { BULLET_MARK, HAN_WIDE, wrapGlue, type Line, type Span } from '../lines';
import type { PdfText, TextItem } from './text-items';

interface Row {
  items: TextItem[];
  y: number;
  h: number;
  x0: number;
  x1: number;
}

function rowsOf(items: TextItem[]): Row[] {
  const sorted = [...items].sort((a, b) => a.y + a.h / 2 - (b.y + b.h / 2) || a.x - b.x);
  const rows: Row[] = [];
  for (const it of sorted) {
    const mid = it.y + it.h / 2;
    const row = rows.find((r) => Math.abs(r.y + r.h / 2 - mid) < Math.min(r.h, it.h) * 0.45);
    if (row) {
      row.items.push(it);
      row.x0 = Math.min(row.x0, it.x);
      row.x1 = Math.max(row.x1, it.x + it.w);
    } else rows.push({ items: [it], y: it.y, h: it.h, x0: it.x, x1: it.x + it.w });
  }
  for (const r of rows) r.items.sort((a, b) => a.x - b.x);
  return rows.sort((a, b) => a.y - b.y);
}

/**
 * The x of a vertical gutter splitting the page into two columns, or null for one column: of the x bands no row
 * crosses (a full-width header band aside), the one whose right edge most rows start at (a column's left margin),
 * so a gap inside a sidebar (a skill and its level) is not taken for the gutter.
 */
function gutter(rows: Row[], width: number): number | null {
  if (rows.length < 8) return null;
  const step = 2;
  const crossing = (x: number) => rows.filter((r) => r.items.some((i) => i.x < x && i.x + i.w > x)).length;
  const bands: { a: number; b: number; crossing: number }[] = [];
  for (let x = width * 0.15; x <= width * 0.85; x += step) {
    const c = crossing(x);
    const last = bands.at(-1);
    if (last && last.b === x - step && last.crossing === c) last.b = x;
    else bands.push({ a: x, b: x, crossing: c });
  }
  const limit = rows.length * 0.15;
  let best: { x: number; score: number } | null = null;
  for (const band of bands) {
    if (band.crossing > limit || band.b - band.a < 6) continue;
    const left = rows.filter((r) => r.items.some((i) => i.x + i.w <= band.a + step)).length;
    const right = rows.filter((r) => r.items.some((i) => i.x >= band.b - step)).length;
    if (left < 4 || right < 4) continue;
    const starts = rows.filter((r) => r.items.some((i) => Math.abs(i.x - band.b) <= step * 2.5)).length;
    const score = starts - band.crossing * 2;
    if (!best || score > best.score) best = { x: (band.a + band.b) / 2, score };
  }
  return best && best.score >= 4 ? best.x : null;
}

/**
 * Items of a row joined: '' between Han, ' ' between words, '\t' across a wide gap. Answers the x where the row's
 * last cell (after its last tab) starts, or null when the row has no tab.
 */
function joinRow(items: TextItem[], toLine: Line): number | null {
  let prev: TextItem | null = null;
  let lastCell: number | null = null;
  for (const it of items) {
    let str = it.str;
    if (prev) {
      const gap = it.x - (prev.x + prev.w);
      const size = Math.max(prev.h, it.h);
      const a = toLine.text.at(-1) ?? '';
      const b = str[0] ?? '';
      let glue = '';
      const han = HAN_WIDE.test(a) && HAN_WIDE.test(b);
      if (gap > size * (han || HAN_WIDE.test(a) || HAN_WIDE.test(b) ? 0.9 : 1.6)) glue = '\t';
      else if (gap > size * (han ? 0.15 : 0.18) && a !== ' ' && b !== ' ') glue = ' ';
      if (glue === '\t') lastCell = it.x;
      toLine.text += glue;
    }
    if (toLine.text.endsWith(' ') || toLine.text.endsWith('\t') || toLine.text === '') str = str.replace(/^\s+/, '');
    const start = toLine.text.length;
    toLine.text += str;
    const span: Span = {
      start,
      end: toLine.text.length,
      ref: { kind: 'pdf', page: it.page, x: it.x, y: it.y, w: it.w, h: it.h },
    };
    toLine.spans.push(span);
    prev = it;
  }
  toLine.text = toLine.text.replace(/\s+$/, '');
  // Letter-spaced Han text (教 育 背 景, 林 晓 雯): the spaces go.
  if (/^[\u4e00-\u9fff]([ \u3000\t]+[\u4e00-\u9fff])+$/.test(toLine.text)) {
    const keep: number[] = [];
    let text = '';
    for (const [i, ch] of [...toLine.text].entries()) {
      if (/[ \u3000\t]/.test(ch)) continue;
      keep.push(i);
      text += ch;
    }
    toLine.spans = toLine.spans.map((s) => ({
      ...s,
      start: keep.findIndex((k) => k >= s.start),
      end: keep.findIndex((k) => k >= s.end) === -1 ? text.length : keep.findIndex((k) => k >= s.end),
    }));
    toLine.text = text;
    lastCell = null;
  }
  return lastCell;
}

/** `r` is the line right under `above`. */
const lineBelow = (above: Row, r: Row) => r.y > above.y && r.y - above.y < Math.max(r.h, above.h) * 1.6;

/** The width of a row's first word (of Han text, its first character). */
function firstWordWidth(r: Row): number {
  const first = r.items[0]!;
  const word = HAN_WIDE.test(first.str[0] ?? '') ? 1 : first.str.search(/\s|$/);
  return (first.w * word) / Math.max(1, first.str.length);
}

/** A row as the rest of the line above it; null when it has cells of its own or is a list item. */
function restOfLine(prev: Line, r: Row): Line | null {
  const more: Line = { ...prev, text: '', spans: [] };
  joinRow(r.items, more);
  return more.text && !more.text.includes('\t') && !BULLET_MARK.test(more.text) ? more : null;
}

/**
 * A table cell's text wrapped onto the next row (user@exampl / e.com in a narrow cell): a row with no tab that
 * starts where the previous row's last cell starts, one line below it, away from the column's left edge, is that
 * cell's continuation, unless its first word would have fit on the previous row before the right end of the
 * widest text the column holds at that start (a new paragraph in a wide cell: JavaScript：熟悉 over SPSS：了解).
 * Its text joins the line: with no space when the cell's text is one unbroken word.
 */
function cellContinuation(
  prev: Line,
  cellX: number | null,
  prevRow: Row,
  r: Row,
  { left, body, rows }: { left: number; body: number; rows: Row[] },
): Line | null {
  if (cellX === null || prev.bullet || Math.abs(r.x0 - cellX) >= 2 || r.x0 <= left + body * 3) return null;
  if (!lineBelow(prevRow, r)) return null;
  const cellRight = Math.max(...rows.filter((o) => o.items.some((i) => Math.abs(i.x - cellX) < 2)).map((o) => o.x1));
  if (prevRow.x1 + firstWordWidth(r) < cellRight - 1) return null;
  return restOfLine(prev, r);
}

/**
 * A row's first cell wrapped onto the next row (`National University of ⇥ Sep 2012 – Jun 2014` over `Singapore`, a
 * name too long for a narrow column beside its dates): a row with no tab under a row of two cells, starting where
 * that row starts, one line below it, whose first word would not have fit between the first cell's end and the
 * second cell's start. (A title on its own line under a company, `Google ⇥ 2020 – Present` over `Software Engineer`,
 * would have fit: a line of its own.) A picture's rows have no fonts: their strokes' weight tells bold from regular.
 */
function firstCellContinuation(
  prev: Line,
  cellX: number | null,
  prevRow: Row,
  r: Row,
  { body, right }: { body: number; right: number },
): Line | null {
  if (cellX === null || prev.bullet || prev.text.split('\t').length !== 2 || Math.abs(r.x0 - prevRow.x0) >= 2)
    return null;
  if (!lineBelow(prevRow, r)) return null;
  // The row spans its column (its second cell set against the right edge), the next row stays inside the first
  // cell's box (a new award under a long one runs past it), and is in the first cell's weight (a name in bold over a
  // role in regular is two lines).
  const cell = prevRow.items.filter((i) => i.x < cellX - 1);
  if (prevRow.x1 < right - body || r.x1 > cellX || r.items.some((i) => !sameWeight(i, cell[0]!))) return null;
  const firstEnd = Math.max(...cell.map((i) => i.x + i.w));
  if (firstEnd + body * 0.3 + firstWordWidth(r) < cellX - body * 2) return null;
  return restOfLine(prev, r);
}

/** Strokes this much heavier than another's are another weight (a screenshot's bold 0.23-0.29 over regular 0.13-0.18). */
const HEAVIER = 1.35;

/** Two items set in the same weight: by their fonts (a PDF's), and by their strokes (a picture's, which has none). */
function sameWeight(a: TextItem, b: TextItem): boolean {
  if (a.bold !== b.bold) return false;
  if (!a.weight || !b.weight) return true;
  return Math.max(a.weight, b.weight) / Math.min(a.weight, b.weight) < HEAVIER;
}

/** `more` put into the line at `at` after `glue`, its spans and the line's later ones moved along. */
function insertAt(line: Line, at: number, more: Line, glue: string): void {
  const added = glue.length + more.text.length;
  line.text = line.text.slice(0, at) + glue + more.text + line.text.slice(at);
  line.spans = [
    ...line.spans.map((s) => (s.start >= at ? { ...s, start: s.start + added, end: s.end + added } : s)),
    ...more.spans.map((s) => ({ ...s, start: s.start + at + glue.length, end: s.end + at + glue.length })),
  ].sort((a, b) => a.start - b.start);
}

/** `more` joined to the end of the line's first cell (before its tab), with a space between words. */
function insertInFirstCell(line: Line, more: Line): void {
  const tab = line.text.indexOf('\t');
  insertAt(line, tab, more, wrapGlue(line.text.slice(0, tab), more.text));
}

/** `more` joined to the line's last cell: with no space when the cell's text is one unbroken word. */
function appendCell(line: Line, more: Line): void {
  const cell = line.text.slice(line.text.lastIndexOf('\t') + 1);
  const spaced = /\s/.test(cell) || /[\u4e00-\u9fff]/.test(cell.at(-1) ?? '');
  insertAt(line, line.text.length, more, spaced ? wrapGlue(cell, more.text) : '');
}

/** The PDF's lines in reading order: per page the header band, then the sidebar, then the main column. */
export function layoutLines(pdf: PdfText): Line[] {
  const heights = pdf.items.flatMap((i) => Array<number>(Math.max(1, i.str.length)).fill(i.h)).sort((a, b) => a - b);
  const body = heights[Math.floor(heights.length / 2)] ?? 10;
  const out: Line[] = [];
  for (const [p, page] of pdf.pages.entries()) {
    const rows = rowsOf(pdf.items.filter((i) => i.page === p));
    // The footer's page number (第 1 页 / 1/2) is no content of the resume, but stays in the text (sections.ts leaves
    // it out of the sections).
    const g = gutter(rows, page.width);
    let columns: { area: Line['area']; rows: Row[] }[] = [{ area: 'main', rows }];
    if (g !== null) {
      const crosses = (r: Row) => r.items.some((i) => i.x < g && i.x + i.w > g);
      const firstSplit = rows.findIndex((r) => !crosses(r));
      const head = rows.slice(0, Math.max(0, firstSplit));
      const rest = rows.slice(Math.max(0, firstSplit));
      const left: Row[] = [];
      const right: Row[] = [];
      for (const r of rest) {
        const l = r.items.filter((i) => i.x + i.w / 2 < g);
        const rt = r.items.filter((i) => i.x + i.w / 2 >= g);
        if (l.length) left.push({ ...r, items: l });
        if (rt.length) right.push({ ...r, items: rt });
      }
      // A narrow column of dates, section titles or a table's labels beside the rows they belong to is a rail,
      // not a column: nearly all its rows share their line with the other side's, and the rows stay whole.
      const narrowLeft = g < page.width / 2;
      const side = narrowLeft ? left : right;
      const other = narrowLeft ? right : left;
      const pairs = (r: Row) => other.some((o) => Math.abs(o.y + o.h / 2 - (r.y + r.h / 2)) < r.h * 0.5);
      const textOf = (r: Row) => r.items.map((i) => i.str).join('');
      const isDated = (r: Row) => !!findRange(textOf(r));
      const railLike = (r: Row) => isDated(r) || textOf(r).replace(/\s/g, '').length <= 6;
      const paired = side.filter(pairs);
      const pairedDates = paired.filter(isDated).length;
      const dateRail =
        pairedDates >= 2 && pairedDates >= side.filter(isDated).length * 0.7 && pairedDates >= paired.length * 0.5;
      const labelRail =
        paired.length >= 3 &&
        paired.length >= side.length * 0.8 &&
        paired.filter(railLike).length >= paired.length * 0.6;
      // Section headings all on the narrow side and none on the other: a table whose first column holds the
      // sections' titles and dates (a Word resume laid out in a table), not a sidebar with a column of its own.
      const headings = (rs: Row[]) => rs.filter((r) => knownHeading(textOf(r)) !== null).length;
      const headingRail = headings(side) >= 2 && headings(other) === 0;
      // Two columns of like width (newspaper columns) read left then right; a sidebar first, then the main column.
      const extent = (rs: Row[]) => {
        const items = rs.flatMap((r) => r.items);
        return Math.max(0, ...items.map((it) => it.x + it.w)) - Math.min(page.width, ...items.map((it) => it.x));
      };
      const widths = [extent(left), extent(right)].sort((a, b) => a - b);
      const even = widths[0]! > widths[1]! * 0.75;
      if (dateRail || labelRail || headingRail) columns = [{ area: 'main', rows }];
      else if (even) {
        columns = [
          { area: 'head', rows: head },
          { area: 'main', rows: left },
          { area: 'main', rows: right },
        ];
      } else {
        columns = [
          { area: 'head', rows: head },
          { area: 'side', rows: side },
          { area: 'main', rows: other },
        ];
      }
    }
    for (const col of columns) {
      let prevRow: Row | null = null;
      const gaps = col.rows
        .slice(1)
        .map((r, i) => r.y - col.rows[i]!.y)
        .sort((a, b) => a - b);
      const pitch = gaps[Math.floor(gaps.length / 2)] ?? body * 1.5;
      const left = Math.min(...col.rows.map((r) => r.x0));
      const right = Math.max(...col.rows.map((r) => r.x1));
      let prevLine: Line | null = null;
      let prevCell: number | null = null;
      for (const r of col.rows) {
        const more =
          prevLine && prevRow && cellContinuation(prevLine, prevCell, prevRow, r, { left, body, rows: col.rows });
        if (prevLine && more) {
          appendCell(prevLine, more);
          prevCell = null;
          continue;
        }
        const wrapped = prevLine && prevRow && firstCellContinuation(prevLine, prevCell, prevRow, r, { body, right });
        if (prevLine && wrapped) {
          insertInFirstCell(prevLine, wrapped);
          prevCell = null;
          continue;
        }
        const items = r.items;
        const line: Line = {
          text: '',
          spans: [],
          size: 1,
          bold: false,
          hint: 0,
          block: false,
          bullet: false,
          area: col.area,
        };
        const cellX = joinRow(items, line);
        if (!line.text) continue;
        const chars = items.reduce((n, i) => n + i.str.length, 0);
        line.size =
          Math.round((items.reduce((n, i) => n + i.h * i.str.length, 0) / Math.max(1, chars) / body) * 100) / 100;
        line.bold = items.filter((i) => i.bold).reduce((n, i) => n + i.str.length, 0) > chars / 2;
        line.bullet = BULLET_MARK.test(line.text);
        line.block = !prevRow || r.y - prevRow.y > pitch * 1.35 || Math.abs(r.x0 - prevRow.x0) > body * 1.5;
        out.push(line);
        prevRow = r;
        prevLine = line;
        prevCell = cellX;
      }
    }
  }
  return out;
}
