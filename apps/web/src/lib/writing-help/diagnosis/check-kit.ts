// What every check of 简历诊断 shares: the context it reads, how a finding names its place, entry helpers.
import type { Lang } from '@cv/contract/edition-words';
import { moduleTitle, type DocModule, type DocStyle, type ResumeDoc, type Target } from '../resume-doc';
import type { CheckId, Finding, Fix, Level, Severity } from './types';

export interface CheckContext {
  doc: ResumeDoc;
  /** The resume's language (its template's edition): English text is read with English rules. */
  lang: Lang;
  level: Level;
  /** The current month (China time) as a month index. */
  nowMonth: number;
  pages: number;
  report: (finding: Finding) => void;
}

export type Check = (ctx: CheckContext) => void;

export const DATED: readonly DocStyle[] = ['edu', 'work', 'project'];
export const DESCRIBED: readonly DocStyle[] = ['work', 'project'];
/** Free text that is read as prose (punctuation and spacing rules apply). */
export const PROSE_FIELDS: Record<DocStyle, readonly string[]> = {
  edu: ['school', 'major', 'desc'],
  work: ['company', 'title', 'desc'],
  project: ['name', 'role', 'desc'],
  skill: ['name'],
  honor: ['name'],
  summary: ['text'],
  custom: ['title', 'desc'],
};
export const FIELD_LABEL: Record<string, string> = {
  school: '学校',
  major: '专业',
  degree: '学历',
  company: '公司',
  title: '职位',
  name: '名称',
  role: '担任角色',
  start: '开始时间',
  end: '结束时间',
  desc: '描述',
  text: '内容',
  date: '时间',
  level: '掌握程度',
};
export const PERSONAL_LABEL = {
  name: '姓名',
  phone: '手机号',
  email: '邮箱',
  wish: '求职意向',
  exps: '工作经验',
} as const;

export const blank = (v: string | undefined) => !v?.trim();
export const entryIsBlank = (e: Record<string, string>) => Object.values(e).every(blank);

export function entryWhere(m: DocModule, index: number, field?: string): string {
  const parts = [moduleTitle(m), `第 ${index + 1} 条`];
  if (field) parts.push(FIELD_LABEL[field] ?? field);
  return parts.join(' · ');
}

export function finding(
  check: CheckId,
  severity: Severity,
  message: string,
  where: string,
  target: Target,
  fix?: Fix,
): Finding {
  return fix ? { check, severity, message, where, target, fix } : { check, severity, message, where, target };
}

export function forEntries(
  doc: ResumeDoc,
  styles: readonly DocStyle[],
  fn: (m: DocModule, e: Record<string, string>, i: number) => void,
) {
  for (const m of doc.modules) if (styles.includes(m.style)) m.entries.forEach((e, i) => fn(m, e, i));
}

/** The fields that make an entry count (a skill with only a level, or a job with only dates, does not). */
const MAIN_FIELDS: Record<DocStyle, readonly string[]> = {
  edu: ['school', 'major'],
  work: ['company', 'title'],
  project: ['name', 'role', 'desc'],
  skill: ['name'],
  honor: ['name'],
  summary: ['text'],
  custom: ['title', 'desc'],
};
export const hasContent = (doc: ResumeDoc, style: DocStyle) =>
  doc.modules.some((m) => m.style === style && m.entries.some((e) => MAIN_FIELDS[style].some((f) => !blank(e[f]))));
