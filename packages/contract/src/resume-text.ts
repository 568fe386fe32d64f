/**
 * What a resume reads as, whatever it is drawn with: the sections with their normalized entries, the date ranges,
 * the contact items and the one separator. The PDF engine (mock-server pdf/) draws these, and the SPA's Word export
 * (apps/web lib/resume-io/docx.ts) writes the same text, so both read alike. Free of TypeBox so the SPA can import it.
 */
import type { MODULE_STYLES } from './constants.ts';
import { MODULE_STYLE_NAMES } from './labels.ts';
import { MODULE_ENTRY_FIELDS, type EntryFieldDef } from './module-fields.ts';
import { EDITION_WORDS, type EditionWords, type Lang } from './edition-words.ts';

type ModuleStyle = (typeof MODULE_STYLES)[number];
export type Style = ModuleStyle;

/**
 * The one separator between items on a line (major·degree, company·position, text·date): the full-width
 * middle dot (间隔号, GB/T 15834), one em wide with its dot centred.
 */
export const SEP = EDITION_WORDS.zh.sep;

/** Shown when the resume has no name yet. */
export const NAME_PLACEHOLDER = '您的姓名';

/** One entry of any style, normalized: every field is a trimmed string (maybe empty). */
export interface Entry {
  /** school / company / project name / skill name / honor name / custom title. */
  title: string;
  /** major · degree / job title / role. */
  subtitle: string;
  start: string;
  end: string;
  /** Single date (honor). */
  date: string;
  /** Skill level text. */
  level: string;
  desc: string;
}

export interface Section {
  title: string;
  style: Style;
  entries: Entry[];
}

/** A module as stored (content = JSON string of entries); only what the sections read. */
export interface ModuleText {
  name?: unknown;
  alias?: unknown;
  style?: unknown;
  content?: unknown;
}

const STYLES = new Set<string>(Object.keys(MODULE_ENTRY_FIELDS));

const s = (v: unknown): string => {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
};

function parseEntries(content: unknown): Record<string, unknown>[] {
  let parsed: unknown = content;
  if (typeof content === 'string') {
    try {
      parsed = JSON.parse(content);
    } catch {
      // Not JSON: show the raw text rather than nothing.
      return content.trim() ? [{ text: content, desc: content }] : [];
    }
  }
  const list: unknown[] = Array.isArray(parsed) ? parsed : [parsed];
  return list.filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null && !Array.isArray(e));
}

/** An entry by the contract's field table: each field goes where its `role` says (MODULE_ENTRY_FIELDS). */
function normalize(style: Style, e: Record<string, unknown>, words: EditionWords): Entry {
  const entry: Entry = { title: '', subtitle: '', start: '', end: '', date: '', level: '', desc: '' };
  for (const field of MODULE_ENTRY_FIELDS[style] as readonly EntryFieldDef[]) {
    const typed = s(e[field.name]);
    // The words the editor offers (a degree, a skill level) in the edition's language; the user's own text as is.
    const value = field.name === 'degree' ? words.degree(typed) : field.role === 'level' ? words.level(typed) : typed;
    if (field.role === 'subtitle') entry.subtitle = [entry.subtitle, value].filter(Boolean).join(words.sep);
    else entry[field.role] = value;
  }
  // Tolerated stray text (content saved under another style, or not JSON at all): shown rather than lost.
  if (!entry.desc) entry.desc = s(e.desc) || s(e.text);
  return entry;
}

const isEmpty = (e: Entry): boolean => !e.title && !e.subtitle && !e.desc && !e.start && !e.end && !e.date && !e.level;

/**
 * Modules -> sections with at least one non-empty entry, in the given order; in an English edition default section
 * names, degrees and skill levels in English.
 */
