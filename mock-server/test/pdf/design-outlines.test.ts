/** The contract's design outlines (what the SPA's Word export follows) agree with the PDF engine's designs. */
import { describe, expect, it } from 'vitest';
import { LAYOUTS } from '@cv/contract';
import { DESIGN_OUTLINES, type DesignOutline } from '@cv/contract/design-outlines';
import { DESIGNS } from '../../src/pdf/designs/index.ts';
import type { Design } from '../../src/pdf/design/types.ts';

/** The outline a design implies (the labels and dividers headers.ts sets for each header kind). */
function outlineOf(d: Design): DesignOutline {
  const h = d.header;
  const grid =
    d.grid.kind === 'sidebar' ? (`sidebar-${d.grid.side}` as const) : d.grid.kind === 'columns' ? 'columns' : 'single';
  const wishLabel =
    h.kind === 'stack' ? (h.wish.label ?? '') : h.kind === 'banner' || h.kind === 'centered' ? '求职意向：' : '';
  const contactSep =
    h.kind === 'stack'
      ? h.contacts.sep
      : h.kind === 'banner'
        ? '   |   '
        : h.kind === 'inline'
          ? '  |  '
          : h.kind === 'centered'
            ? '  ·  '
            : '';
  return {
    grid,
    header: h.kind,
    wishLabel,
    title: 'title' in h ? h.title : '',
    contactSep,
    numbered: d.heading.kind === 'numbered',
    educationFirst: !!d.educationFirst,
    serif: d.type.body === 'serif',
    headingSerif: d.type.heading === 'serif',
  };
}

describe('design outlines', () => {
  it.each(LAYOUTS)('%s: the contract outline is the design’s', (layout) => {
    expect(DESIGN_OUTLINES[layout]).toEqual(outlineOf(DESIGNS[layout]));
  });
});
