// The reading stages' common shape: the file as lines in reading order, each with where its characters came from
// and what the layout says of it (size, weight, a heading style, a new block). PDF and Word readers make lines; the
// understanding stages read only lines. A tab in a line's text stands for a column gap (a table cell, a far gap).
import type { SourceRef } from './model';

export interface Span {
  start: number;
  end: number;
  ref: SourceRef;
}

export interface Line {
  text: string;
  spans: Span[];
  /** Font size relative to the document's body text (1 = body). */
  size: number;
  bold: boolean;
  /** The file's own structure says: 1 a heading (Word heading style, Markdown ##), 2 the title (the name). */
  hint: 0 | 1 | 2;
  /** Starts a new block: a paragraph gap, a table cell, a column or a page. */
  block: boolean;
  /** A list item (Word numbering, a bullet drawn). */
  bullet: boolean;
  /** The list marker the file's structure gives and its text lacks (Word numbering: '- '), kept in descriptions. */
  marker?: string;
  /** Ends in a word the layout engine broke with a hyphen, now taken away: joins the next line with nothing between. */
  hyphenated?: boolean;
  /** The block's area: 'side' for a sidebar or narrow column, 'main' otherwise. */
  area: 'main' | 'side' | 'head';
}

/** A list item's mark drawn as a character at the start of a line. */
export const BULLET_MARK = /^[•●○■□◆◇▪▫·\-–*✓✔►▶]\s*/;

/** A piece of a line: its text and the refs of the characters it covers. */
export interface Piece {
  text: string;
  refs: SourceRef[];
}

/** The refs of characters start..end of a line (PDF boxes narrowed to the part, text spans cut to it). */
export function refsOf(line: Line, start = 0, end = line.text.length): SourceRef[] {
  const out: SourceRef[] = [];
  for (const s of line.spans) {
    if (s.end <= start || s.start >= end) continue;
    if (s.ref.kind === 'text') {
      const from = s.ref.start + Math.max(0, start - s.start);
      const to = s.ref.end - Math.max(0, s.end - end);
      out.push({ kind: 'text', start: from, end: Math.max(from, to) });
    } else {
      const n = s.end - s.start || 1;
      const a = Math.max(0, start - s.start) / n;
      const b = Math.min(n, end - s.start) / n;
      out.push({ ...s.ref, x: s.ref.x + s.ref.w * a, w: s.ref.w * (b - a) });
    }
  }
  return out;
}

/** A piece of a line, trimmed, with its refs. */
export function pieceOf(line: Line, start = 0, end = line.text.length): Piece {
  const raw = line.text.slice(start, end);
  const lead = raw.length - raw.trimStart().length;
  const text = raw.trim();
  return { text, refs: refsOf(line, start + lead, start + lead + text.length) };
}

/** Part of a line as a line of its own (a heading cell split from the row it shares). */
export function subLine(line: Line, start: number, end: number): Line {
  const raw = line.text.slice(start, end);
  const lead = raw.length - raw.trimStart().length;
  const text = raw.trim();
  const from = start + lead;
  const spans = line.spans
    .filter((s) => s.end > from && s.start < from + text.length)
    .map((s) => ({
      start: Math.max(0, s.start - from),
      end: Math.min(text.length, s.end - from),
      ref: refsOf(line, Math.max(s.start, from), Math.min(s.end, from + text.length))[0]!,
    }));
  return { ...line, text, spans };
}

/** What joins a wrapped line to the text before it: a space between Latin words, nothing between Han characters. */
export const wrapGlue = (before: string, after: string) =>
  /[A-Za-z0-9,.;:)]$/.test(before) && /^[A-Za-z0-9(]/.test(after) ? ' ' : '';

/** Lines as one line, their texts joined by `glue` (nothing for a heading written a character a line). */
export function concatLines(parts: Line[], glue = ''): Line {
  let text = '';
  const spans: Span[] = [];
  for (const [i, part] of parts.entries()) {
    if (i > 0) text += glue;
    for (const s of part.spans) spans.push({ ...s, start: s.start + text.length, end: s.end + text.length });
    text += part.text;
  }
  return { ...parts[0]!, text, spans };
}

/** Lines as a debug table (one row per line: area, size, flags, text). */
export function linesTable(lines: Line[]): string {
  return lines
    .map((l, i) => {
      const flags = `${l.block ? 'B' : ' '}${l.bold ? 'b' : ' '}${l.bullet ? '•' : ' '}${l.hint ? `h${l.hint}` : '  '}`;
      return `${String(i).padStart(3)} ${l.area.padEnd(4)} ${l.size.toFixed(2)} ${flags} ${l.text.replace(/\t/g, ' ⇥ ')}`;
    })
    .join('\n');
}

/** A piece of a line with the place it takes in the line (start..end), to mark it used. */
export interface Token extends Piece {
  start: number;
  end: number;
}

/** A line's pieces between `sep`'s separators, the range `cut` cut out. */
export function tokens(line: Line, sep: RegExp, cut?: { index: number; length: number }): Token[] {
  const out: Token[] = [];
  const text = line.text;
  const push = (a: number, b: number) => {
    if (cut && a < cut.index + cut.length && b > cut.index) {
      push(a, cut.index);
      push(cut.index + cut.length, b);
      return;
    }
    // Brackets and colons around a cut-out date range go with it.
    while (a < b && /[\s（(【[）)】\]:：,，]/.test(text[a]!)) a++;
    while (b > a && /[\s（(【[）)】\]:：,，]/.test(text[b - 1]!) && !/[(（]/.test(text.slice(a, b - 1))) b--;
    const p = pieceOf(line, a, b);
    if (p.text && !/^[\s\p{P}\p{S}]+$/u.test(p.text)) out.push({ ...p, start: a, end: b });
  };
  let at = 0;
  sep.lastIndex = 0;
  for (let m = sep.exec(text); m; m = sep.exec(text)) {
    if (m[0].length === 0) {
      sep.lastIndex++;
      continue;
    }
    push(at, m.index);
    at = m.index + m[0].length;
  }
  push(at, text.length);
  return out;
}

/** A character set as wide as a Han one: Han, CJK punctuation and full-width forms. */
export const HAN_WIDE = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;

/** A line's length in Han characters: two Latin letters, digits or spaces take the room of one. */
export const hanLength = (text: string) => {
  const t = text.trim();
  const han = t.match(/[^ -~]/g)?.length ?? 0;
  return han + (t.length - han) / 2;
};
