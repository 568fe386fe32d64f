/** Skills: a grid, a stack for narrow columns, or chips. */
import type { Section } from '../content.ts';
import { levelFraction, SEP } from '../content.ts';
import { drawText, drawTextRight } from '../draw.ts';
import type { Group, Row, StructNode, TextStyle } from '../model.ts';
import { structNode } from '../model.ts';
import { clean, measure, wrap } from '../text.ts';
import type { BodyStyle } from './style.ts';
import { drawTail, NO_LINE, tailLines } from './style.ts';

/** Skills in a grid of `cols` columns: name, level text, and a level bar when the level maps to one. */
export function skillGroups(section: Section, bs: BodyStyle, cols: number, parent: StructNode): Group[] {
  const nameSt: TextStyle = { face: bs.faces.regular, size: bs.bodySize, color: bs.theme.text };
  const levelSt: TextStyle = { face: bs.faces.regular, size: bs.bodySize - 1, color: bs.theme.muted };
  const colGap = 18;
  const cellW = (bs.width - colGap * (cols - 1)) / cols;
  const barW = Math.min(64, cellW * 0.3);
  const groups: Group[] = [];
  const list = structNode('L', parent);
  if (cellW < 200) return skillStackGroups(section, bs, nameSt, levelSt, list);
  for (let i = 0; i < section.entries.length; i += cols) {
    const cells = section.entries.slice(i, i + cols).map((e) => {
      const frac = levelFraction(e.level);
      const level = clean(levelSt.face, e.level);
      const inline = !!bs.inlineMeta;
      const levelW = level && !inline ? measure(levelSt.face, levelSt.size, level) : 0;
      const right = (frac !== null ? barW + 6 : 0) + (level && !inline ? levelW + 8 : 0);
      const name = clean(nameSt.face, e.title || e.desc);
      const lines = inline
        ? tailLines(nameSt.face, nameSt.size, name, level, cellW - right - 10)
        : wrap(nameSt.face, nameSt.size, name, cellW - right - 10);
      return { lines: lines.length ? lines : [NO_LINE], frac, level, inline, li: structNode('LI', list) };
    });
    const n = Math.max(1, ...cells.map((c) => c.lines.length));
    const h = n * bs.lineH;
    const row: Row = {
      h,
      tag: cells[0]?.li,
      deco: (pdf, x, y) => {
        cells.forEach((c, k) => {
          const cx = x + k * (cellW + colGap);
          pdf.circle(cx + nameSt.size * 0.3, y + bs.lineH / 2, nameSt.size * 0.16).fill(bs.theme.accent);
          if (c.frac !== null) {
            const rx = cx + cellW;
            const by = y + bs.lineH / 2 - 2;
            pdf.roundedRect(rx - barW, by, barW, 4, 2).fill(bs.theme.tintLight);
            pdf.roundedRect(rx - barW, by, barW * c.frac, 4, 2).fill(bs.theme.accent);
          }
        });
      },
      draw: (pdf, x, y) => {
        cells.forEach((c, k) => {
          const cx = x + k * (cellW + colGap);
          c.lines.forEach((line, j) => {
            const lx = cx + nameSt.size * 1.1;
            if (c.inline) {
              const tail = j === c.lines.length - 1 ? c.level : '';
              drawTail(pdf, nameSt, levelSt.color, tail, line.text, lx, y + j * bs.lineH, bs.lineH);
            } else drawText(pdf, nameSt, line.text, lx, y + j * bs.lineH, bs.lineH);
          });
          const rx = cx + cellW - (c.frac !== null ? barW + 6 : 0);
          if (c.level && !c.inline) drawTextRight(pdf, levelSt, c.level, rx, y, bs.lineH);
        });
      },
    };
    groups.push({ rows: [row], gapBefore: bs.inlineMeta ? 0 : 2 });
  }
  return groups;
}

