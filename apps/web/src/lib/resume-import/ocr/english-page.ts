// Whether a page read by the Chinese model is an English resume, to be read again by the English model (engine.ts).
// A Chinese resume has Latin words too (Java, React, an e-mail, an English name), but far more Han characters than
// Latin letters; an English page read by the Chinese model comes back almost all Latin, a few misread letters as Han.
import type { OcrLine } from './ocr-items';

/** At least this share of the page's letters (Latin and Han) Latin… */
const LATIN_SHARE = 0.9;
/** …and at least this many of them (a picture with a few words is read as it is). */
const MIN_LATIN = 40;

export function isEnglishPage(lines: readonly OcrLine[]): boolean {
  let latin = 0;
  let han = 0;
  for (const line of lines) {
    latin += line.text.match(/[A-Za-z]/g)?.length ?? 0;
    han += line.text.match(/\p{Script=Han}/gu)?.length ?? 0;
  }
  return latin >= MIN_LATIN && latin >= LATIN_SHARE * (latin + han);
}
