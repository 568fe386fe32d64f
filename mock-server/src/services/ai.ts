/**
 * ai/genContent: writes realistic modules from the wish position (job family chosen by fuzzy match in
 * fixtures/ai-corpus.json, or ai-corpus-en.json for a resume in an English edition's template) scaled by the
 * experience level. Previous AI-written modules the user has not edited are replaced; modules the user wrote or
 * edited are kept, and AI adds no module of a style they already have
 * (one module per style, as in the editor); the 8-module limit respected, all in one transaction after a
 * configurable latency. Employers are never real companies: the corpus holds descriptive placeholders starting
 * with 某 ('某互联网公司'; in English a bracketed one, '[An internet company]': isAiPlaceholder in the contract) that
 * the SPA asks the user to replace.
 */
import { NEXT_MODULE_SEQ_SQL, RANDOM_ID_SQL } from '../lib/ids.ts';
import { createHash } from 'node:crypto';
import {
  MODULE_LIMIT,
  type Module,
  type ModuleStyle,
  type ProjectEntry,
  type SkillEntry,
  type WorkEntry,
} from '@cv/contract';
import { EDITION_WORDS, langOfTemplate, moduleStyleName, type Lang } from '@cv/contract/edition-words';
import type { AiFamily } from '../fixtures.ts';
import { matchScore } from '../lib/fuzzy.ts';
import type { ServiceContext } from './context.ts';
import type { ModuleRow, ResumesService } from './resumes.ts';

type Level = 'student' | 'junior' | 'mid' | 'senior' | 'lead';

const LEVEL_OF_EXPS: Record<string, Level> = {
  应届: 'student',
  '1-3年': 'junior',
  '3-5年': 'mid',
  '5-10年': 'senior',
  '10年以上': 'lead',
};
/** Jobs listed and years each, newest first. */
const CAREER: Record<Level, { jobs: number; years: number[] }> = {
  student: { jobs: 1, years: [0.25] },
  junior: { jobs: 1, years: [2] },
  mid: { jobs: 2, years: [2, 2] },
  senior: { jobs: 3, years: [3, 3, 2] },
  lead: { jobs: 3, years: [5, 4, 3] },
};
const SKILL_LEVELS: Record<Level, string[]> = {
  student: ['熟悉', '熟悉', '了解', '了解'],
  junior: ['熟练', '熟悉', '熟悉', '了解'],
  mid: ['精通', '熟练', '熟练', '熟悉'],
  senior: ['精通', '精通', '熟练', '熟练'],
  lead: ['精通', '精通', '精通', '熟练'],
};

/** The words a draft adds around the corpus's text, in the resume's language (its template's edition). */
const DRAFT_WORDS: Record<Lang, { intern: (family: string) => string; member: string; lead: string; company: string }> =
  {
    zh: { intern: (f) => `${f}实习生`, member: '核心成员', lead: '负责人', company: '某公司' },
    en: { intern: (f) => `${f} Intern`, member: 'Core Member', lead: 'Project Lead', company: '[A company]' },
  };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function ym(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** A deterministic picker: the same resume and wish give the same text. */
function picker(seed: string) {
  let state = createHash('sha256').update(seed).digest().readUInt32BE(0);
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state;
  };
  return {
    rotate<T>(list: readonly T[], count: number): T[] {
      if (list.length === 0) return [];
      const start = next() % list.length;
      return Array.from({ length: Math.min(count, list.length) }, (_, i) => list[(start + i) % list.length] as T);
    },
  };
}

export function chooseFamily(families: readonly AiFamily[], fallbackId: string, wish: string): AiFamily {
  let best: AiFamily | undefined;
  let bestScore = 0;
  for (const family of families) {
    const score = matchScore(wish, [family.name, ...family.keywords]);
    if (score > bestScore) {
      best = family;
      bestScore = score;
    }
  }
  return best ?? families.find((f) => f.id === fallbackId) ?? (families[0] as AiFamily);
}

interface Draft {
  style: ModuleStyle;
  name: string;
  entries: unknown[];
}

