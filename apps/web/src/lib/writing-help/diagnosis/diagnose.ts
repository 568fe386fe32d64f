// 简历诊断: runs every check of checks.ts over the resume and scores it 0-100. Pure and deterministic: no network,
// no clock but the one passed in, so the same resume read in the same month always gets the same score.
import { langOfTemplate } from '@cv/contract/edition-words';
import { monthOfInstant, type ResumeDoc } from '../resume-doc';
import { entryIsBlank } from './check-kit';
import { CHECKS } from './checks';
import { hasFullTimeJob } from './checks-dates';
import {
  CHECK_IDS,
  type CheckId,
  type Diagnosis,
  type DiagnosisOptions,
  type Finding,
  type Level,
  type Severity,
} from './types';

/** Points one finding costs; a check costs at most MAX_PER_CHECK findings' worth, so one habit cannot sink the score. */
const COST: Record<Severity, number> = { error: 12, warning: 6, suggestion: 2 };
const MAX_PER_CHECK = 2;
const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, suggestion: 2 };

/** 校招 / 实习 / 社招 from 工作经验 (and 实习 in 求职意向); without 工作经验, from whether a full-time job is listed. */
function levelOf(doc: ResumeDoc, nowMonth: number): Level {
  const exps = doc.personal?.exps ?? '';
  const intern = /实习|\bintern(?:ship)?\b/i.test(doc.personal?.wish ?? '');
  if (!doc.personal) return 'unknown';
  if (exps === '应届' || exps === '') {
    if (intern) return 'intern';
    return exps === '' && hasFullTimeJob(doc, nowMonth) ? 'experienced' : 'campus';
  }
  return 'experienced';
}

// A rough A4 page at the templates' body size (10.5 pt, line height 1.5, 15 mm margins): characters per line
// (Latin letters and digits count half) and lines per page.
const LINE_CHARS = 44;
const PAGE_LINES = 46;
const lineCost = (text: string) => {
  let width = 0;
  for (const ch of text) width += ch.charCodeAt(0) < 0x2e80 ? 0.5 : 1;
  return Math.max(1, Math.ceil(width / LINE_CHARS));
};
const paragraphs = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .filter((l) => l.trim())
    .reduce((n, l) => n + lineCost(l), 0);

/** Estimated printed pages, in steps of a tenth. */
function estimatePages(doc: ResumeDoc): number {
  let lines = 5; // name, contact line, wish and the header's spacing
  for (const m of doc.modules) {
    const entries = m.entries.filter((e) => !entryIsBlank(e));
    if (entries.length === 0) continue;
    lines += 2;
    if (m.style === 'skill') lines += Math.ceil(entries.length / 3);
    else if (m.style === 'honor') lines += entries.length;
    else if (m.style === 'summary') lines += entries.reduce((n, e) => n + paragraphs(e.text), 0);
    else lines += entries.reduce((n, e) => n + 1.3 + paragraphs(e.desc), 0);
  }
  return Math.ceil((lines / PAGE_LINES) * 10) / 10;
}

export function diagnose(doc: ResumeDoc, options: DiagnosisOptions = {}): Diagnosis {
  const nowMonth = monthOfInstant(options.now ?? Date.now());
  const level = levelOf(doc, nowMonth);
  const pages = estimatePages(doc);
  const findings: Finding[] = [];
  const lang = langOfTemplate(doc.template);
  for (const id of CHECK_IDS) CHECKS[id]({ doc, lang, level, nowMonth, pages, report: (f) => findings.push(f) });

  const byCheck = new Map<CheckId, Finding[]>();
  for (const f of findings) byCheck.set(f.check, [...(byCheck.get(f.check) ?? []), f]);
  let cost = 0;
  for (const list of byCheck.values()) {
    const costs = list.map((f) => COST[f.severity]).sort((a, b) => b - a);
    cost += costs.slice(0, MAX_PER_CHECK).reduce((a, b) => a + b, 0);
  }
  return {
    score: Math.max(0, 100 - cost),
    level,
    pages,
    // Stable: by severity, then in the order the checks ran (which follows the resume's order).
    findings: findings
      .map((f, i) => ({ f, i }))
      .sort((a, b) => SEVERITY_ORDER[a.f.severity] - SEVERITY_ORDER[b.f.severity] || a.i - b.i)
      .map(({ f }) => f),
    passed: CHECK_IDS.filter((id) => !byCheck.has(id)),
  };
}
