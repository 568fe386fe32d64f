/**
 * URLs, email addresses and phone numbers found in resume text, and where they fall on wrapped lines, so
 * each can become a link annotation (https:, mailto:, tel:).
 */
import type { LinkSpot } from './model.ts';
import type { FontFace, Line, PlacedLine } from './face.ts';
import { remember } from './face.ts';
import { placeLine, xAt } from './place.ts';

export interface LinkSpan {
  start: number;
  end: number;
  url: string;
}

const URL_RE = /\b(?:https?:\/\/|www\.)[^\s<>"'\u3000-\u303f\uff01-\uff5e\u4e00-\u9fff]+/gi;
const EMAIL_RE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const PHONE_RE = /(?<![\d.])(?:\+\d{1,3}[\s-]?)?(?:1[3-9]\d(?:[\s-]?\d{4}){2}|0\d{2,3}-\d{7,8})(?![\d.])/g;

const found = new Map<string, LinkSpan[]>();

/** Spans of text that are links, in text order, never overlapping (memoized: every fit-to-page step asks). */
export function findLinks(text: string): LinkSpan[] {
  return remember(found, text, 4000, () => scanLinks(text)).map((s) => ({ ...s }));
}

function scanLinks(text: string): LinkSpan[] {
  const spans: LinkSpan[] = [];
  const add = (start: number, end: number, url: string): void => {
    if (spans.some((s) => start < s.end && end > s.start)) return;
    spans.push({ start, end, url });
  };
  for (const m of text.matchAll(URL_RE)) {
    let raw = m[0];
    // Sentence punctuation after a URL is not part of it.
    while (/[.,;:!?)\]}'"]$/.test(raw)) raw = raw.slice(0, -1);
    if (raw.length < 5) continue;
    add(m.index, m.index + raw.length, /^www\./i.test(raw) ? `https://${raw}` : raw);
  }
  for (const m of text.matchAll(EMAIL_RE)) add(m.index, m.index + m[0].length, `mailto:${m[0]}`);
  for (const m of text.matchAll(PHONE_RE)) add(m.index, m.index + m[0].length, `tel:${telOf(m[0])}`);
  return spans.sort((a, b) => a.start - b.start);
}

/** A phone number as a tel: target: digits, with the + of an international prefix. */
export function telOf(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.startsWith('+') ? `+${digits.slice(1).replace(/\+/g, '')}` : digits;
}

/**
 * The link spots of each wrapped line of `text` (lines are substrings of it, in order, but for a hyphen the
 * breaker added), placed as
 * `drawText` sets the line: justified to `justify` when the line was broken and a width is given.
 */
export function lineLinks(
  face: FontFace,
  size: number,
  text: string,
  lines: readonly Line[],
  justify?: number,
): LinkSpot[][] {
  const spans = findLinks(text);
  if (!spans.length) return lines.map(() => []);
  let cursor = 0;
  return lines.map((line) => {
    // A hyphen the breaker added is not in the source text.
    const own = line.hyphenated ? line.text.slice(0, -1) : line.text;
    const start = text.indexOf(own, cursor);
    if (start < 0) return [];
    const end = start + own.length;
    cursor = end;
    const out: LinkSpot[] = [];
    let placed: PlacedLine | null = null;
    for (const s of spans) {
      const a = Math.max(s.start, start);
      const b = Math.min(s.end, end);
      if (a >= b) continue;
      placed ??= placeLine(face, size, line.text, line.broken ? justify : undefined);
      const dx = xAt(face, size, placed, a - start);
      out.push({ dx, w: xAt(face, size, placed, b - start) - dx, url: s.url });
    }
    return out;
  });
}
