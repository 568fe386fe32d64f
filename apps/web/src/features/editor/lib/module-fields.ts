// How each module style's entries are edited (DESIGN 4 entry shapes): fields, labels, limits, and empty entries.
import type { MODULE_STYLES } from '@cv/contract/constants';

/** The style of a module (the contract's TypeBox type widens it to string). */
export type ModuleStyle = (typeof MODULE_STYLES)[number];

export type Entry = Record<string, string>;

export interface FieldSpec {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'month' | 'select';
  max: number;
  placeholder?: string;
  options?: readonly string[];
  /** Grid columns out of 24. */
  span: number;
}

const DEGREES = ['大专', '本科', '硕士', '博士', '高中', '其他'] as const;
const LEVELS = ['了解', '熟悉', '熟练', '精通'] as const;
const month = (name: 'start' | 'end', label: string): FieldSpec => ({ name, label, kind: 'month', max: 7, span: 6 });

export const MODULE_FIELDS: Record<ModuleStyle, FieldSpec[]> = {
  edu: [
    { name: 'school', label: '学校', kind: 'text', max: 100, span: 12, placeholder: '如：北京大学' },
    { name: 'major', label: '专业', kind: 'text', max: 100, span: 12, placeholder: '如：计算机科学与技术' },
    { name: 'degree', label: '学历', kind: 'select', max: 50, span: 12, options: DEGREES },
    month('start', '入学时间'),
    month('end', '毕业时间'),
    {
      name: 'desc',
      label: '在校经历',
      kind: 'textarea',
      max: 2000,
      span: 24,
      placeholder: '主修课程、成绩排名、社团等',
    },
  ],
  work: [
    { name: 'company', label: '公司', kind: 'text', max: 100, span: 12 },
    { name: 'title', label: '职位', kind: 'text', max: 100, span: 12 },
    month('start', '开始时间'),
    month('end', '结束时间'),
    {
      name: 'desc',
      label: '工作内容',
      kind: 'textarea',
      max: 3000,
      span: 24,
      placeholder: '职责与业绩，建议用数字说话',
    },
  ],
  project: [
    { name: 'name', label: '项目名称', kind: 'text', max: 100, span: 12 },
    { name: 'role', label: '担任角色', kind: 'text', max: 100, span: 12 },
    month('start', '开始时间'),
    month('end', '结束时间'),
    { name: 'desc', label: '项目描述', kind: 'textarea', max: 3000, span: 24, placeholder: '背景、你的工作、成果' },
  ],
  skill: [
    { name: 'name', label: '技能', kind: 'text', max: 100, span: 14, placeholder: '如：React' },
    { name: 'level', label: '掌握程度', kind: 'select', max: 50, span: 10, options: LEVELS },
  ],
  honor: [
    { name: 'name', label: '奖项名称', kind: 'text', max: 200, span: 16 },
    { name: 'date', label: '获奖时间', kind: 'month', max: 7, span: 8 },
  ],
  summary: [{ name: 'text', label: '内容', kind: 'textarea', max: 3000, span: 24, placeholder: '用两三句话介绍自己' }],
  custom: [
    { name: 'title', label: '标题', kind: 'text', max: 200, span: 24 },
    { name: 'desc', label: '描述', kind: 'textarea', max: 3000, span: 24 },
  ],
};

export function emptyEntry(style: ModuleStyle): Entry {
  return Object.fromEntries(MODULE_FIELDS[style].map((f) => [f.name, '']));
}

/** Parses a module's content (a JSON string of entries); anything malformed reads as no entries. */
export function parseEntries(style: ModuleStyle, content: string): Entry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null && !Array.isArray(e))
    .map((e) => {
      const entry = emptyEntry(style);
      for (const key of Object.keys(entry)) if (typeof e[key] === 'string') entry[key] = e[key];
      return entry;
    });
}

/** A short label of an entry for its header and screen readers. */
export function entryLabel(style: ModuleStyle, entry: Entry, index: number): string {
  const first = MODULE_FIELDS[style][0];
  const text = first ? (entry[first.name] ?? '').trim() : '';
  return text ? text.slice(0, 24) : `第 ${index + 1} 条`;
}
