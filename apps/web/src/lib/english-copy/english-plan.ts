// 生成英文版: the plan of a Chinese resume's English version (issue 42). The same content in the English edition of
// the same design and colour, with what has a fixed English word translated through the contract's one table
// (EDITION_WORDS.en): module names, degrees, skill levels. Dates stay 'YYYY-MM' and 工作经验 stays its value (the
// English page writes them as `Sep 2016 – Jun 2020` and `3–5 years`). Free text is never machine-translated: it
// stays as typed, and whatever still has Han characters is marked 待翻译 in the editor (untranslated.ts).
import { EDITION_WORDS, englishTemplateOf } from '@cv/contract/edition-words';
import { readEntries } from '@cv/contract/module-fields';
import type { ModuleStyle } from '@cv/contract';
import type { ImportPlan } from '../resume-io/json-resume';

const en = EDITION_WORDS.en;

/** Entry fields with a fixed English word, by style: the value's translation (else the value as typed). */
const FIXED_WORDS: Partial<Record<ModuleStyle, Record<string, (v: string) => string>>> = {
  edu: { degree: en.degree },
  skill: { level: en.level },
};

function translateContent(style: ModuleStyle, content: string): string {
  const fixed = FIXED_WORDS[style];
  if (!fixed) return content;
  const entries = readEntries(style, content).map((entry: Record<string, string>) => {
    const out = { ...entry };
    for (const [field, word] of Object.entries(fixed)) {
      const value = (out[field] ?? '').trim();
      if (value) out[field] = word(value);
    }
    return out;
  });
  return JSON.stringify(entries);
}

/** The English version's plan, or null when the resume is not in a Chinese design (nothing to make). */
export function englishPlanOf(plan: ImportPlan): ImportPlan | null {
  const template = plan.template ? englishTemplateOf(plan.template) : null;
  if (!template) return null;
  return {
    template,
    personal: { ...plan.personal },
    modules: plan.modules.map((m) => ({
      ...m,
      name: en.section(m.name),
      alias: m.alias && en.section(m.alias),
      content: translateContent(m.style, m.content),
    })),
    dropped: [],
  };
}
