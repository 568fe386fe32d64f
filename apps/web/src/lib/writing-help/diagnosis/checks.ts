// The checks of 简历诊断, one function per rule of docs/diagnosis.md (same ids, same order), grouped by theme in
// checks-*.ts. Each reads the resume and reports findings; none changes it.
import type { Check } from './check-kit';
import {
  descDuplicate,
  descEmpty,
  eduIncomplete,
  entryEmpty,
  essentialModules,
  placeholder,
  quantified,
  skillName,
} from './checks-content';
import { dateFuture, dateGap, dateMissing, dateOverlap, dateRange, entryOrder } from './checks-dates';
import { length, punctuation, spacing } from './checks-format';
import { email, exps, name, phone, wish } from './checks-personal';
import type { CheckId } from './types';

export const CHECKS: Record<CheckId, Check> = {
  name,
  phone,
  email,
  wish,
  exps,
  'essential-modules': essentialModules,
  'date-missing': dateMissing,
  'date-range': dateRange,
  'date-future': dateFuture,
  'date-overlap': dateOverlap,
  'date-gap': dateGap,
  'entry-order': entryOrder,
  'desc-empty': descEmpty,
  'desc-duplicate': descDuplicate,
  quantified,
  length,
  punctuation,
  spacing,
  'skill-name': skillName,
  'edu-incomplete': eduIncomplete,
  placeholder,
  'entry-empty': entryEmpty,
};
