// The harness's scorer: a draft against the truth it was made from. Personal fields exact, modules found (by
// style), entry counts exact, entry fields exact (whitespace aside), description characters F1, characters neither
// placed nor in the tray (the importer's own count, and accounted.ts's recount from another reader), values not in
// the file.
import type { ModuleStyle } from '@cv/contract';
import { langOfTemplate } from '@cv/contract/edition-words';
import { DEGREES, SKILL_LEVELS } from '@cv/contract/module-fields';
import type { DraftValue, ImportDraft } from '../../src/lib/resume-import/model';
import type { Persona } from './corpus/personas';

export interface Score {
  personal: [number, number];
  modules: [number, number];
  counts: [number, number];
  fields: [number, number];
  desc: { tp: number; fp: number; fn: number };
  unaccounted: number;
  /** The same, counted by accounted.ts from another reader's text (PDF and Word files only). */
  recount: number;
  notInFile: number;
  misses: string[];
}

export const emptyScore = (): Score => ({
  personal: [0, 0],
  modules: [0, 0],
  counts: [0, 0],
  fields: [0, 0],
  desc: { tp: 0, fp: 0, fn: 0 },
  unaccounted: 0,
  recount: 0,
  notInFile: 0,
  misses: [],
});

const norm = (s: string) => s.replace(/[\s\u3000]/g, '');
/** Description characters: no whitespace, no list markers. */
const descChars = (s: string) =>
  norm(
    s
      .split('\n')
      .map((l) => l.replace(/^\s*([-•·*●▪◆■]|\d{1,2}[.、)）])\s*/, ''))
      .join(''),
  );
const DESC = new Set(['desc', 'text']);
const OPTIONS = [...DEGREES, ...SKILL_LEVELS];

/** An English description's words (a word run into the next, `theredesign`, misses both). */
const descWords = (s: string) =>
  s
    .split('\n')
    .map((l) => l.replace(/^\s*([-•·*●▪◆■]|\d{1,2}[.、)）])\s*/, ''))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean);

/** F1 over a description's characters (Chinese) or words (English). */
function charF1(
  truth: string,
  got: string,
  into: Score['desc'],
  units: (s: string) => Iterable<string> & { length: number } = descChars,
) {
  const count = new Map<string, number>();
  for (const c of units(truth)) count.set(c, (count.get(c) ?? 0) + 1);
  let tp = 0;
  const g = units(got);
  for (const c of g) {
    const n = count.get(c) ?? 0;
    if (n > 0) {
      tp++;
      count.set(c, n - 1);
    }
  }
  into.tp += tp;
  into.fp += g.length - tp;
  into.fn += units(truth).length - tp;
}

function inFile(field: string, v: DraftValue, file: string, source: string): boolean {
  if (!v.value) return true;
  if (/^(start|end|date|birthday)$/.test(field)) return file.includes(v.value.slice(0, 4));
  // An English degree or level is read as the editor's option (B.S. as 本科, Expert as 精通).
  if (field === 'degree' || field === 'level')
    return (OPTIONS as string[]).includes(v.value) || norm(file).includes(norm(v.value));
  if (field === 'exps')
    return !!v.unsure || norm(file).includes(norm(v.value)) || (v.value === '应届' && file.includes('应届'));
  // JSON keeps the gender as our code (x-cv), not as text.
  if (field === 'gender') return file.includes(v.value) || source === 'json';
  const flat = norm(file);
  return v.value
    .split('\n')
    .every((l) => flat.includes(norm(l.replace(/^- /, ''))) || l.split(' ').every((w) => flat.includes(norm(w))));
}