/** Skills in a narrow column: name and level text on one line, the level bar under it across the column. */
function skillStackGroups(
  section: Section,
  bs: BodyStyle,
  nameSt: TextStyle,
  levelSt: TextStyle,
  list: StructNode,
): Group[] {
  const indent = nameSt.size * 1.1;
  return section.entries.map((e) => {
    const li = structNode('LI', list);
    const frac = levelFraction(e.level);
    const level = clean(levelSt.face, e.level);
    const inline = !!bs.inlineMeta;
    const levelW = level && !inline ? measure(levelSt.face, levelSt.size, level) + 8 : 0;
    const name = clean(nameSt.face, e.title || e.desc);
    const wrapped = inline
      ? tailLines(nameSt.face, nameSt.size, name, level, bs.width - indent)
      : wrap(nameSt.face, nameSt.size, name, bs.width - indent - levelW);
    const lines = wrapped.length ? wrapped : [NO_LINE];
    const rows: Row[] = lines.map((line, i) => ({
      h: bs.lineH,
      tag: li,
      deco:
        i === 0
          ? (pdf, x, y) => {
              pdf.circle(x + nameSt.size * 0.3, y + bs.lineH / 2, nameSt.size * 0.16).fill(bs.theme.accent);
            }
          : undefined,
      draw: (pdf, x, y) => {
        if (inline) {
          const tail = i === lines.length - 1 ? level : '';
          drawTail(pdf, nameSt, levelSt.color, tail, line.text, x + indent, y, bs.lineH);
          return;
        }
        drawText(pdf, nameSt, line.text, x + indent, y, bs.lineH);
        if (i === 0 && level) drawTextRight(pdf, levelSt, level, x + bs.width, y, bs.lineH);
      },
    }));
    if (frac !== null) {
      rows.push({
        h: 7,
        draw: () => undefined,
        deco: (pdf, x, y) => {
          const w = bs.width - indent;
          pdf.roundedRect(x + indent, y + 1, w, 3.5, 1.75).fill(bs.theme.tintLight);
          pdf.roundedRect(x + indent, y + 1, w * frac, 3.5, 1.75).fill(bs.theme.accent);
        },
      });
    }
    return { rows, gapBefore: 3 };
  });
}

/** Skills as rounded chips flowing in rows (used by the timeline layout). */
export function skillChipGroups(section: Section, bs: BodyStyle, parent: StructNode): Group[] {
  const st: TextStyle = { face: bs.faces.regular, size: bs.bodySize - 0.5, color: bs.theme.accentText };
  const padX = 7;
  const chipH = st.size * 1.9;
  const rowH = chipH + 6;
  type Chip = { text: string; w: number };
  const rowsOfChips: Chip[][] = [[]];
  let used = 0;
  for (const e of section.entries) {
    const label = clean(st.face, [e.title, e.level].filter(Boolean).join(SEP));
    if (!label) continue;
    const lines = wrap(st.face, st.size, label, bs.width - padX * 2);
    for (const line of lines) {
      const w = line.width + padX * 2;
      const current = rowsOfChips[rowsOfChips.length - 1] ?? [];
      if (used + w > bs.width && current.length) {
        rowsOfChips.push([]);
        used = 0;
      }
      rowsOfChips[rowsOfChips.length - 1]?.push({ text: line.text, w });
      used += w + 6;
    }
  }
  const list = structNode('L', parent);
  return rowsOfChips
    .filter((r) => r.length)
    .map((chips) => ({
      gapBefore: 0,
      rows: [
        {
          h: rowH,
          tag: structNode('LI', list),
          deco: (pdf, x, y) => {
            let cx = x;
            for (const c of chips) {
              pdf.roundedRect(cx, y + 2, c.w, chipH, chipH / 2).fill(bs.theme.tintLight);
              cx += c.w + 6;
            }
          },
          draw: (pdf, x, y) => {
            let cx = x;
            for (const c of chips) {
              drawText(pdf, st, c.text, cx + padX, y + 2, chipH);
              cx += c.w + 6;
            }
          },
        },
      ],
    }));
}
