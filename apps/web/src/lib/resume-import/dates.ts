// Dates as resumes write them (2019.09, 2019年9月, 2019-09, 2019/9, Sep 2019, 2019) and ranges between them with an
// open end (至今, 今, 现在, Present): each found with its place in the text and read as the contract's YYYY-MM.
const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTHS = MONTH_NAMES.join('|');
/** One date: year with an optional month, Chinese or numeric or an English month name; or month/year (01/2020). */
const DATE = String.raw`(?:(?:${MONTHS})[a-z]*\.?\s*(?:19|20)\d{2}|(?:0?[1-9]|1[0-2])/(?:19|20)\d{2}|(?:19|20)\d{2}\s*(?:年\s*\d{1,2}\s*月?|[./\-－]\s*\d{1,2}(?![\d.])(?:\s*月)?|年)?)`;
const OPEN = String.raw`(?:至今|今|现在|目前|Present|present|PRESENT|Now|now|Current|current|Today)`;
const DASH = String.raw`\s*(?:-|–|—|－|~|～|至|到|to|TO)\s*`;
const RANGE_RE = new RegExp(String.raw`(${DATE})${DASH}(${DATE}|${OPEN})`, 'i');

/** A date as YYYY-MM ('' when it is not one; a year alone is unsure, read as its January). */
export function yearMonth(text: string): { value: string; unsure?: string } {
  const t = text.trim().toLowerCase();
  const en = new RegExp(`^(${MONTHS})[a-z]*\\.?\\s*((?:19|20)\\d{2})$`).exec(t);
  if (en) {
    const m = MONTH_NAMES.indexOf(en[1]!.slice(0, 3)) + 1;
    return { value: `${en[2]}-${String(m).padStart(2, '0')}` };
  }
  const monthFirst = /^(\d{1,2})\/((?:19|20)\d{2})$/.exec(t);
  if (monthFirst) return { value: `${monthFirst[2]}-${monthFirst[1]!.padStart(2, '0')}` };
  const num = /^((?:19|20)\d{2})\s*(?:年\s*|[./\-－]\s*)?(\d{1,2})?/.exec(t);
  if (!num) return { value: '' };
  const month = Number(num[2] ?? 0);
  if (!num[2] || month < 1 || month > 12) return { value: `${num[1]}-01`, unsure: '只写了年份，月份按 1 月' };
  return { value: `${num[1]}-${String(month).padStart(2, '0')}` };
}

export interface FoundRange {
  index: number;
  length: number;
  start: { value: string; unsure?: string };
  /** '' for an open end (至今). */
  end: { value: string; unsure?: string };
}

const RANGE_START_AT_END = new RegExp(String.raw`(?<!\d)${DATE}${DASH}$`, 'i');
const RANGE_END_AT_START = new RegExp(String.raw`^\s*(?:${DATE}|${OPEN})(?![\d])`, 'i');

/** A range wrapped after its dash: `… 2017.03 -` over `2020.04`. */
export const rangeWrapsBetween = (above: string, below: string) =>
  !findRange(above) && RANGE_START_AT_END.test(above.trimEnd()) && RANGE_END_AT_START.test(below);

export function findRange(text: string): FoundRange | null {
  const m = RANGE_RE.exec(text);
  if (!m) return null;
  const endText = m[2]!;
  const open = new RegExp(`^${OPEN}$`, 'i').test(endText.trim());
  return {
    index: m.index,
    length: m[0].length,
    start: yearMonth(m[1]!),
    end: open ? { value: '' } : yearMonth(endText),
  };
}

/** A single date with a month (an award's), not part of a phone number or a longer number. */
export function findDate(text: string): { index: number; length: number; value: string; unsure?: string } | null {
  const re = new RegExp(`(?<![\\d])(${DATE})(?![\\d])`, 'ig');
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const ym = yearMonth(m[1]!);
    if (ym.value) return { index: m.index, length: m[0].length, ...ym };
  }
  return null;
}
