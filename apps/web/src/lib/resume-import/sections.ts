// Lines into the header (before the first heading) and sections: a known heading (headings.ts) starts its module; a
// line drawn as the known headings are (the same size and weight, alone on its line, short) or marked a heading by
// the file's own styles starts a custom module. A mark before a heading (◆ 教育背景) reads as a bullet: such a line
// is a heading when it stands alone (no line beside it starts with the same mark, as a list's items do), and with two
// known headings drawn that way the mark is the file's heading style.
import { findRange } from './dates';
import {
  headingKey,
  isBilingual,
  knownHeading,
  leadingMark,
  nearHeading,
  titleOfKey,
  type HeadingKind,
} from './headings';
import type { Line } from './lines';
import { isPersonalLabel } from './personal';
import { pageFurniture, regrouped } from './regroup';

export interface Section {
  heading: Line | null;
  kind: HeadingKind;
  /** The heading was not a known one: a custom module. */
  custom: boolean;
  /** The known heading an unknown one is read for, one character off (nearHeading: OCR's 荣誉奖硕 for 荣誉奖项). */
  readAs?: string;
  lines: Line[];
}

/** Short, alone on its line, no sentence, date or contact; a list item only if `markedOk`. */
const looksLikeHeading = (l: Line, markedOk = false) => {
  const key = headingKey(l.text);
  return (
    key.length > 0 &&
    // An English half (WORK EXPERIENCE) may make it longer.
    titleOfKey(key).length <= 16 &&
    key.length <= 30 &&
    !l.text.includes('\t') &&
    !/\d{3,}|@|[:：。，,；;]/.test(key) &&
    !findRange(l.text) &&
    (!l.bullet || markedOk)
  );
};

/**
 * The lines (a heading's cells apart from the rows beside them, regroup.ts), the header before the first heading, the
 * sections, and the page furniture that belongs to none.
 */
export function splitSections(input: Line[]): {
  lines: Line[];
  head: Line[];
  sections: Section[];
  furniture: Line[];
} {
  const lines = regrouped(input);
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
      // Drawn as the file's headings are but unknown: a known heading with one character misread is that heading.
      const near = known[i] ? null : nearHeading(l.text);
      if (near) sections.push({ heading: l, kind: near.kind, custom: false, readAs: near.title, lines: [] });
      else sections.push({ heading: l, kind: known[i] ?? 'custom', custom: !known[i], lines: [] });
    } else if (current && !(current.heading?.area === 'side' && l.area !== 'side')) {
      current.lines.push(l);
    } else {
      // Before the first heading, or at the top of the main column after a sidebar: the header (name, contact).
      head.push(l);
    }
  }
  return { lines, head, sections, furniture: lines.filter((_, i) => furniture[i]) };
}
