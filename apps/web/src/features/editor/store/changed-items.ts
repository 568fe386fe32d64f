// Which save-queue items an edit touches: compares the document before and after it.
import type { EditorModule } from '../lib/editor-module';
import type { EditorState } from './editor-state';
import { PERSONAL } from './save-queue-slice';

const sameEntries = (a: EditorModule, b: EditorModule) =>
  a.entries === b.entries || JSON.stringify(a.entries) === JSON.stringify(b.entries);
const sameBesidesSort = (a: EditorModule, b: EditorModule) =>
  a.name === b.name && a.alias === b.alias && a.style === b.style && a.custom === b.custom && sameEntries(a, b);

/** The items whose server copy differs after an edit: personal info, changed or new modules, removed modules. */
export function changedItems(before: EditorState, after: EditorState): string[] {
  const keys: string[] = [];
  if (before.personal !== after.personal && JSON.stringify(before.personal) !== JSON.stringify(after.personal)) {
    keys.push(PERSONAL);
  }
  const old = new Map(before.modules.map((m) => [m.key, m]));
  for (const m of after.modules) {
    const o = old.get(m.key);
    if (o === m) continue;
    if (o && sameBesidesSort(o, m)) {
      // SPEC 5: when modules are reordered, a module with sort 1 is not saved.
      if (o.sort === m.sort || m.sort === 1) continue;
    }
    keys.push(m.key);
  }
  const now = new Set(after.modules.map((m) => m.key));
  for (const o of before.modules) if (!now.has(o.key)) keys.push(o.key);
  return keys;
}
