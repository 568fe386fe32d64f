// Lines into the header (before the first heading) and sections: a known heading (headings.ts) starts its module; a
// line drawn as the known headings are (the same size and weight, alone on its line, short) or marked a heading by
// the file's own styles starts a custom module.
import { findRange } from './dates';
import { headingKey, knownHeading, type HeadingKind } from './headings';
import { subLine, type Line } from './lines';
import { isPersonalLabel } from './personal';

export interface Section {
  heading: Line | null;
  kind: HeadingKind;
  /** The heading was not a known one: a custom module. */
  custom: boolean;
  lines: Line[];
}

const looksLikeHeading = (l: Line) => {
  const key = headingKey(l.text);
  return (
    key.length > 0 &&
    key.length <= 16 &&
    !l.text.includes('\t') &&
    !/\d{3,}|@|[:：。，,；;]/.test(key) &&
    !findRange(l.text) &&
    !l.bullet
  );
};

export function splitSections(input: Line[]): { head: Line[]; sections: Section[] } {
  // A known heading in the first cell of a row (a title rail beside its first entry) is a line of its own.
  const lines = input.flatMap((l) => {
    const tab = l.text.indexOf('\t');
    if (tab === -1 || !knownHeading(l.text.slice(0, tab))) return [l];
    return [
      { ...subLine(l, 0, tab), block: true },
      { ...subLine(l, tab + 1, l.text.length), block: true },
    ];
  });
  const known = lines.map((l) => (looksLikeHeading(l) || l.hint === 1 ? knownHeading(l.text) : null));
  // How this file draws its headings: the size and weight of the known ones.
  const styles = lines.filter((_, i) => known[i]).map((l) => `${l.size.toFixed(2)}|${l.bold}`);
  const headingStyle = new Set(styles);
  const isHeading = (l: Line, i: number) =>
    !!known[i] ||
    (looksLikeHeading(l) &&
      (l.hint === 1 || (headingStyle.has(`${l.size.toFixed(2)}|${l.bold}`) && (l.bold || l.size > 1.05))));
  const head: Line[] = [];
  const sections: Section[] = [];
  for (const [i, l] of lines.entries()) {
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
  return { head, sections };
}