export function toSections(modules: readonly ModuleText[], lang: Lang = 'zh'): Section[] {
  const words = EDITION_WORDS[lang];
  const out: Section[] = [];
  for (const m of modules) {
    const raw = typeof m.style === 'string' ? m.style : '';
    const style: Style = STYLES.has(raw) ? (raw as Style) : 'custom';
    const names = MODULE_STYLE_NAMES as Record<string, string>;
    const title = words.section(s(m.alias) || s(m.name) || names[style] || '');
    const entries = parseEntries(m.content)
      .map((e) => normalize(style, e, words))
      .filter((e) => !isEmpty(e));
    if (entries.length) out.push({ title, style, entries });
  }
  return out;
}

/** 校招 designs put education before everything else, whatever the resume's own order. */
export const educationFirst = (sections: Section[]): Section[] =>
  [...sections].sort((a, b) => (a.style === 'edu' ? 0 : 1) - (b.style === 'edu' ? 0 : 1));

/** 'YYYY-MM' -> 'YYYY.MM' (English: 'Sep 2016'); other text as is. */
export function fmtMonth(v: string, lang: Lang = 'zh'): string {
  const m = /^(\d{4})-(\d{1,2})/.exec(v);
  return m ? EDITION_WORDS[lang].month(m[1] ?? '', Number(m[2])) : v;
}

/** Date range of an entry: '2019.09 - 2023.06', '2021.03 - 至今' ('Sep 2016 – Jun 2020', 'Present'), or one date. */
export function fmtRange(e: Pick<Entry, 'start' | 'end' | 'date'>, lang: Lang = 'zh'): string {
  const w = EDITION_WORDS[lang];
  if (e.date) return fmtMonth(e.date, lang);
  if (!e.start && !e.end) return '';
  if (!e.start) return fmtMonth(e.end, lang);
  return `${fmtMonth(e.start, lang)}${w.rangeSep}${e.end ? fmtMonth(e.end, lang) : w.present}`;
}

export interface Contact {
  label: string;
  value: string;
  /** `label：value` as a line shows it (English: `Label: value`). */
  text: string;
}

/** The personal fields the header shows besides the name and the wished position. */
export interface PersonalText {
  phone?: unknown;
  email?: unknown;
  gender?: unknown;
  birthday?: unknown;
  exps?: unknown;
}

/**
 * The contact items of a resume's header, in order (电话, 邮箱, 性别, 出生年月, 工作经验), empty ones left out;
 * `clean` drops what the drawing cannot show (the PDF: characters its fonts lack). An English edition labels them in
 * English and leaves out gender and date of birth (English convention).
 */
export function contactItems(
  p: PersonalText,
  clean: (text: string) => string = (t) => t,
  lang: Lang = 'zh',
): Contact[] {
  const w = EDITION_WORDS[lang];
  const out: Contact[] = [];
  const add = (label: string, value: string): void => {
    const v = clean(value.replace(/\n/g, ' ')).trim();
    if (v) out.push({ label, value: v, text: `${label}${w.colon}${v}` });
  };
  add(w.contact.phone, s(p.phone));
  add(w.contact.email, s(p.email));
  if (w.personalDetails) {
    add(w.contact.gender, p.gender === 1 ? '男' : p.gender === 2 ? '女' : '');
    const birthday = /^(\d{4})-(\d{2})/.exec(s(p.birthday));
    if (birthday) add(w.contact.birthday, `${birthday[1]}.${birthday[2]}`);
  }
  const exps = s(p.exps);
  if (exps) add(w.contact.exps, w.exps(exps));
  return out;
}

/** The name as the header shows it: spaces collapsed, the placeholder when there is none. */
export const headerName = (name: unknown, clean: (text: string) => string = (t) => t): string =>
  clean(s(name).replace(/\s+/g, ' ')) || NAME_PLACEHOLDER;

/** The wished position as the header shows it: spaces collapsed. */
export const headerWish = (wish: unknown, clean: (text: string) => string = (t) => t): string =>
  clean(s(wish).replace(/\s+/g, ' '));
