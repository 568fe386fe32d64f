// The personal info from the header and a 基本信息 section: label/value pairs (姓名：, 姓\u3000名 ⇥ value in a table,
// several pairs on a line) and patterns without labels (an 11-digit mobile in any grouping, an e-mail, 男/女, a name
// in the title's place). Labels of things the resume has no field for (年龄, 籍贯 ...) are left to the tray.
import type { ExpsLevel } from '@cv/contract';
import { EXPS_LEVELS } from '@cv/contract/constants';
import { PERSONAL_FIELD_MAX } from '@cv/contract/module-fields';
import { findRange, yearMonth } from './dates';
import { dv } from './draft';
import { hanLength, pieceOf, type Line, type Piece } from './lines';
import type { Marks } from './marks';
import type { DraftPersonal, DraftValue } from './model';

type Field = keyof DraftPersonal;
const spaced = (w: string) => w.split('').join('[\\s\u3000\\t]*');
const LABELS: [Field | 'other', string[]][] = [
  ['name', ['姓名', 'name']],
  ['gender', ['性别', 'gender', 'sex']],
  ['birthday', ['出生年月', '出生日期', '生日', '出生', 'date of birth', 'birthday', 'birth', 'dob']],
  [
    'phone',
    ['手机/微信', '电话/微信', '微信/手机', '联系电话', '手机号码', '手机号', '手机', '电话', 'mobile', 'phone', 'tel'],
  ],
  ['email', ['电子邮箱', '电子邮件', '邮箱', '邮件', 'e-mail', 'email', 'mail']],
  [
    'wish',
    [
      '求职意向',
      '意向岗位',
      '意向职位',
      '应聘岗位',
      '应聘职位',
      '期望职位',
      '期望岗位',
      '目标职位',
      '目标岗位',
      '求职岗位',
      '求职目标',
      'objective',
      'position',
    ],
  ],
  ['exps', ['工作年限', '工作经验', '从业年限', '经验', 'experience']],
  [
    'other',
    [
      '年龄',
      '民族',
      '籍贯',
      '政治面貌',
      '婚姻状况',
      '婚否',
      '身高',
      '体重',
      '学历',
      '最高学历',
      '毕业院校',
      '毕业学校',
      '专业',
      '现居住地',
      '现居地',
      '现居',
      '居住地',
      '住址',
      '地址',
      '所在地',
      '所在城市',
      '户籍',
      '户口',
      '微信',
      'QQ',
      '期望薪资',
      '期望城市',
      '到岗时间',
      '健康状况',
      '英语水平',
      'age',
      'address',
      'wechat',
      'github',
      'website',
      'location',
    ],
  ],
];

/** Every label word of the personal info (求职意向, 手机, 性别 …): the OCR takes a semicolon after one for its colon. */
export const PERSONAL_LABEL_WORDS: ReadonlySet<string> = new Set(LABELS.flatMap(([, words]) => words));
const LABEL_RE = new RegExp(
  `(${LABELS.flatMap(([, ws]) => ws)
    .sort((a, b) => b.length - a.length)
    .map(spaced)
    .join('|')})[\\s\u3000]*(?:[:：]|(?=\\t)|$|[\\s\u3000]+(?=\\S))`,
  'gi',
);
const fieldOfLabel = (label: string): Field | 'other' => {
  const key = label.replace(/[\s\u3000]/g, '').toLowerCase();
  return LABELS.find(([, ws]) => ws.some((w) => w.replace(/\s/g, '') === key))?.[0] ?? 'other';
};

/** The text is a personal label alone (电话, 工作经验：). */
export function isPersonalLabel(text: string): boolean {
  LABEL_RE.lastIndex = 0;
  const t = text.trim().replace(/[:：\s]+$/, '');
  const m = LABEL_RE.exec(t);
  return !!m && m.index === 0 && m[1]!.length === t.length;
}

const PHONE_RE = /(?<![\d])(?:\+?86[\s-]?)?1[3-9]\d(?:[\s\-.]?\d){8}(?![\d])/;
const EMAIL_RE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/;
const HAN_NAME = /^[\u4e00-\u9fff·]{2,5}$/;
const LATIN_NAME = /^[A-Z][a-zA-Z'-]+(?: [A-Z][a-zA-Z'.-]*){1,3}$/;
const TITLE_WORDS = /^(个人简历|简历|求职简历|个人履历|resume|curriculum vitae|cv)$/i;

/** 工作年限 text to the exps level (应届 for a new graduate, n年 to its band). */
export function expsLevel(text: string): ExpsLevel | '' {
  const t = text.replace(/\s/g, '');
  if ((EXPS_LEVELS as readonly string[]).includes(t)) return t as ExpsLevel;
  if (/应届|在校|无经验|毕业生|fresh|graduate/i.test(t)) return '应届';
  const m = /(\d+(?:\.\d+)?)(?:[-~至到](\d+))?\s*(?:年|years?|yrs?)/i.exec(t);
  if (!m) return '';
  const n = Number(m[2] ?? m[1]);
  if (/以上|\+/.test(t) && n >= 10) return '10年以上';
  if (n < 1) return '应届';
  if (n <= 3) return '1-3年';
  if (n <= 5) return '3-5年';
  if (n <= 10) return '5-10年';
  return '10年以上';
}

