// A resume as a JSON Resume file (jsonresume.org schema 1.0) and back. The standard sections carry what they can
// (basics, work, education, projects, skills, awards); everything else of ours (module names, aliases, order, the
// education descriptions, summary and custom modules, template, avatar, experience, birthday, gender) goes under
// the namespaced key "x-cv", so an export imports back to the same resume. A file from another tool (no "x-cv")
// maps its sections onto our module styles, clipped to the contract's limits, at most 8 modules.
import type { FullResume, ModuleStyle, Personal } from '@cv/contract';
import { EXPS_LEVELS, MODULE_LIMIT } from '@cv/contract/constants';
import { MODULE_STYLE_NAMES } from '@cv/contract/labels';
import {
  entryFieldMax,
  MODULE_ENTRY_FIELDS,
  MODULE_NAME_MAX,
  PERSONAL_FIELD_MAX,
  readEntries,
  type EntryFieldDef,
} from '@cv/contract/module-fields';

type Entry = Record<string, string>;

/** The namespaced key of our own fields. */
export const X_CV = 'x-cv';
export const JSON_RESUME_SCHEMA = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

interface XcvModule {
  style: ModuleStyle;
  name: string;
  alias: string;
  sort: number;
  custom: number;
  /** How many entries of the style's standard section belong to this module (work, education, ...). */
  count?: number;
  /** Entries kept whole (summary, custom), or per-entry fields the section has no place for (education desc). */
  entries?: Entry[];
}

interface Xcv {
  format: 1;
  template: string;
  personal: Pick<Personal, 'exps' | 'birthday' | 'gender' | 'avatar' | 'avatar_url'>;
  modules: XcvModule[];
}

/** A module to create on import (module/save fields without cid and id). */
export interface PlannedModule {
  name: string;
  alias: string;
  style: ModuleStyle;
  sort: number;
  custom: number;
  content: string;
}

export interface ImportPlan {
  template: string | null;
  personal: Omit<Personal, 'cid'>;
  modules: PlannedModule[];
  /** Titles of sections left out by the 8-module limit. */
  dropped: string[];
}

// ---- export -------------------------------------------------------------------------------------------------

/** Each style's entry fields in the contract's order (the server keeps content in exactly this form). */
const ENTRY_FIELDS: Record<ModuleStyle, readonly string[]> = Object.fromEntries(
  Object.entries(MODULE_ENTRY_FIELDS).map(([style, fields]) => [style, fields.map((f: { name: string }) => f.name)]),
) as Record<string, readonly string[]>;

/** 'YYYY-MM' as a JSON Resume date; empty stays absent (the schema's pattern has no empty date). */
const dates = (start: string | undefined, end: string | undefined) => ({
  ...(start ? { startDate: start } : {}),
  ...(end ? { endDate: end } : {}),
});

export function toJsonResume(resume: FullResume, now = new Date()): Record<string, unknown> {
  const p = resume.personal;
  const modules = [...resume.modules].sort((a, b) => a.sort - b.sort);
  const work: unknown[] = [];
  const education: unknown[] = [];
  const projects: unknown[] = [];
  const skills: unknown[] = [];
  const awards: unknown[] = [];
  const summaries: string[] = [];
  const xModules: XcvModule[] = [];

  for (const m of modules) {
    const style = m.style as ModuleStyle;
    const entries: Entry[] = readEntries(style, m.content);
    const base: XcvModule = { style, name: m.name, alias: m.alias, sort: m.sort, custom: m.custom };
    switch (style) {
      case 'work':
        for (const e of entries) {
          work.push({ name: e.company, position: e.title, ...dates(e.start, e.end), summary: e.desc });
        }
        xModules.push({ ...base, count: entries.length });
        break;
      case 'edu':
        for (const e of entries) {
          education.push({ institution: e.school, area: e.major, studyType: e.degree, ...dates(e.start, e.end) });
        }
        xModules.push({ ...base, count: entries.length, entries: entries.map((e) => ({ desc: e.desc ?? '' })) });
        break;
      case 'project':
        for (const e of entries) {
          projects.push({ name: e.name, roles: e.role ? [e.role] : [], ...dates(e.start, e.end), description: e.desc });
        }
        xModules.push({ ...base, count: entries.length });
        break;
      case 'skill':
        for (const e of entries) skills.push({ name: e.name, level: e.level });
        xModules.push({ ...base, count: entries.length });
        break;
      case 'honor':
        for (const e of entries) awards.push({ title: e.name, ...(e.date ? { date: e.date } : {}) });
        xModules.push({ ...base, count: entries.length });
        break;
      case 'summary':
        summaries.push(...entries.map((e) => e.text ?? '').filter(Boolean));
        xModules.push({ ...base, entries });
        break;
      default:
        xModules.push({ ...base, entries });
    }
  }

  const xcv: Xcv = {
    format: 1,
    template: resume.template,
    personal: { exps: p.exps, birthday: p.birthday, gender: p.gender, avatar: p.avatar, avatar_url: p.avatar_url },
    modules: xModules,
  };
  return {
    $schema: JSON_RESUME_SCHEMA,
    basics: {
      name: p.name,
      label: p.wish,
      ...(p.avatar_url ? { image: p.avatar_url } : {}),
      ...(p.email ? { email: p.email } : {}),
      phone: p.phone,
      summary: summaries.join('\n\n'),
    },
    work,
    education,
    projects,
    skills,
    awards,
    meta: { version: 'v1.0.0', lastModified: now.toISOString().slice(0, 19) },
    [X_CV]: xcv,
  };
}

