/**
 * Position and major tips from fixtures, fuzzy-matched; no match or empty input gives an empty list. A major beyond
 * the fixture's list still gets the tips of the majors sharing its distinctive part ('材料成型及控制工程' ->
 * '材料科学与工程', '机械工程' -> '机械设计制造及其自动化'): the words every major name has ('工程', '技术',
 * '科学', '管理', '与') do not count.
 */
import type { MajorTip, PositionTip } from '@cv/contract';
import type { Lang } from '@cv/contract/edition-words';
import { fuzzyFind, normalise } from '../lib/fuzzy.ts';
import type { ServiceContext } from './context.ts';

const GENERIC_MAJOR_WORDS = /专业|方向|工程|技术|科学|管理|及其|与|和|学$/g;
const majorCore = (name: string) => normalise(name).replace(GENERIC_MAJOR_WORDS, '');

/** Length of the longest common substring (the names are short: the plain dynamic programme is enough). */
function commonLength(a: string, b: string): number {
  let best = 0;
  let prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      if (a[i - 1] === b[j - 1]) row[j] = prev[j - 1]! + 1;
      best = Math.max(best, row[j]!);
    }
    prev = row;
  }
  return best;
}

const MIN_SHARED = 2;
const LIMIT = 5;

export function findMajors(query: string, tips: readonly MajorTip[]): MajorTip[] {
  const direct = fuzzyFind(query, tips, (t) => [t.major], LIMIT);
  if (direct.length > 0) return direct;
  const core = majorCore(query);
  if (core.length < MIN_SHARED) return [];
  return tips
    .map((tip, index) => {
      const other = majorCore(tip.major);
      const shared = commonLength(core, other);
      // A major's field comes first in its name (食品…, 材料…): the same beginning breaks ties.
      return { tip, index, shared, score: shared + (other.slice(0, 2) === core.slice(0, 2) ? 1 : 0) };
    })
    .filter((m) => m.shared >= MIN_SHARED)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, LIMIT)
    .map((m) => m.tip);
}

const HAN = /\p{Script=Han}/u;

/**
 * The tips in a language: the one asked for (an English resume's editor asks for 'en'); with none asked, Chinese,
 * and English when the query has no Han character and the Chinese tips have nothing ('Data Analyst').
 */
function inLanguage<T>(query: string, lang: Lang | undefined, find: (l: Lang) => T[]): T[] {
  if (lang) return find(lang);
  const zh = find('zh');
  return zh.length > 0 || HAN.test(query) ? zh : find('en');
}

export function createTipsService(ctx: ServiceContext) {
  const { fixtures } = ctx;
  const tipsOf = (lang: Lang) => (lang === 'en' ? fixtures.en : fixtures);
  return {
    positions: (title: string, lang?: Lang): PositionTip[] =>
      inLanguage(title, lang, (l) => fuzzyFind(title, tipsOf(l).positionTips, (t) => [t.title, ...t.keywords])),
    majors: (major: string, lang?: Lang): MajorTip[] =>
      inLanguage(major, lang, (l) => findMajors(major, tipsOf(l).majorTips)),
  };
}
export type TipsService = ReturnType<typeof createTipsService>;
