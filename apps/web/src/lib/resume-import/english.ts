// English resumes: told from Chinese ones by their script, given the English edition of the default design (its
// labels, dates and section names in English: contract edition-words), and their words for a degree or a skill
// level read as the editor's options (B.S. and Bachelor of Science as 本科, Expert as 精通), which that edition prints
// in English again.
import { englishTemplateOf, SKILL_LEVELS_EN } from '@cv/contract/edition-words';
import { SKILL_LEVELS } from '@cv/contract/module-fields';
import { IMPORT_FALLBACK_TEMPLATE } from './model';

/** The template an English resume from elsewhere gets: the English edition of the one a Chinese resume gets. */
export const ENGLISH_IMPORT_TEMPLATE = englishTemplateOf(IMPORT_FALLBACK_TEMPLATE)!;

/**
 * Whether a document's text is an English resume: letters in plenty and hardly a Han character among them. A
 * Chinese resume keeps its Han characters however much English it names (Java, React, an email, EDUCATION halves).
 */
export function isEnglishText(text: string): boolean {
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return latin >= 100 && han <= latin * 0.02;
}

/** The template of an imported file: the one it names (our own exports), else the English edition for an English
 * resume, else none (the default design). */
export const importTemplate = (text: string, named: string | null = null): string | null =>
  named ?? (isEnglishText(text) ? ENGLISH_IMPORT_TEMPLATE : null);

/** English degrees (B.S., Bachelor of Science, Master's Degree, MBA, Ph.D.) and the editor's option for each. */
const DEGREES: [RegExp, string][] = [
  [/^(bachelor|b\.?\s?(s|a|e|sc|eng|ba)\.?$|bba$|undergraduate)/i, '本科'],
  [/^(master|m\.?\s?(s|a|e|sc|eng|phil|fa|pa)\.?$|mba$|mpa$|postgraduate)/i, '硕士'],
  [/^(ph\.?\s?d\.?|doctor|d\.?phil)/i, '博士'],
  [/^associate/i, '大专'],
  [/^high school/i, '高中'],
];

/** The editor's degree for an English one ('' for a Chinese or an unknown degree: kept as written). */
export function degreeOption(text: string): string {
  const t = text.trim();
  return DEGREES.find(([re]) => re.test(t))?.[1] ?? '';
}

/** English levels and the editor's option: the English edition's own words first, then words people also use. */
const LEVEL_PAIRS: [string, string][] = [
  ...SKILL_LEVELS.map((zh): [string, string] => [SKILL_LEVELS_EN[zh]!.toLowerCase(), zh]),
  ...Object.entries(SKILL_LEVELS_EN).map(([zh, en]): [string, string] => [en.toLowerCase(), zh]),
  ['advanced', '熟练'],
  ['familiar', '熟悉'],
  ['fluent', '熟练'],
];
// Reversed: where two options share a word (Basic: 了解 and 一般), the editor's own option wins.
const LEVELS = new Map(LEVEL_PAIRS.reverse());

/** The English level words the importer knows (the skills reader's too). */
export const ENGLISH_LEVEL_WORDS = [...new Set(LEVEL_PAIRS.map(([en]) => en))];

/** The editor's level for an English one ('' when it is none). */
export function levelOption(text: string): string {
  return LEVELS.get(text.trim().toLowerCase()) ?? '';
}

const SMALL_WORDS = new Set(['and', 'of', 'in', 'for', 'the', 'to']);

/**
 * An English heading set in capitals (EDUCATION, HONORS & AWARDS: often a design's text-transform) in title case, as
 * a section is named in the editor and an edition prints it, a word of two letters kept as an abbreviation (IT SKILLS
 * as IT Skills); any other text as it is.
 */
export function unshouted(title: string): string {
  if (!/^[A-Z][A-Z\s&/,'-]*$/.test(title) || !/[A-Z]{3}/.test(title)) return title;
  return title.replace(/[A-Z]+/g, (w, at: number) => {
    const lower = w.toLowerCase();
    if (SMALL_WORDS.has(lower)) return at > 0 ? lower : w[0] + lower.slice(1);
    return w.length <= 2 ? w : w[0] + lower.slice(1);
  });
}
