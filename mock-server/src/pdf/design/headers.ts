/** Page 1's header variants (HeaderPart): which plan draws each kind (the plans in header-*.ts). */
import type { HeaderPart } from '@cv/contract/designs';
import type { HeaderContext, HeaderPlan } from './header-plan.ts';
import { centered, inline, sidebarHead } from './header-lines.ts';
import { band, banner, stack } from './header-stacked.ts';
import { keyvalue } from './header-table.ts';

/** The header plan of a header part. */
export function headerPlan(part: HeaderPart, ctx: HeaderContext): HeaderPlan {
  switch (part.kind) {
    case 'stack':
      return stack(part, ctx);
    case 'band':
      return band(part, ctx);
    case 'inline':
      return inline(part, ctx);
    case 'sidebar':
      return sidebarHead(part, ctx);
    case 'centered':
      return centered(part, ctx);
    case 'banner':
      return banner(part, ctx);
    case 'keyvalue':
      return keyvalue(part, ctx);
  }
}
