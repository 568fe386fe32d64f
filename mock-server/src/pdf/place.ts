/**
 * Placing a line's atoms for drawing: Han–Latin spacing and compressed marks from the breaker's rules
 * (atoms.ts), and justification to clreq (spaces and Han–Latin boundaries first, then the gaps between Han
 * characters, never inside a Latin word). Placed lines are cached per font face.
 */
import type { Atom, FontFace, PlacedLine } from './face.ts';
import { advance, remember } from './face.ts';
import { atomize, gapAt, stretchBefore, widthOf } from './atoms.ts';

/** Justification never opens a gap wider than this (em); a line that would need more stays ragged. */
export const MAX_STRETCH = 0.6;
/**
 * The same bound on a Latin face (English editions, hyphenated): a word gap is the space plus at most this,
 * about half an em in all.
 */
export const MAX_LATIN_STRETCH = 0.3;

/**
 * Places a line's atoms; when `justifyTo` is given (points) and the line has room for it, the slack is
 * shared by the gaps justification may use (`stretchBefore`), never inside a Latin word.
 */
export function placeLine(face: FontFace, size: number, text: string, justifyTo?: number): PlacedLine {
  return remember(face.placed, `${size}|${justifyTo ?? ''}|${text}`, 4000, () => place(face, size, text, justifyTo));
}

/**
 * Whether a justification gap lies at a space or a Han–Latin boundary (widened first, clreq). A gap beside a
 * full-width mark is not one: it takes what the gaps between Han characters take, never more.
 */
const interScript = (a: Atom, b: Atom): boolean =>
  a.kind === 'space' ||
  b.kind === 'space' ||
  (a.kind === 'latin' && b.kind === 'han') ||
  (a.kind === 'han' && b.kind === 'latin');

/** At most this much (em) goes into each space and Han–Latin boundary before the Han gaps share the rest. */
const MAX_INTER_SCRIPT = 0.25;

function place(face: FontFace, size: number, text: string, justifyTo?: number): PlacedLine {
  const atoms = atomize(face, text);
  const natural = widthOf(atoms, 0, atoms.length, true) * size;
  // Extra space per gap: spaces and Han–Latin boundaries first (up to a quarter em each), then every gap
  // between Han characters; never inside a Latin word.
  let extraInter = 0;
  let extraHan = 0;
  if (justifyTo !== undefined && justifyTo > natural + 0.01) {
    let inter = 0;
    let han = 0;
    for (let i = 1; i < atoms.length; i++) {
      const a = atoms[i - 1] as Atom;
      const b = atoms[i] as Atom;
      if (!stretchBefore(a, b)) continue;
      if (interScript(a, b)) inter++;
      else han++;
    }
    const slack = justifyTo - natural;
    const most = (face.fallback ? MAX_LATIN_STRETCH : MAX_STRETCH) * size;
    if (inter && slack <= inter * MAX_INTER_SCRIPT * size) extraInter = slack / inter;
    else {
      const rest = slack - inter * MAX_INTER_SCRIPT * size;
      const per = han ? rest / han : Infinity;
      if (per <= most) {
        extraInter = inter ? MAX_INTER_SCRIPT * size : 0;
        extraHan = han ? per : 0;
      } else if (inter + han && slack / (inter + han) <= most) {
        extraInter = extraHan = slack / (inter + han);
      }
    }
  }
  const xs: number[] = [];
  let x = 0;
  let added = 0;
  for (let i = 0; i < atoms.length; i++) {
    const a = atoms[i] as Atom;
    if (i > 0) {
      const p = atoms[i - 1] as Atom;
      x += p.w * size + gapAt(atoms, 0, i) * size;
      if ((extraInter || extraHan) && stretchBefore(p, a)) {
        const e = interScript(p, a) ? extraInter : extraHan;
        x += e;
        added += e;
      }
    }
    xs.push(x);
  }
  return { atoms, xs, width: natural + added };
}

/** x (points) of a character index of a placed line's text (for link spots on justified lines). */
export function xAt(face: FontFace, size: number, placed: PlacedLine, index: number): number {
  let at = 0;
  for (let i = 0; i < placed.atoms.length; i++) {
    const a = placed.atoms[i] as Atom;
    if (index < at + a.s.length) {
      let units = 0;
      for (const ch of a.s.slice(0, index - at)) units += advance(face, ch.codePointAt(0) ?? 32);
      return (placed.xs[i] ?? 0) + (a.kind === 'latin' ? (units * size) / face.font.unitsPerEm : 0);
    }
    at += a.s.length;
  }
  const lastAtom = placed.atoms[placed.atoms.length - 1];
  return lastAtom ? (placed.xs[placed.atoms.length - 1] ?? 0) + lastAtom.w * size : 0;
}