/** The personal-info labels of a line: each starts a cell or follows a separator (not 专业 in 计算机专业). */
function labelsOf(text: string): { field: Field | 'other'; start: number; end: number }[] {
  const found: { field: Field | 'other'; start: number; end: number }[] = [];
  LABEL_RE.lastIndex = 0;
  for (let m = LABEL_RE.exec(text); m; m = LABEL_RE.exec(text)) {
    const before = text[m.index - 1];
    if (before && !/[\s\t|｜·•,，;；:：/]/.test(before)) continue;
    found.push({ field: fieldOfLabel(m[1]!), start: m.index, end: m.index + m[0].length });
    if (m[0].length === 0) LABEL_RE.lastIndex++;
  }
  return found;
}

/**
 * A line of two or more personal fields with their labels (性别：女 | 出生年月：1996.05), wherever the layout put it
 * (a header's wrapped second line can land beside a section): personal info, not a section's text.
 */
export function isPersonalRow(text: string): boolean {
  return labelsOf(text).filter((f) => f.field !== 'other' && /[:：]\s*$/.test(text.slice(f.start, f.end))).length >= 2;
}

export class PersonalReader {
  readonly personal: Record<Field, DraftValue>;

  constructor(
    private marks: Marks,
    initial: DraftPersonal,
  ) {
    this.personal = { ...initial };
  }

  private set(field: Field, piece: Piece, value = piece.text, unsure?: string): boolean {
    if (this.personal[field].value || !value) return false;
    const max = (PERSONAL_FIELD_MAX as Record<string, number>)[field] ?? 50;
    this.personal[field] = dv(value.slice(0, max), piece.refs, unsure);
    return true;
  }

  /** Reads a value for a labelled field; true when it was taken. */
  private take(field: Field, p: Piece): boolean {
    switch (field) {
      case 'phone': {
        const m = PHONE_RE.exec(p.text);
        return this.set(field, p, m ? m[0] : p.text);
      }
      case 'email': {
        const m = EMAIL_RE.exec(p.text);
        return !!m && this.set(field, p, m[0]);
      }
      case 'birthday': {
        const d = yearMonth(p.text);
        return !!d.value && this.set(field, p, d.value, d.unsure);
      }
      case 'gender': {
        const g = /男|male/i.test(p.text) && !/female/i.test(p.text) ? '男' : /女|female/i.test(p.text) ? '女' : '';
        return !!g && this.set(field, p, g);
      }
      case 'exps': {
        const level = expsLevel(p.text);
        return (
          !!level && this.set(field, p, level, level === p.text.replace(/\s/g, '') ? undefined : `原文为“${p.text}”`)
        );
      }
      default:
        return this.set(field, p);
    }
  }

  /** Label/value pairs of a line (cells split by tabs); marks what it placed. */
  readPairs(line: Line): void {
    const text = line.text;
    const found = labelsOf(text);
    for (const [i, f] of found.entries()) {
      let end = found[i + 1]?.start ?? text.length;
      // The value runs to the next label, or the end of its cell.
      let from = f.end;
      while (text[from] === '\t' || text[from] === ' ') from++;
      const tab = text.indexOf('\t', from);
      if (tab !== -1 && tab < end && from < tab) end = tab;
      while (end > from && /[\s|｜·•,，;；/]/.test(text[end - 1]!)) end--;
      const piece = pieceOf(line, from, end);
      if (f.field === 'other' || !piece.text) continue;
      if (this.take(f.field, piece)) this.marks.mark(line, f.start, end);
    }
  }

  /** A label alone on its line (电话 over 138 0013 8000): the next line is its value. True when it took it. */
  readLabelAbove(line: Line, next: Line | undefined): boolean {
    if (!next || next.text.includes('\t')) return false;
    LABEL_RE.lastIndex = 0;
    const m = LABEL_RE.exec(line.text.trim());
    if (
      !m ||
      m.index !== 0 ||
      m[0].replace(/[:：\s]+$/, '').length !== line.text.trim().replace(/[:：\s]+$/, '').length
    )
      return false;
    const field = fieldOfLabel(m[1]!);
    if (field === 'other' || !this.take(field, pieceOf(next))) return false;
    this.marks.mark(line);
    this.marks.mark(next);
    return true;
  }

