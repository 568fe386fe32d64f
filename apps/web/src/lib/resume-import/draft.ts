// Building blocks of an ImportDraft: values with their sources, an empty personal info, a module of a style.
import type { ModuleStyle } from '@cv/contract';
import { MODULE_ENTRY_FIELDS, type EntryFieldDef } from '@cv/contract/module-fields';
import type { Piece } from './lines';
import type { DraftEntry, DraftPersonal, DraftValue, SourceRef } from './model';

export const dv = (value: string, refs: SourceRef[] = [], unsure?: string): DraftValue =>
  unsure ? { value, refs, unsure } : { value, refs };

/** A piece's text as a value, with its sources. */
export const pieceValue = (p: Piece | undefined, unsure?: string): DraftValue | undefined =>
  p ? dv(p.text, p.refs, unsure) : undefined;
export const joinRefs = (ps: Piece[]): SourceRef[] => ps.flatMap((p) => p.refs);
/** A piece as the editor's option for it (english.ts: B.S. as 本科, Expert as 精通), else as written. */
export const optionValue = (p: Piece | undefined, option: (text: string) => string): DraftValue | undefined =>
  p && option(p.text) ? dv(option(p.text), p.refs) : pieceValue(p);

export function emptyPersonal(): DraftPersonal {
  return {
    name: dv(''),
    wish: dv(''),
    exps: { value: '', refs: [] },
    phone: dv(''),
    email: dv(''),
    birthday: dv(''),
    gender: { value: '', refs: [] },
  };
}

/** The style's entry fields in the contract's order. */
export const fieldsOf = (style: ModuleStyle): readonly EntryFieldDef[] => MODULE_ENTRY_FIELDS[style];

/** An entry with every field of its style ('' where nothing was found), values cut to the contract's limits. */
export function entryOf(style: ModuleStyle, values: Partial<Record<string, DraftValue>>): DraftEntry {
  return Object.fromEntries(
    fieldsOf(style).map((f) => {
      const v = values[f.name] ?? dv('');
      return [f.name, v.value.length > f.max ? { ...v, value: v.value.slice(0, f.max) } : v];
    }),
  );
}

/** A text ref for the first place `value` occurs in `text` at or after `from` (none when it does not occur). */
export function textRef(text: string, value: string, from = 0): SourceRef[] {
  if (!value) return [];
  const at = text.indexOf(value, from);
  return at === -1 ? [] : [{ kind: 'text', start: at, end: at + value.length }];
}
