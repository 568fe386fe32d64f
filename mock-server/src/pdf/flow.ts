/**
 * Pagination: a column is a list of groups (an entry, a section title...) made of rows of known height.
 * A group is kept whole on the next page when it fits there; a group taller than a page is split between
 * rows; a group marked keepWithNext (a section title) is never left at a page bottom without the start of
 * what follows it.
 */
import type { FlowResult, Frame, Group, Placement, Row } from './model.ts';

export type { Frame, FlowResult, Group, Placement, Row } from './model.ts';

const heightOf = (rows: readonly Row[]): number => rows.reduce((sum, r) => sum + r.h, 0);

/** The height of the part of a group that must stay with a title placed before it. */
function headOf(g: Group, pageHeight: number): number {
  const h = heightOf(g.rows);
  if (h <= pageHeight) return g.gapBefore + h;
  return g.gapBefore + heightOf(g.rows.slice(0, 3));
}

export function flow(groups: readonly Group[], frameOf: (page: number) => Frame): FlowResult {
  const placements: Placement[] = [];
  let page = 0;
  let frame = frameOf(0);
  let y = frame.top;
  let atTop = true;
  const newPage = (): void => {
    page++;
    frame = frameOf(page);
    y = frame.top;
    atTop = true;
  };

  for (let i = 0; i < groups.length; i++) {
    const g = groups[i];
    if (!g || g.rows.length === 0) continue;
    const next = frameOf(page + 1);
    const pageHeight = next.bottom - next.top;
    const h = heightOf(g.rows);
    let need = h;
    if (g.keepWithNext) {
      const following = groups[i + 1];
      if (following) need += headOf(following, pageHeight - h);
    }
    const gap = atTop ? 0 : g.gapBefore;
    if (!atTop) {
      if (need <= pageHeight) {
        if (y + gap + need > frame.bottom) newPage();
      } else {
        // Taller than any page: start here if at least its first rows fit, else on a new page.
        const head = g.keepWithNext ? need : heightOf(g.rows.slice(0, 3));
        if (y + gap + Math.min(head, pageHeight) > frame.bottom) newPage();
      }
    }
    y += atTop ? 0 : g.gapBefore;
    for (const row of g.rows) {
      if (!atTop && y + row.h > frame.bottom + 0.01) newPage();
      placements.push({ page, x: frame.x, y, row });
      y += row.h;
      atTop = false;
    }
  }
  return { placements, pages: page + 1 };
}
