/**
 * Where an English word may be hyphenated: the standard en-US (TeX) patterns of the `hyphen` package, only in a
 * plain word (letters, an apostrophe inside, opening and closing punctuation around it), never in a URL, an
 * e-mail address, a number or a word with digits, a token with a dot, slash, colon, @ or hyphen inside
 * (Node.js, CI/CD, e-commerce), or a word with a capital after its first letter (an abbreviation, TypeScript);
 * never leaving fewer than MIN_BEFORE letters
 * before the hyphen or MIN_AFTER after it. The breaker (`./text.ts`) asks only for the words of justified
 * English paragraphs.
 */
import { createRequire } from 'node:module';
import { remember } from './face.ts';

const require = createRequire(import.meta.url);

/** The part of the `hyphen` package used (it ships no type declarations). */
type HyphenateSync = (text: string, options?: { hyphenChar?: string; minWordLength?: number }) => string;

let hyphenateSync: HyphenateSync | null = null;

/**
 * The en-US patterns' hyphenator, loaded on the first word that may be hyphenated (requiring the patterns took
 * 30-110 ms on the 2-core machine): a PDF worker that sets only Chinese editions never loads them.
 */
const hyphenator = (): HyphenateSync =>
  (hyphenateSync ??= (require('hyphen/en-us') as { hyphenateSync: HyphenateSync }).hyphenateSync);

/** Letters kept on the line before a hyphen and carried to the next line after it (TeX: 2 and 3). */
export const MIN_BEFORE = 2;
export const MIN_AFTER = 3;

/** A plain word: opening punctuation, letters (an apostrophe inside), closing punctuation. */
const WORD = /^([("'“‘]*)(\p{L}+(?:['’]\p{L}+)*)([)"'”’.,;:!?]*)$/u;
const MARK = '\u2027';

const points = new Map<string, readonly number[]>();

/**
 * The offsets (UTF-16, into `token`) at which a line may end with a hyphen: the pattern points of the word
 * inside it, at least MIN_BEFORE letters from its start and MIN_AFTER from its end. Empty for anything that
 * is not a plain word.
 */
export function hyphenPoints(token: string): readonly number[] {
  return remember(points, token, 20000, () => find(token));
}

function find(token: string): number[] {
  const m = WORD.exec(token);
  const word = m?.[2] ?? '';
  // Abbreviations (all capitals) and names in camel case (TypeScript, GitHub) are left whole.
  if (!m || word.length < MIN_BEFORE + MIN_AFTER || /\p{Lu}/u.test(word.slice(1))) return [];
  const lead = (m[1] ?? '').length;
  const marked = hyphenator()(word, { hyphenChar: MARK, minWordLength: MIN_BEFORE + MIN_AFTER });
  const out: number[] = [];
  let at = 0;
  for (const piece of marked.split(MARK)) {
    at += piece.length;
    if (at >= MIN_BEFORE && word.length - at >= MIN_AFTER) out.push(lead + at);
  }
  return out;
}