// ---- import -------------------------------------------------------------------------------------------------

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const text = (v: unknown): string => str(v).trim();
/** Cut to a limit of the contract's field tables (an import never sends what the server would refuse). */
const clip = (v: unknown, max: number): string => text(v).slice(0, max);
const list = (v: unknown): Json[] => (Array.isArray(v) ? v.filter(isObject) : []);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map(str).filter(Boolean) : []);

/** A JSON Resume date (YYYY, YYYY-MM or YYYY-MM-DD) as our YYYY-MM; anything else is empty. */
function yearMonth(v: unknown): string {
  const match = /^(\d{4})(?:-(0[1-9]|1[0-2]))?/.exec(str(v));
  if (!match) return '';
  return `${match[1]}-${match[2] ?? '01'}`;
}

/** Lines of text: the first paragraph, then one line per highlight. */
const lines = (...parts: (string | string[])[]) =>
  parts
    .flat()
    .map((s) => s.trim())
    .filter(Boolean)
    .join('\n');

const LEVELS: [RegExp, string][] = [
  [/master|expert|精通/i, '精通'],
  [/advanced|熟练/i, '熟练'],
  [/intermediate|熟悉/i, '熟悉'],
  [/beginner|basic|novice|了解/i, '了解'],
];
const skillLevel = (v: unknown) => LEVELS.find(([re]) => re.test(str(v)))?.[1] ?? text(v);

/** Standard sections as our entries, per style. */
function sectionEntries(json: Json): Record<Exclude<ModuleStyle, 'summary' | 'custom'>, Entry[]> {
  return {
    work: list(json.work).map((w) => ({
      company: text(w.name ?? w.company),
      title: text(w.position),
      start: yearMonth(w.startDate),
      end: yearMonth(w.endDate),
      desc: lines(
        str(w.summary),
        strings(w.highlights).map((h) => `• ${h}`),
      ),
    })),
    edu: list(json.education).map((e) => ({
      school: text(e.institution),
      major: text(e.area),
      degree: text(e.studyType),
      start: yearMonth(e.startDate),
      end: yearMonth(e.endDate),
      desc: lines(
        str(e.score) ? `成绩：${str(e.score)}` : '',
        strings(e.courses).length ? `主修课程：${strings(e.courses).join('、')}` : '',
      ),
    })),
    project: list(json.projects).map((p) => ({
      name: text(p.name),
      role: text(strings(p.roles).join('、')),
      start: yearMonth(p.startDate),
      end: yearMonth(p.endDate),
      desc: lines(
        str(p.description),
        strings(p.highlights).map((h) => `• ${h}`),
      ),
    })),
    skill: list(json.skills).map((s) => {
      const keywords = strings(s.keywords);
      return {
        name: text(keywords.length ? `${str(s.name)}（${keywords.join('、')}）` : s.name),
        level: skillLevel(s.level),
      };
    }),
    honor: [
      ...list(json.awards).map((a) => ({
        name: text(str(a.awarder) ? `${str(a.title)}（${str(a.awarder)}）` : a.title),
        date: yearMonth(a.date),
      })),
      ...list(json.certificates).map((c) => ({
        name: text(str(c.issuer) ? `${str(c.name)}（${str(c.issuer)}）` : c.name),
        date: yearMonth(c.date),
      })),
    ],
  };
}

/** Sections of another tool with no style of ours: custom modules (title, description). */
function customSections(json: Json): { alias: string; entries: Entry[] }[] {
  const sections = [
    {
      alias: '志愿经历',
      entries: list(json.volunteer).map((v) => ({
        title: text([str(v.organization), str(v.position)].filter(Boolean).join(' · ')),
        desc: lines(
          str(v.summary),
          strings(v.highlights).map((h) => `• ${h}`),
        ),
      })),
    },
    {
      alias: '语言能力',
      entries: list(json.languages).map((l) => ({ title: text(l.language), desc: text(l.fluency) })),
    },
    {
      alias: '兴趣爱好',
      entries: list(json.interests).map((i) => ({ title: text(i.name), desc: strings(i.keywords).join('、') })),
    },
    {
      alias: '出版作品',
      entries: list(json.publications).map((p) => ({
        title: text([str(p.name), str(p.publisher)].filter(Boolean).join(' · ')),
        desc: text(p.summary),
      })),
    },
    {
      alias: '推荐人',
      entries: list(json.references).map((r) => ({ title: text(r.name), desc: text(r.reference) })),
    },
  ];
  return sections.filter((s) => s.entries.length > 0);
}

const ORDER: Exclude<ModuleStyle, 'summary' | 'custom'>[] = ['edu', 'work', 'project', 'skill', 'honor'];

