// Lines into the header (before the first heading) and sections: a known heading (headings.ts) starts its module; a
// line drawn as the known headings are (the same size and weight, alone on its line, short) or marked a heading by
// the file's own styles starts a custom module.
import { findRange } from './dates';
import { headingKey, knownHeading, type HeadingKind } from './headings';
import type { Line } from './lines';

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

export function splitSections(lines: Line[]): { head: Line[]; sections: Section[] } {
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
    if (isHeading(l, i) && l.hint !== 2) {
      const kind = known[i] ?? 'custom';
      sections.push({ heading: l, kind, custom: !known[i], lines: [] });
    } else if (sections.length) sections.at(-1)!.lines.push(l);
    else head.push(l);
  }
  return { head, sections };
}
