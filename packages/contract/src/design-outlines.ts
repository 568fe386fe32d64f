/**
 * The outline of each design of the PDF engine (LAYOUTS), as far as a document that is not drawn by it needs: the
 * SPA's Word export (apps/web lib/resume-io/docx.ts) sets the same text in the same structure. Read off
 * mock-server/src/pdf/designs/*.ts; mock-server/test/pdf/design-outlines.test.ts derives it from there and fails on
 * any difference, so the two never drift.
 */
import type { LAYOUTS } from './constants.ts';

type Layout = (typeof LAYOUTS)[number];

export interface DesignOutline {
  /** One column; a sidebar (skills, honors, and the contacts with the sidebar header) left or right; two columns. */
  grid: 'single' | 'sidebar-left' | 'sidebar-right' | 'columns';
  /** Page 1's header (design/types.ts HeaderPart's kind). */
  header: 'stack' | 'band' | 'inline' | 'sidebar' | 'centered' | 'banner' | 'keyvalue';
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

type Extra = Partial<Omit<DesignOutline, 'grid' | 'header'>>;

const WISH = '求职意向：';
const BAR = '   |   ';
const DOT = '  ·  ';
const INLINE = '  |  ';

/** The parts every outline but a few shares: the stacked header's label and divider where the header has them. */
function o(grid: DesignOutline['grid'], header: DesignOutline['header'], extra: Extra = {}): DesignOutline {
  const labelled = header === 'stack' || header === 'banner' || header === 'centered';
  const sep = { stack: BAR, banner: BAR, inline: INLINE, centered: DOT } as Record<string, string>;
  return {
    grid,
    header,
    wishLabel: labelled ? WISH : '',
    title: '',
    contactSep: sep[header] ?? '',
    numbered: false,
    educationFirst: false,
    serif: false,
    headingSerif: false,
    ...extra,
  };
}

const SERIF: Extra = { serif: true, headingSerif: true };
const CAMPUS: Extra = { educationFirst: true };

export const DESIGN_OUTLINES: Record<Layout, DesignOutline> = {
  classic: o('single', 'stack'),
  'campus-banner': o('single', 'banner', { title: '个人简历', ...CAMPUS }),
  sidebar: o('sidebar-left', 'sidebar'),
  'ats-plain': o('single', 'inline'),
  band: o('single', 'band'),
  'song-classic': o('single', 'centered', SERIF),
  timeline: o('single', 'stack', { wishLabel: '', contactSep: '   ·   ' }),
  'campus-table': o('single', 'keyvalue', { title: '基本信息', ...CAMPUS }),
  compact: o('columns', 'inline'),
  'side-plain': o('sidebar-left', 'stack'),
  'campus-fresh': o('single', 'centered', CAMPUS),
  'rail-modern': o('single', 'stack'),
  'song-banner': o('single', 'banner', { title: '个 人 简 历', ...SERIF }),
  'dark-sidebar': o('sidebar-left', 'sidebar'),
  'dense-onepage': o('columns', 'centered'),
  'gutter-titles': o('single', 'centered'),
  'campus-timeline': o('single', 'banner', { title: '个人简历', ...CAMPUS }),
  'band-cards': o('single', 'band'),
  executive: o('single', 'centered', { headingSerif: true }),
  'tint-sidebar': o('sidebar-left', 'sidebar', { numbered: true }),
  'song-table': o('single', 'keyvalue', { title: '基本信息', ...SERIF }),
  'numbered-pro': o('single', 'inline', { numbered: true }),
  'pill-fresh': o('single', 'stack', CAMPUS),
  'band-dense': o('single', 'banner', { title: '个人简历' }),
  'side-id': o('sidebar-left', 'sidebar'),
  'gutter-dates': o('single', 'inline'),
  'campus-sidebar': o('sidebar-left', 'sidebar', CAMPUS),
  'rail-cards': o('single', 'inline', { numbered: true }),
  'song-sidebar': o('sidebar-left', 'sidebar', { headingSerif: true }),
  'boxed-formal': o('single', 'stack'),
  'dense-stack': o('columns', 'stack'),
  'rail-band': o('single', 'band'),
  'ats-serif': o('single', 'stack', SERIF),
};