function isXcv(v: unknown): v is Xcv {
  return isObject(v) && v.format === 1 && Array.isArray(v.modules) && isObject(v.personal);
}

/** A module with its entries in the contract's form: every field of the style, each cut to its limit (as typed). */
function planned(m: Omit<PlannedModule, 'content'>, entries: Entry[]): PlannedModule {
  const fields: readonly EntryFieldDef[] = MODULE_ENTRY_FIELDS[m.style];
  const normal = entries.map((e) => Object.fromEntries(fields.map((f) => [f.name, str(e[f.name]).slice(0, f.max)])));
  return { ...m, content: JSON.stringify(normal) };
}

/** Reads a JSON Resume document (ours or another tool's) into what the import creates. */
export function fromJsonResume(input: unknown): { plan: ImportPlan } | { error: string } {
  if (!isObject(input) || !(isObject(input.basics) || Array.isArray(input.work) || Array.isArray(input.education))) {
    return { error: '这不是 JSON Resume 文件（需要 basics、work 或 education）' };
  }
  const basics = isObject(input.basics) ? input.basics : {};
  const sections = sectionEntries(input);
  const xcv = isXcv(input[X_CV]) ? (input[X_CV] as Xcv) : null;
  const exps = xcv && (EXPS_LEVELS as readonly string[]).includes(xcv.personal.exps) ? xcv.personal.exps : '';
  const personal: Omit<Personal, 'cid'> = {
    name: clip(basics.name, PERSONAL_FIELD_MAX.name),
    wish: clip(basics.label, PERSONAL_FIELD_MAX.wish),
    exps,
    phone: clip(basics.phone, PERSONAL_FIELD_MAX.phone),
    avatar: xcv ? clip(xcv.personal.avatar, PERSONAL_FIELD_MAX.avatar) : '',
    avatar_url: xcv ? clip(xcv.personal.avatar_url, PERSONAL_FIELD_MAX.avatar_url) : '',
    email: clip(basics.email, PERSONAL_FIELD_MAX.email),
    birthday: xcv && /^\d{4}-\d{2}-\d{2}$/.test(str(xcv.personal.birthday)) ? str(xcv.personal.birthday) : '',
    gender: xcv && [0, 1, 2].includes(xcv.personal.gender) ? xcv.personal.gender : 0,
  };
  const summaryText = clip(basics.summary, entryFieldMax('summary', 'text'));
  const modules: PlannedModule[] = [];

  if (xcv) {
    // Ours: the modules as they were, entries from the standard sections in order (edited elsewhere or not).
    const cursor: Record<string, number> = {};
    for (const m of xcv.modules) {
      const style = m.style;
      if (!(style in ENTRY_FIELDS)) continue;
      const meta = {
        name: clip(m.name, MODULE_NAME_MAX) || MODULE_STYLE_NAMES[style],
        alias: clip(m.alias, MODULE_NAME_MAX),
        style,
      };
      const at = { ...meta, sort: Number(m.sort) || modules.length + 1, custom: m.custom === 1 ? 1 : 0 };
      if (style === 'summary') {
        const kept = (m.entries ?? [])
          .map((e) => str(e.text))
          .filter(Boolean)
          .join('\n\n');
        // Edited in another tool: the summary there wins.
        const entries = kept === summaryText ? (m.entries ?? []) : summaryText ? [{ text: summaryText }] : [];
        modules.push(planned(at, entries));
      } else if (style === 'custom') {
        modules.push(planned(at, m.entries ?? []));
      } else {
        const from = cursor[style] ?? 0;
        const count = Math.max(0, Number(m.count) || 0);
        cursor[style] = from + count;
        const entries = sections[style].slice(from, from + count).map((e, i) => {
          const extra = m.entries?.[i];
          return style === 'edu' && extra && typeof extra.desc === 'string' ? { ...e, desc: extra.desc } : e;
        });
        modules.push(planned(at, entries));
      }
    }
  } else {
    for (const style of ORDER) {
      if (style !== 'edu' && sections[style].length === 0) continue;
      const name = MODULE_STYLE_NAMES[style];
      modules.push(planned({ name, alias: name, style, sort: 0, custom: 0 }, sections[style]));
    }
    if (summaryText) {
      const name = MODULE_STYLE_NAMES.summary;
      modules.push(planned({ name, alias: name, style: 'summary', sort: 0, custom: 0 }, [{ text: summaryText }]));
    }
    for (const s of customSections(input)) {
      const name = MODULE_STYLE_NAMES.custom;
      modules.push(planned({ name, alias: s.alias, style: 'custom', sort: 0, custom: 1 }, s.entries));
    }
    modules.forEach((m, i) => (m.sort = i + 1));
  }

  const ordered = [...modules].sort((a, b) => a.sort - b.sort);
  return {
    plan: {
      template: xcv && typeof xcv.template === 'string' ? xcv.template : null,
      personal,
      modules: ordered.slice(0, MODULE_LIMIT),
      dropped: ordered.slice(MODULE_LIMIT).map((m) => m.alias || m.name),
    },
  };
}
