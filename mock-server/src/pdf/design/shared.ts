/**
 * What every grid of the engine shares: page size, the input and plan shapes, the avatar, section groups and body
 * typography (page 1's header: headers.ts and header.ts).
 */
import type { Lang } from '@cv/contract/edition-words';
import type { Avatar } from '../avatar.ts';
import type { Section } from '../content.ts';
import type { BodyStyle } from '../blocks.ts';
import { sectionBody } from '../blocks.ts';
import type { Faces, FlowResult, Group, Pdf, Row, StructNode, Tagger } from '../model.ts';
import { structNode } from '../model.ts';
import type { Layout } from '@cv/contract';
import { DESIGNS, type Theme } from '@cv/contract/designs';

export const PAGE_W = 595.28;
export const PAGE_H = 841.89;

import type { Contact } from '@cv/contract/resume-text';
export type { Contact };

/**
 * How tight a layout is set (1 = as designed). Fit-to-page (智能一页) lowers these within fixed bounds, and
 * 均衡分页 raises space and line above 1 for a resume that keeps several pages: space scales the gaps
 * between entries and sections, line the line height, font the body font sizes.
 */
export interface Tightness {
  space: number;
  line: number;
  font: number;
}

export const NORMAL: Tightness = { space: 1, line: 1, font: 1 };

/** Readable bounds no tightening goes past: body text at least 9.5 pt, lines at least 1.4 times its size. */
const MIN_BODY = 9.5;
const MIN_LEADING = 1.4;
/** Nor any loosening (均衡分页): lines at most 1.75 times the body size. */
const MAX_LEADING = 1.75;

export interface LayoutInput {
  faces: Faces;
  /** The design's edition language: every word the engine adds is in it. */
  lang: Lang;
  /** The Document structure node; layouts hang their header and sections under it. */
  root: StructNode;
  tight: Tightness;
  theme: Theme;
  name: string;
  wish: string;
  contacts: Contact[];
  sections: Section[];
  avatar: Avatar | null;
}

export interface LayoutPlan {
  /** Columns in reading order (drawn and tagged in this order on each page). */
  flows: FlowResult[];
  /** The flows whose frames count for how full a page is (the body columns, not a sidebar). */
  body: FlowResult[];
  /** Structure nodes of the page header, in reading order (created before the columns' nodes). */
  header: StructNode[];
  /** Draws backgrounds and fixed parts of a page (header text tagged, the rest as artifacts). */
  decorate(pdf: Pdf, page: number, pages: number, tags: Tagger): void;
  /** Center x of the page number (drawn only on multi-page resumes); its left x when pageNumberAlign is 'left'. */
  pageNumberX: number;
  /**
   * Two-column layouts put the page number at the left column's left edge: centered, it would sit under
   * both columns and join them for poppler's layout analysis (pdftotext default mode).
   */
  pageNumberAlign?: 'left';
  pageNumberColor?: string;
}

/** Draws the avatar clipped to a shape, covering the box. */
export function drawAvatar(
  pdf: Pdf,
  avatar: Avatar,
  x: number,
  y: number,
  w: number,
  h: number,
  shape: 'rect' | 'circle' | 'rounded',
): void {
  pdf.save();
  if (shape === 'circle') pdf.circle(x + w / 2, y + h / 2, Math.min(w, h) / 2).clip();
  else if (shape === 'rounded') pdf.roundedRect(x, y, w, h, 8).clip();
  else pdf.rect(x, y, w, h).clip();
  try {
    pdf.image(avatar.data, x, y, { cover: [w, h], align: 'center', valign: 'center' });
  } catch {
    pdf.rect(x, y, w, h).fill('#eeeeee');
  }
  pdf.restore();
}

/**
 * Groups of all sections: a Sect node per section, its title rows (built by the layout, text tagged H2)
 * kept with what follows, then the body.
 */
export function sectionGroups(
  inp: LayoutInput,
  sections: Section[],
  title: (s: Section, h2: StructNode, i: number) => Row[],
  bs: BodyStyle,
  opts: { sectionGap: number; skillCols: number },
): Group[] {
  const groups: Group[] = [];
  sections.forEach((s, i) => {
    const sect = structNode('Sect', inp.root);
    const rows = title(s, structNode('H2', sect), i);
    groups.push({ rows, gapBefore: i === 0 ? 0 : opts.sectionGap * inp.tight.space, keepWithNext: true });
    groups.push(...sectionBody(s, bs, opts.skillCols, sect));
  });
  return groups;
}

/** The body typography of a column, scaled by the input's tightness. */
export function bodyStyle(inp: LayoutInput, width: number, extra: Partial<BodyStyle> = {}): BodyStyle {
  const base: BodyStyle = {
    faces: inp.faces,
    lang: inp.lang,
    theme: inp.theme,
    width,
    titleSize: 10.5,
    bodySize: 9.5,
    lineH: 15.5,
    entryGap: 9,
    dateColor: inp.theme.muted,
    subtitleColor: inp.theme.textSoft,
    ...extra,
  };
  const t = inp.tight;
  const bodySize = Math.max(MIN_BODY, base.bodySize * t.font);
  // Loosened lines stop at MAX_LEADING times the body size (a layout's own leading is never cut).
  const line = Math.min(t.line, Math.max(1, (MAX_LEADING * bodySize) / (base.lineH * t.font)));
  return {
    ...base,
    titleSize: base.titleSize * t.font,
    bodySize,
    lineH: Math.max(MIN_LEADING * bodySize, base.lineH * line * t.font),
    entryGap: base.entryGap * t.space,
    ...(base.headH === undefined ? {} : { headH: base.headH * line * t.font }),
  };
}

/**
 * Where a two-column design's left column ends (x, points), for reading-order checks: a left sidebar's width + 8,
 * a right sidebar's left edge - 13 (between the main column's end and the sidebar's text), two equal columns at
 * the page's middle; undefined for one-column designs.
 */
export function columnSplit(layout: Layout): number | undefined {
  const g = DESIGNS[layout].grid;
  if (g.kind === 'columns') return PAGE_W / 2;
  if (g.kind !== 'sidebar') return undefined;
  return g.side === 'left' ? g.width + 8 : PAGE_W - g.width - 13;
}
