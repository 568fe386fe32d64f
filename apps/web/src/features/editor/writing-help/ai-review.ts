// AI 建议: what an AI generation proposes, as items the user accepts or declines one by one. Built from the modules
// before generation (the snapshot) and the modules the server holds after it; pure, so the panel, the journal and
// the edit that applies a decision read the same items.
import { isAiPlaceholder } from '@cv/contract/labels';
import { MODULE_ENTRY_FIELDS, type EntryFieldDef } from '@cv/contract/module-fields';
import type { EditorModule } from '../lib/editor-module';

export interface ReviewItem {
  /** The proposed module's key. */
  key: string;
  /** 'new': a module of a style the resume lacked; 'changed': AI rewrote a module it had written before. */
  kind: 'new' | 'changed';
  title: string;
  /** The module it replaces (changed), as it was before generation. */
  current: EditorModule | null;
  proposed: EditorModule;
  /** Placeholder names (某互联网公司) in the proposal that the user should replace with real ones. */
  placeholders: string[];
}

const sameContent = (a: EditorModule, b: EditorModule) =>
  a.style === b.style && a.alias === b.alias && JSON.stringify(a.entries) === JSON.stringify(b.entries);

/**
 * The proposals: every module after generation that is not, unchanged, one the resume had. A proposal pairs with
 * the module of its style that generation removed (AI replaces only its own unedited modules).
 */
export function reviewItems(before: readonly EditorModule[], after: readonly EditorModule[]): ReviewItem[] {
  const kept = new Set(after.filter((m) => before.some((b) => b.key === m.key && sameContent(b, m))).map((m) => m.key));
  const removed = before.filter((b) => !after.some((m) => m.key === b.key));
  return after
    .filter((m) => !kept.has(m.key))
    .map((proposed): ReviewItem => {
      const current = removed.find((b) => b.style === proposed.style) ?? null;
      return {
        key: proposed.key,
        kind: current ? 'changed' : 'new',
        title: proposed.alias || proposed.name,
        current,
        proposed,
        placeholders: placeholdersOf(proposed),
      };
    })
    .filter((item) => !item.current || !sameContent(item.current, item.proposed));
}

function placeholdersOf(m: EditorModule): string[] {
  const names = new Set<string>();
  for (const e of m.entries) for (const value of Object.values(e)) if (isAiPlaceholder(value)) names.add(value.trim());
  return [...names];
}

/** A module's content as lines of text, for showing the current and the proposed version side by side. */
export function moduleLines(m: EditorModule): string[] {
  const fields = MODULE_ENTRY_FIELDS[m.style] as readonly EntryFieldDef[];
  return m.entries.flatMap((e) => {
    const head = fields
      .filter((f) => f.role !== 'desc')
      .map((f) => e[f.name]?.trim())
      .filter(Boolean)
      .join(' · ');
    const desc = fields
      .filter((f) => f.role === 'desc')
      .flatMap((f) => (e[f.name] ?? '').split('\n'))
      .filter((l) => l.trim());
    return [head, ...desc].filter(Boolean);
  });
}
