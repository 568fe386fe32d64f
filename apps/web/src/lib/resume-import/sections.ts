// Lines into the header (before the first heading) and sections: a known heading (headings.ts) starts its module; a
// line drawn as the known headings are (the same size and weight, alone on its line, short) or marked a heading by
// the file's own styles starts a custom module. A mark before a heading (◆ 教育背景) reads as a bullet: such a line
// is a heading when it stands alone (no line beside it starts with the same mark, as a list's items do), and with two
// known headings drawn that way the mark is the file's heading style.
import { findRange, rangeWrapsBetween } from './dates';
import { headingKey, headingTitle, isBilingual, knownHeading, leadingMark, type HeadingKind } from './headings';
import { BULLET_MARK, concatLines, subLine, type Line } from './lines';
import { isPersonalLabel } from './personal';

export interface Section {
  heading: Line | null;
  kind: HeadingKind;
  /** The heading was not a known one: a custom module. */
  custom: boolean;
  lines: Line[];
}

/** Short, alone on its line, no sentence, date or contact; a list item only if `markedOk`. */
const looksLikeHeading = (l: Line, markedOk = false) => {
  const key = headingKey(l.text);
  return (
    key.length > 0 &&
    // An English half (WORK EXPERIENCE) may make it longer.
    headingTitle(l.text).length <= 16 &&
    key.length <= 30 &&
    !l.text.includes('\t') &&
    !/\d{3,}|@|[:：。，,；;]/.test(key) &&
    !findRange(l.text) &&
    (!l.bullet || markedOk)
  );
};

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

/** The lines (a heading's cells apart from the rows beside them), the header before the first heading, the sections. */
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
function pageFurniture(lines: Line[]): boolean[] {
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
      out.push(
        concatLines([
          l,
          {
            ...next,
            text: ` ${next.text}`,
            spans: next.spans.map((s) => ({ ...s, start: s.start + 1, end: s.end + 1 })),
          },
        ]),
      );
      i++;
    } else out.push(l);
  }
  return out;
}

export function splitSections(input: Line[]): {
  lines: Line[];
  head: Line[];
  sections: Section[];
  furniture: Line[];
} {
  const lines = rangesJoined(railsApart(input));
  // A marked line alone among its neighbours (a list's items share their mark), or drawn as two known headings are
  // (a mark and an English half: ◆ 兴趣爱好 MORE right after a list's ◆ items).
  const bilingual = lines.filter((l) => l.bullet && isBilingual(l.text) && knownHeading(l.text)).length >= 2;
  const markedAlone = lines.map((l, i) => {
    const mark = l.bullet ? leadingMark(l.text) : '';
    if (mark === '') return false;
    if (bilingual && isBilingual(l.text)) return true;
    return ![lines[i - 1], lines[i + 1]].some((n) => n?.bullet && leadingMark(n.text) === mark);
  });
  const known = lines.map((l, i) =>
    looksLikeHeading(l, markedAlone[i]) || l.hint === 1 ? knownHeading(l.text) : null,
  );
  // How this file draws its headings: the size and weight of the known ones, and a mark two of them start with.
  const styles = lines.filter((_, i) => known[i]).map((l) => `${l.size.toFixed(2)}|${l.bold}`);
  const headingStyle = new Set(styles);
  const marks = lines.filter((l, i) => known[i] && l.bullet).map((l) => leadingMark(l.text));
  const headingMark = marks.find((m, i) => marks.indexOf(m) !== i) ?? null;
  const isHeading = (l: Line, i: number) =>
    !!known[i] ||
    (looksLikeHeading(l) && (l.hint === 1 || (headingStyle.has(`${l.size.toFixed(2)}|${l.bold}`) && l.size > 1.05))) ||
    // ◆ 兴趣爱好 MORE among ◆ 教育背景 EDUCATION and ◆ 工作经历 WORK EXPERIENCE.
    (markedAlone[i] &&
      leadingMark(l.text) === headingMark &&
      looksLikeHeading(l, true) &&
      (!bilingual || isBilingual(l.text)));
  const head: Line[] = [];
  const sections: Section[] = [];
  const furniture = pageFurniture(lines);
  for (const [i, l] of lines.entries()) {
    if (furniture[i]) continue;
    const current = sections.at(-1);
    // 工作经验 over 3-5 年 in a 个人信息 block is a label, not the work section.
    const label = current?.kind === 'personal' && isPersonalLabel(l.text);
    if (isHeading(l, i) && l.hint !== 2 && !label) {
      const kind = known[i] ?? 'custom';
      sections.push({ heading: l, kind, custom: !known[i], lines: [] });
    } else if (current && !(current.heading?.area === 'side' && l.area !== 'side')) {
      current.lines.push(l);
    } else {
      // Before the first heading, or at the top of the main column after a sidebar: the header (name, contact).
      head.push(l);
    }
  }
  return { lines, head, sections, furniture: lines.filter((_, i) => furniture[i]) };
}
