/** The typography of a body column and what its rows share: inline meta (` · date`), colored leads and tails. */
import { SEP } from '../content.ts';
import { drawText } from '../draw.ts';
import type { Faces, Pdf, Row, TextStyle } from '../model.ts';
import type { Theme } from '@cv/contract/designs';
import type { Lang } from '@cv/contract/edition-words';
import type { FontFace, Line } from '../face.ts';
import { measure } from '../atoms.ts';
import { wrap } from '../text.ts';

/** Typography of a body column. */
export interface BodyStyle {
  faces: Faces;
  /** The edition's language: the words the engine adds (dates) are set in it. */
  lang: Lang;
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
  /**
   * Keeps an entry's subtitle (position, major·degree) on its own line even when it fits beside the title
   * (the sidebar's main column: poppler reads its column apart from the sidebar only with that rhythm).
   */
  subtitleOwnLine?: boolean;
  /** Space between an entry's heading and its text (default 2; none with inlineMeta). */
  headGap?: number;
  /**
   * Entry variants beyond dates at the right, in a gutter or inline: `row` sets 时间 · 单位 · 职位 on one
   * row, `stacked` the title, subtitle and dates each on a line, `card` the entry on a tinted card.
   */
  entryMode?: 'row' | 'stacked' | 'card';
  /** How skills are shown (blocks/skills.ts). */
  skills?: 'words' | 'bars' | 'dots' | 'tags' | 'grid';
}

/** Draws a line that may start with `lead` (e.g. dates) in its own color, the rest in `st`. */
export function drawLead(
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
export function drawTail(
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

/**
 * The wrapped lines of `text` with ` · tail` at the end of its last line when it fits there, else the tail on
 * a line of its own (for inline dates and levels; `drawTail` colors the tail).
 */
export function tailLines(face: FontFace, size: number, text: string, tail: string, width: number): Line[] {
  if (!tail) return text ? wrap(face, size, text, width) : [];
  // One paragraph: the separator never starts a line and the breaker's no-孤字 rule keeps a short tail
  // (a level, a date) from standing alone on the last line.
  return wrap(face, size, text ? `${text}${SEP}${tail}` : tail, width);
}

/** Adds the body style's entry decoration to the first row of a group's rows. */
export function decorated(rows: Row[], bs: BodyStyle): Row[] {
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

export const NO_LINE: Line = { text: '', width: 0, broken: false };
