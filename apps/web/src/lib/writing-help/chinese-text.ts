// Chinese typesetting rules of 简历诊断 (after W3C clreq and the common 中文文案排版指北): half-width punctuation
// beside Han characters, and stray spaces inside Han text. Each rule both detects and fixes, so the finding and its
// one-click fix cannot disagree.

const HAN = '\\p{Script=Han}';
const FULL_OF: Record<string, string> = { ',': '，', ';': '；', ':': '：', '!': '！', '?': '？' };

/** Half-width , ; : ! ? touching a Han character on either side (spaces between them included). */
const HALF_PUNCT = new RegExp(`(?<=${HAN})[ \\t]*([,;:!?])[ \\t]*|[ \\t]*([,;:!?])[ \\t]*(?=${HAN})`, 'gu');
/** A half-width full stop after a Han character, ending the sentence (not '1.' or 'Node.js'). */
const HALF_STOP = new RegExp(`(?<=${HAN})\\.(?=$|\\s|${HAN})`, 'gmu');
/** Half-width parentheses around or beside Chinese: '英语(CET-6)', '(负责前端)'. */
const HALF_PARENS = new RegExp(`(?<=${HAN})\\(([^()\\n]*)\\)|\\(([^()\\n]*${HAN}[^()\\n]*)\\)`, 'gu');

export function fixPunctuation(text: string): string {
  return text
    .replace(HALF_PUNCT, (_m, a: string | undefined, b: string | undefined) => FULL_OF[(a ?? b)!]!)
    .replace(HALF_STOP, '。')
    .replace(HALF_PARENS, (_m, a: string | undefined, b: string | undefined) => `（${(a ?? b)!.trim()}）`);
}

/** The first piece of half-width punctuation in Chinese text, for the finding's message; null when there is none. */
export function findHalfPunctuation(text: string): string | null {
  for (const re of [HALF_PUNCT, HALF_STOP, HALF_PARENS]) {
    re.lastIndex = 0;
    const match = re.exec(text);
    if (match) return context(text, match.index, match[0].length);
  }
  return null;
}

const FULL_PUNCT = '，。；：！？、）」』】”';
const OPEN_PUNCT = '（「『【“';
const SPACE_RULES: RegExp[] = [
  // 负责 前端 -> 负责前端
  new RegExp(`(?<=${HAN})[ \\t\\u3000]+(?=${HAN})`, 'gu'),
  // 完成 ， -> 完成，   （ 负责 -> （负责
  new RegExp(`[ \\t\\u3000]+(?=[${FULL_PUNCT}])|(?<=[${FULL_PUNCT}${OPEN_PUNCT}])[ \\t\\u3000]+`, 'gu'),
];
/** Ideographic spaces and runs of spaces inside a line (indentation at the line start is left alone). */
const WIDE_SPACE = /(?<=\S)(?:\u3000+| {2,})(?=\S)/gu;

export function fixSpacing(text: string): string {
  let out = text;
  for (const re of SPACE_RULES) out = out.replace(re, '');
  return out.replace(WIDE_SPACE, ' ');
}

export function findBadSpacing(text: string): string | null {
  for (const re of [...SPACE_RULES, WIDE_SPACE]) {
    re.lastIndex = 0;
    const match = re.exec(text);
    if (match) return context(text, match.index, match[0].length);
  }
  return null;
}

/** A few characters around a match, for a message like 「完成 ，提升」. */
function context(text: string, index: number, length: number): string {
  const from = Math.max(0, index - 4);
  return text.slice(from, index + length + 4).replace(/\n/g, ' ');
}
