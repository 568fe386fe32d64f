// The reviewed draft as an ImportPlan (lib/resume-io's shape for creating a resume: cv/new, personal/save,
// module/save), clipped to the contract's limits so the server takes every value: texts to their maximum length,
// months to YYYY-MM or empty, at most MODULE_LIMIT modules (the rest named in `dropped`). A JSON file of our own
// export also carries what a draft has no place for (aliases, avatar, the exact birthday): `base`, the plan
// lib/resume-io reads from the same file, lends those by module position while the style is the same, and is taken
// whole when the user changed nothing.
import type { ExpsLevel } from '@cv/contract';
import { EXPS_LEVELS, MODULE_LIMIT } from '@cv/contract/constants';
import { MODULE_NAME_MAX, PERSONAL_FIELD_MAX } from '@cv/contract/module-fields';
import type { ImportPlan, PlannedModule } from '@/lib/resume-io/json-resume';
import { fieldsOf } from '@/lib/resume-import/draft';
import type { ImportDraft } from '@/lib/resume-import/model';

/** A month as the contract stores it (YearMonth): YYYY-MM. */
export const isMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
const clip = (text: string, max: number) => [...text.trim()].slice(0, max).join('');

/** The draft's 男/女 as Personal.gender (0 未填, 1 男, 2 女). */
const genderOf = (g: string): 0 | 1 | 2 => (g === '男' ? 1 : g === '女' ? 2 : 0);

export function planFromDraft(draft: ImportDraft, base: ImportPlan | null = null, changed = true): ImportPlan {
  if (base && !changed) return base;
  const p = draft.personal;
  const birthMonth = isMonth(p.birthday.value) ? p.birthday.value : '';
  const basePersonal = base?.personal;
  const personal: ImportPlan['personal'] = {
    name: clip(p.name.value, PERSONAL_FIELD_MAX.name),
    wish: clip(p.wish.value, PERSONAL_FIELD_MAX.wish),
    exps: (EXPS_LEVELS as readonly string[]).includes(p.exps.value) ? (p.exps.value as ExpsLevel) : '',
    phone: clip(p.phone.value, PERSONAL_FIELD_MAX.phone),
    email: clip(p.email.value, PERSONAL_FIELD_MAX.email),
    birthday: !birthMonth
      ? ''
      : basePersonal?.birthday.startsWith(birthMonth)
        ? basePersonal.birthday
        : `${birthMonth}-01`,
    gender: genderOf(p.gender.value),
    avatar: basePersonal?.avatar ?? '',
    avatar_url: basePersonal?.avatar_url ?? '',
  };
  const planned: PlannedModule[] = draft.modules.map((m, i) => {
    const like = base?.modules[i]?.style === m.style ? base.modules[i] : undefined;
    const name = clip(m.name.value, MODULE_NAME_MAX) || clip(like?.name ?? '', MODULE_NAME_MAX);
    const entries = m.entries
      .map((e) =>
        Object.fromEntries(
          fieldsOf(m.style).map((f) => {
            const value = e[f.name]?.value ?? '';
            return [f.name, f.kind === 'month' ? (isMonth(value) ? value : '') : clip(value, f.max)];
          }),
        ),
      )
      .filter((e) => Object.values(e).some(Boolean));
    return {
      name: name || '未命名模块',
      alias: like && like.name === name ? like.alias : name || '未命名模块',
      style: m.style,
      sort: i + 1,
      custom: m.style === 'custom' ? 1 : m.custom,
      content: JSON.stringify(entries),
    };
  });
  return {
    template: draft.template ?? base?.template ?? null,
    personal,
    modules: planned.slice(0, MODULE_LIMIT),
    dropped: planned.slice(MODULE_LIMIT).map((m) => m.name),
  };
}
