/**
 * What a design leaves out takes these values: a page with 46 pt margins, one column, the stacked header,
 * marker titles, dates right, skills as words, no photo, Noto Sans SC, the body set as the classic design's.
 */
import { HEADER_TEXT } from './outline.ts';
import type { Design, HeaderPart } from './types.ts';

/** The stacked header: name, wished position and contacts one under the other, the photo beside them. */
export const STACK: Extract<HeaderPart, { kind: 'stack' }> = {
  kind: 'stack',
  name: { max: 24, min: 15, color: 'text', rowH: 38 },
  wish: { size: 11, color: 'accentText', label: HEADER_TEXT.stack.wishLabel, rowH: 22 },
  contacts: { sep: HEADER_TEXT.stack.contactSep, color: 'textSoft', rowH: 17, gapBefore: 4 },
  rule: { kind: 'accent', width: 1.6 },
  gapAfter: 18,
  padBottom: 8,
};

export const BASE: Omit<Design, 'id' | 'name' | 'for' | 'tags' | 'color'> = {
  lang: 'zh',
  page: { x: 46, top: 44, bottom: 50, headerTop: 40 },
  grid: { kind: 'single' },
  header: STACK,
  heading: { kind: 'marker', size: 12.5, rowH: 28, gapAfter: 6, dx: 10, dy: 2, textH: 24 },
  entry: { kind: 'right' },
  skills: { kind: 'words' },
  photo: { kind: 'none' },
  type: { body: 'sans', heading: 'sans' },
  strip: 0,
  space: { section: 16, entry: 9, lineH: 15.5 },
  loosest: { space: 2, line: 1.08 },
};

/** A design: the base with its own parts. */
export const design = (d: Partial<Design> & Pick<Design, 'id' | 'name' | 'for' | 'tags' | 'color'>): Design => ({
  ...BASE,
  ...d,
});