export function score(truth: Persona, d: ImportDraft, s: Score = emptyScore(), hidden: string[] = []): Score {
  const file = d.stats?.text ?? '';
  // English text keeps its spaces: fields compare with whitespace collapsed, descriptions by words.
  const en = truth.lang === 'en';
  const same = (a: string, b: string) =>
    en ? a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim() : norm(a) === norm(b);
  const f1Of = (t: string, g: string) => charF1(t, g, s.desc, en ? descWords : descChars);
  // The edition the importer picked: an English resume gets an English one, a Chinese resume never does.
  s.personal[1]++;
  if (langOfTemplate(d.template) === (truth.lang ?? 'zh')) s.personal[0]++;
  else s.misses.push(`edition: want ${truth.lang ?? 'zh'} got ${d.template ?? 'none'}`);
  const tp = truth.personal;
  const want: Record<string, string> = {
    name: tp.name,
    wish: tp.wish,
    exps: tp.exps,
    phone: tp.phone,
    email: tp.email,
    birthday: tp.birthday.slice(0, 7),
    gender: tp.gender === 1 ? '男' : tp.gender === 2 ? '女' : '',
  };
  for (const [k, v] of Object.entries(want)) {
    if (!v || hidden.includes(k)) continue;
    s.personal[1]++;
    const got = (d.personal as unknown as Record<string, DraftValue>)[k]!.value;
    if (same(got, v)) s.personal[0]++;
    else s.misses.push(`personal.${k}: want ${v} got ${got}`);
  }
  const used = new Set<number>();
  for (const m of truth.modules) {
    s.modules[1]++;
    const i = d.modules.findIndex((x, j) => !used.has(j) && x.style === m.style);
    if (i === -1) {
      s.misses.push(`module ${m.name} (${m.style}) not found`);
      s.counts[1]++;
      for (const e of m.entries)
        for (const [f, v] of Object.entries(e))
          if (DESC.has(f)) f1Of(v, '');
          else if (v) s.fields[1]++;
      continue;
    }
    used.add(i);
    s.modules[0]++;
    const got = d.modules[i]!;
    s.counts[1]++;
    if (got.entries.length === m.entries.length) s.counts[0]++;
    else s.misses.push(`${m.name}: ${got.entries.length} entries, want ${m.entries.length}`);
    for (const [k, e] of m.entries.entries()) {
      const g = got.entries[k];
      for (const [f, v] of Object.entries(e)) {
        const have = g?.[f]?.value ?? '';
        if (DESC.has(f)) f1Of(v, have);
        else if (v || have) {
          s.fields[1]++;
          if (same(have, v)) s.fields[0]++;
          else s.misses.push(`${m.name}[${k}].${f}: want ${v} got ${have}`);
        }
      }
    }
  }
  const values = [
    ...Object.entries(d.personal),
    ...d.modules.flatMap((m) => m.entries.flatMap((e) => Object.entries(e))),
  ];
  for (const [k, v] of values) {
    if (inFile(k, v, file, d.source)) continue;
    s.notInFile++;
    s.misses.push(`not in file: ${k}=${v.value}`);
  }
  s.unaccounted += d.stats?.unaccounted ?? 0;
  return s;
}

export function add(a: Score, b: Score): Score {
  const pair = (x: [number, number], y: [number, number]): [number, number] => [x[0] + y[0], x[1] + y[1]];
  return {
    personal: pair(a.personal, b.personal),
    modules: pair(a.modules, b.modules),
    counts: pair(a.counts, b.counts),
    fields: pair(a.fields, b.fields),
    desc: { tp: a.desc.tp + b.desc.tp, fp: a.desc.fp + b.desc.fp, fn: a.desc.fn + b.desc.fn },
    unaccounted: a.unaccounted + b.unaccounted,
    recount: a.recount + b.recount,
    notInFile: a.notInFile + b.notInFile,
    misses: [...a.misses, ...b.misses],
  };
}

const pct = ([a, b]: [number, number]) => (b ? `${((a / b) * 100).toFixed(1)}%` : '—');
export function f1(d: Score['desc']): number {
  const p = d.tp / Math.max(1, d.tp + d.fp);
  const r = d.tp / Math.max(1, d.tp + d.fn);
  return p + r ? (2 * p * r) / (p + r) : 0;
}

export const HEADER = [
  '',
  'files',
  'personal',
  'modules',
  'counts',
  'fields',
  'desc F1',
  'unacc.',
  'recount',
  'not in file',
  'ms/file',
];
export function row(label: string, files: number, s: Score, ms: number): string[] {
  return [
    label,
    String(files),
    pct(s.personal),
    pct(s.modules),
    pct(s.counts),
    pct(s.fields),
    f1(s.desc).toFixed(3),
    String(s.unaccounted),
    String(s.recount),
    String(s.notInFile),
    ms.toFixed(0),
  ];
}
export function table(rows: string[][]): string {
  const w = HEADER.map((_, i) => Math.max(...[HEADER, ...rows].map((r) => [...(r[i] ?? '')].length)));
  return [HEADER, ...rows].map((r) => r.map((c, i) => (i ? c.padStart(w[i]!) : c.padEnd(w[i]!))).join('  ')).join('\n');
}
export type { ModuleStyle };
