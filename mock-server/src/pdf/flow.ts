/**
 * Pagination like a typesetter. A column is a list of groups (a section title, an entry, a paragraph) made
 * of rows (lines) of known height, poured into frames (one per column and page):
 * - a group goes where it is when it fits; otherwise it is split at a line boundary so that its first
 *   `minHead` rows (an entry's heading and two lines) and at least two rows stay together on each side,
 *   and never before a row marked `glue` (no paragraph's first or last line alone on a page);
 * - a group marked keepWithNext (a section title) never ends a frame: it moves on with the head of the
 *   group after it;
 * - spacer rows and the gap above a group are dropped at the top of a frame.
 */
import type { Frame, FlowResult, FrameUse, Group, Placement, Row } from './model.ts';

export type { Frame, FlowResult, Group, Placement, Row } from './model.ts';

const EPS = 0.01;

const heightOf = (rows: readonly Row[], from = 0, to = rows.length): number => {
  let h = 0;
  for (let i = from; i < to; i++) h += rows[i]?.h ?? 0;
  return h;
};

/** Rows that must stay together at the start of a group. */
const headCount = (g: Group): number => Math.min(g.rows.length, Math.max(1, g.minHead ?? g.rows.length));

/** Whether a frame may end just before row s of a group whose rows from `from` start in this frame. */
function canBreak(rows: readonly Row[], from: number, s: number, minFirst: number): boolean {
  if (s - from < minFirst || rows.length - s < 2) return false;
  const r = rows[s];
  return !!r && !r.glue;
}

export function flow(groups: readonly Group[], frameOf: (index: number) => Frame): FlowResult {
  const placements: Placement[] = [];
  const frames: FrameUse[] = [];
  let index = 0;
  let frame = frameOf(0);
  let page = frame.page ?? 0;
  let y = frame.top;
  let atTop = true;
  const use = (): void => {
    frames[index] = { page, top: frame.top, bottom: frame.bottom, used: y - frame.top };
  };
  const next = (): void => {
    use();
    index++;
    frame = frameOf(index);
    page = frame.page ?? index;
    y = frame.top;
    atTop = true;
  };
  const place = (row: Row): void => {
    if (atTop && row.spacer) return;
    placements.push({ page, x: frame.x, y, row });
    y += row.h;
    atTop = false;
  };

  for (let i = 0; i < groups.length; i++) {
    const g = groups[i];
    if (!g || g.rows.length === 0) continue;
    const rows = g.rows;
    const n = rows.length;
    // What must fit here for the group to start here.
    let need = heightOf(rows, 0, headCount(g));
    if (g.keepWithNext) {
      need = heightOf(rows);
      const following = groups[i + 1];
      if (following?.rows.length) need += heightOf(following.rows, 0, headCount(following));
    }
    if (!atTop && y + g.gapBefore + need > frame.bottom + EPS) next();
    if (!atTop) y += g.gapBefore;

    let k = 0;
    while (k < n) {
      // Leading spacers at the top of a frame take no room.
      while (atTop && rows[k]?.spacer) k++;
      if (k >= n) break;
      if (y + heightOf(rows, k) <= frame.bottom + EPS) {
        for (; k < n; k++) place(rows[k] as Row);
        break;
      }
      const minFirst = k === 0 ? headCount(g) : 2;
      let split = -1;
      let h = 0;
      for (let s = k + 1; s < n; s++) {
        h += rows[s - 1]?.h ?? 0;
        if (y + h > frame.bottom + EPS) break;
        if (canBreak(rows, k, s, minFirst)) split = s;
      }
      if (split < 0 && !atTop) {
        next();
        continue;
      }
      if (split < 0) {
        // Nothing allowed fits even on an empty frame: break where the frame is full (at least one row).
        split = k + 1;
        let fill = rows[k]?.h ?? 0;
        while (split < n && y + fill + (rows[split]?.h ?? 0) <= frame.bottom + EPS) fill += rows[split++]?.h ?? 0;
        if (split >= n) split = n;
      }
      for (; k < split; k++) place(rows[k] as Row);
      if (k < n) next();
    }
  }
  use();
  return { placements, pages: page + 1, frames: frames.filter(Boolean) };
}
