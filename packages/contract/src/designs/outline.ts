/**
 * What a document not drawn by the PDF engine needs of a design (the SPA's Word export sets the same text in the
 * same structure), derived from the design itself: one home for a design's structure (./*.ts), this only reads it.
 */
import type { Lang } from '../edition-words.ts';
import type { Design, HeaderPart } from './types.ts';

const WISH_LABEL = '求职意向：';

/**
 * The words and dividers each header kind sets around the wished position and between contact items; the PDF
 * engine's headers read them here (a stacked header's own may differ: its part carries them). Kinds with an empty
 * divider set contacts in two columns, a table or the sidebar's list.
 */
export const HEADER_TEXT: Record<HeaderPart['kind'], { wishLabel: string; contactSep: string }> = {
  stack: { wishLabel: WISH_LABEL, contactSep: '   |   ' },
  banner: { wishLabel: WISH_LABEL, contactSep: '   |   ' },
  centered: { wishLabel: WISH_LABEL, contactSep: '  ·  ' },
  inline: { wishLabel: '', contactSep: '  |  ' },
  band: { wishLabel: '', contactSep: '' },
  sidebar: { wishLabel: '', contactSep: '' },
  keyvalue: { wishLabel: '', contactSep: '' },
};

/** The text a header kind sets before the wished position in an edition: an English position is a headline (none). */
export const wishLabelOf = (kind: HeaderPart['kind'], lang: Lang): string =>
  lang === 'en' ? '' : HEADER_TEXT[kind].wishLabel;

export interface DesignOutline {
  /** One column; a sidebar (skills, honors, and the contacts with the sidebar header) left or right; two columns. */
  grid: 'single' | 'sidebar-left' | 'sidebar-right' | 'columns';
  /** Page 1's header kind. */
  header: HeaderPart['kind'];
  /** The text before the wished position (求职意向：) or none. */
  wishLabel: string;
  /** A title over the header (banner: 个人简历; keyvalue: 基本信息) or none. */
  title: string;
  /** Between contact items on a line (none: two columns, a table, or the sidebar's list). */
  contactSep: string;
  /** Section titles numbered 01, 02 …. */
  numbered: boolean;
  /** 校招: education before every other section. */
  educationFirst: boolean;
  /** Body text and headings in a 宋体-like serif face (else 黑体-like sans). */
  serif: boolean;
  headingSerif: boolean;
}

/** The outline of a design: its grid and header as one column/sidebar/columns, its header's words and dividers. */
export function outlineOf(d: Design): DesignOutline {
  const h = d.header;
  const grid =
    d.grid.kind === 'sidebar' ? (`sidebar-${d.grid.side}` as const) : d.grid.kind === 'columns' ? 'columns' : 'single';
  // A stacked header's part carries its own words (an English edition's: no label).
  const text =
    h.kind === 'stack'
      ? { wishLabel: h.wish.label ?? '', contactSep: h.contacts.sep }
      : { wishLabel: wishLabelOf(h.kind, d.lang), contactSep: HEADER_TEXT[h.kind].contactSep };
  return {
    grid,
    header: h.kind,
    ...text,
    title: 'title' in h ? h.title : '',
    numbered: d.heading.kind === 'numbered',
    educationFirst: !!d.educationFirst,
    serif: d.type.body === 'serif',
    headingSerif: d.type.heading === 'serif',
  };
}
