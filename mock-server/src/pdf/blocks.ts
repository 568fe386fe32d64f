/**
 * The row builders shared by the layouts, one module each by what it draws (blocks/): paragraphs, entries,
 * honors, skills. Each row knows its structure node (tagged PDF), draws its decoration apart from its text
 * (artifacts), carries the link spots of its text, and says where a page may break (widows and orphans).
 */
import type { Section } from './content.ts';
import { entryGroup, summaryGroups } from './blocks/entry.ts';
import { honorGroups } from './blocks/honors.ts';
import { skillGroups } from './blocks/skills.ts';
import type { BodyStyle } from './blocks/style.ts';
import type { Group, StructNode } from './model.ts';

export { gap, linkedLines } from './blocks/paragraph.ts';
export type { BodyStyle } from './blocks/style.ts';
export { drawLead, drawTail, tailLines } from './blocks/style.ts';

/** All groups of a section body in a body style (skills as a grid of `skillCols`). */
export function sectionBody(section: Section, bs: BodyStyle, skillCols: number, parent: StructNode): Group[] {
  switch (section.style) {
    case 'skill':
      return skillGroups(section, bs, skillCols, parent);
    case 'honor':
      return honorGroups(section, bs, parent);
    case 'summary':
      return summaryGroups(section, bs, parent);
    default:
      return section.entries.map((e, i) => entryGroup(e, bs, i === 0, parent));
  }
}