  /** Patterns without labels: a mobile number, an e-mail, a lone 男/女 token, N年工作经验. */
  readPatterns(line: Line): void {
    const text = line.text;
    const phone = PHONE_RE.exec(text);
    if (phone && this.set('phone', pieceOf(line, phone.index, phone.index + phone[0].length))) {
      this.marks.mark(line, phone.index, phone.index + phone[0].length);
    }
    const email = EMAIL_RE.exec(text);
    if (email && this.set('email', pieceOf(line, email.index, email.index + email[0].length))) {
      this.marks.mark(line, email.index, email.index + email[0].length);
    }
    const gender = /(?:^|[\t|｜·•/,，\s])([男女])(?=$|[\t|｜·•/,，\s])/.exec(text);
    if (gender) {
      const at = gender.index + gender[0].length - 1;
      if (this.take('gender', pieceOf(line, at, at + 1))) this.marks.mark(line, at, at + 1);
    }
    const exps =
      /(?:^|(?<=[\t|｜·•/,，\s]))(\d+(?:\s*-\s*\d+)?\s*年(?:以上)?(?:工作经验|经验)?|应届(?:毕业)?生?)(?=$|[\t|｜·•/,，\s])/.exec(
        text,
      );
    if (exps && this.take('exps', pieceOf(line, exps.index, exps.index + exps[0].length))) {
      this.marks.mark(line, exps.index, exps.index + exps[0].length);
    }
  }

  /** A month alone among the header's items (· 1996.05 ·): the birthday, unsure (no label says so). */
  readLoneMonth(line: Line): void {
    if (this.personal.birthday.value) return;
    const m = /(?:^|(?<=[\t|｜·•/,，\s]))((?:19|20)\d{2}(?:[./-]\d{1,2}|年\d{1,2}月))(?=$|[\t|｜·•/,，\s])/.exec(
      line.text,
    );
    if (!m || findRange(line.text)) return;
    const d = yearMonth(m[1]!);
    if (
      d.value &&
      this.set('birthday', pieceOf(line, m.index, m.index + m[1]!.length), d.value, '没有标签的年月，当作出生年月')
    ) {
      this.marks.mark(line, m.index, m.index + m[1]!.length);
    }
  }

  /** The header's title line: the name (and 个人简历-like titles used as structure). */
  readTitle(lines: Line[]): void {
    for (const l of lines) if (TITLE_WORDS.test(l.text.replace(/[\s\u3000]/g, ''))) this.marks.mark(l);
    if (this.personal.name.value) return;
    // 林晓雯 ⇥ 高级前端工程师: a name and the wished position on one line.
    // A large first line of two Han runs split by one gap (林晓雯 高级前端工程师) reads the same way.
    const first = lines.find((l) => this.marks.isFree(l));
    const tabs = first?.text.split('\t').length ?? 0;
    const gap = first && tabs === 1 ? /^[\u4e00-\u9fff·]{2,5}([ \u3000]+)(?=[^\s\u3000]+$)/.exec(first.text) : null;
    const at = gap ? gap[0].length - gap[1]!.length : tabs === 2 ? first!.text.indexOf('\t') : -1;
    if (first && at > 0 && first.hint + first.size > 1.2) {
      const name = first.text
        .slice(0, at)
        .replace(/(?<=[\u4e00-\u9fff])[\s\u3000]+(?=[\u4e00-\u9fff])/g, '')
        .trim();
      if (HAN_NAME.test(name) || LATIN_NAME.test(name)) {
        this.personal.name = dv(name, pieceOf(first, 0, at).refs);
        const wish = pieceOf(first, gap ? gap[0].length : at + 1);
        if (wish.text.length <= 30 && !/\d|@/.test(wish.text))
          this.set('wish', wish, wish.text, '与姓名同一行，当作求职意向');
        this.marks.mark(first);
        return;
      }
    }
    const free = lines.filter((l) => this.marks.isFree(l) && !l.text.includes('\t'));
    const biggest = [...free].sort((a, b) => b.hint - a.hint || b.size - a.size)[0];
    const candidates = biggest ? [biggest, ...free.filter((l) => l !== biggest)] : [];
    for (const l of candidates.slice(0, 3)) {
      const compact = l.text.replace(/(?<=[\u4e00-\u9fff])[\s\u3000]+(?=[\u4e00-\u9fff])/g, '');
      if (HAN_NAME.test(compact) || LATIN_NAME.test(l.text.trim())) {
        this.personal.name = dv(compact.trim(), pieceOf(l).refs);
        this.marks.mark(l);
        const next = lines[lines.indexOf(l) + 1];
        // The line under the name, short and free, is the wished position (unsure: no label says so). Short in Han
        // widths: Machine Learning Engineer is as short as 机器学习工程师 and a half.
        if (next && this.marks.isFree(next) && !next.text.includes('\t') && !/\d|@/.test(next.text)) {
          // An English position wrapped in a narrow column (Machine Learning / Engineer): the same block's next line
          // of words alone goes with it.
          const more = lines[lines.indexOf(next) + 1];
          const words = /^[A-Za-z][A-Za-z &/,.'-]*$/;
          const wrapped =
            more &&
            !more.block &&
            this.marks.isFree(more) &&
            words.test(next.text.trim()) &&
            words.test(more.text.trim())
              ? pieceOf(more)
              : null;
          const wish = pieceOf(next);
          const value = wrapped ? `${wish.text} ${wrapped.text}` : wish.text;
          const refs = wrapped ? [...wish.refs, ...wrapped.refs] : wish.refs;
          if (hanLength(value) <= 20 && this.set('wish', { text: value, refs }, value, '标题下的一行，当作求职意向')) {
            this.marks.mark(next);
            if (wrapped) this.marks.mark(more!);
          }
        }
        return;
      }
    }
  }
}
