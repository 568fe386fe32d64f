// 简历诊断, form: length in pages for the level, half-width punctuation and stray spaces in Chinese text
// (docs/diagnosis.md, checks 16-18).
import { findBadSpacing, findHalfPunctuation, fixPunctuation, fixSpacing } from '../chinese-text';
import { moduleTitle, type DocModule } from '../resume-doc';
import { entryWhere, finding, PROSE_FIELDS, type Check } from './check-kit';
import type { Fix } from './types';

export const length: Check = ({ doc, level, pages, report }) => {
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

export const punctuation = proseCheck(
  'punctuation',
  findHalfPunctuation,
  fixPunctuation,
  (s) => `中文里用了半角标点：“${s}”`,
  '改为全角标点',
);
export const spacing = proseCheck(
  'spacing',
  findBadSpacing,
  fixSpacing,
  (s) => `多余的空格：“${s}”（中文之间、中文标点旁不加空格）`,
  '删除多余空格',
);
