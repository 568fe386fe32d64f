/** What every layout shares: page size, the input and plan shapes, avatar, contacts, section groups. */
import type { Avatar } from '../avatar.ts';
import type { Section } from '../content.ts';
import type { BodyStyle } from '../blocks.ts';
import { sectionBody } from '../blocks.ts';
import { drawText } from '../draw.ts';
import { lineLinks } from '../links.ts';
import type { Faces, FlowResult, Group, Pdf, Row, StructNode, Tagger, TextStyle } from '../model.ts';
import { structNode } from '../model.ts';
import type { Theme } from '../theme.ts';
import type { FontFace } from '../text.ts';
import { fitSize, measure, wrap } from '../text.ts';

export const PAGE_W = 595.28;
export const PAGE_H = 841.89;

export interface Contact {
  label: string;
  value: string;
}

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

/** Contact items wrapped as whole items separated by a divider; returns lines of items. */
export function contactLines(
  st: TextStyle,
  contacts: Contact[],
  width: number,
  sep: string,
  withLabel: boolean,
): string[] {
  const fits = (items: string[]): boolean => measure(st.face, st.size, items.join(sep)) <= width;
  // Lines of whole items; an item wider than the line is wrapped on lines of its own.
  const lines: string[][] = [];
  let cur: string[] = [];
  for (const c of contacts) {
    const item = withLabel ? `${c.label}：${c.value}` : c.value;
    if (fits([...cur, item])) {
      cur.push(item);
      continue;
    }
    if (cur.length) lines.push(cur);
    cur = [];
    if (fits([item])) cur = [item];
    else for (const l of wrap(st.face, st.size, item, width)) lines.push([l.text]);
  }
  if (cur.length) lines.push(cur);
  // No item alone on the last line while the line above holds three or more: one comes down with it.
  const last = lines[lines.length - 1];
  const above = lines[lines.length - 2];
  if (last && above && last.length === 1 && above.length >= 3) {
    const moved = [above[above.length - 1] as string, ...last];
    if (fits(moved)) {
      above.pop();
      lines[lines.length - 1] = moved;
    }
  }
  return lines.map((l) => l.join(sep));
}

/**
 * Groups of all sections: a Sect node per section, its title rows (built by the layout, text tagged H2)
 * kept with what follows, then the body.
 */
export function sectionGroups(
  inp: LayoutInput,
  sections: Section[],
  title: (s: Section, h2: StructNode) => Row[],
  bs: BodyStyle,
  opts: { sectionGap: number; skillCols: number },
): Group[] {
  const groups: Group[] = [];
  sections.forEach((s, i) => {
    const sect = structNode('Sect', inp.root);
    const rows = title(s, structNode('H2', sect));
    groups.push({ rows, gapBefore: i === 0 ? 0 : opts.sectionGap * inp.tight.space, keepWithNext: true });
    groups.push(...sectionBody(s, bs, opts.skillCols, sect));
  });
  return groups;
}

/** The body typography of a column, scaled by the input's tightness. */
export function bodyStyle(inp: LayoutInput, width: number, extra: Partial<BodyStyle> = {}): BodyStyle {
  const base: BodyStyle = {
    faces: inp.faces,
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

/** Draws one line of header text as content of a node, with link annotations for what it links to. */
/** A header's bottom rule with an accent stub `stub` pt long at its left end (decoration: an artifact). */
export function accentRule(pdf: Pdf, tags: Tagger, theme: Theme, x: number, y: number, width: number, stub: number) {
  tags.art(() => {
    pdf
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.6)
      .strokeColor(theme.rule)
      .stroke();
    pdf.rect(x, y - 1.5, stub, 3).fill(theme.accent);
  });
}

export function headerText(
  pdf: Pdf,
  tags: Tagger,
  node: StructNode,
  st: TextStyle,
  text: string,
  x: number,
  y: number,
  h: number,
): void {
  if (!text) return;
  tags.text(node, () => drawText(pdf, st, text, x, y, h));
  const w = measure(st.face, st.size, text);
  for (const l of lineLinks(st.face, st.size, text, [{ text, width: w, broken: false }])[0] ?? []) {
    tags.link(node, x + l.dx, y, l.w, h, l.url);
  }
}

/** The header's structure: the name (H1), the wished position and the contact lines (P). */
export interface HeaderNodes {
  name: StructNode;
  wish: StructNode;
  contacts: StructNode;
  photo: StructNode;
  /** In reading order, for LayoutPlan.header. */
  all: StructNode[];
}

export function headerNodes(inp: LayoutInput): HeaderNodes {
  const name = structNode('H1', inp.root);
  const wish = structNode('P', inp.root);
  const contacts = structNode('P', inp.root);
  const photo = structNode('Figure', inp.root, `${inp.name}的照片`);
  return { name, wish, contacts, photo, all: inp.avatar ? [name, wish, contacts, photo] : [name, wish, contacts] };
}

/** A name at the largest size up to `max` that fits one line (not below `min`), wrapped when even that is too wide. */
export function nameLines(
  face: FontFace,
  max: number,
  min: number,
  text: string,
  width: number,
): { size: number; lines: string[] } {
  const size = fitSize(face, max, text, width, min);
  return { size, lines: wrap(face, size, text, width).map((l) => l.text) };
}
