// What of each line the understanding used: placed values and the structure (headings, labels) are marked; what
// is left over goes to the tray, so no character read is lost.
import { pieceOf, type Line, type Piece } from './lines';

/** Characters that carry nothing on their own (separators, bullets, spaces, label colons, icon leftovers). */
const EMPTY = /^[\s\p{P}\p{S}·•●○■□◆◇▪▫★☆✓✔|｜⇥\t]*$/u;

export class Marks {
  private used = new Map<Line, Uint8Array>();

  mark(line: Line, start = 0, end = line.text.length): void {
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