export function draftModules(
  family: AiFamily,
  exps: string,
  wish: string,
  now: number,
  seed: string,
  lang: Lang = 'zh',
): Draft[] {
  const level = LEVEL_OF_EXPS[exps] ?? 'junior';
  const pick = picker(seed);
  const words = DRAFT_WORDS[lang];
  const title = (level === 'student' ? words.intern(family.name) : wish.trim()) || family.titles.mid;
  const career = CAREER[level];
  const yearMs = 365.25 * 24 * 3600_000;

  const work: WorkEntry[] = [];
  let end = now;
  const companies = pick.rotate(family.companies, career.jobs);
  career.years.slice(0, career.jobs).forEach((years, i) => {
    const start = end - years * yearMs;
    const jobTitle = i === 0 ? title : i === 1 && level !== 'junior' ? family.titles.mid : family.titles.junior;
    const bullets = [
      ...pick.rotate(family.duties, level === 'student' ? 2 : 3),
      ...pick.rotate(family.achievements, 1),
    ];
    work.push({
      company: companies[i] ?? companies[0] ?? words.company,
      title: jobTitle,
      start: ym(start),
      end: i === 0 && level !== 'student' ? '' : ym(end),
      desc: bullets.map((b, n) => `${n + 1}. ${b}`).join('\n'),
    });
    end = start - 30 * 24 * 3600_000;
  });

  const projectCount = level === 'student' || level === 'junior' ? 2 : 3;
  const projects: ProjectEntry[] = pick.rotate(family.projects, projectCount).map((p, i) => ({
    name: p.name,
    role: level === 'student' ? words.member : i === 0 && (level === 'senior' || level === 'lead') ? words.lead : title,
    start: ym(now - (i + 1) * 0.8 * yearMs),
    end: ym(now - (i * 0.8 + 0.3) * yearMs),
    desc: p.desc,
  }));

  const levels = SKILL_LEVELS[level];
  const skills: SkillEntry[] = pick
    .rotate(family.skills, 8)
    .map((name, i) => ({ name, level: levels[Math.min(levels.length - 1, Math.floor(i / 2))] ?? '熟悉' }));

  const summaryKey = level === 'student' || level === 'junior' ? 'junior' : level === 'mid' ? 'mid' : 'senior';
  const summary = family.summary[summaryKey].replaceAll('{wish}', wish.trim() || family.name);

  // An English resume's sections are named in English (Experience; a student's 实习经历 is Internships).
  const workName = level === 'student' ? EDITION_WORDS[lang].section('实习经历') : moduleStyleName('work', lang);
  return [
    { style: 'work', name: workName, entries: work },
    { style: 'project', name: moduleStyleName('project', lang), entries: projects },
    { style: 'skill', name: moduleStyleName('skill', lang), entries: skills },
    { style: 'summary', name: moduleStyleName('summary', lang), entries: [{ text: summary }] },
  ];
}

/** What a generation changes: the AI modules it replaces and the drafts it inserts. */
interface Plan {
  drop: ModuleRow[];
  insert: Draft[];
  nextSort: number;
}

/**
 * Previous AI modules the user has not edited are replaced; modules the user wrote or edited are kept, and AI adds
 * no module of a style they already have. Nothing to drop or insert means AI has nothing to add.
 */
function planGeneration(modules: ModuleRow[], drafts: Draft[]): Plan {
  const user = modules.filter((m) => !m.written_by_ai);
  const userStyles = new Set(user.map((m) => m.style));
  return {
    drop: modules.filter((m) => m.written_by_ai),
    insert: drafts.filter((d) => !userStyles.has(d.style)).slice(0, Math.max(0, MODULE_LIMIT - user.length)),
    nextSort: user.reduce((max, m) => Math.max(max, m.sort), 1) + 1,
  };
}

export function createAiService(ctx: ServiceContext, deps: { resumes: ResumesService }) {
  const { db, clock, config, fixtures } = ctx;
  const deleteModule = db.prepare<[number]>('DELETE FROM modules WHERE id = ?');
  const insert = db.prepare(
    `INSERT INTO modules (id, seq, cid, name, alias, content, style, sort, custom, written_by_ai)
     VALUES (${RANDOM_ID_SQL}, ${NEXT_MODULE_SEQ_SQL}, @cid, @name, @name, @content, @style, @sort, 0, 1)`,
  );

  const planFor = (userId: number, cid: string): Plan => {
    const row = deps.resumes.requireOwned(userId, cid);
    // An English edition's resume gets the English corpus (when the fixtures have one).
    const lang = langOfTemplate(row.template) === 'en' && fixtures.en.aiCorpus.families.length > 0 ? 'en' : 'zh';
    const corpus = lang === 'en' ? fixtures.en.aiCorpus : fixtures.aiCorpus;
    const family = chooseFamily(corpus.families, corpus.fallback, row.wish);
    const seed = `${cid}:${row.wish}:${row.exps}`;
    const drafts = draftModules(family, row.exps, row.wish, clock.now(), seed, lang);
    return planGeneration(deps.resumes.modulesOf(cid), drafts);
  };
  const nothingToDo = (plan: Plan) => plan.drop.length === 0 && plan.insert.length === 0;

  return {
    async generate(userId: number, cid: string): Promise<{ modules: Module[] }> {
      // A resume where every module is the user's gets its answer at once, untouched: the SPA sees the modules it
      // already has and can say that AI has nothing to add.
      if (nothingToDo(planFor(userId, cid))) return { modules: deps.resumes.moduleDtosOf(cid) };
      if (config.aiLatencyMs > 0) await sleep(config.aiLatencyMs);
      db.transaction(() => {
        // Planned again after the wait: the resume may have been edited or deleted meanwhile.
        const plan = planFor(userId, cid);
        if (nothingToDo(plan)) return;
        for (const m of plan.drop) deleteModule.run(m.id);
        let sort = plan.nextSort;
        for (const draft of plan.insert) {
          insert.run({
            cid,
            name: draft.name,
            content: JSON.stringify(draft.entries),
            style: draft.style,
            sort: sort++,
          });
        }
        deps.resumes.touch(cid);
      }).immediate();
      return { modules: deps.resumes.moduleDtosOf(cid) };
    },
  };
}
export type AiService = ReturnType<typeof createAiService>;
