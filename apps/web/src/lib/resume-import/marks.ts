// What of each line the understanding used: placed values and the structure (headings, labels) are marked; what
// is left over goes to the tray, so no character read is lost.
import { pieceOf, type Line, type Piece } from './lines';

/** Characters that carry nothing on their own (separators, bullets, spaces, label colons, icon leftovers). */
const EMPTY = /^[\s\p{P}\p{S}·•●○■□◆◇▪▫★☆✓✔|｜⇥\t]*$/u;

export class Marks {
  private used = new Map<Line, Uint8Array>();
  /** Lines a reader joined (concatLines) and where each of their parts starts in them. */
  private parts = new Map<Line, { line: Line; at: number }[]>();

  /** `joined` is `parts` joined by `glue` (lines.ts concatLines): marking it marks them. */
  joined(joined: Line, parts: Line[], glue: string): void {
    let at = 0;
    this.parts.set(
      joined,
      parts.map((line) => {
        const part = { line, at };
        at += line.text.length + glue.length;
        return part;
      }),
    );
  }

  mark(line: Line, start = 0, end = line.text.length): void {
    const parts = this.parts.get(line);
    if (parts) {
      for (const p of parts) {
        const a = Math.max(start - p.at, 0);
        const b = Math.min(end - p.at, p.line.text.length);
        if (b > a) this.mark(p.line, a, b);
      }
      return;
    }
    let u = this.used.get(line);
    if (!u) this.used.set(line, (u = new Uint8Array(line.text.length)));
    u.fill(1, Math.max(0, start), Math.min(line.text.length, end));
  }

  isFree(line: Line): boolean {
    const u = this.used.get(line);
    return !u || u.every((b) => b === 0);
  }

  /** The runs of a line no one used, as pieces (only those with some letter or digit). */
  leftovers(line: Line): Piece[] {
    const u = this.used.get(line);
    const out: Piece[] = [];
    let i = 0;
    while (i < line.text.length) {
      if (u?.[i]) {
        i++;
        continue;
      }
      let j = i;
      while (j < line.text.length && !u?.[j]) j++;
      const p = pieceOf(line, i, j);
      if (!EMPTY.test(p.text)) out.push(p);
      i = j;
    }
    return out;
  }

  /** Characters of the lines (letters and digits) no one used. */
  unaccounted(lines: Line[]): number {
    let n = 0;
    for (const l of lines) for (const p of this.leftovers(l)) n += p.text.replace(/[\s\p{P}\p{S}]/gu, '').length;
    return n;
  }
}
