// How each module style's entries are edited: the fields, labels and limits come from the contract's one table
// (MODULE_ENTRY_FIELDS, which also builds the server's entry schemas and drives the PDF); this file adds layout.
import { MODULE_ENTRY_FIELDS, readEntries, type EntryFieldDef } from '@cv/contract/module-fields';
import type { ModuleStyle } from '@cv/contract';

export type { ModuleStyle };

export type Entry = Record<string, string>;

export interface FieldSpec extends Omit<EntryFieldDef, 'role'> {
  placeholder?: string;
  /** Grid columns out of 24. */
  span: number;
}

/** Layout of each field: grid span (out of 24) and placeholder; fields not listed span the full row. */
const LAYOUT: Record<ModuleStyle, Record<string, { span: number; placeholder?: string }>> = {
  edu: {
    school: { span: 12, placeholder: '如：北京大学' },
    major: { span: 12, placeholder: '如：计算机科学与技术' },
    degree: { span: 12 },
    start: { span: 6 },
    end: { span: 6 },
    desc: { span: 24, placeholder: '主修课程、成绩排名、社团等' },
  },
  work: {
    company: { span: 12 },
    title: { span: 12 },
    start: { span: 6 },
    end: { span: 6 },
    desc: { span: 24, placeholder: '职责与业绩，建议用数字说话' },
  },
  project: {
    name: { span: 12 },
    role: { span: 12 },
    start: { span: 6 },
    end: { span: 6 },
    desc: { span: 24, placeholder: '背景、你的工作、成果' },
  },
  skill: { name: { span: 14, placeholder: '如：React' }, level: { span: 10 } },
  honor: { name: { span: 16 }, date: { span: 8 } },
  summary: { text: { span: 24, placeholder: '用两三句话介绍自己' } },
  custom: { title: { span: 24 }, desc: { span: 24 } },
};

export const MODULE_FIELDS = Object.fromEntries(
  (Object.keys(MODULE_ENTRY_FIELDS) as ModuleStyle[]).map((style) => [
    style,
    (MODULE_ENTRY_FIELDS[style] as readonly EntryFieldDef[]).map(({ role: _role, ...field }): FieldSpec => ({
      ...field,
      span: 24,
      ...LAYOUT[style][field.name],
    })),
  ]),
) as Record<ModuleStyle, FieldSpec[]>;

export function emptyEntry(style: ModuleStyle): Entry {
  return Object.fromEntries(MODULE_FIELDS[style].map((f) => [f.name, '']));
}

/** Parses a module's content (a JSON string of entries); anything malformed reads as no entries. */
export const parseEntries = (style: ModuleStyle, content: string): Entry[] => readEntries(style, content);

/** A short label of an entry for its header and screen readers. */
export function entryLabel(style: ModuleStyle, entry: Entry, index: number): string {
  const first = MODULE_FIELDS[style][0];
  const text = first ? (entry[first.name] ?? '').trim() : '';
  return text ? text.slice(0, 24) : `第 ${index + 1} 条`;
}
