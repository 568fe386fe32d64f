// 简历诊断, dates: missing, reversed, in the future, overlapping and gaps between jobs, entries not newest first
// (docs/diagnosis.md, checks 7-12).
import { monthIndex, moduleTitle, type DocModule, type ResumeDoc, type Target } from '../resume-doc';
import { blank, DATED, entryIsBlank, entryWhere, finding, forEntries, type Check } from './check-kit';
import type { Fix, FixEdit } from './types';

export const dateMissing: Check = ({ doc, report }) => {
  forEntries(doc, DATED, (m, e, i) => {
    if (entryIsBlank(e)) return;
    if (blank(e.start))
      report(
        finding('date-missing', 'warning', '没有填写开始时间', entryWhere(m, i, 'start'), {
          kind: 'module',
          key: m.key,
          index: i,
          field: 'start',
        }),
      );
    else if (m.style === 'edu' && blank(e.end))
      report(
        finding('date-missing', 'warning', '没有填写毕业时间（在读请填预计毕业时间）', entryWhere(m, i, 'end'), {
          kind: 'module',
          key: m.key,
          index: i,
          field: 'end',
        }),
      );
  });
};

export const dateRange: Check = ({ doc, report }) => {
  forEntries(doc, DATED, (m, e, i) => {
    const start = monthIndex(e.start);
    const end = monthIndex(e.end);
    if (start === null || end === null || start <= end) return;
    const fix: Fix = {
      label: '交换开始和结束时间',
      edits: [
        { kind: 'field', key: m.key, index: i, field: 'start', value: e.end! },
        { kind: 'field', key: m.key, index: i, field: 'end', value: e.start! },
      ],
    };
    report(
      finding(
        'date-range',
        'error',
        `开始时间 ${e.start} 晚于结束时间 ${e.end}`,
        entryWhere(m, i, 'start'),
        { kind: 'module', key: m.key, index: i, field: 'start' },
        fix,
      ),
    );
  });
};

/** Education may end up to this many months ahead (an expected graduation). */
const GRADUATION_AHEAD_MONTHS = 6 * 12;

export const dateFuture: Check = ({ doc, nowMonth, report }) => {
  forEntries(doc, [...DATED, 'honor'], (m, e, i) => {
    const target = (field: string): Target => ({ kind: 'module', key: m.key, index: i, field });
    const start = monthIndex(m.style === 'honor' ? e.date : e.start);
    if (start !== null && start > nowMonth) {
      const field = m.style === 'honor' ? 'date' : 'start';
      report(
        finding(
          'date-future',
          'error',
          `${m.style === 'honor' ? '获奖' : '开始'}时间 ${e[field]} 还没到`,
          entryWhere(m, i, field),
          target(field),
        ),
      );
      return;
    }
    const end = monthIndex(e.end);
    if (end === null || end <= nowMonth) return;
    if (m.style === 'edu') {
      if (end > nowMonth + GRADUATION_AHEAD_MONTHS)
        report(
          finding('date-future', 'error', `毕业时间 ${e.end} 太远，请检查`, entryWhere(m, i, 'end'), target('end')),
        );
      return;
    }
    const fix: Fix = { label: '改为“至今”', edits: [{ kind: 'field', key: m.key, index: i, field: 'end', value: '' }] };
    report(
      finding(
        'date-future',
        'warning',
        `结束时间 ${e.end} 还没到：仍在进行请留空（显示为“至今”）`,
        entryWhere(m, i, 'end'),
        target('end'),
        fix,
      ),
    );
  });
};

interface Span {
  m: DocModule;
  index: number;
  start: number;
  end: number;
}

/** Full-time jobs with both dates readable (an empty end is 至今); internships and part-time jobs left out. */
function jobSpans(doc: ResumeDoc, nowMonth: number): Span[] {
  const spans: Span[] = [];
  forEntries(doc, ['work'], (m, e, index) => {
    const start = monthIndex(e.start);
    const end = blank(e.end) ? nowMonth : monthIndex(e.end);
    if (start === null || end === null || start > end) return;
    if (/实习|兼职/.test(`${e.title ?? ''}${m.alias}`)) return;
    spans.push({ m, index, start, end });
  });
  return spans.sort((a, b) => a.start - b.start || a.end - b.end);
}

export const dateOverlap: Check = ({ doc, nowMonth, report }) => {
  const spans = jobSpans(doc, nowMonth);
  for (let a = 0; a < spans.length; a++) {
    for (let b = a + 1; b < spans.length; b++) {
      const x = spans[a]!;
      const y = spans[b]!;
      // One month of overlap is a normal hand-over.
      if (Math.min(x.end, y.end) - y.start < 1) continue;
      report(
        finding(
          'date-overlap',
          'warning',
          `与第 ${x.index + 1} 条工作时间重叠：同时在两家公司全职，HR 会追问`,
          entryWhere(y.m, y.index, 'start'),
          { kind: 'module', key: y.m.key, index: y.index, field: 'start' },
        ),
      );
    }
  }
};

const GAP_MONTHS = 6;

export const dateGap: Check = ({ doc, nowMonth, report }) => {
  const spans = jobSpans(doc, nowMonth);
  let reach = spans[0]?.end ?? 0;
  for (const s of spans.slice(1)) {
    const gap = s.start - reach - 1;
    if (gap > GAP_MONTHS)
      report(
        finding(
          'date-gap',
          'suggestion',
          `这段工作之前有 ${gap} 个月空档：面试常被问到，可在描述或自我评价中简要说明`,
          entryWhere(s.m, s.index, 'start'),
          { kind: 'module', key: s.m.key, index: s.index, field: 'start' },
        ),
      );
    reach = Math.max(reach, s.end);
  }
};

/** Newest first: by end (至今 first), then by start. Entries without a start keep their place at the end. */
export const entryOrder: Check = ({ doc, nowMonth, report }) => {
  for (const m of doc.modules) {
    if (!DATED.includes(m.style) || m.entries.length < 2) continue;
    const keyOf = (e: Record<string, string>) => {
      const start = monthIndex(e.start);
      const end = blank(e.end) && m.style !== 'edu' ? nowMonth + 1 : (monthIndex(e.end) ?? start);
      return [end ?? -1, start ?? -1] as const;
    };
    const order = m.entries
      .map((e, i) => ({ i, k: keyOf(e) }))
      .sort((a, b) => b.k[0] - a.k[0] || b.k[1] - a.k[1] || a.i - b.i)
      .map((x) => x.i);
    if (order.every((i, pos) => i === pos)) continue;
    const edits: FixEdit[] = [];
    const current = m.entries.map((_e, i) => i);
    order.forEach((wanted, pos) => {
      const from = current.indexOf(wanted);
      if (from === pos) return;
      edits.push({ kind: 'move-entry', key: m.key, from, to: pos });
      current.splice(pos, 0, ...current.splice(from, 1));
    });
    report(
      finding(
        'entry-order',
        'suggestion',
        `${moduleTitle(m)}没有按时间倒序排列：HR 习惯先看最近的经历`,
        moduleTitle(m),
        { kind: 'module', key: m.key },
        { label: '按时间倒序排列', edits },
      ),
    );
  }
};

/** A full-time job listed (for reading a resume whose 工作经验 is not chosen). */
export const hasFullTimeJob = (doc: ResumeDoc, nowMonth: number) => jobSpans(doc, nowMonth).length > 0;
