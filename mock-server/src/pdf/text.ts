/**
 * Text measurement and line breaking for Chinese + Latin text, done by the engine itself so that every
 * line is known before drawing (pagination needs exact heights). Widths come from the process-wide fontkit
 * fonts and are cached per code point.
 */
import type { FontkitFont } from './fonts.ts';

export interface FontFace {
  /** The name registered in each pdfkit document. */
  name: string;
  font: FontkitFont;
  /** Advance width per code point in 1/unitsPerEm, cached for the whole process. */
  widths: Map<number, number>;
  /** Whether the font has a glyph for a code point, cached. */
  has: Map<number, boolean>;
}

export function makeFace(name: string, font: FontkitFont): FontFace {
  return { name, font, widths: new Map(), has: new Map() };
}

function advance(face: FontFace, cp: number): number {
  let w = face.widths.get(cp);
  if (w === undefined) {
    w = face.font.glyphForCodePoint(cp).advanceWidth;
    face.widths.set(cp, w);
  }
  return w;
}

/** Width in points of a string at a font size (no kerning: never narrower than what pdfkit draws). */
export function measure(face: FontFace, size: number, text: string): number {
  let units = 0;
  for (let i = 0; i < text.length; i++) {
    const cp = text.codePointAt(i) ?? 32;
    if (cp > 0xffff) i++;
    units += advance(face, cp);
  }
  return (units * size) / face.font.unitsPerEm;
}

/** Removes control characters and code points the font cannot draw (they would show as empty boxes). */
export function clean(face: FontFace, text: string): string {
  let out = '';
  for (const ch of text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp === 10) {
      out += ch;
      continue;
    }
    if (cp < 32 || (cp >= 0x7f && cp < 0xa0) || cp === 0xfeff || (cp >= 0x200b && cp <= 0x200f)) continue;
    let ok = face.has.get(cp);
    if (ok === undefined) {
      ok = face.font.hasGlyphForCodePoint(cp);
      face.has.set(cp, ok);
    }
    if (ok) out += ch;
  }
  return out;
}

/** Characters that must not start a line (closing punctuation). */
const NO_START = new Set(Array.from('，。、；：！？）》」』】〕〉”’…—·%,.;:!?)]}>'));
/** Characters that must not end a line (opening punctuation). */
const NO_END = new Set(Array.from('（《「『【〔〈“‘([{<'));

/** Ideographs, kana, hangul, CJK and fullwidth punctuation: each is its own breakable unit. */
function isWide(cp: number): boolean {
  return (
    (cp >= 0x2e80 && cp <= 0x9fff) ||
    (cp >= 0xac00 && cp <= 0xd7af) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xffef) ||
    cp === 0x2014 ||
    cp === 0x2026 ||
    cp === 0x201c ||
    cp === 0x201d ||
    cp === 0x2018 ||
    cp === 0x2019 ||
    cp >= 0x20000
  );
}

export interface Line {
  text: string;
  width: number;
  /** True when the line ended because the next text did not fit (candidate for justification). */
  broken: boolean;
}

/**
 * Whether a run of Latin text may break after its last character ch. Paths break after / - _ ? &, URLs
 * also after a dot, never inside the scheme ("https://" stays whole).
 */
function breaksAfter(run: string, ch: string, inUrl: boolean): boolean {
  if (ch === '/') return !/:\/\/?$/.test(run);
  if (ch === '-' || ch === '_' || ch === '?' || ch === '&') return true;
  return ch === '.' && inUrl;
}

const URL_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const URL_START = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.)/i;

/** Splits text into tokens: single wide characters, runs of spaces, and runs of other characters. */
function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let run = '';
  let runSpace = false;
  let inUrl = false;
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 32;
    if (isWide(cp)) {
      inUrl = false;
      if (run) tokens.push(run);
      run = '';
      tokens.push(ch);
      continue;
    }
    const space = ch === ' ' || cp === 0xa0 || cp === 0x3000;
    if (run && space !== runSpace) {
      tokens.push(run);
      run = '';
    }
    runSpace = space;
    run += ch;
    if (space) inUrl = false;
    else if (!inUrl && URL_START.test(run)) inUrl = true;
    if (!space && run.length > 1 && breaksAfter(run, ch, inUrl)) {
      tokens.push(run);
      run = '';
    }
  }
  if (run) tokens.push(run);
  return tokens;
}

