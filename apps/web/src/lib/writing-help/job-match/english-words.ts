// 岗位匹配 for a posting in English: the words of the posting that the lexicon does not know ('scalable',
// 'stakeholders', 'communication'), compared with the resume's words by a light stem (case-insensitive; 'optimized',
// 'optimizing' and 'optimization' read alike), so an English resume is matched on its own words too.

/** Function words and the words every posting uses (years, experience, strong, ability...): not keywords. */
const STOPWORDS = new Set(
  `a about above across after again against all also am an and any are as at be because been before being below
  between both but by can could did do does doing down during each etc few for from further had has have having he
  her here hers him his how i if in into is it its itself just me more most must my no nor not now of off on once
  only or other our ours out over own per same she should so some such than that the their theirs them then there
  these they this those through to too under until up upon us very via was we were what when where which while who
  whom why will with within without would you your yours
  ability able plus preferred required requirement requirements responsibilities responsibility responsible
  qualification qualifications candidate candidates role position job jobs opportunity company team teams year years
  experience experienced strong good great excellent solid proven least minimum degree bachelor bachelors related
  field including include includes etc new work working works knowledge understanding familiarity familiar skill
  skills looking join help make ensure day days based well like using use used across other others one two three
  first key high level levels time part full please apply applicant apply we're you'll you're e.g i.e`.split(/\s+/),
);

/** A light English stem: plural, -ing/-ed/-er/-ly, then one derivational ending (-ation, -ment, -ize, -ate...). */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  if (w.length <= 3) return w;
  if (/ies$/.test(w)) w = `${w.slice(0, -3)}y`;
  else if (/(?:ss|us|is)$/.test(w)) {
    // 'process', 'status', 'analysis' are not plurals.
  } else if (/(?:x|ch|sh|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s')) w = w.slice(0, -1);
  for (const suffix of ['ings', 'ing', 'ied', 'ed', 'ers', 'er', 'ly']) {
    if (!w.endsWith(suffix) || w.length - suffix.length < 3) continue;
    w = suffix === 'ied' ? `${w.slice(0, -3)}y` : w.slice(0, -suffix.length);
    if (/([^aeiouslz])\1$/.test(w)) w = w.slice(0, -1);
    break;
  }
  for (const suffix of ['ization', 'isation', 'ation', 'ition', 'ment', 'ness', 'ship', 'ity', 'ive', 'ize', 'ise']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  for (const suffix of ['ate', 'at', 'iz', 'al', 'e']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 4) return w.slice(0, -suffix.length);
  }
  return w;
}

/** The Latin words of a text (letters, digits and + # inside a word: 'c++', 'c#', 'node.js' is 'node' 'js'). */
const wordsOf = (text: string): string[] =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .match(/[a-z][a-z0-9+#'’-]*[a-z0-9+#]|[a-z]/g) ?? [];

/** The stems of every word of a text, for looking a keyword up. */
export const stemsOf = (text: string): Set<string> => new Set(wordsOf(text).map(stem));

export interface EnglishWord {
  /** The word as the posting first writes it, lower case. */
  word: string;
  stem: string;
}

/** True when a text is written in English (more Latin letters than Han characters, and some of them). */
export function isEnglish(text: string): boolean {
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  return latin >= 20 && latin > han * 2;
}

const MAX_WORDS = 15;

/**
 * The keywords of an English posting beyond the lexicon: words of three letters or more, not stop words, one per
 * stem, those the posting repeats first, then in the posting's order; at most MAX_WORDS.
 */
export function englishKeywords(posting: string, skipStems: ReadonlySet<string>): EnglishWord[] {
  const counts = new Map<string, { word: string; count: number; order: number }>();
  for (const word of wordsOf(posting)) {
    if (word.length < 3 || STOPWORDS.has(word) || /^\d/.test(word)) continue;
    const s = stem(word);
    if (skipStems.has(s)) continue;
    const seen = counts.get(s);
    if (seen) seen.count += 1;
    else counts.set(s, { word, count: 1, order: counts.size });
  }
  return [...counts.entries()]
    .sort(([, a], [, b]) => b.count - a.count || a.order - b.order)
    .slice(0, MAX_WORDS)
    .map(([s, { word }]) => ({ word, stem: s }));
}
