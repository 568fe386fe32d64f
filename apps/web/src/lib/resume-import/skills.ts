// A skills section's lines as skills, each with its level: items parted by cells, bars, wide gaps or list marks
// (Python | SQL), a level after its name (React 熟练, TypeScript (Expert)) or alone on the line under it.
import { SKILL_LEVELS } from '@cv/contract/module-fields';
import { dv, entryOf, optionValue, pieceValue } from './draft';
import { ENGLISH_LEVEL_WORDS, levelOption } from './english';
import { concatLines, pieceOf, tokens, type Line, type Piece } from './lines';
import type { Marks } from './marks';
import type { DraftEntry } from './model';

/** Between skills: cells, bars, wide gaps and list commas (not a slash: JavaScript / TypeScript is one). */
const SKILL_SEP_RE = /\t+|\s*[|｜•、；;]\s*|\s{3,}/g;
/** The same with commas, for a line of skills each with its level in brackets: Python (Expert), SQL (Proficient). */
const SKILL_LIST_SEP_RE = /\t+|\s*[|｜•、；;,，]\s*|\s{3,}/g;
const LEVEL_WORDS = [...SKILL_LEVELS, '掌握', '良好', '一般', '优秀', ...ENGLISH_LEVEL_WORDS];
const LEVEL_RE = new RegExp(`^(${LEVEL_WORDS.join('|')})$`, 'i');
/** Whether `text` is a skill's level word alone (熟练, 良好, Expert): what OCR's reading of a lone word is checked for. */
export const isLevelWord = (text: string) => LEVEL_RE.test(text);
const LEVEL_ALONE_RE = new RegExp(`^\\s*[(（]?(${LEVEL_WORDS.join('|')})[)）]?\\s*$`, 'i');
const LEVEL_TAIL_RE = new RegExp(`[\\s:：（(\\-—|｜·]*(${LEVEL_WORDS.join('|')})[)）]?$`, 'i');
/** A level, then a space and the next skill: a grid's cell gap read as one space (OCR: MySQL | 了解 Java | 熟悉). */
const LEVEL_HEAD_RE = new RegExp(`^(${LEVEL_WORDS.join('|')}) +(?=\\S)`, 'i');

/**
 * A list of skills with bracketed levels wrapped over lines: the item after the last comma above has no level yet
 * and the line below goes on to one (`TypeScript (Expert), Java` over `(Proficient), SQL`; `…, Spring` over `Boot
 * (Expert)`; `Python (Expert),` over the next item).
 */
const LIST_WRAPS = (above: string, below: string) =>
  /[,，][^,，()（）]*$/.test(above) &&
  (/^\s*[(（]/.test(below) || (/[)）]/.test(above) && (/[,，]\s*$/.test(above) || /^[^,，(（]+[(（]/.test(below))));

export function readSkills(lines: Line[], marks: Marks): DraftEntry[] {
  const out: DraftEntry[] = [];
  const joined: Line[] = [];
  for (const l of lines) {
    const last = joined.at(-1);
    if (last && LIST_WRAPS(last.text, l.text)) {
      const both = concatLines([last, l], ' ');
      marks.joined(both, [last, l], ' ');
      joined[joined.length - 1] = both;
    } else joined.push(l);
  }
  for (const l of joined) {
    // A level alone on its line, under its skill (a sidebar's) or wrapped from a list: the skill above's.
    const lone = LEVEL_ALONE_RE.exec(l.text);
    const last = out.at(-1);
    if (lone && last && !last.level!.value) {
      const at = l.text.indexOf(lone[1]!);
      last.level = optionValue(pieceOf(l, at, at + lone[1]!.length), levelOption)!;
      marks.mark(l);
    } else out.push(...skillsOfLine(l, marks));
  }
  return out;
}

function skillsOfLine(line: Line, marks: Marks): DraftEntry[] {
  const ps = tokens(line, /[)）]\s*[,，]/.test(line.text) ? SKILL_LIST_SEP_RE : SKILL_SEP_RE);
  const out: { name: Piece; level?: Piece }[] = [];
  // Levels after their names on this line (a token that is a level alone): a token that starts with a level and goes
  // on is the skill before's level and the next skill. Not on a line of levels before names (精通 Python | 熟悉 Java).
  const levelsAfter = ps.some((p) => LEVEL_RE.test(p.text));
  for (const token of ps) {
    let p: Piece & { start: number } = token;
    const head = levelsAfter && out.length && !out.at(-1)!.level ? LEVEL_HEAD_RE.exec(p.text) : null;
    if (head) {
      out.at(-1)!.level = pieceOf(line, p.start, p.start + head[1]!.length);
      p = { ...pieceOf(line, p.start + head[0].length, token.end), start: p.start + head[0].length };
    }
    if (LEVEL_RE.test(p.text) && out.length && !out.at(-1)!.level) out.at(-1)!.level = p;
    else {
      const tail = LEVEL_TAIL_RE.exec(p.text);
      if (tail && tail.index > 0) {
        const name = pieceOf(line, p.start, p.start + tail.index);
        const at = p.start + tail.index + tail[0].indexOf(tail[1]!);
        const lv = pieceOf(line, at, at + tail[1]!.length);
        out.push({ name, level: lv });
      } else out.push({ name: p });
    }
  }
  // A sentence (熟练掌握 React、Vue ...) is one skill, not one per comma.
  if (out.length > 1 && out.every((o) => !o.level) && (line.text.includes('，') || line.text.length > 30)) {
    const whole = pieceOf(line);
    marks.mark(line);
    return [entryOf('skill', { name: dv(whole.text, whole.refs) })];
  }
  for (const p of ps) marks.mark(line, p.start, p.end);
  return out.map((o) => entryOf('skill', { name: pieceValue(o.name), level: optionValue(o.level, levelOption) }));
}
