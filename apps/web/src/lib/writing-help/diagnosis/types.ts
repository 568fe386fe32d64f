// What 简历诊断 answers: findings that name where they are, with a one-click fix where one is safe, and a score.
import type { Personal } from '@cv/contract';
import type { DocStyle, PersonalField, Target } from '../resume-doc';

export type Severity = 'error' | 'warning' | 'suggestion';

/** One edit of a fix, in the editor's own terms (applied through its normal, saved and undoable edit actions). */
export type FixEdit =
  | { kind: 'personal'; changes: Partial<Pick<Personal, PersonalField>> }
  | { kind: 'field'; key: string; index: number; field: string; value: string }
  | { kind: 'remove-entry'; key: string; index: number }
  | { kind: 'move-entry'; key: string; from: number; to: number }
  | { kind: 'add-module'; style: DocStyle };

export interface Fix {
  /** The button's label, e.g. '改为全角标点'. */
  label: string;
  /** Applied in order, as one undo step. */
  edits: FixEdit[];
}

export interface Finding {
  check: CheckId;
  severity: Severity;
  /** What is wrong and what to do, in Chinese. */
  message: string;
  /** Where, for people: '工作经历 · 第 2 条 · 工作内容'. */
  where: string;
  target: Target;
  fix?: Fix;
}

export const CHECK_IDS = [
  'name',
  'phone',
  'email',
  'wish',
  'exps',
  'essential-modules',
  'date-missing',
  'date-range',
  'date-future',
  'date-overlap',
  'date-gap',
  'entry-order',
  'desc-empty',
  'desc-duplicate',
  'quantified',
  'length',
  'punctuation',
  'spacing',
  'skill-name',
  'edu-incomplete',
  'placeholder',
  'entry-empty',
] as const;
export type CheckId = (typeof CHECK_IDS)[number];

/** What a recruiter's reading of the resume is based on (校招 / 实习 / 社招), from 工作经验 and 求职意向. */
export type Level = 'campus' | 'intern' | 'experienced' | 'unknown';

export interface DiagnosisOptions {
  /** The moment the resume is read (future dates and 至今 are relative to it); defaults to now. */
  now?: number;
}

export interface Diagnosis {
  score: number;
  level: Level;
  findings: Finding[];
  /** Checks with no finding. */
  passed: CheckId[];
  /** Estimated printed pages (A4). */
  pages: number;
}
