// What changed between two versions of a resume, field by field (the history panel, issue 36): personal info by
// field, modules matched by key (else by style and name), entries by position and field. Pure.
import type { Personal } from '@cv/contract';
import { GENDERS } from '@cv/contract/labels';
import { MODULE_ENTRY_FIELDS, type EntryFieldDef } from '@cv/contract/module-fields';
import type { EditorModule } from './editor-module';
import type { ResumeContent } from './version-history';

export interface DiffLine {
  /** Where: 个人信息 · 姓名, 工作经历 · 第 1 条 · 公司, 项目经历 (a whole module). */
  where: string;
  /** The value in the version ('' when it had none). */
  then: string;
  /** The value now ('' when there is none). */
  now: string;
}

const PERSONAL_LABELS: [keyof Personal, string][] = [
  ['name', '姓名'],
  ['wish', '求职意向'],
  ['exps', '工作经验'],
  ['phone', '手机'],
  ['email', '邮箱'],
  ['birthday', '出生日期'],
  ['gender', '性别'],
  ['avatar_url', '头像'],
];

const personalValue = (p: Personal | null, field: keyof Personal): string => {
  const value = p?.[field];
  if (field === 'gender') return GENDERS.find((g) => g.value === value)?.label ?? '';
  if (field === 'avatar_url') return value ? '已上传' : '';
  return value === undefined || value === null ? '' : String(value);
};

const moduleTitle = (m: EditorModule) => m.alias || m.name;
const moduleText = (m: EditorModule) =>
  m.entries
    .map((e) =>
      Object.values(e)
        .filter((v) => v.trim())
        .join(' · '),
    )
    .filter(Boolean)
    .join('；');

/** Finds the module of `m` in `list`: the same key, else the same style and title. */
function counterpart(m: EditorModule, list: readonly EditorModule[], taken: Set<EditorModule>) {
  return (
    list.find((x) => !taken.has(x) && x.key === m.key) ??
    list.find((x) => !taken.has(x) && x.style === m.style && moduleTitle(x) === moduleTitle(m))
  );
}

/** The changes from `then` (a version) to `now` (the resume as it is), in the order of the resume. */
export function diffResume(then: ResumeContent, now: ResumeContent): DiffLine[] {
  const lines: DiffLine[] = [];
  for (const [field, label] of PERSONAL_LABELS) {
    const [a, b] = [personalValue(then.personal, field), personalValue(now.personal, field)];
    if (a !== b) lines.push({ where: `个人信息 · ${label}`, then: a, now: b });
  }
  if (then.template !== now.template) lines.push({ where: '模板', then: then.template, now: now.template });
  const taken = new Set<EditorModule>();
  for (const a of then.modules) {
    const b = counterpart(a, now.modules, taken);
    if (!b) {
      lines.push({ where: moduleTitle(a), then: moduleText(a) || '（空模块）', now: '' });
      continue;
    }
    taken.add(b);
    if (moduleTitle(a) !== moduleTitle(b))
      lines.push({ where: `${moduleTitle(b)} · 名称`, then: moduleTitle(a), now: moduleTitle(b) });
    const fields = MODULE_ENTRY_FIELDS[a.style] as readonly EntryFieldDef[];
    const count = Math.max(a.entries.length, b.entries.length);
    for (let i = 0; i < count; i += 1) {
      const [ea, eb] = [a.entries[i], b.entries[i]];
      const head = count > 1 ? `${moduleTitle(b)} · 第 ${i + 1} 条` : moduleTitle(b);
      for (const f of fields) {
        const [va, vb] = [ea?.[f.name] ?? '', eb?.[f.name] ?? ''];
        if (va !== vb) lines.push({ where: `${head} · ${f.label}`, then: va, now: vb });
      }
    }
  }
  for (const b of now.modules) {
    if (!taken.has(b)) lines.push({ where: moduleTitle(b), then: '', now: moduleText(b) || '（空模块）' });
  }
  return lines;
}
