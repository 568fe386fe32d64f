/** The five layouts, one module each; each builds its columns as groups of rows and draws its page decoration. */
import type { Layout } from '@cv/contract';
import { band } from './band.ts';
import { classic } from './classic.ts';
import { compact } from './compact.ts';
import type { LayoutInput, LayoutPlan, Tightness } from './shared.ts';

import { NORMAL } from './shared.ts';
import { sidebar } from './sidebar.ts';
import { timeline } from './timeline.ts';

export type { Contact, LayoutInput, LayoutPlan } from './shared.ts';
export { NORMAL, PAGE_H, PAGE_W } from './shared.ts';
export type { Tightness } from './shared.ts';

/** Body text at most 10.5 pt when loosened (as designed 9.5 pt). */
const MAX_FONT = 10.5 / 9.5;

/**
 * How far each layout may be loosened (均衡分页), as factors of its body font, gaps and leading; the looser
 * steps go evenly from as designed to these. Body text at most 10.5 pt (五号, the body size of Chinese
 * documents; as designed 9.5 pt); in the one-column layouts gaps between sections and entries up to twice
 * as designed and lines up to 1.08 times (never past 1.75 times the body size: layouts/shared.ts). The
 * two-column layouts keep what poppler needs to read their columns one after the other (pdftotext default
 * mode; `npx tsx mock-server/scripts/pdf-reading-order.ts` counts it): lines at most 1.5 times the font size
 * apart, so neither sets its lines looser, and every gap smaller than the other column's shortest line, so
 * the sidebar's main column gaps (8 and 9 pt) grow to 1.5 times at most (under its 14 pt lines). Compact
 * stays as designed (its last page's two columns are balanced instead): even a larger font there let poppler
 * take 3 of 45 loosened random variants for a table.
 */
export const LOOSEST: Record<Layout, Tightness> = {
  classic: { space: 2, line: 1.08, font: MAX_FONT },
  sidebar: { space: 1.5, line: 1, font: MAX_FONT },
  band: { space: 2, line: 1.08, font: MAX_FONT },
  timeline: { space: 2, line: 1.08, font: MAX_FONT },
  compact: NORMAL,
};

export const LAYOUT_BUILDERS: Record<Layout, (inp: LayoutInput) => LayoutPlan> = {
  classic,
  sidebar,
  band,
  timeline,
  compact,
};