const isSpace = (t: string): boolean => /^[\s\u00a0\u3000]+$/.test(t);

/**
 * Wraps one paragraph (no newlines) to a width. Chinese breaks between any two characters except
 * before closing / after opening punctuation; Latin breaks at spaces (and after / - _ in URLs); a word
 * longer than the line is split between characters.
 */
export function wrapParagraph(face: FontFace, size: number, text: string, maxWidth: number): Line[] {
  const lines: Line[] = [];
  let cur = '';
  let curW = 0;
  const spaceW = measure(face, size, ' ');

  /** Where the last token appended to the current line starts (a break opportunity). */
  let lastStart = 0;
  const push = (broken: boolean): void => {
    let t = cur.replace(/[\s\u00a0\u3000]+$/, '');
    let carry = '';
    if (broken) {
      // Opening punctuation never ends a line: carry it to the next one.
      const last = t.slice(-1);
      if (t.length > 1 && NO_END.has(last)) {
        t = t.slice(0, -1);
        carry = last;
      }
    }
    if (t) lines.push({ text: t, width: measure(face, size, t), broken });
    cur = carry;
    curW = carry ? measure(face, size, carry) : 0;
    lastStart = 0;
  };

  for (const token of tokenize(text)) {
    if (isSpace(token)) {
      if (cur) {
        cur += ' ';
        curW += spaceW;
      }
      continue;
    }
    const w = measure(face, size, token);
    if (curW + w <= maxWidth + 0.01) {
      lastStart = cur.length;
      cur += token;
      curW += w;
      continue;
    }
    const cps = Array.from(token);
    if (cps.length === 1 && NO_START.has(token) && cur) {
      // Closing punctuation never starts a line: take the previous character along with it.
      const prev = Array.from(cur);
      const last = prev[prev.length - 1] ?? '';
      if (prev.length > 1 && isWide(last.codePointAt(0) ?? 0) && !NO_START.has(last)) {
        cur = prev.slice(0, -1).join('');
        push(true);
        cur += last + token;
        curW = measure(face, size, cur);
      } else if (lastStart > 0 && cur.slice(0, lastStart).trim() && !NO_START.has(cur[lastStart] ?? '')) {
        // After a Latin word: the word goes to the next line with the mark.
        const word = cur.slice(lastStart);
        cur = cur.slice(0, lastStart);
        push(true);
        cur += word + token;
        curW = measure(face, size, cur);
      } else {
        // Nothing to take along (a line of one word): let the mark hang at the line end.
        cur += token;
        curW += w;
      }
      continue;
    }
    if (w <= maxWidth) {
      push(true);
      lastStart = cur.length;
      cur += token;
      curW += w;
      continue;
    }
    // A word longer than a whole line (URL, long identifier): split it between characters.
    if (cur && maxWidth - curW < maxWidth * 0.25) push(true);
    // Never inside a URL's scheme ("https://").
    const keep = URL_SCHEME.exec(token)?.[0].length ?? 0;
    let at = 0;
    for (const ch of cps) {
      const cw = measure(face, size, ch);
      if (curW + cw > maxWidth + 0.01 && cur && (at === 0 || at >= keep)) push(true);
      at += ch.length;
      cur += ch;
      curW += cw;
    }
  }
  push(false);
  return lines;
}

/** Wraps text with newlines; empty paragraphs are dropped. */
export function wrap(face: FontFace, size: number, text: string, maxWidth: number): Line[] {
  const out: Line[] = [];
  for (const para of text.split('\n')) {
    if (!para.trim()) continue;
    out.push(...wrapParagraph(face, size, para.trim(), maxWidth));
  }
  return out;
}

/** Shrinks a font size until a single-line text fits a width (for names). */
export function fitSize(face: FontFace, size: number, text: string, maxWidth: number, min = 10): number {
  const w = measure(face, size, text);
  if (w <= maxWidth) return size;
  return Math.max(min, (size * maxWidth) / w);
}
