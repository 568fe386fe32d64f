// An awards section's lines as awards with their dates: a date before, after or in brackets behind the name (its
// brackets go with it), in its own cell, alone on the line under the name, or a name wrapped over two lines.
import { findDate } from './dates';
import { dv, entryOf } from './draft';
import { hanLength, pieceOf, wrapGlue, type Line } from './lines';
import type { Marks } from './marks';
import type { DraftEntry } from './model';

/**
 * A cell with its date blanked out, and the brackets around the date with it: in 英语六级（CET-6）（2019-04） the date's
 * brackets go, the name's stay. (Blanking every bracket of the cell cut the name's closing one off.)
 */
function withoutDate(cell: string, d: { index: number; length: number }): string {
  let a = d.index;
  let b = d.index + d.length;
  const open = /[(（]\s*$/.exec(cell.slice(0, a));
  const close = /^\s*[)）]/.exec(cell.slice(b));
  if (open && close) {
    a -= open[0].length;
    b += close[0].length;
  }
  return cell.slice(0, a) + ' '.repeat(b - a) + cell.slice(b);
}

export function readHonors(lines: Line[], marks: Marks): DraftEntry[] {
  const out: DraftEntry[] = [];
  const dated = lines.filter((l) => findDate(l.text)).length;
  const alone = (l: Line, d: ReturnType<typeof findDate>): d is NonNullable<typeof d> =>
    !!d && l.text.trim().length <= d.length + 2;
  // Awards each over its date (a sidebar's): two lines without a date before one are a wrapped name.
  const datesBelow = lines.filter((l) => alone(l, findDate(l.text))).length * 2 >= lines.length - dated;
  let dateFirst = false;
  let nameAbove = false;
  for (const l of lines) {
    // A date alone on its line (wrapped under a long award) belongs to the award before it.
    const d = findDate(l.text);
    const last = out.at(-1);
    const dateAlone = alone(l, d) && !!last && !last.date!.value;
    // The rest of a wrapped award name: under a name still waiting for its date line below (a sidebar's), or, where
    // most awards carry a date, a short line after an award that starts with its date.
    const nameGoesOn =
      !d &&
      !!last &&
      ((nameAbove && datesBelow && !last.date!.value) ||
        (dateFirst && dated >= lines.length * 0.6 && !l.text.includes('\t') && hanLength(l.text) <= 20));
    if (nameGoesOn) {
      const p = pieceOf(l);
      last.name = dv(`${last.name!.value}${wrapGlue(last.name!.value, p.text)}${p.text}`, [
        ...last.name!.refs,
        ...p.refs,
      ]);
      marks.mark(l);
    } else if (dateAlone) {
      last.date = dv(d.value, pieceOf(l, d.index, d.index + d.length).refs, d.unsure);
      marks.mark(l, d.index, d.index + d.length);
    } else out.push(...honorsOfLine(l, marks));
    // Only after an award that starts with its date can a dateless line be the rest of its name (a date alone
    // on its line ends the award above it: the next line is another award).
    dateFirst = !dateAlone && !!d && d.index === 0;
    nameAbove = !d;
  }
  return out;
}

function honorsOfLine(line: Line, marks: Marks): DraftEntry[] {
  const cells = line.text.split('\t');
  const out: DraftEntry[] = [];
  let at = 0;
  let pendingDate: (ReturnType<typeof findDate> & { offset: number }) | null = null;
  for (const cell of cells) {
    const d = findDate(cell);
    const name = d ? withoutDate(cell, d) : cell;
    const lead = name.length - name.trimStart().length;
    // A bracket left open at the end or closed at the start is the rest of one around the date.
    const nameText = name.trim().replace(/^[\s\-–—:：|｜·•)）]+|[\s\-–—:：|｜·•(（]+$/g, '');
    const nameStart = at + lead + name.trim().indexOf(nameText);
    if (!nameText) {
      if (d) pendingDate = { ...d, offset: at };
    } else {
      const date = d ? { ...d, offset: at } : pendingDate;
      pendingDate = null;
      const namePiece = pieceOf(line, nameStart, nameStart + nameText.length);
      const datePiece = date
        ? pieceOf(line, date.offset + date.index, date.offset + date.index + date.length)
        : undefined;
      out.push(
        entryOf('honor', {
          name: dv(namePiece.text, namePiece.refs),
          date: date ? dv(date.value, datePiece!.refs, date.unsure) : undefined,
        }),
      );
      marks.mark(line, nameStart, nameStart + nameText.length);
      if (date) marks.mark(line, date.offset + date.index, date.offset + date.index + date.length);
    }
    at += cell.length + 1;
  }
  if (pendingDate && out.length && !out.at(-1)!.date!.value) {
    const p = pieceOf(
      line,
      pendingDate.offset + pendingDate.index,
      pendingDate.offset + pendingDate.index + pendingDate.length,
    );
    out.at(-1)!.date = dv(pendingDate.value, p.refs, pendingDate.unsure);
    marks.mark(
      line,
      pendingDate.offset + pendingDate.index,
      pendingDate.offset + pendingDate.index + pendingDate.length,
    );
  }
  return out;
}
