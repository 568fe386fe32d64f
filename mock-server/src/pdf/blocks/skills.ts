/**
 * Skills: `name · level` with the level in the date colour (words, the default), with a bar or four dots for
 * the level, as tags, or as a grid of three columns. The level word is always in the text (what a reader and
 * an application-tracking system read); bars and dots are decoration beside it.
 */
import { SKILL_LEVELS_EN } from '@cv/contract/edition-words';
import { SKILL_LEVELS } from '@cv/contract';
import type { Section } from '../content.ts';
import { drawText, strokeLine } from '../draw.ts';
import type { Group, Pdf, Row, StructNode, TextStyle } from '../model.ts';
import { structNode } from '../model.ts';
import { clean } from '../face.ts';
import { measure } from '../atoms.ts';
import type { BodyStyle } from './style.ts';
import { drawTail, NO_LINE, tailLines } from './style.ts';

/**
 * Skills in `cols` columns (one when a column would be narrower than 160 pt). Each skill reads
 * `name · level`: the level follows the name on its line in the date colour and is never alone on a line
 * (`tailLines`); no bar, no bullet, no chip, so the one level scale reads the same in every layout.
 */
export function skillGroups(section: Section, bs: BodyStyle, cols: number, parent: StructNode): Group[] {
  if (bs.skills === 'tags') return tagGroups(section, bs, parent);
  const kind = bs.skills ?? 'words';
  const nameSt: TextStyle = { face: bs.faces.regular, size: bs.bodySize, color: bs.theme.text };
  const colGap = 18;
  const want = kind === 'grid' ? 3 : cols;
  const wide = (bs.width - colGap * (want - 1)) / want >= (kind === 'grid' ? 150 : 160);
  const n = wide ? want : 1;
  const cellW = (bs.width - colGap * (n - 1)) / n;
  const meterW = kind === 'bars' || kind === 'dots' ? METER_W + 8 : 0;
  const list = structNode('L', parent);
  const gapBefore = bs.inlineMeta ? 0 : 2;
  const groups: Group[] = [];
  for (let i = 0; i < section.entries.length; i += n) {
    const cells = section.entries.slice(i, i + n).map((e) => {
      const level = clean(nameSt.face, e.level);
      const name = clean(nameSt.face, e.title || e.desc);
      const lines = tailLines(nameSt.face, nameSt.size, name, level, cellW - meterW);
      return { lines: lines.length ? lines : [NO_LINE], level, li: structNode('LI', list) };
    });
    const h = Math.max(1, ...cells.map((c) => c.lines.length)) * bs.lineH;
    const row: Row = {
      h,
      tag: cells[0]?.li,
      deco: (pdf, x, y) => {
        cells.forEach((c, k) => {
          const right = x + k * (cellW + colGap) + cellW;
          if (meterW) meter(pdf, kind, bs, c.level, right - METER_W, y + bs.lineH / 2);
          if (kind === 'grid') strokeLine(pdf, right - cellW, y + h - 0.5, right, y + h - 0.5, 0.5, bs.theme.rule);
        });
      },
      draw: (pdf, x, y) => {
        cells.forEach((c, k) => {
          c.lines.forEach((line, j) => {
            const tail = j === c.lines.length - 1 ? c.level : '';
            const cx = x + k * (cellW + colGap);
            drawTail(pdf, nameSt, bs.dateColor, tail, line.text, cx, y + j * bs.lineH, bs.lineH);
          });
        });
      },
    };
    groups.push({ rows: [row], gapBefore });
  }
  return groups;
}

const METER_W = 48;

/** The level's share of the scale (了解 1/4 … 精通 4/4), or 0 for a level not on it. */
export const levelShare = (level: string): number => {
  const i = SKILL_LEVELS.findIndex((l) => l === level || SKILL_LEVELS_EN[l] === level);
  return (i + 1) / SKILL_LEVELS.length;
};

/** A bar or four dots for a level, METER_W wide from x, centred on cy. */
function meter(pdf: Pdf, kind: string, bs: BodyStyle, level: string, x: number, cy: number): void {
  const share = levelShare(level);
  if (share <= 0) return;
  if (kind === 'bars') {
    pdf.roundedRect(x, cy - 2, METER_W, 4, 2).fill(bs.theme.tint);
    pdf.roundedRect(x, cy - 2, METER_W * share, 4, 2).fill(bs.theme.accent);
    return;
  }
  const on = Math.round(share * 4);
  for (let i = 0; i < 4; i++) pdf.circle(x + 6 + i * 12, cy, 3.2).fill(i < on ? bs.theme.accent : bs.theme.tint);
}

/** Skills as tags: `name · level` chips on the accent's light tint, as many to a line as fit. */
function tagGroups(section: Section, bs: BodyStyle, parent: StructNode): Group[] {
  const st: TextStyle = { face: bs.faces.regular, size: bs.bodySize - 0.5, color: bs.theme.accentText };
  const list = structNode('L', parent);
  const padX = 7;
  const gapX = 6;
  const chips = section.entries.map((e) => {
    const name = clean(st.face, e.title || e.desc);
    const level = clean(st.face, e.level);
    // A name too long for one chip wraps inside it, its level ending the last line.
    const lines = tailLines(st.face, st.size, name, level, bs.width - 2 * padX).map((l) => l.text);
    const w = Math.max(...lines.map((l) => measure(st.face, st.size, l))) + 2 * padX;
    return { lines, w, li: structNode('LI', list) };
  });
  const lines: (typeof chips)[] = [];
  let cur: typeof chips = [];
  let used = 0;
  for (const c of chips) {
    if (cur.length && (used + c.w > bs.width || c.lines.length > 1)) {
      lines.push(cur);
      cur = [];
      used = 0;
    }
    cur.push(c);
    used += c.w + gapX;
    if (c.lines.length > 1) {
      lines.push(cur);
      cur = [];
      used = 0;
    }
  }
  if (cur.length) lines.push(cur);
  return lines.map((line) => {
    const n = Math.max(...line.map((c) => c.lines.length));
    const h = n * bs.lineH + 5;
    const xs: number[] = [];
    let dx = 0;
    for (const c of line) {
      xs.push(dx);
      dx += c.w + gapX;
    }
    return {
      gapBefore: 2,
      rows: [
        {
          h,
          tag: line[0]?.li,
          deco: (pdf, x, y) =>
            line.forEach((c, i) => pdf.roundedRect(x + (xs[i] ?? 0), y + 1.5, c.w, h - 3, 4).fill(bs.theme.tintLight)),
          draw: (pdf, x, y) =>
            line.forEach((c, i) =>
              c.lines.forEach((l, k) =>
                drawText(pdf, st, l, x + (xs[i] ?? 0) + padX, y + 2.5 + k * bs.lineH, bs.lineH),
              ),
            ),
        },
      ],
    };
  });
}
