/** The five layouts, one module each; each builds its columns as groups of rows and draws its page decoration. */
import type { Layout } from '@cv/contract';
import { band } from './band.ts';
import { classic } from './classic.ts';
import { compact } from './compact.ts';
import type { LayoutInput, LayoutPlan } from './shared.ts';
import { sidebar } from './sidebar.ts';
import { timeline } from './timeline.ts';

export type { Contact, LayoutInput, LayoutPlan } from './shared.ts';
export { NORMAL, PAGE_H, PAGE_W } from './shared.ts';
export type { Tightness } from './shared.ts';

export const LAYOUT_BUILDERS: Record<Layout, (inp: LayoutInput) => LayoutPlan> = {
  classic,
  sidebar,
  band,
  timeline,
  compact,
};
