// 导入简历 into the resume open in the editor (issue 41): the reviewed plan replaces its content or is added to it.
// The resume as it was is kept first in 历史版本 (导入前), and the change is one 撤销 step going out through the save
// queue like any edit (versionRestored: modules with keys this editor does not know are created, those gone deleted).
import type { Personal } from '@cv/contract';
import { MODULE_LIMIT } from '@cv/contract/constants';
import { readEntries } from '@cv/contract/module-fields';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ImportMode } from '@/lib/import-handoff';
import type { RootState } from '@/lib/root-reducer';
import type { ImportPlan } from '@/lib/resume-io/json-resume';
import { snapshotNow } from './history-actions';
import type { EditorModule } from '../lib/editor-module';
import { selectEditor, versionRestored } from './editor-slice';

type Thunk<R> = ThunkAction<R, RootState, unknown, UnknownAction>;

/** The content after the import: the plan's (replace) or the resume's with the plan's added (merge). */
export function importedContent(
  current: { personal: Personal; modules: EditorModule[] },
  plan: ImportPlan,
  mode: ImportMode,
  stamp = Date.now().toString(36),
): { personal: Personal; modules: EditorModule[]; dropped: string[] } {
  // 替换 takes over the resume's modules in order (their keys: module/save updates them, style included) and makes
  // only the extra ones, so the resume never holds more than 8 on the server while the queue sends.
  const incoming: EditorModule[] = plan.modules.map((m, i) => ({
    key: (mode === 'replace' ? current.modules[i]?.key : undefined) ?? `import-${stamp}-${i}`,
    name: m.name,
    alias: m.alias,
    style: m.style,
    sort: m.sort,
    custom: m.custom,
    entries: readEntries(m.style, m.content),
  }));
  const p = plan.personal;
  const cur = current.personal;
  const personal: Personal =
    mode === 'replace'
      ? { ...p, cid: cur.cid, avatar: p.avatar || cur.avatar, avatar_url: p.avatar_url || cur.avatar_url }
      : {
          ...cur,
          name: cur.name || p.name,
          wish: cur.wish || p.wish,
          exps: cur.exps || p.exps,
          phone: cur.phone || p.phone,
          email: cur.email || p.email,
          birthday: cur.birthday || p.birthday,
          gender: cur.gender || p.gender,
        };
  const all = mode === 'replace' ? incoming : [...current.modules, ...incoming];
  const modules = all.slice(0, MODULE_LIMIT).map((m, i) => ({ ...m, sort: i + 1 }));
  return { personal, modules, dropped: [...all.slice(MODULE_LIMIT).map((m) => m.name), ...plan.dropped] };
}

/** Applies a reviewed import to the open resume; answers the names of modules left out by the limit, or null. */
export function applyImport(plan: ImportPlan, mode: ImportMode): Thunk<Promise<string[] | null>> {
  return async (dispatch, getState) => {
    const editor = selectEditor(getState());
    if (!editor.personal || editor.status !== 'ready') return null;
    await dispatch(snapshotNow('import-before'));
    const next = importedContent({ personal: editor.personal, modules: editor.modules }, plan, mode);
    dispatch(versionRestored({ personal: next.personal, modules: next.modules }));
    return next.dropped;
  };
}
