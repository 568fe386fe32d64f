// The checks of 简历诊断, one function per rule of docs/diagnosis.md (same ids, same order). Each reads the resume
// and reports findings; none changes it. Deterministic: the same resume and month give the same findings.
import { isAiPlaceholder } from '@cv/contract/constants';
import { findBadSpacing, findHalfPunctuation, fixPunctuation, fixSpacing } from '../chinese-text';
import { monthIndex, moduleTitle, type DocModule, type DocStyle, type ResumeDoc, type Target } from '../resume-doc';
import type { CheckId, Finding, Fix, FixEdit, Level, Severity } from './types';

export interface CheckContext {
  doc: ResumeDoc;
  level: Level;
  /** The current month (China time) as a month index. */
  nowMonth: number;
  pages: number;
  report: (finding: Finding) => void;
}

type Check = (ctx: CheckContext) => void;

const DATED: readonly DocStyle[] = ['edu', 'work', 'project'];
const DESCRIBED: readonly DocStyle[] = ['work', 'project'];
/** Free text that is read as prose (punctuation and spacing rules apply). */
const PROSE_FIELDS: Record<DocStyle, readonly string[]> = {
  edu: ['school', 'major', 'desc'],
  work: ['company', 'title', 'desc'],
  project: ['name', 'role', 'desc'],
  skill: ['name'],
  honor: ['name'],
  summary: ['text'],
  custom: ['title', 'desc'],
};
const FIELD_LABEL: Record<string, string> = {
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
const PERSONAL_LABEL = { name: '姓名', phone: '手机号', email: '邮箱', wish: '求职意向', exps: '工作经验' } as const;

const blank = (v: string | undefined) => !v?.trim();
const entryIsBlank = (e: Record<string, string>) => Object.values(e).every(blank);

function entryWhere(m: DocModule, index: number, field?: string): string {
  const parts = [moduleTitle(m), `第 ${index + 1} 条`];
  if (field) parts.push(FIELD_LABEL[field] ?? field);
  return parts.join(' · ');
}

function finding(
  check: CheckId,
  severity: Severity,
  message: string,
  where: string,
  target: Target,
  fix?: Fix,
): Finding {
  return fix ? { check, severity, message, where, target, fix } : { check, severity, message, where, target };
}

function forEntries(
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
const hasContent = (doc: ResumeDoc, style: DocStyle) =>
  doc.modules.some((m) => m.style === style && m.entries.some((e) => MAIN_FIELDS[style].some((f) => !blank(e[f]))));

/** A full-time job listed (for reading a resume whose 工作经验 is not chosen). */
export const hasFullTimeJob = (doc: ResumeDoc, nowMonth: number) => jobSpans(doc, nowMonth).length > 0;

// ---- personal info ------------------------------------------------------------------------------------------

const toHalfWidth = (text: string) =>
  text.replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');

const MOBILE = /^(?:\+?86)?1[3-9]\d{9}$/;
const LANDLINE = /^0\d{2,3}\d{7,8}(?:\d{1,4})?$/;
/** The digits of a phone number as typed ('138 0013 8000', '+86-138-0013-8000', '(010) 6275 1234'). */
const phoneDigits = (phone: string) => toHalfWidth(phone).replace(/[\s\-()]/g, '');
export const isValidPhone = (phone: string) => MOBILE.test(phoneDigits(phone)) || LANDLINE.test(phoneDigits(phone));

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const isValidEmail = (email: string) => EMAIL.test(email.trim());

const name: Check = ({ doc, report }) => {
  if (doc.personal && blank(doc.personal.name))
    report(finding('name', 'error', '没有填写姓名', PERSONAL_LABEL.name, { kind: 'personal', field: 'name' }));
};

const phone: Check = ({ doc, report }) => {
  const value = doc.personal?.phone ?? '';
  const target: Target = { kind: 'personal', field: 'phone' };
  if (!doc.personal) return;
  if (blank(value)) {
    report(finding('phone', 'error', '没有填写手机号，HR 无法联系你', PERSONAL_LABEL.phone, target));
  } else if (!isValidPhone(value)) {
    report(
      finding(
        'phone',
        'error',
        `手机号“${value}”格式不对：应为 11 位手机号（如 138 0013 8000）`,
        PERSONAL_LABEL.phone,
        target,
      ),
    );
  } else if (toHalfWidth(value) !== value) {
    const fix: Fix = {
      label: '改为半角数字',
      edits: [{ kind: 'personal', changes: { phone: toHalfWidth(value) } }],
    };
    report(
      finding('phone', 'warning', `手机号“${value}”含全角字符，部分系统无法识别`, PERSONAL_LABEL.phone, target, fix),
    );
  }
};

const email: Check = ({ doc, report }) => {
  const value = doc.personal?.email ?? '';
  const target: Target = { kind: 'personal', field: 'email' };
  if (!doc.personal) return;
  if (blank(value)) {
    report(finding('email', 'warning', '没有填写邮箱：不少公司通过邮件发面试邀请', PERSONAL_LABEL.email, target));
    return;
  }
  if (isValidEmail(value)) return;
  const cleaned = toHalfWidth(value).replace(/。/g, '.').replace(/\s+/g, '');
  const fix: Fix | undefined = isValidEmail(cleaned)
    ? { label: `改为 ${cleaned}`, edits: [{ kind: 'personal', changes: { email: cleaned } }] }
    : undefined;
  report(finding('email', 'error', `邮箱“${value}”格式不对`, PERSONAL_LABEL.email, target, fix));
};

const wish: Check = ({ doc, report }) => {
  if (doc.personal && blank(doc.personal.wish))
    report(
      finding('wish', 'error', '没有填写求职意向：HR 要一眼看出你应聘什么岗位', PERSONAL_LABEL.wish, {
        kind: 'personal',
        field: 'wish',
      }),
    );
};

const exps: Check = ({ doc, report }) => {
  if (doc.personal && blank(doc.personal.exps))
    report(
      finding('exps', 'warning', '没有选择工作经验：应届、实习还是社招，HR 看简历的重点不同', PERSONAL_LABEL.exps, {
        kind: 'personal',
        field: 'exps',
      }),
    );
};

// ---- modules by experience level ----------------------------------------------------------------------------

interface Need {
  styles: DocStyle[];
  severity: Severity;
  why: string;
}
const NEEDS: Record<Level, Need[]> = {
  campus: [
    { styles: ['edu'], severity: 'error', why: '校招看重学历与学校' },
    { styles: ['project', 'work'], severity: 'warning', why: '校招需要实习或项目经历证明能力' },
    { styles: ['skill'], severity: 'warning', why: '列出与岗位相关的技能' },
  ],
  intern: [
    { styles: ['edu'], severity: 'error', why: '实习岗位首先看在读学校、专业和毕业时间' },
    { styles: ['skill'], severity: 'warning', why: '实习岗位看你现在会什么' },
    { styles: ['project', 'work', 'honor'], severity: 'suggestion', why: '有项目、实习或获奖更有说服力' },
  ],
  experienced: [
    { styles: ['work'], severity: 'error', why: '社招最看重工作经历' },
    { styles: ['skill'], severity: 'warning', why: '列出与岗位相关的技能' },
    { styles: ['edu'], severity: 'warning', why: '学历是多数岗位的门槛' },
  ],
  unknown: [],
};
const STYLE_NAME: Record<DocStyle, string> = {
  edu: '教育经历',
  work: '工作经历',
  project: '项目经历',
  skill: '专业技能',
  honor: '荣誉奖项',
  summary: '自我评价',
  custom: '自定义模块',
};
const LEVEL_NAME: Record<Level, string> = { campus: '校招', intern: '实习', experienced: '社招', unknown: '' };

const essentialModules: Check = ({ doc, level, report }) => {
  for (const need of NEEDS[level]) {
    if (need.styles.some((s) => hasContent(doc, s))) continue;
    const names = need.styles.map((s) => STYLE_NAME[s]).join('或');
    const existing = doc.modules.find((m) => need.styles.includes(m.style));
    const message = `${LEVEL_NAME[level]}简历缺少${names}：${need.why}`;
    if (existing) {
      report(
        finding('essential-modules', need.severity, message, moduleTitle(existing), {
          kind: 'module',
          key: existing.key,
        }),
      );
    } else {
      const style = need.styles[0]!;
      const fix: Fix = { label: `添加${STYLE_NAME[style]}`, edits: [{ kind: 'add-module', style }] };
      report(finding('essential-modules', need.severity, message, names, { kind: 'personal', field: 'exps' }, fix));
    }
  }
};

// ---- dates --------------------------------------------------------------------------------------------------

const dateMissing: Check = ({ doc, report }) => {
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

const dateRange: Check = ({ doc, report }) => {
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

const dateFuture: Check = ({ doc, nowMonth, report }) => {
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

const dateOverlap: Check = ({ doc, nowMonth, report }) => {
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

const dateGap: Check = ({ doc, nowMonth, report }) => {
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
const entryOrder: Check = ({ doc, nowMonth, report }) => {
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

// ---- descriptions -------------------------------------------------------------------------------------------

const descEmpty: Check = ({ doc, report }) => {
  forEntries(doc, DESCRIBED, (m, e, i) => {
    if (entryIsBlank(e) || !blank(e.desc)) return;
    const what = m.style === 'work' ? '工作内容' : '项目描述';
    report(
      finding('desc-empty', 'warning', `没有写${what}：写清你做了什么、结果如何`, entryWhere(m, i, 'desc'), {
        kind: 'module',
        key: m.key,
        index: i,
        field: 'desc',
      }),
    );
  });
};

const normaliseLine = (line: string) =>
  line
    .replace(/^\s*(?:[-•·*]|\d+[.、)）]|[（(]?\d+[)）])\s*/u, '')
    .replace(/[\s\p{P}]/gu, '')
    .toLowerCase();
const MIN_REPEAT = 10;

const descDuplicate: Check = ({ doc, report }) => {
  const seen = new Map<string, string>();
  const styles: DocStyle[] = ['edu', 'work', 'project', 'custom', 'summary'];
  forEntries(doc, styles, (m, e, i) => {
    const field = m.style === 'summary' ? 'text' : 'desc';
    const reported = new Set<string>();
    for (const line of (e[field] ?? '').split('\n')) {
      const key = normaliseLine(line);
      if (key.length < MIN_REPEAT) continue;
      const first = seen.get(key);
      const here = entryWhere(m, i);
      if (first === undefined) {
        seen.set(key, here);
        continue;
      }
      if (reported.has(key)) continue;
      reported.add(key);
      const where = first === here ? '本条前文' : first;
      report(
        finding('desc-duplicate', 'warning', `“${line.trim().slice(0, 20)}…”与${where}重复`, entryWhere(m, i, field), {
          kind: 'module',
          key: m.key,
          index: i,
          field,
        }),
      );
    }
  });
};

/** A figure: digits, a percentage, or a Chinese numeral with a unit ('三个', '两倍', '翻番'). */
const FIGURE =
  /[0-9０-９]|百分之|翻番|翻倍|[一二两三四五六七八九十百千万]+\s*(?:个|人|次|倍|项|万|亿|余|多|款|家|名|条|年|月|周|天|小时|分钟|秒|篇|场|份|位|套)/u;

const quantified: Check = ({ doc, report }) => {
  forEntries(doc, DESCRIBED, (m, e, i) => {
    if (blank(e.desc) || FIGURE.test(e.desc!)) return;
    report(
      finding(
        'quantified',
        'suggestion',
        '描述里没有数字：用数据说明成果，如“转化率提升 15%”“服务 200 万用户”',
        entryWhere(m, i, 'desc'),
        {
          kind: 'module',
          key: m.key,
          index: i,
          field: 'desc',
        },
      ),
    );
  });
};

const length: Check = ({ doc, level, pages, report }) => {
  const limit = level === 'campus' || level === 'intern' ? 1 : 2;
  if (pages <= limit) return;
  const who = level === 'campus' || level === 'intern' ? '应届生和实习生的简历' : '简历';
  const longest = [...doc.modules].sort((a, b) => textSize(b) - textSize(a))[0];
  report(
    finding(
      'length',
      'warning',
      `预计约 ${pages} 页：${who}建议不超过 ${limit} 页，精简与岗位无关的内容`,
      longest ? moduleTitle(longest) : '全文',
      longest ? { kind: 'module', key: longest.key } : { kind: 'personal', field: 'name' },
    ),
  );
};
const textSize = (m: DocModule) => m.entries.reduce((n, e) => n + Object.values(e).join('').length, 0);

// ---- typesetting --------------------------------------------------------------------------------------------

function proseCheck(
  check: 'punctuation' | 'spacing',
  find: (text: string) => string | null,
  fixText: (text: string) => string,
  message: (sample: string) => string,
  label: string,
): Check {
  return ({ doc, report }) => {
    for (const m of doc.modules) {
      m.entries.forEach((e, i) => {
        for (const field of PROSE_FIELDS[m.style]) {
          const text = e[field] ?? '';
          const sample = text && find(text);
          if (!sample) continue;
          const fixed = fixText(text);
          const fix: Fix | undefined =
            fixed !== text
              ? { label, edits: [{ kind: 'field', key: m.key, index: i, field, value: fixed }] }
              : undefined;
          report(
            finding(
              check,
              'suggestion',
              message(sample),
              entryWhere(m, i, field),
              { kind: 'module', key: m.key, index: i, field },
              fix,
            ),
          );
        }
      });
    }
  };
}

const punctuation = proseCheck(
  'punctuation',
  findHalfPunctuation,
  fixPunctuation,
  (s) => `中文里用了半角标点：“${s}”`,
  '改为全角标点',
);
const spacing = proseCheck(
  'spacing',
  findBadSpacing,
  fixSpacing,
  (s) => `多余的空格：“${s}”（中文之间、中文标点旁不加空格）`,
  '删除多余空格',
);

// ---- entries ------------------------------------------------------------------------------------------------

const skillName: Check = ({ doc, report }) => {
  forEntries(doc, ['skill'], (m, e, i) => {
    if (!blank(e.name) || blank(e.level)) return;
    report(
      finding(
        'skill-name',
        'warning',
        `有一项技能只写了掌握程度“${e.level}”，没有写技能名称`,
        entryWhere(m, i, 'name'),
        { kind: 'module', key: m.key, index: i, field: 'name' },
        { label: '删除这一项', edits: [{ kind: 'remove-entry', key: m.key, index: i }] },
      ),
    );
  });
};

const eduIncomplete: Check = ({ doc, report }) => {
  forEntries(doc, ['edu'], (m, e, i) => {
    if (entryIsBlank(e)) return;
    const missing = (['school', 'major', 'degree'] as const).find((f) => blank(e[f]));
    if (!missing) return;
    report(
      finding('edu-incomplete', 'warning', `教育经历缺少${FIELD_LABEL[missing]}`, entryWhere(m, i, missing), {
        kind: 'module',
        key: m.key,
        index: i,
        field: missing,
      }),
    );
  });
};

/** The field naming the organisation of an entry, where AI placeholders ('某互联网公司') sit. */
const ORG_FIELD: Partial<Record<DocStyle, string>> = { work: 'company', edu: 'school', project: 'name' };

const placeholder: Check = ({ doc, report }) => {
  for (const m of doc.modules) {
    const field = ORG_FIELD[m.style];
    if (!field) continue;
    m.entries.forEach((e, i) => {
      const value = e[field] ?? '';
      if (!isAiPlaceholder(value)) return;
      report(
        finding('placeholder', 'error', `“${value}”是 AI 写的占位名称，请换成真实的名称`, entryWhere(m, i, field), {
          kind: 'module',
          key: m.key,
          index: i,
          field,
        }),
      );
    });
  }
};

const entryEmpty: Check = ({ doc, report }) => {
  for (const m of doc.modules) {
    m.entries.forEach((e, i) => {
      // A module's only entry is the form the user fills in; an empty module is essential-modules' business.
      if (!entryIsBlank(e) || m.entries.length < 2) return;
      report(
        finding(
          'entry-empty',
          'suggestion',
          '空白条目：PDF 里会留下空位',
          entryWhere(m, i),
          { kind: 'module', key: m.key, index: i },
          { label: '删除空白条目', edits: [{ kind: 'remove-entry', key: m.key, index: i }] },
        ),
      );
    });
  }
};

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
