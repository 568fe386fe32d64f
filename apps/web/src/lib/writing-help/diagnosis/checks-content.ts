// 简历诊断, content: essential modules per level, empty and repeated descriptions, figures, skills without names,
// incomplete education, AI placeholders, blank entries (docs/diagnosis.md, checks 6, 13-15, 19-22).
import { isAiPlaceholder, MODULE_STYLE_NAMES } from '@cv/contract/labels';
import { moduleTitle, type DocStyle } from '../resume-doc';
import {
  blank,
  DESCRIBED,
  entryIsBlank,
  entryWhere,
  FIELD_LABEL,
  finding,
  forEntries,
  hasContent,
  type Check,
} from './check-kit';
import { FIGURE_EXAMPLE, hasFigure, saysNothing, sentenceKey, sentencesOf } from './prose';
import type { Fix, Level, Severity } from './types';

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
const LEVEL_NAME: Record<Level, string> = { campus: '校招', intern: '实习', experienced: '社招', unknown: '' };

export const essentialModules: Check = ({ doc, level, report }) => {
  for (const need of NEEDS[level]) {
    if (need.styles.some((s) => hasContent(doc, s))) continue;
    const names = need.styles.map((s) => MODULE_STYLE_NAMES[s]).join('或');
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
      const fix: Fix = { label: `添加${MODULE_STYLE_NAMES[style]}`, edits: [{ kind: 'add-module', style }] };
      report(finding('essential-modules', need.severity, message, names, { kind: 'personal', field: 'exps' }, fix));
    }
  }
};

export const descEmpty: Check = ({ doc, report }) => {
  forEntries(doc, DESCRIBED, (m, e, i) => {
    // A description of list markers only ('1. ') says nothing either.
    if (entryIsBlank(e) || !saysNothing(e.desc)) return;
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

const MIN_REPEAT = 10;

/** A sentence said twice, on two lines, in one line or in two entries (Chinese or English). */
export const descDuplicate: Check = ({ doc, report }) => {
  const seen = new Map<string, string>();
  const styles: DocStyle[] = ['edu', 'work', 'project', 'custom', 'summary'];
  forEntries(doc, styles, (m, e, i) => {
    const field = m.style === 'summary' ? 'text' : 'desc';
    const reported = new Set<string>();
    for (const sentence of sentencesOf(e[field] ?? '')) {
      const key = sentenceKey(sentence);
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
        finding('desc-duplicate', 'warning', `“${sentence.slice(0, 20)}…”与${where}重复`, entryWhere(m, i, field), {
          kind: 'module',
          key: m.key,
          index: i,
          field,
        }),
      );
    }
  });
};

export const quantified: Check = ({ doc, lang, report }) => {
  forEntries(doc, DESCRIBED, (m, e, i) => {
    if (saysNothing(e.desc) || hasFigure(e.desc!)) return;
    report(
      finding(
        'quantified',
        'suggestion',
        `描述里没有数字：用数据说明成果，${FIGURE_EXAMPLE[lang]}`,
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

export const skillName: Check = ({ doc, report }) => {
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

export const eduIncomplete: Check = ({ doc, report }) => {
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

export const placeholder: Check = ({ doc, report }) => {
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

export const entryEmpty: Check = ({ doc, report }) => {
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
