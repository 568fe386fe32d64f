// The resume as the editor holds it (personal info and modules with parsed entries), the shape 简历诊断 and 岗位匹配
// read. Structural on purpose: the editor's EditorModule fits it, and these pure engines import no feature.
import type { Personal } from '@cv/contract';
import type { ModuleStyle } from '@cv/contract';

export type DocStyle = ModuleStyle;

export interface DocModule {
  /** The editor's local key of the module: what a finding's target and a fix's edits name. */
  key: string;
  name: string;
  alias: string;
  style: DocStyle;
  entries: Record<string, string>[];
}

export interface ResumeDoc {
  personal: Personal | null;
  modules: readonly DocModule[];
  /** The resume's template id: an English edition's resume is read as English (langOfTemplate). */
  template?: string;
}

export type PersonalField = Exclude<keyof Personal, 'cid' | 'gender'>;

/** Where something is: a personal-info field, or a module (an entry of it, a field of that entry). */
export type Target =
  { kind: 'personal'; field: PersonalField } | { kind: 'module'; key: string; index?: number; field?: string };

/** The DOM id of the editor's input for a target (personal-form.tsx and entry-editor.tsx use these ids). */
export function targetInputId(target: Target): string | null {
  if (target.kind === 'personal') return `personal-${target.field}`;
  if (target.index === undefined || !target.field) return null;
  return `${target.key}-${target.index}-${target.field}`;
}

export const moduleTitle = (m: DocModule): string => m.alias.trim() || m.name;

const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Months since year 0 of a 'YYYY-MM', or null when empty or malformed. */
export function monthIndex(value: string | undefined): number | null {
  const match = YEAR_MONTH.exec(value?.trim() ?? '');
  return match ? Number(match[1]) * 12 + Number(match[2]) - 1 : null;
}

/** The month index of an instant in China time (UTC+8), which is where the resume is read. */
export function monthOfInstant(ms: number): number {
  const d = new Date(ms + 8 * 3600_000);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
}
