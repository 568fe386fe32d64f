/**
 * The PDF report's contrast measure, for the designs and their English editions alike: the theme's text roles a
 * design sets text in, and per colour the lowest WCAG ratio over them.
 */
import type { Layout } from '@cv/contract';
import { DESIGNS } from '@cv/contract/designs';
import { contrastTable, makeTheme } from '../src/pdf/theme.ts';

/** The theme's text roles a design sets text in (the contrast table's rows it uses). */
export function rolesOf(layout: Layout): string[] {
  const d = DESIGNS[layout];
  const roles = [
    '正文（姓名、标题）',
    '正文（描述、联系方式）',
    '日期、技能等级、页码',
    '强调色文字（栏目标题、求职意向）',
  ];
  if (d.heading.kind === 'bar' || d.skills.kind === 'tags') roles.push('强调色文字在浅色底上（标签、紧凑栏目标题）');
  const onAccent =
    d.heading.kind === 'filled' ||
    d.heading.kind === 'pill' ||
    d.header.kind === 'band' ||
    d.header.kind === 'banner' ||
    (d.grid.kind === 'sidebar' && d.grid.fill === 'accent');
  if (onAccent) roles.push('色块上的文字（侧栏、色带）', '色块上的次要文字（侧栏小字、页码）');
  if (d.entry.kind === 'card') roles.push('卡片上的描述（卡片式经历）', '卡片上的日期');
  if (d.grid.kind === 'sidebar' && d.grid.fill === 'tint') roles.push('正文在浅色底上', '浅色侧栏的次要文字');
  if (d.grid.kind === 'sidebar' && d.grid.fill === 'dark') roles.push('深色侧栏的文字', '深色侧栏的次要文字');
  if (d.second && d.heading.kind === 'numbered') roles.push('第二色文字（栏目编号）');
  return roles;
}

/** Per colour, the lowest ratio over the text roles the design uses (a design with a second colour: in its theme). */
export function lowestContrasts(layout: Layout, colors: readonly string[]): number[] {
  const used = new Set(rolesOf(layout));
  const second = DESIGNS[layout].second;
  return colors.map((c) =>
    Math.min(
      ...contrastTable(makeTheme(c, second))
        .filter((r) => used.has(r.role))
        .map((r) => r.ratio),
    ),
  );
}
