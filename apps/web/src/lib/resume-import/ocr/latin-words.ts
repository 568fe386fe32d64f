// Latin words as the Chinese model misreads them, spelled as 岗位匹配's lexicon writes them (writing-help/job-match/
// lexicon.ts: skills, tools, certificates): the case (java → Java, javascript → JavaScript), a letter it took for a
// digit (9P99 → SPSS, 5QL → SQL), in a long word one letter too many, too few or wrong (javasScript → JavaScript),
// and a letter read twice (LinuxX, SPpSS, SPS99 → Linux, SPSS); and a heading's English word with a letter read as a
// digit or one letter too many (技能特长 9KILL9 → SKILLS, EDUCATIION → EDUCATION, which headings.ts then knows); and a
// skill's level the English model read glued to the skill before it (Tableaulntermediate: the gap lost, the I read as
// l). Other words are left as read.
import { SPELLINGS } from '../../writing-help/job-match/lexicon';
import { ENGLISH_LEVEL_WORDS } from '../english';
import { knownHeading } from '../headings';

/** Lower case → the lexicon's spelling, for its words of Latin letters (and . + #), at least two letters long. */
const SPELLED = new Map(
  SPELLINGS.filter((w) => /^[A-Za-z][A-Za-z0-9.+#]+$/.test(w)).map((w) => [w.toLowerCase(), w] as const),
);
/** Digits the model gives for letters (in a word of capitals, 1 is I). */
const AS_LETTER: Record<string, string> = { '0': 'o', '1': 'l', '5': 's', '8': 'b', '9': 's' };
const AS_CAPITAL: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B', '9': 'S' };
/** From this length a word one edit away from a lexicon word is taken for it. */
const FUZZY_FROM = 7;

/** A word no shorter than this, read with one letter twice, is taken for the lexicon's word (SPSS: SPpSS, SPS99). */
const TWICE_FROM = 4;

/**
 * The lexicon's word `lower` is with one of two like letters side by side dropped (linuxx, sppss, spsss: the model
 * reads a glyph twice, in the other case or as a digit), or undefined.
 */
function readTwice(lower: string): string | undefined {
  for (let i = 1; i < lower.length; i++) {
    if (lower[i] !== lower[i - 1]) continue;
    const once = lower.slice(0, i) + lower.slice(i + 1);
    const known = once.length >= TWICE_FROM ? SPELLED.get(once) : undefined;
    if (known) return known;
  }
  return undefined;
}

/** Whether two words differ by one letter added, dropped or changed (or not at all). */
export function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i + (a.length >= b.length ? 1 : 0));
  const restB = b.slice(i + (b.length >= a.length ? 1 : 0));
  return restA === restB;
}

/**
 * A word of capitals read for a heading's English word: a letter read as a digit (9KILL9 → SKILLS) or one letter
 * too many (EDUCATIION, INITERNSHIPS: letter-spaced capitals gain an I); null when it is not one.
 */
function headingWord(word: string): string | null {
  if (!/^[A-Z0-9]{4,}$/.test(word) || knownHeading(word)) return null;
  const capitals = word.replace(/[01589]/g, (d) => AS_CAPITAL[d]!);
  if (!/^[A-Z]+$/.test(capitals)) return null;
  if (knownHeading(capitals)) return capitals;
  if (capitals.length < 6) return null;
  for (let i = 0; i < capitals.length; i++) {
    const shorter = capitals.slice(0, i) + capitals.slice(i + 1);
    if (knownHeading(shorter)) return shorter;
  }
  return null;
}

/** Whether a word (any case) is one of the lexicon's: a skill or tool named, not a misread heading. */
export const isLexiconWord = (word: string) => SPELLED.has(word.toLowerCase());

/** A word as the lexicon spells it, or as it was read. */
export function respelled(word: string): string {
  const lower = word.toLowerCase();
  const letters = lower.replace(/[01589]/g, (d) => AS_LETTER[d]!);
  const known = SPELLED.get(lower) ?? SPELLED.get(letters) ?? readTwice(letters);
  if (known) return known;
  const heading = headingWord(word);
  if (heading) return heading;
  if (lower.length >= FUZZY_FROM) {
    for (const [key, spelled] of SPELLED) if (key.length >= FUZZY_FROM && oneEditApart(lower, key)) return spelled;
  }
  return word;
}

/**
 * Level words long enough to be told apart when glued to a word (Intermediate, Proficient, not Good or Basic; not
 * Native, which ends React Native).
 */
const GLUED_LEVEL = new RegExp(
  `^(.*[A-Za-z0-9+#])(${ENGLISH_LEVEL_WORDS.filter((w) => w.length >= 6 && w !== 'native')
    .map((w) => (w[0] === 'i' ? '[Il]' : w[0]!.toUpperCase()) + w.slice(1))
    .join('|')})$`,
);

/** A word and a level glued together (Tableaulntermediate) as the two cells they were: Tableau  Intermediate. */
function levelUnglued(word: string): string | null {
  const glued = isLexiconWord(word) ? null : GLUED_LEVEL.exec(word);
  if (!glued || glued[1]!.length < 2) return null;
  const level = glued[2]!.replace(/^l/, 'I');
  return `${respelled(glued[1]!)}  ${level}`;
}

/** A word as read, respelled, or split in two (levelUnglued). */
const mended = (word: string) => levelUnglued(word) ?? respelled(word);

/**
 * A token with a Latin letter (not a date, a phone number or an amount), and a second letter or at least four
 * characters: 9P99 (SPSS with three letters read as digits) is respelled, A1 or P5 is left alone.
 */
const LATIN_WORD =
  /(?<![A-Za-z0-9@.])(?=[0-9]*[A-Za-z])(?=[0-9]*[A-Za-z][0-9]*[A-Za-z]|[A-Za-z0-9]{4})[A-Za-z0-9][A-Za-z0-9+#]*(?![A-Za-z0-9@])/g;

/** A line's Latin words respelled (an e-mail address or a web address is left as it is). */
export const latinWordsRespelled = (text: string) =>
  /@|:\/\/|www\./.test(text)
    ? text.replace(/[^\s@]+(?=\s|$)/g, (w) => (/[@/]/.test(w) ? w : w.replace(LATIN_WORD, mended)))
    : text.replace(LATIN_WORD, mended);
