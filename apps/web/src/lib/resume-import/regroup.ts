// Lines regrouped before the sections are read: a heading's cells apart from the rows beside them, a date range
// wrapped after its dash joined again, and what pages print around the resume (page numbers, running headers) found.
import { rangeWrapsBetween } from './dates';
import { knownHeading } from './headings';
import { BULLET_MARK, concatLines, subLine, type Line } from './lines';

/** The longest run of rows from `from` whose first cells (a character or two each) spell a known heading. */
function railHeading(lines: Line[], from: number): { cells: { line: Line; tab: number }[] } | null {
  const cells: { line: Line; tab: number }[] = [];
  let best = 0;
  let text = '';
  for (let j = from; j < lines.length && text.length < 8; j++) {
    const line = lines[j]!;
    const tab = line.text.indexOf('\t');
    const first = (tab === -1 ? line.text : line.text.slice(0, tab)).trim();
    if (!/^[\u4e00-\u9fff]{1,2}$/.test(first)) break;
    cells.push({ line, tab });
    text += first;
    if (cells.length >= 2 && knownHeading(text)) best = cells.length;
  }
  return best ? { cells: cells.slice(0, best) } : null;
}

/**
 * Headings in the first cell of a row as lines of their own: a known heading beside its first entry (a title rail),
 * or one written down a narrow cell a character or two a line beside its rows (表格简历: 教/育/背/景, each beside a
 * row of the section, or each a paragraph of its own).
 */
function railsApart(input: Line[]): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < input.length; i++) {
    const rail = railHeading(input, i);
    if (rail) {
      const { cells } = rail;
      const trimmed = cells.map(({ line, tab }) => subLine(line, 0, tab === -1 ? line.text.length : tab));
      out.push({ ...concatLines(trimmed), block: true });
      for (const [k, { line, tab }] of cells.entries()) {
        if (tab === -1) continue;
        const rest = subLine(line, tab + 1, line.text.length);
        out.push({ ...rest, block: k === 0 || line.block, bullet: line.bullet || BULLET_MARK.test(rest.text) });
      }
      i += cells.length - 1;
      continue;
    }
    const l = input[i]!;
    const tab = l.text.indexOf('\t');
    if (tab === -1 || !knownHeading(l.text.slice(0, tab))) {
      out.push(l);
      continue;
    }
    out.push({ ...subLine(l, 0, tab), block: true }, { ...subLine(l, tab + 1, l.text.length), block: true });
  }
  return out;
}

/** A page's number as resumes print it: 第 1 页 / 共 2 页, 1/2 (not 2020/03), Page 1 of 2, - 1 -. */
const PAGE_NUMBER =
  /^\s*(?:第\s*\d+\s*页(?:\s*[/,，]?\s*共\s*\d+\s*页)?|\d{1,2}\s*\/\s*\d{1,2}|page\s+\d+(?:\s+of\s+\d+)?|[-–—]\s*\d+\s*[-–—])\s*$/i;

/** The page a line of a PDF is on; null for other files. */
const pageOf = (l: Line) => {
  const ref = l.spans[0]?.ref;
  return ref?.kind === 'pdf' ? ref.page : null;
};

/**
 * What pages print around the resume: a page's number, and a running header or footer (a page's first or last line
 * that an earlier page has there too). It belongs to no section and carries nothing of its own: it is used up as a
 * heading is (the first copy of a running header stays with the rest of the text).
 */
export function pageFurniture(lines: Line[]): boolean[] {
  const edges = new Map<number, [number, number]>();
  for (const [i, l] of lines.entries()) {
    const page = pageOf(l);
    if (page !== null) edges.set(page, [edges.get(page)?.[0] ?? i, i]);
  }
  const atEdge = new Set([...edges.values()].flat());
  const seen = new Set<string>();
  return lines.map((l, i) => {
    const text = l.text.trim();
    if (PAGE_NUMBER.test(text)) return true;
    if (!atEdge.has(i)) return false;
    const repeated = seen.has(text);
    seen.add(text);
    return repeated;
  });
}

/** A date range wrapped after its dash (a narrow column) as one line again. */
function rangesJoined(input: Line[]): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < input.length; i++) {
    const l = input[i]!;
    const next = input[i + 1];
    if (next && !next.text.includes('\t') && rangeWrapsBetween(l.text, next.text)) {
      out.push(concatLines([l, next], ' '));
      i++;
    } else out.push(l);
  }
  return out;
}

/** The lines with a heading's cells apart from their rows and wrapped ranges joined. */
export const regrouped = (input: Line[]): Line[] => rangesJoined(railsApart(input));
