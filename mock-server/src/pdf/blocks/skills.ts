/** Skills: one presentation in every layout, `name · level` with the level in the date colour. */
import type { Section } from '../content.ts';
import type { Group, Row, StructNode, TextStyle } from '../model.ts';
import { structNode } from '../model.ts';
import { clean } from '../text.ts';
import type { BodyStyle } from './style.ts';
import { drawTail, NO_LINE, tailLines } from './style.ts';

/**
 * Skills in `cols` columns (one when a column would be narrower than 160 pt). Each skill reads
 * `name · level`: the level follows the name on its line in the date colour and is never alone on a line
 * (`tailLines`); no bar, no bullet, no chip, so the one level scale reads the same in every layout.
 */
export function skillGroups(section: Section, bs: BodyStyle, cols: number, parent: StructNode): Group[] {
  const nameSt: TextStyle = { face: bs.faces.regular, size: bs.bodySize, color: bs.theme.text };
  const colGap = 18;
  const wide = (bs.width - colGap * (cols - 1)) / cols >= 160;
  const n = wide ? cols : 1;
  const cellW = (bs.width - colGap * (n - 1)) / n;
  const list = structNode('L', parent);
  const gapBefore = bs.inlineMeta ? 0 : 2;
  const groups: Group[] = [];
  for (let i = 0; i < section.entries.length; i += n) {
    const cells = section.entries.slice(i, i + n).map((e) => {
      const level = clean(nameSt.face, e.level);
      const name = clean(nameSt.face, e.title || e.desc);
      const lines = tailLines(nameSt.face, nameSt.size, name, level, cellW);
      return { lines: lines.length ? lines : [NO_LINE], level, li: structNode('LI', list) };
    });
    const h = Math.max(1, ...cells.map((c) => c.lines.length)) * bs.lineH;
    const row: Row = {
      h,
      tag: cells[0]?.li,
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
