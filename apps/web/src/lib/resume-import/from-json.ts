// A JSON Resume file (ours with x-cv, or another tool's) as a draft: the existing import (resume-io/json-resume.ts)
// reads it, and each of its values becomes a draft value pointing at where it stands in the file's text.
import type { ExpsLevel, ModuleStyle } from '@cv/contract';
import { MODULE_STYLE_NAMES } from '@cv/contract/labels';
import { readEntries } from '@cv/contract/module-fields';
import { fromJsonResume } from '../resume-io/json-resume';
import { dv, emptyPersonal, entryOf, textRef } from './draft';
import { importTemplate } from './english';
import type { DraftModule, ImportDraft, ImportOutcome } from './model';
import { refusal } from './refusals';

/** Where a value stands in the JSON text: as written (JSON-escaped), else nowhere. */
const refIn = (text: string, value: string) => textRef(text, JSON.stringify(value).slice(1, -1));

export function draftFromJson(text: string, fileName: string): ImportOutcome {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, refusal: refusal('damaged') };
  }
  const read = fromJsonResume(parsed);
  if ('error' in read) return { ok: false, refusal: { reason: 'unsupported', message: `${read.error}。` } };
  const { plan } = read;
  const v = (value: string) => dv(value, refIn(text, value));
  const p = plan.personal;
  const personal = emptyPersonal();
  personal.name = v(p.name);
  personal.wish = v(p.wish);
  personal.phone = v(p.phone);
  personal.email = v(p.email);
  personal.exps = { ...v(p.exps), value: p.exps as ExpsLevel | '' };
  personal.birthday = v(p.birthday.slice(0, 7));
  personal.gender = { value: p.gender === 1 ? '男' : p.gender === 2 ? '女' : '', refs: [] };
  const modules: DraftModule[] = plan.modules.map((m) => {
    const style = m.style as ModuleStyle;
    const name = m.alias || m.name || MODULE_STYLE_NAMES[style];
    return {
      name: v(name),
      style,
      custom: m.custom === 1 ? 1 : 0,
      entries: readEntries(style, m.content).map((e) =>
        entryOf(style, Object.fromEntries(Object.entries(e).map(([k, s]) => [k, v(s)]))),
      ),
    };
  });
  // Another tool's file names no template: an English resume gets the English edition (told by its values, not keys).
  const written = [...Object.values(personal), ...modules.flatMap((m) => m.entries.flatMap((e) => Object.values(e)))];
  const draft: ImportDraft = {
    source: 'json',
    fileName,
    template: importTemplate(written.map((w) => w.value).join('\n'), plan.template),
    personal,
    modules,
    tray: plan.dropped.map((title, i) => ({ id: `dropped-${i}`, text: title, refs: refIn(text, title) })),
    original: { kind: 'text', text },
    timings: {},
    stats: { text, unaccounted: 0 },
  };
  return { ok: true, draft, base: plan };
}
