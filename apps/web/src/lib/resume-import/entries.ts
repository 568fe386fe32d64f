// A section's lines as entries of its module style: entries split on date ranges (or, without dates, on bold or
// title lines), the entry's head split into the contract's fields (title, subtitle, start, end), the rest its
// description; a summary as one text. Skills (skills.ts), awards (honors.ts) and entries written as labelled fields
// (labelled-entries.ts) have readers of their own.
import type { ModuleStyle } from '@cv/contract';
import { findRange } from './dates';
import { dv, entryOf, joinRefs, optionValue, pieceValue } from './draft';
import { degreeOption } from './english';
import { readHonors } from './honors';
import { readLabelled } from './labelled-entries';
import { hanLength, pieceOf, tokens, wrapGlue, type Line, type Piece, type Token } from './lines';
import type { Marks } from './marks';
import type { DraftEntry, DraftValue, SourceRef } from './model';
import { readSkills } from './skills';

/** Separators between the items of an entry's head. */
// One space also parts an organisation's name from an English-led title after it (招商银行股份有限公司 Java 开发工程师).
// An English degree parts from its major with `in` (Master of Science in Finance, B.S. in Statistics).
const SEP_RE =
  /\t+|\s*[|｜·•]\s*|\s{2,}|\s+\/\s+|\s*[，,]\s*|(?<=[\u4e00-\u9fff）)])\s(?=[\u4e00-\u9fff（(])|(?<=(?:公司|集团|银行|大学|学院|研究院|研究所|医院|中心|事务所|工作室))\s(?=[A-Za-z])|(?<=\b(?:(?:Bachelor|Master)(?:'s)?(?:\s+of(?:\s+[A-Z][A-Za-z]*)+)?(?:\s+Degree)?|[BM]\.?\s?(?:S|A|E|Sc|Eng)\.?|MBA|Ph\.?\s?D\.?))\s+in\s+(?=[A-Z])/g;
const DEGREE_RE =
  /^(本科|硕士|博士|大专|专科|高中|中专|学士|研究生|硕士研究生|博士研究生|博士后|MBA|EMBA|MPA|Bachelor.*|Master.*|Ph\.?D\.?|Doctor.*|Associate.*|B\.?[SAE]\.?|M\.?[SAE]\.?|[BM]\.?Eng\.?|[BM]\.?Sc\.?)$/i;
const SCHOOL_RE = /(大学|学院|学校|中学|党校|University|College|Institute|School|Academy)/i;
const COMPANY_RE =
  /(公司|有限|集团|银行|研究院|研究所|医院|工作室|事务所|中心|工厂|局|委员会|Inc\.?|Ltd\.?|LLC|Corp\.?|Co\.|Company|Group|Technolog|Bank|Studio|Labs?)/i;
/** A department between a company and a title (公司 | 抖音事业部 | 高级产品经理). */
const DEPARTMENT_RE = /(事业部|事业群|部门|[^\s部]部|中心|团队|实验室|Department|Dept\.?|Team)$/i;
/** Ends a sentence: a line ending so is not a head line. */
// An English sentence's period too, not an abbreviation's (Co., Ltd., Inc.) or a number's.
const SENTENCE_END = /(?:[。；;！!？?，,、]|(?<=[a-z][a-z)]|\d%)(?<!\b(?:Inc|Ltd|Co|Corp|Dept|etc))\.)$/;
const BULLETS = '[-•·*●▪◆■○◦▶►✓✔]';
const BULLET_START = new RegExp(`^${BULLETS}\\s*|^\\d{1,2}[.、)）]\\s*`);
/** A drawn bullet and the tab after it (LibreOffice's lists). */
const BULLET_TAB = new RegExp(`^(${BULLETS})\\t+`);

/** Description text of lines: a wrapped line joins the one before it; a new block or a bullet starts a new line. */
function joinLines(lines: Line[], from: (l: Line) => Piece = (l) => pieceOf(l)): Piece {
  let text = '';
  const refs: SourceRef[] = [];
  for (const [i, l] of lines.entries()) {
    const p = from(l);
    if (!p.text) continue;
    const newLine =
      i > 0 && (l.block || l.bullet || BULLET_START.test(p.text) || SENTENCE_END.test(text) || /[:：]$/.test(text));
    if (text) text += newLine ? '\n' : lines[i - 1]?.hyphenated ? '' : wrapGlue(text, p.text);
    // A drawn bullet and the tab after it (LibreOffice's lists): the bullet and a space.
    const own = p.text.replace(BULLET_TAB, '$1 ');
    text += l.marker && !BULLET_START.test(own) ? `${l.marker}${own}` : own;
    refs.push(...p.refs);
  }
  return { text, refs };
}

const headLike = (l: Line | undefined) =>
  !!l && !l.bullet && !BULLET_START.test(l.text.trim()) && !SENTENCE_END.test(l.text.trim()) && hanLength(l.text) <= 40;

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
    fields = { school: pieceValue(school), major: pieceValue(first()), degree: optionValue(degree, degreeOption) };
  } else if (style === 'work') {
    const company = takeWhere(COMPANY_RE) ?? first();
    // A third piece that names a department goes before the title, for the user to check.
    const department = rest.length >= 2 ? takeWhere(DEPARTMENT_RE) : undefined;
    const title = first();
    fields = {
      company: pieceValue(company),
      title:
        department && title
          ? dv(`${department.text} · ${title.text}`, joinRefs([department, title]), '部门放在了职位前，请核对')
          : pieceValue(title ?? department),
    };
  } else if (style === 'project') {
    fields = { name: pieceValue(first()), role: pieceValue(first()) };
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
    if (style === 'skill') return readSkills(lines, this.marks);
    if (style === 'honor') return readHonors(lines, this.marks);
    return readLabelled(style, lines, this.marks) ?? this.experiences(style, lines);
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
        for (let i = h.from; i < h.to; i++) n += tokens(lines[i]!, SEP_RE, ranges[i] ?? undefined).length;
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
          (SENTENCE_END.test(lines[above - 1]?.text.trim() ?? '') &&
            tokens(lines[above]!, SEP_RE).length + count() >= need))
      )
        h.from--;
      // Head lines below it (the position under the company), while fields are missing.
      while (
        h.to < lines.length &&
        count() < need &&
        headLike(lines[h.to]) &&
        !ranges[h.to] &&
        (lines[h.to]!.bold || hanLength(lines[h.to]!.text) <= 24) &&
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
        for (const p of tokens(lines[i]!, SEP_RE, style === 'custom' ? undefined : (r ?? undefined))) {
          headPieces.push(p);
          owner.set(p, lines[i]!);
        }
      }
      const { fields, used } = headFields(style, headPieces);
      for (const p of used) this.markPieces(owner.get(p)!, [p]);
      // The word between a degree and its major (Master of Science in Finance) is structure, not content.
      for (const [i, p] of used.entries()) {
        const q = used[i + 1];
        const l = owner.get(p)!;
        if (q && owner.get(q) === l && /^\s+in\s+$/.test(l.text.slice(p.end, q.start)))
          this.marks.mark(l, p.end, q.start);
      }
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
