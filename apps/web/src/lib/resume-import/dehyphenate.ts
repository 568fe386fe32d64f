// Words an English layout engine broke at a line's end with a hyphen (TeX, this product's own English PDFs: `inci-`
// over `dents`): the hyphen goes and the line joins the next with nothing between (Line.hyphenated). A hyphen the word
// has of its own stays (real-time, second-hand): the document writes the word elsewhere with it, or the en-US
// patterns (the `hyphen` package, the one this product's PDF engine breaks with) would not break the whole word
// there. The patterns are loaded only for a file with such a line end.
import { subLine, type Line } from './lines';

/** A line ending in part of a word and a hyphen, over a line starting in lowercase. */
const BROKEN = /(\p{L}+)-$/u;
const REST = /^(\p{Ll}+)/u;

export async function dehyphenate(lines: Line[]): Promise<Line[]> {
  const pairs = lines.flatMap((l, i) => {
    const head = BROKEN.exec(l.text.trimEnd());
    const tail = head && lines[i + 1] ? REST.exec(lines[i + 1]!.text.trimStart()) : null;
    return head && tail ? [{ i, head: head[1]!, tail: tail[1]! }] : [];
  });
  if (pairs.length === 0) return lines;
  const { hyphenateSync } = (await import('hyphen/en-us/index.js')).default;
  const text = lines.map((l) => l.text).join('\n');
  const out = [...lines];
  for (const { i, head, tail } of pairs) {
    const word = head + tail;
    const own = new RegExp(`\\b${head}-${tail}\\b`, 'i').test(text.replace(`${head}-\n`, ''));
    const whole = new RegExp(`\\b${word}\\b`, 'i').test(text);
    const points = hyphenateSync(word.toLowerCase(), { hyphenChar: '|' }).split('|');
    const breaksThere = points.slice(0, -1).some((_, k) => points.slice(0, k + 1).join('').length === head.length);
    if (own || (!whole && !breaksThere)) continue;
    const line = lines[i]!;
    const end = line.text.trimEnd().length - 1;
    out[i] = { ...subLine(line, 0, end), hyphenated: true };
  }
  return out;
}
