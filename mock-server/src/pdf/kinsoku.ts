/**
 * Character classes for Chinese line breaking (W3C clreq "basic" prohibition rules, with the common
 * zh-Hans kinsoku additions of JIS X 4051 and GB/T 15834 practice). One home for the sets: the breaker
 * (text.ts) and the typesetting checks (test/pdf, scripts/pdf-report.ts) both read them from here.
 */

/** The set of every character of the given strings (and sets). */
const chars = (...groups: Iterable<string>[]): Set<string> => new Set(groups.flatMap((g) => Array.from(g)));

/** Full-width opening marks: their ink sits in the right half of the em (compressible to half an em). */
export const OPEN = chars('（［｛〔〖〘〚【《〈「『“‘〝｟');

/** Full-width closing marks: their ink sits in the left half of the em (compressible to half an em). */
export const CLOSE = chars('，。、）］｝〕〗〙〛】》〉」』”’〞｠．');

/**
 * Full-width marks whose ink sits in the left half of the em in zh-Hans fonts (GB/T 15834 positions): the
 * pause and stop marks set like closing marks. With CLOSE, the marks that have a blank right half.
 */
export const LEFT_SET = chars('：；！？');

/** Middle dots: ink in the middle of the em, a quarter em blank on each side. */
export const MIDDLE_DOT = chars('·・‧');

/**
 * Never at the start of a line: closing marks, pause and stop marks, middle dots, the wave dash and
 * solidus, dashes and ellipses (units of 2 em, kept with the text before them), hyphens and the en dash,
 * small kana and iteration marks, and the Latin closing punctuation and units; with the common zh-Hans
 * kinsoku set (the one Word and WPS apply to Simplified Chinese): ditto and ratio marks, tone marks,
 * small-form and vertical-form closing brackets, full-width quotes, percent and cent signs.
 */
export const NO_START = chars(
  CLOSE,
  LEFT_SET,
  MIDDLE_DOT,
  '‼⁇⁈⁉～〜／﹏—―…⋯',
  'ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿーゝゞヽヾ々〻',
  '-‐‑–',
  ',.;:!?)]}>%‰℃°′″’”›»',
  '¢¨ˇˉ‖∶〃〟︶︸︺︼︾﹀﹂﹄﹚﹜﹞＂＇％￠',
);

/**
 * Never at the end of a line: opening marks (full-width, small-form, Latin), currency signs before a
 * number, and the middle dot and full-width full stop of the common zh-Hans set (a name's parts 张·三,
 * a number's 3．5 are not split).
 */
export const NO_END = chars(OPEN, '([{<“‘‹«', '￥¥$£€＄￡﹙﹛﹝︵︷︹︻︽︿﹁﹃', MIDDLE_DOT, '．');

/** Han units that stay with the number before them (800元, 3年, 20万, 5人). */
export const UNIT_AFTER_NUMBER = chars(
  '元角分万亿千百十年月日号天周时秒个人次项名位倍份页篇条届种门场余多岁米克吨度所家款',
);

/** Ideographs, kana, hangul and full-width letters and digits: Han for spacing and breaking. */
export function isHan(cp: number): boolean {
  return (
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0x3040 && cp <= 0x30fa) ||
    (cp >= 0x31f0 && cp <= 0x31ff) ||
    (cp >= 0xac00 && cp <= 0xd7af) ||
    (cp >= 0xff10 && cp <= 0xff19) ||
    (cp >= 0xff21 && cp <= 0xff3a) ||
    (cp >= 0xff41 && cp <= 0xff5a) ||
    cp === 0x3005 ||
    cp === 0x3007 ||
    cp >= 0x20000
  );
}

/** Full-width (East Asian wide) code points: each is its own breakable unit. */
export function isWide(cp: number): boolean {
  return (
    isHan(cp) ||
    (cp >= 0x2e80 && cp <= 0x303f) ||
    (cp >= 0x3040 && cp <= 0x33ff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xffef) ||
    cp === 0x00b7 ||
    cp === 0x2027 ||
    cp === 0x2014 ||
    cp === 0x2015 ||
    cp === 0x2026 ||
    cp === 0x22ef ||
    cp === 0x201c ||
    cp === 0x201d ||
    cp === 0x2018 ||
    cp === 0x2019
  );
}

/** Han for the typesetting checks: a character that takes Han–Latin spacing. */
export const isHanChar = (ch: string): boolean => isHan(ch.codePointAt(0) ?? 0);
