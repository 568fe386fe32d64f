/** Turns stored modules (content = JSON string of entries) into normalized entries, tolerating bad data. */
import { MODULE_ENTRY_FIELDS, MODULE_STYLE_NAMES, MODULE_STYLES } from '@cv/contract';
import type { EntryFieldDef, Module, ModuleStyle } from '@cv/contract';

export type Style = ModuleStyle;

/**
 * The one separator between items on a line (major·degree, company·position, text·date): the full-width
 * middle dot (间隔号, GB/T 15834), one em wide with its dot centred.
 */
export const SEP = '·';

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

const STYLES = new Set<string>(MODULE_STYLES);

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
function normalize(style: Style, e: Record<string, unknown>): Entry {
  const entry: Entry = { title: '', subtitle: '', start: '', end: '', date: '', level: '', desc: '' };
  for (const field of MODULE_ENTRY_FIELDS[style] as readonly EntryFieldDef[]) {
    const value = s(e[field.name]);
    if (field.role === 'subtitle') entry.subtitle = [entry.subtitle, value].filter(Boolean).join(SEP);
    else entry[field.role] = value;
  }
  // Tolerated stray text (content saved under another style, or not JSON at all): shown rather than lost.
  if (!entry.desc) entry.desc = s(e.desc) || s(e.text);
  return entry;
}

const isEmpty = (e: Entry): boolean => !e.title && !e.subtitle && !e.desc && !e.start && !e.end && !e.date && !e.level;

/** Modules -> sections with at least one non-empty entry, in the given order. */
export function toSections(modules: readonly Module[]): Section[] {
  const out: Section[] = [];
  for (const m of modules) {
    const raw = typeof m.style === 'string' ? m.style : '';
    const style: Style = STYLES.has(raw) ? (raw as Style) : 'custom';
    const names = MODULE_STYLE_NAMES as Record<string, string>;
    const title = s(m.alias) || s(m.name) || names[style] || '';
    const entries = parseEntries(m.content)
      .map((e) => normalize(style, e))
      .filter((e) => !isEmpty(e));
    if (entries.length) out.push({ title, style, entries });
  }
  return out;
}

/** 'YYYY-MM' -> 'YYYY.MM'; other text as is. */
export function fmtMonth(v: string): string {
  const m = /^(\d{4})-(\d{1,2})/.exec(v);
  return m ? `${m[1]}.${(m[2] ?? '').padStart(2, '0')}` : v;
}

/** Date range of an entry: '2019.09 - 2023.06', '2021.03 - 至今', or a single date. */
export function fmtRange(e: Entry): string {
  if (e.date) return fmtMonth(e.date);
  if (!e.start && !e.end) return '';
  if (!e.start) return fmtMonth(e.end);
  return `${fmtMonth(e.start)} - ${e.end ? fmtMonth(e.end) : '至今'}`;
}
