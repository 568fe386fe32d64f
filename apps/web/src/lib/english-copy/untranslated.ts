// What of a resume set in an English edition still reads Chinese: every text field (personal info, module titles,
// entries) whose text has a Han character. Computed each time, never stored: the editor marks such fields 待翻译
// and counts them, and 生成英文版 says how many the new copy has. The PDF sets them as they are.
import { MODULE_STYLE_NAMES } from '@cv/contract/labels';
import { MODULE_ENTRY_FIELDS, type EntryFieldDef } from '@cv/contract/module-fields';
import type { ModuleStyle, Personal } from '@cv/contract';

const HAN = /\p{Script=Han}/u;

/** The text still has to be translated by the user (it has a Han character). */
export const needsTranslation = (text: string | undefined): boolean => !!text && HAN.test(text);

/** The personal info's free-text fields and their labels (the same as the editor's). */
const PERSONAL_TEXT = [
  ['name', '姓名'],
  ['wish', '求职意向'],
  ['phone', '手机'],
  ['email', '邮箱'],
] as const satisfies readonly (readonly [keyof Personal, string])[];

interface ModuleLike {
  name: string;
  alias: string;
  style: ModuleStyle;
  entries: readonly Record<string, string>[];
}

export interface UntranslatedField {
  /** Where, as 历史版本's comparison names places: 工作经历 · 第 1 条 · 公司. */
  where: string;
  text: string;
}

/** Every field of the resume whose text has Han characters, in the editor's order. */
export function untranslatedFields(
  personal: Pick<Personal, (typeof PERSONAL_TEXT)[number][0]> | null,
  modules: readonly ModuleLike[],
): UntranslatedField[] {
  const out: UntranslatedField[] = [];
  for (const [field, label] of PERSONAL_TEXT) {
    const text = personal?.[field] ?? '';
    if (needsTranslation(text)) out.push({ where: `个人信息 · ${label}`, text });
  }
  for (const m of modules) {
    const title = m.alias || m.name;
    const place = needsTranslation(title) ? title : MODULE_STYLE_NAMES[m.style];
    if (needsTranslation(title)) out.push({ where: `${place} · 模块名称`, text: title });
    const fields = MODULE_ENTRY_FIELDS[m.style] as readonly EntryFieldDef[];
    m.entries.forEach((entry, i) => {
      for (const f of fields) {
        const text = entry[f.name] ?? '';
        if (f.kind !== 'month' && needsTranslation(text)) {
          out.push({ where: `${place} · 第 ${i + 1} 条 · ${f.label}`, text });
        }
      }
    });
  }
  return out;
}
