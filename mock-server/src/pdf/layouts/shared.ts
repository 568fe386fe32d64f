/** What every layout shares: page size, the input and plan shapes, avatar, contacts, section groups. */
import type { Avatar } from '../avatar.ts';
import type { Section } from '../content.ts';
import type { BodyStyle } from '../blocks.ts';
import { sectionBody } from '../blocks.ts';
import type { Faces, FlowResult, Group, Pdf, Row, TextStyle } from '../model.ts';
import type { Theme } from '../theme.ts';
import type { FontFace } from '../text.ts';
import { fitSize, measure, wrap } from '../text.ts';

export const PAGE_W = 595.28;
export const PAGE_H = 841.89;

export interface Contact {
  label: string;
  value: string;
}

export interface LayoutInput {
  faces: Faces;
  theme: Theme;
  name: string;
  wish: string;
  contacts: Contact[];
  sections: Section[];
  avatar: Avatar | null;
}

export interface LayoutPlan {
  flows: FlowResult[];
  /** Draws backgrounds and fixed parts of a page before its rows. */
  decorate(pdf: Pdf, page: number, pages: number): void;
  /** Center x of the page number (drawn only on multi-page resumes). */
  pageNumberX: number;
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
  const lines: string[] = [];
  let cur = '';
  for (const c of contacts) {
    const item = withLabel ? `${c.label}：${c.value}` : c.value;
    const next = cur ? cur + sep + item : item;
    if (measure(st.face, st.size, next) <= width || !cur) {
      if (!cur && measure(st.face, st.size, item) > width) {
        for (const l of wrap(st.face, st.size, item, width)) lines.push(l.text);
        continue;
      }
      cur = next;
    } else {
      lines.push(cur);
      cur = item;
    }
  }
  if (cur) lines.push(cur);
  return lines;
}

/** Groups of all sections with a title builder and a body style. */
export function sectionGroups(
  sections: Section[],
  title: (s: Section) => Row[],
  bs: BodyStyle,
  opts: { sectionGap: number; skillCols: number; chips?: boolean },
): Group[] {
  const groups: Group[] = [];
  sections.forEach((s, i) => {
    groups.push({ rows: title(s), gapBefore: i === 0 ? 0 : opts.sectionGap, keepWithNext: true });
    groups.push(...sectionBody(s, bs, opts.skillCols, opts.chips));
  });
  return groups;
}

export const bodyStyle = (inp: LayoutInput, width: number, extra: Partial<BodyStyle> = {}): BodyStyle => ({
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
});

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
