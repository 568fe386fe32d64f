/** Every design, by the id a template item's `layout` names (the contract's LAYOUTS). */
import type { Layout } from '@cv/contract';
import type { Design } from '../design/types.ts';
import band from './band.ts';
import classic from './classic.ts';
import compact from './compact.ts';
import sidebar from './sidebar.ts';
import timeline from './timeline.ts';

export const DESIGNS: Record<Layout, Design> = {
  classic,
  sidebar,
  band,
  timeline,
  compact,
};
