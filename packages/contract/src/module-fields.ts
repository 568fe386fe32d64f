/**
 * The entry fields of each module style (DESIGN 4), declared once: the contract's entry schemas (entities.ts, which
 * the server validates module content with), the editor's forms (apps/web module-fields.ts adds layout) and the
 * PDF normaliser (mock-server pdf/content.ts, by `role`) all read this table. Free of TypeBox so the SPA can import it.
 */
import type { MODULE_STYLES } from './constants.ts';

/** entities.ts's ModuleStyle (the same union; taken from the tuple here, as entities.ts is built from this table). */
type ModuleStyle = (typeof MODULE_STYLES)[number];

export interface EntryFieldDef {
  name: string;
  /** Label in the editor. */
  label: string;
  /** How it is edited; 'month' is 'YYYY-MM' or empty, everything else free text up to `max` characters. */
  kind: 'text' | 'textarea' | 'month' | 'select';
  max: number;
  /** Suggestions of a select (the value stays free text). */
  options?: readonly string[];
  /** Where the PDF shows it: heading, the line under it (joined with ' · '), dates, level, body text. */
  role: 'title' | 'subtitle' | 'start' | 'end' | 'date' | 'level' | 'desc';
}

export const DEGREES = ['大专', '本科', '硕士', '博士', '高中', '其他'] as const;
export const SKILL_LEVELS = ['了解', '熟悉', '熟练', '精通'] as const;

const start = { name: 'start', label: '开始时间', kind: 'month', max: 7, role: 'start' } as const;
const end = { name: 'end', label: '结束时间', kind: 'month', max: 7, role: 'end' } as const;

/** Work and project entries: a title and a subtitle (each [name, label], up to 100), the dates, a description. */
function experience<const T extends string, const S extends string>(
  title: readonly [T, string],
  subtitle: readonly [S, string],
  descLabel: string,
) {
  return [
    { name: title[0], label: title[1], kind: 'text', max: 100, role: 'title' },
    { name: subtitle[0], label: subtitle[1], kind: 'text', max: 100, role: 'subtitle' },
    start,
    end,
    { name: 'desc', label: descLabel, kind: 'textarea', max: 3000, role: 'desc' },
  ] as const;
}

export const MODULE_ENTRY_FIELDS = {
  edu: [
    { name: 'school', label: '学校', kind: 'text', max: 100, role: 'title' },
    { name: 'major', label: '专业', kind: 'text', max: 100, role: 'subtitle' },
    { name: 'degree', label: '学历', kind: 'select', max: 50, options: DEGREES, role: 'subtitle' },
    { ...start, label: '入学时间' },
    { ...end, label: '毕业时间' },
    { name: 'desc', label: '在校经历', kind: 'textarea', max: 2000, role: 'desc' },
  ],
  work: experience(['company', '公司'], ['title', '职位'], '工作内容'),
  project: experience(['name', '项目名称'], ['role', '担任角色'], '项目描述'),
  skill: [
    { name: 'name', label: '技能', kind: 'text', max: 100, role: 'title' },
    { name: 'level', label: '掌握程度', kind: 'select', max: 50, options: SKILL_LEVELS, role: 'level' },
  ],
  honor: [
    { name: 'name', label: '奖项名称', kind: 'text', max: 200, role: 'title' },
    { name: 'date', label: '获奖时间', kind: 'month', max: 7, role: 'date' },
  ],
  summary: [{ name: 'text', label: '内容', kind: 'textarea', max: 3000, role: 'desc' }],
  custom: [
    { name: 'title', label: '标题', kind: 'text', max: 200, role: 'title' },
    { name: 'desc', label: '描述', kind: 'textarea', max: 3000, role: 'desc' },
  ],
} as const satisfies Record<ModuleStyle, readonly EntryFieldDef[]>;

/** The greatest length of each field of a style, from the table above. */
export const entryFieldMax = (style: ModuleStyle, field: string): number =>
  (MODULE_ENTRY_FIELDS[style] as readonly EntryFieldDef[]).find((f) => f.name === field)?.max ?? 0;

/**
 * The greatest length of the personal info's text fields (entities.ts's Personal schema, the editor's inputs and
 * the JSON Resume import read them).
 */
export const PERSONAL_FIELD_MAX = { name: 50, wish: 50, phone: 30, avatar: 200, avatar_url: 500, email: 100 } as const;
/** The greatest length of a module's name and alias. */
export const MODULE_NAME_MAX = 30;

/** One entry of a style: every field a string. */
export type EntryOf<S extends ModuleStyle> = { [K in (typeof MODULE_ENTRY_FIELDS)[S][number]['name']]: string };

/**
 * A module's content (the JSON text of its entries) read by this table: each entry with exactly its style's fields,
 * as strings ('' where a field is missing or not a string). Content that is not a JSON list reads as no entries;
 * items that are not objects are skipped. The editor and the JSON Resume export read content through this.
 */
export function readEntries<S extends ModuleStyle>(style: S, content: string): EntryOf<S>[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const fields = MODULE_ENTRY_FIELDS[style] as readonly EntryFieldDef[];
  return parsed
    .filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null && !Array.isArray(e))
    .map(
      (e) =>
        Object.fromEntries(fields.map(({ name }) => [name, typeof e[name] === 'string' ? e[name] : ''])) as EntryOf<S>,
    );
}
