// The review's edits of an ImportDraft (issue 41), as pure functions: each answers a new draft. Editing a value
// clears its 待确认 mark (the user has looked at it); re-typing a module carries each entry's values over by the role
// of their field (title, subtitle, dates, description); the 未归类 tray's items go into a module as a new entry or
// at the end of a field, or are discarded.
import type { ModuleStyle } from '@cv/contract';
import { MODULE_STYLE_NAMES } from '@cv/contract/labels';
import { fieldsOf } from '@/lib/resume-import/draft';
import type { DraftEntry, DraftModule, DraftPersonal, DraftValue, ImportDraft } from '@/lib/resume-import/model';

const blank = (): DraftValue => ({ value: '', refs: [] });

/** An entry with exactly its style's fields (missing ones empty), in the contract's order. */
function fullEntry(style: ModuleStyle, entry: DraftEntry): DraftEntry {
  return Object.fromEntries(fieldsOf(style).map((f) => [f.name, entry[f.name] ?? blank()]));
}

/** The draft as the review edits it: every entry with its style's fields. */
export function normalizeDraft(draft: ImportDraft): ImportDraft {
  return {
    ...draft,
    modules: draft.modules.map((m) => ({ ...m, entries: m.entries.map((e) => fullEntry(m.style, e)) })),
  };
}

const edited = (v: DraftValue, value: string): DraftValue => ({ value, refs: v.refs });

export function setPersonal<K extends keyof DraftPersonal>(
  draft: ImportDraft,
  key: K,
  value: DraftPersonal[K]['value'],
): ImportDraft {
  const next = { ...edited(draft.personal[key], value) } as DraftPersonal[K];
  return { ...draft, personal: { ...draft.personal, [key]: next } };
}

function withModule(draft: ImportDraft, index: number, change: (m: DraftModule) => DraftModule | null): ImportDraft {
  const modules = draft.modules.flatMap((m, i) => {
    if (i !== index) return [m];
    const changed = change(m);
    return changed ? [changed] : [];
  });
  return { ...draft, modules };
}

export const setModuleName = (draft: ImportDraft, index: number, name: string) =>
  withModule(draft, index, (m) => ({ ...m, name: edited(m.name, name) }));

export function setEntryField(draft: ImportDraft, module: number, entry: number, field: string, value: string) {
  return withModule(draft, module, (m) => ({
    ...m,
    entries: m.entries.map((e, i) => (i === entry ? { ...e, [field]: edited(e[field] ?? blank(), value) } : e)),
  }));
}

export const addEntry = (draft: ImportDraft, module: number) =>
  withModule(draft, module, (m) => ({ ...m, entries: [...m.entries, fullEntry(m.style, {})] }));

export const removeEntry = (draft: ImportDraft, module: number, entry: number) =>
  withModule(draft, module, (m) => ({ ...m, entries: m.entries.filter((_, i) => i !== entry) }));

export const removeModule = (draft: ImportDraft, module: number) => withModule(draft, module, () => null);

/** A new empty module of `style` at the end, named as the style. */
export function addModule(draft: ImportDraft, style: ModuleStyle): ImportDraft {
  const module: DraftModule = {
    name: { value: MODULE_STYLE_NAMES[style], refs: [] },
    style,
    custom: style === 'custom' ? 1 : 0,
    entries: [],
  };
  return { ...draft, modules: [...draft.modules, module] };
}

const joinValues = (a: DraftValue, b: DraftValue): DraftValue => ({
  value: [a.value, b.value].filter(Boolean).join('\n'),
  refs: [...a.refs, ...b.refs],
});

/**
 * One entry as an entry of another style: each target field takes the value of the first source field with the same
 * role (title, subtitle, start, end, date, level, desc); what finds no place is kept at the end of the description
 * (or of the title where the style has none), so re-typing loses no text.
 */
function retypeEntry(from: ModuleStyle, to: ModuleStyle, entry: DraftEntry): DraftEntry {
  const source = fieldsOf(from).filter((f) => (entry[f.name]?.value ?? '') !== '');
  const used = new Set<string>();
  const target: DraftEntry = {};
  for (const f of fieldsOf(to)) {
    const match = source.find((s) => !used.has(s.name) && s.role === f.role);
    if (match) used.add(match.name);
    target[f.name] = match ? entry[match.name]! : blank();
  }
  const left = source.filter((s) => !used.has(s.name)).map((s) => entry[s.name]!);
  const sink = fieldsOf(to).find((f) => f.role === 'desc') ?? fieldsOf(to).find((f) => f.role === 'title');
  if (sink) for (const v of left) target[sink.name] = joinValues(target[sink.name]!, v);
  return target;
}

/** Re-types a module (its name follows when it was the old style's default name). */
export function retypeModule(draft: ImportDraft, index: number, style: ModuleStyle): ImportDraft {
  return withModule(draft, index, (m) => ({
    ...m,
    style,
    custom: style === 'custom' ? 1 : m.custom,
    name: m.name.value === MODULE_STYLE_NAMES[m.style] ? { ...m.name, value: MODULE_STYLE_NAMES[style] } : m.name,
    entries: m.entries.map((e) => retypeEntry(m.style, style, e)),
  }));
}

/** Where a tray item goes: a new entry of a module (its main text field), or the end of one field of an entry. */
export type TrayDestination =
  { kind: 'new-entry'; module: number } | { kind: 'append'; module: number; entry: number; field: string };

/** The field a new entry made from loose text fills: the description, else the title. */
function mainField(style: ModuleStyle): string {
  const fields = fieldsOf(style);
  return (fields.find((f) => f.role === 'desc') ?? fields[0]!).name;
}

export function moveTrayItem(draft: ImportDraft, id: string, to: TrayDestination): ImportDraft {
  const item = draft.tray.find((t) => t.id === id);
  if (!item) return draft;
  const value: DraftValue = { value: item.text, refs: item.refs };
  const tray = draft.tray.filter((t) => t.id !== id);
  const moved = withModule(draft, to.module, (m) => {
    if (to.kind === 'new-entry') {
      return { ...m, entries: [...m.entries, fullEntry(m.style, { [mainField(m.style)]: value })] };
    }
    return {
      ...m,
      entries: m.entries.map((e, i) =>
        i === to.entry ? { ...e, [to.field]: joinValues(e[to.field] ?? blank(), value) } : e,
      ),
    };
  });
  return { ...moved, tray };
}

export const discardTrayItem = (draft: ImportDraft, id: string): ImportDraft => ({
  ...draft,
  tray: draft.tray.filter((t) => t.id !== id),
});

/** Every value of the draft that is marked 待确认 (for the count above the form). */
export function unsureCount(draft: ImportDraft): number {
  const values: DraftValue[] = [
    ...Object.values(draft.personal),
    ...draft.modules.flatMap((m) => [m.name, ...m.entries.flatMap((e) => Object.values(e))]),
  ];
  return values.filter((v) => v.unsure).length;
}
