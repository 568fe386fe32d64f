/**
 * The English edition of a design: the same grid, header, headings, entries, skills and photo, its page set in
 * English (designs' `lang`: the engine adds every word in it, edition-words.ts). The id is `en-<layout>`.
 */
import type { Layout } from '../entities.ts';
import { EDITION_WORDS } from '../edition-words.ts';
import type { Design, HeaderPart } from './types.ts';

const EN = EDITION_WORDS.en;

/** The header's own words in English: a headline position (no 求职意向 label), the banner's and table's titles. */
function englishHeader(h: HeaderPart): HeaderPart {
  switch (h.kind) {
    case 'stack':
      return { ...h, wish: { ...h.wish, label: '' } };
    case 'banner':
      return { ...h, title: EN.bannerTitle };
    case 'keyvalue':
      return { ...h, title: EN.tableTitle };
    default:
      return h;
  }
}

export function englishEdition(d: Design): Design {
  return {
    ...d,
    id: `en-${d.id}` as Layout,
    lang: 'en',
    name: `${d.name}·英文版`,
    for: `${d.for}（英文版：英文标签与日期，不含性别与出生年月）`,
    header: englishHeader(d.header),
  };
}
