// A section's lines as entries of its module style: entries split on date ranges (or, without dates, on bold or
// title lines), the entry's head split into the contract's fields (title, subtitle, start, end), the rest its
// description; skills one per item with their level; awards with their date; a summary as one text.
import type { ModuleStyle } from '@cv/contract';
import { SKILL_LEVELS } from '@cv/contract/module-fields';
import { findDate, findRange } from './dates';
import { dv, entryOf } from './draft';
import { readLabelled } from './labelled-entries';
import { pieceOf, type Line, type Piece } from './lines';
import type { Marks } from './marks';
import type { DraftEntry, DraftValue, SourceRef } from './model';

/** Separators between the items of an entry's head. */
// One space also parts an organisation's name from an English-led title after it (招商银行股份有限公司 Java 开发工程师).
const SEP_RE =
  /\t+|\s*[|｜·•]\s*|\s{2,}|\s+\/\s+|\s*[，,]\s*|(?<=[\u4e00-\u9fff）)])\s(?=[\u4e00-\u9fff（(])|(?<=(?:公司|集团|银行|大学|学院|研究院|研究所|医院|中心|事务所|工作室))\s(?=[A-Za-z])/g;
/** Between skills: cells, bars, wide gaps and list commas (not a slash: JavaScript / TypeScript is one). */
const SKILL_SEP_RE = /\t+|\s*[|｜•、；;]\s*|\s{3,}/g;
const DEGREE_RE =
  /^(本科|硕士|博士|大专|专科|高中|中专|学士|研究生|硕士研究生|博士研究生|博士后|MBA|EMBA|MPA|Bachelor.*|Master.*|Ph\.?D\.?|Doctor.*|Associate.*|B\.?[SAE]\.?|M\.?[SAE]\.?|M\.?Eng\.?)$/i;
const SCHOOL_RE = /(大学|学院|学校|中学|党校|University|College|Institute|School|Academy)/i;
const COMPANY_RE =
  /(公司|有限|集团|银行|研究院|研究所|医院|工作室|事务所|中心|工厂|局|委员会|Inc\.?|Ltd\.?|LLC|Corp\.?|Co\.|Company|Group|Technolog|Bank|Studio|Labs?)/i;
/** A department between a company and a title (公司 | 抖音事业部 | 高级产品经理). */
const DEPARTMENT_RE = /(事业部|事业群|部门|[^\s部]部|中心|团队|实验室|Department|Dept\.?|Team)$/i;
const LEVEL_WORDS = [
  ...SKILL_LEVELS,
  '掌握',
  '良好',
  '一般',
  '优秀',
  'Expert',
  'Advanced',
  'Proficient',
  'Intermediate',
  'Familiar',
  'Basic',
  'Beginner',
  'Native',
  'Fluent',
];
const LEVEL_RE = new RegExp(`^(${LEVEL_WORDS.join('|')})$`, 'i');
const LEVEL_TAIL_RE = new RegExp(`[\\s:：（(\\-—|｜·]*(${LEVEL_WORDS.join('|')})[)）]?$`, 'i');
/** Ends a sentence: a line ending so is not a head line. */
const SENTENCE_END = /[。；;！!？?，,、]$/;
const BULLETS = '[-•·*●▪◆■○◦▶►✓✔]';
const BULLET_START = new RegExp(`^${BULLETS}\\s*|^\\d{1,2}[.、)）]\\s*`);
/** A drawn bullet and the tab after it (LibreOffice's lists). */
const BULLET_TAB = new RegExp(`^(${BULLETS})\\t+`);

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

/** A piece of a line with the place it takes in the line (start..end), to mark it used. */
interface Token extends Piece {
  start: number;
  end: number;
}

/** A line's pieces between separators, the range cut out. */
function tokens(line: Line, cut?: { index: number; length: number }, sep = SEP_RE): Token[] {
  const out: Token[] = [];
  const text = line.text;
  const push = (a: number, b: number) => {
    if (cut && a < cut.index + cut.length && b > cut.index) {
      push(a, cut.index);
      push(cut.index + cut.length, b);
      return;
    }
    // Brackets and colons around a cut-out date range go with it.
    while (a < b && /[\s（(【[）)】\]:：,，]/.test(text[a]!)) a++;
    while (b > a && /[\s（(【[）)】\]:：,，]/.test(text[b - 1]!) && !/[(（]/.test(text.slice(a, b - 1))) b--;
    const p = pieceOf(line, a, b);
    if (p.text && !/^[\s\p{P}\p{S}]+$/u.test(p.text)) out.push({ ...p, start: a, end: b });
  };
  let at = 0;
  sep.lastIndex = 0;
  for (let m = sep.exec(text); m; m = sep.exec(text)) {
    if (m[0].length === 0) {
      sep.lastIndex++;
      continue;
    }
    push(at, m.index);
    at = m.index + m[0].length;
  }
  push(at, text.length);
  return out;
}

const val = (p: Piece | undefined, unsure?: string): DraftValue | undefined =>
  p ? dv(p.text, p.refs, unsure) : undefined;
const joinRefs = (ps: Piece[]): SourceRef[] => ps.flatMap((p) => p.refs);

/** Description text of lines: a wrapped line joins the one before it; a new block or a bullet starts a new line. */
function joinLines(lines: Line[], from: (l: Line) => Piece = (l) => pieceOf(l)): Piece {
  let text = '';
  const refs: SourceRef[] = [];
  for (const [i, l] of lines.entries()) {
    const p = from(l);
    if (!p.text) continue;
    const newLine =
      i > 0 && (l.block || l.bullet || BULLET_START.test(p.text) || SENTENCE_END.test(text) || /[:：]$/.test(text));
    if (text) text += newLine ? '\n' : /[A-Za-z0-9,.]$/.test(text) && /^[A-Za-z0-9]/.test(p.text) ? ' ' : '';
    // A drawn bullet and the tab after it (LibreOffice's lists): the bullet and a space.
    const own = p.text.replace(BULLET_TAB, '$1 ');
    text += l.marker && !BULLET_START.test(own) ? `${l.marker}${own}` : own;
    refs.push(...p.refs);
  }
  return { text, refs };
}

const headLike = (l: Line | undefined) =>
  !!l &&
  !l.bullet &&
  !BULLET_START.test(l.text.trim()) &&
  !SENTENCE_END.test(l.text.trim()) &&
  l.text.trim().length <= 40;

/** Fields of an entry's head pieces, per style. */
function headFields(
  style: ModuleStyle,
  ps: Token[],
): { fields: Record<string, DraftValue | undefined>; used: Token[] } {
  const rest = [...ps];
  const takeWhere = (re: RegExp) => {
    const i = rest.findIndex((p) => re.test(p.text));
    return i === -1 ? undefined : rest.splice(i, 1)[0];
  };
  const first = () => rest.shift();
  let fields: Record<string, DraftValue | undefined> = {};
  const before = rest.length;
  if (style === 'edu') {
    const degree = takeWhere(DEGREE_RE);
    const school = takeWhere(SCHOOL_RE) ?? first();
    fields = { school: val(school), major: val(first()), degree: val(degree) };
  } else if (style === 'work') {
    const company = takeWhere(COMPANY_RE) ?? first();
    // A third piece that names a department goes before the title, for the user to check.
    const department = rest.length >= 2 ? takeWhere(DEPARTMENT_RE) : undefined;
    const title = first();
    fields = {
      company: val(company),
      title:
        department && title
          ? dv(`${department.text} · ${title.text}`, joinRefs([department, title]), '部门放在了职位前，请核对')
          : val(title ?? department),
    };
  } else if (style === 'project') {
    fields = { name: val(first()), role: val(first()) };
  } else {
    const all = rest.splice(0);
    if (all.length) fields = { title: dv(all.map((p) => p.text).join(' '), joinRefs(all)) };
  }
  const used = ps.filter((p) => !rest.includes(p));
  return before ? { fields, used } : { fields, used: [] };
}

export class EntryReader {
  constructor(private marks: Marks) {}

  private markPieces(line: Line, ps: Token[]) {
    for (const p of ps) this.marks.mark(line, p.start, p.end);
  }

  read(style: ModuleStyle, lines: Line[]): DraftEntry[] {
    if (lines.length === 0) return [];
    if (style === 'summary') {
      const text = joinLines(lines);
      lines.forEach((l) => this.marks.mark(l));
      return text.text ? [entryOf(style, { text: dv(text.text, text.refs) })] : [];
    }
    if (style === 'skill') return lines.flatMap((l) => this.skills(l));
    if (style === 'honor') {
      const out: DraftEntry[] = [];
      const dated = lines.filter((l) => findDate(l.text)).length;
      let dateFirst = false;
      for (const l of lines) {
        // A date alone on its line (wrapped under a long award) belongs to the award before it.
        const d = findDate(l.text);
        const last = out.at(-1);
        const dateAlone = !!d && !!last && !last.date!.value && l.text.trim().length <= d.length + 2;
        if (dateAlone) {
          last.date = dv(d.value, pieceOf(l, d.index, d.index + d.length).refs, d.unsure);
          this.marks.mark(l, d.index, d.index + d.length);
        } else if (
          !d &&
          last &&
          dateFirst &&
          dated >= lines.length * 0.6 &&
          !l.text.includes('\t') &&
          l.text.trim().length <= 20
        ) {
          // Most awards here carry a date: a short line without one is the rest of a wrapped award name.
          const p = pieceOf(l);
          last.name = dv(`${last.name!.value}${p.text}`, [...last.name!.refs, ...p.refs]);
          this.marks.mark(l);
        } else out.push(...this.honors(l));
        // Only after an award that starts with its date can a dateless line be the rest of its name (a date alone
        // on its line ends the award above it: the next line is another award).
        dateFirst = !dateAlone && !!d && d.index === 0;
      }
      return out;
    }
    return readLabelled(style, lines, this.marks) ?? this.experiences(style, lines);
  }

  private skills(line: Line): DraftEntry[] {
    const ps = tokens(line, undefined, SKILL_SEP_RE);
    const out: { name: Piece; level?: Piece }[] = [];
    for (const p of ps) {
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
      this.marks.mark(line);
      return [entryOf('skill', { name: dv(whole.text, whole.refs) })];
    }
    this.markPieces(line, ps);
    return out.map((o) => entryOf('skill', { name: val(o.name), level: val(o.level) }));
  }

  private honors(line: Line): DraftEntry[] {
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
        this.marks.mark(line, nameStart, nameStart + nameText.length);
        if (date) this.marks.mark(line, date.offset + date.index, date.offset + date.index + date.length);
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
      this.marks.mark(
        line,
        pendingDate.offset + pendingDate.index,
        pendingDate.offset + pendingDate.index + pendingDate.length,
      );
    }
    return out;
  }

  private experiences(style: ModuleStyle, lines: Line[]): DraftEntry[] {
    const need = style === 'edu' ? 3 : style === 'custom' ? 1 : 2;
    const ranges = lines.map((l) => (l.bullet ? null : findRange(l.text)));
    let anchors = ranges.flatMap((r, i) => (r ? [i] : []));
    const dated = anchors.length > 0;
    // Without dates: entries start at bold lines, else at a short title line after a finished sentence.
    if (!dated) anchors = lines.flatMap((l, i) => (l.bold && headLike(l) && !lines[i - 1]?.bold ? [i] : []));
    if (!dated && anchors.length === 0) {
      anchors = lines.flatMap((l, i) => {
        const prev = lines[i - 1];
        const next = lines[i + 1];
        const title = headLike(l) && l.text.trim().length <= 30 && !!next && !headLike(next);
        return title && (!prev || SENTENCE_END.test(prev.text.trim()) || (prev.bullet && l.block)) ? [i] : [];
      });
    }
    if (anchors.length === 0) anchors = [0];
    const heads: { from: number; to: number }[] = anchors.map((a) => ({ from: a, to: a + 1 }));
    for (const [k, h] of heads.entries()) {
      const prevEnd = k > 0 ? heads[k - 1]!.to : 0;
      const count = () => {
        let n = 0;
        for (let i = h.from; i < h.to; i++) n += tokens(lines[i]!, ranges[i] ?? undefined).length;
        return n;
      };
      // A head line above the date line (a title over "职位 2019.09-2023.06"). It starts something new: the line right
      // after the previous head, a new block, bold, or right after a finished sentence when it brings the fields the
      // date line lacks (a company and a title over the dates, close under the last entry's description).
      const above = h.from - 1;
      if (
        dated &&
        above >= prevEnd &&
        headLike(lines[above]) &&
        (lines[above]!.bold || count() < need) &&
        (above === prevEnd ||
          lines[above]!.block ||
          lines[above]!.bold ||
          (SENTENCE_END.test(lines[above - 1]?.text.trim() ?? '') && tokens(lines[above]!).length + count() >= need))
      )
        h.from--;
      // Head lines below it (the position under the company), while fields are missing.
      while (
        h.to < lines.length &&
        count() < need &&
        headLike(lines[h.to]) &&
        !ranges[h.to] &&
        (lines[h.to]!.bold || lines[h.to]!.text.trim().length <= 24) &&
        (k + 1 >= heads.length || h.to < heads[k + 1]!.from)
      )
        h.to++;
    }
    const out: DraftEntry[] = [];
    for (const [k, h] of heads.entries()) {
      const next = heads[k + 1]?.from ?? lines.length;
      const headPieces: Token[] = [];
      const owner = new Map<Token, Line>();
      let range = null as ReturnType<typeof findRange>;
      let rangeLine: Line | null = null;
      for (let i = h.from; i < h.to; i++) {
        const r = ranges[i];
        if (r && !range) {
          range = r;
          rangeLine = lines[i]!;
        }
        for (const p of tokens(lines[i]!, style === 'custom' ? undefined : (r ?? undefined))) {
          headPieces.push(p);
          owner.set(p, lines[i]!);
        }
      }
      const { fields, used } = headFields(style, headPieces);
      for (const p of used) this.markPieces(owner.get(p)!, [p]);
      if (range && rangeLine && style !== 'custom') {
        const r = range;
        const startP = pieceOf(rangeLine, r.index, r.index + r.length);
        fields.start = dv(r.start.value, startP.refs, r.start.unsure);
        fields.end = dv(r.end.value, startP.refs, r.end.unsure);
        this.marks.mark(rangeLine, r.index, r.index + r.length);
      }
      // Pieces of the head no field took (a GPA, a city) lead the description.
      const leftover = headPieces.filter((p) => !used.includes(p));
      const body = lines.slice(h.to, next);
      const desc = joinLines(body);
      body.forEach((l) => this.marks.mark(l));
      const extra = leftover.map((p) => p.text).join(' ');
      leftover.forEach((p) => this.markPieces(owner.get(p)!, [p]));
      const descText = [extra, desc.text].filter(Boolean).join('\n');
      fields.desc = dv(descText, [...joinRefs(leftover), ...desc.refs]);
      out.push(entryOf(style, fields));
    }
    // Lines before the first entry's head (an intro line) go to the tray: they stay unmarked.
    return out;
  }
}
