/**
 * Every design, by the id a template item's `layout` names (the contract's LAYOUTS), and the gallery's tags of
 * a design: its author's (校招/社招, 一页, 简约/创意, ATS) and those that follow from its parts.
 */
import type { LAYOUTS } from '../constants.ts';
import type { Layout } from '../entities.ts';
import type { Design } from './types.ts';
import { englishEdition } from './english.ts';
import atsPlain from './ats-plain.ts';
import atsSerif from './ats-serif.ts';
import band from './band.ts';
import bandCards from './band-cards.ts';
import bandDense from './band-dense.ts';
import boxedFormal from './boxed-formal.ts';
import campusBanner from './campus-banner.ts';
import campusFresh from './campus-fresh.ts';
import campusSidebar from './campus-sidebar.ts';
import campusTable from './campus-table.ts';
import campusTimeline from './campus-timeline.ts';
import classic from './classic.ts';
import compact from './compact.ts';
import darkSidebar from './dark-sidebar.ts';
import denseOnepage from './dense-onepage.ts';
import denseStack from './dense-stack.ts';
import executive from './executive.ts';
import gutterDates from './gutter-dates.ts';
import gutterTitles from './gutter-titles.ts';
import numberedPro from './numbered-pro.ts';
import pillFresh from './pill-fresh.ts';
import railBand from './rail-band.ts';
import railCards from './rail-cards.ts';
import railModern from './rail-modern.ts';
import sidePlain from './side-plain.ts';
import sideId from './side-id.ts';
import sidebar from './sidebar.ts';
import songBanner from './song-banner.ts';
import songClassic from './song-classic.ts';
import songSidebar from './song-sidebar.ts';
import songTable from './song-table.ts';
import timeline from './timeline.ts';
import tintSidebar from './tint-sidebar.ts';

const CHINESE: Record<(typeof LAYOUTS)[number], Design> = {
  classic,
  sidebar,
  band,
  timeline,
  compact,
  'ats-plain': atsPlain,
  'ats-serif': atsSerif,
  'band-cards': bandCards,
  'band-dense': bandDense,
  'boxed-formal': boxedFormal,
  'campus-banner': campusBanner,
  'campus-fresh': campusFresh,
  'campus-sidebar': campusSidebar,
  'campus-table': campusTable,
  'campus-timeline': campusTimeline,
  'dark-sidebar': darkSidebar,
  'dense-onepage': denseOnepage,
  'dense-stack': denseStack,
  executive,
  'gutter-dates': gutterDates,
  'gutter-titles': gutterTitles,
  'numbered-pro': numberedPro,
  'pill-fresh': pillFresh,
  'rail-band': railBand,
  'rail-cards': railCards,
  'rail-modern': railModern,
  'side-plain': sidePlain,
  'side-id': sideId,
  'song-banner': songBanner,
  'song-classic': songClassic,
  'song-sidebar': songSidebar,
  'song-table': songTable,
  'tint-sidebar': tintSidebar,
};

/** Every design in Chinese and its English edition (`en-<layout>`). */
export const DESIGNS = {
  ...CHINESE,
  ...Object.fromEntries(Object.values(CHINESE).map((d) => [`en-${d.id}`, englishEdition(d)])),
} as Record<Layout, Design>;

/**
 * 单栏/双栏 from the grid, 有照片/无照片 from the photo, the author's tags, 宋体/黑体 from the heading face, 中文/英文 from
 * the edition's language.
 */
export function designTags(d: Design): string[] {
  const columns = d.grid.kind === 'sidebar' || d.grid.kind === 'columns' ? '双栏' : '单栏';
  const photo = d.photo.kind === 'none' ? '无照片' : '有照片';
  const face = d.type.heading === 'serif' ? '宋体' : '黑体';
  return [columns, photo, ...d.tags, face, d.lang === 'en' ? '英文' : '中文'];
}

export * from './types.ts';
export { design, BASE, STACK } from './base.ts';
export { HEADER_TEXT, outlineOf, wishLabelOf, type DesignOutline } from './outline.ts';
