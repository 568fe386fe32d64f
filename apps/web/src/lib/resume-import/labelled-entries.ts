// Entries written as labelled fields, a form more than a layout (项目名称：… 担任角色：… 项目时间：… 项目描述：…), as job
// sites' exports and many Word templates write them. A section is read so when a line of it starts with the label of
// its entries' first field (公司名称, 项目名称, 学校) and it has another field's label too; else the reader of laid-out
// entries takes it (entries.ts). A new entry starts at the first field's label, or at a label the entry already has.
// A description's label goes when it only says "description" and the entry has no other (工作内容：负责… is 负责…);
// otherwise each keeps its label (主修课程; 工作内容 and 工作业绩 apart). Unlabelled lines continue the description.
import type { ModuleStyle } from '@cv/contract';
import { findRange } from './dates';
import { dv, entryOf } from './draft';
import { pieceOf, type Line, type Piece } from './lines';
import type { Marks } from './marks';
import type { DraftEntry, DraftValue } from './model';

type Labelled = 'work' | 'project' | 'edu';
/** A field's labels, longest first where one holds another; 'time' is the date range, 'desc' a description. */
const FIELDS: Record<Labelled, [string, string[]][]> = {
  work: [
    ['company', ['公司名称', '单位名称', '企业名称', '工作单位', '任职单位', '公司', 'company', 'employer']],
    ['title', ['职位名称', '担任职位', '岗位名称', '职位', '岗位', '职务', 'position', 'title']],
    ['time', ['在职时间', '工作时间', '任职时间', '起止时间', '时间', 'period', 'dates']],
    ['desc', ['工作内容', '工作描述', '工作职责', '主要职责', '职责描述', '工作业绩', '主要业绩', '工作成果']],
  ],
  project: [
    ['name', ['项目名称', '项目名', 'project']],
    ['role', ['担任角色', '项目角色', '担任职务', '角色', 'role']],
    ['time', ['项目时间', '起止时间', '时间', 'period', 'dates']],
    [
      'desc',
      [
        '项目描述',
        '项目简介',
        '项目介绍',
        '项目职责',
        '我的职责',
        '责任描述',
        '项目业绩',
        '项目成果',
        '技术栈',
        '使用技术',
      ],
    ],
  ],
  edu: [
    ['school', ['学校名称', '毕业院校', '就读学校', '学校', '院校', 'school']],
    ['major', ['所学专业', '专业', 'major']],
    ['degree', ['学历', '学位', 'degree']],
    ['time', ['在校时间', '就读时间', '起止时间', '时间', 'period', 'dates']],
    ['desc', ['主修课程', '在校经历', '在校情况', '课程', 'GPA']],
  ],
};

/** Labels that only say "the description": alone in an entry they go (主修课程, 工作业绩, 技术栈 say more, and stay). */
const PLAIN_DESC = new Set([
  '工作内容',
  '工作描述',
  '工作职责',
  '职责描述',
  '项目描述',
  '项目简介',
  '项目介绍',
  '在校经历',
]);

const isLabelled = (style: ModuleStyle): style is Labelled => style in FIELDS;

/** Per style, its labels (at the start of a line or after a gap, then a colon) and the field each names. */
const LABELS = Object.fromEntries(
  (Object.keys(FIELDS) as Labelled[]).map((style) => {
    const words = FIELDS[style].flatMap(([, ws]) => ws).sort((a, b) => b.length - a.length);
    const field = new Map(FIELDS[style].flatMap(([name, ws]) => ws.map((w) => [w.toLowerCase(), name] as const)));
    return [style, { re: new RegExp(`(?:^|\\t|\\s{2,}|[|｜])\\s*(${words.join('|')})\\s*[:：]\\s*`, 'gi'), field }];
  }),
) as Record<Labelled, { re: RegExp; field: Map<string, string> }>;

interface Segment {
  field: string;
  label: string;
  value: Piece;
}

/** A line's labelled segments, and the text before its first label (a continuation). */
function segments(style: Labelled, line: Line): { before: Piece | null; segs: Segment[] } {
  const { re, field } = LABELS[style];
  const found = [...line.text.matchAll(re)];
  const segs = found.map((m, k) => {
    const end = k + 1 < found.length ? found[k + 1]!.index : line.text.length;
    const value = pieceOf(line, m.index + m[0].length, end);
    return {
      field: field.get(m[1]!.toLowerCase())!,
      label: m[1]!,
      value: { ...value, text: value.text.replace(/[|｜]\s*$/, '').trim() },
    };
  });
  const first = found[0]?.index ?? line.text.length;
  const before = first > 0 ? pieceOf(line, 0, first) : null;
  return { before: before?.text ? before : null, segs };
}

/** The section's entries read from labelled fields, or null when the section is not written so. */
export function readLabelled(style: ModuleStyle, lines: Line[], marks: Marks): DraftEntry[] | null {
  if (!isLabelled(style)) return null;
  const read = lines.map((l) => segments(style, l));
  const firstField = FIELDS[style][0]![0];
  const heads = read.filter((r) => !r.before && r.segs[0]?.field === firstField).length;
  const others = read.flatMap((r) => r.segs).filter((s) => s.field !== firstField && s.field !== 'desc').length;
  if (heads === 0 || others === 0) return null;

  const out: DraftEntry[] = [];
  let fields: Record<string, DraftValue> = {};
  let descs: { label: string; text: string[]; refs: Piece['refs'] }[] = [];
  const flush = () => {
    if (Object.keys(fields).length === 0 && descs.length === 0) return;
    const desc =
      descs.length === 1 && (!descs[0]!.label || PLAIN_DESC.has(descs[0]!.label))
        ? dv(descs[0]!.text.join('\n'), descs[0]!.refs)
        : dv(
            descs.map((d) => (d.label ? `${d.label}：${d.text.join('\n')}` : d.text.join('\n'))).join('\n'),
            descs.flatMap((d) => d.refs),
          );
    out.push(entryOf(style, { ...fields, ...(descs.length ? { desc } : {}) }));
    fields = {};
    descs = [];
  };
  const addDesc = (label: string, p: Piece) => {
    if (!p.text) return;
    const last = descs.at(-1);
    if (last && !label) {
      last.text.push(p.text);
      last.refs.push(...p.refs);
    } else descs.push({ label, text: [p.text], refs: [...p.refs] });
  };
  for (const [i, l] of lines.entries()) {
    const { before, segs } = read[i]!;
    if (!segs.length && out.length === 0 && Object.keys(fields).length === 0) return null;
    if (before) addDesc('', before);
    for (const s of segs) {
      if (s.field === 'desc') {
        addDesc(s.label, s.value);
        continue;
      }
      // The time is kept as start and end.
      if (s.field === firstField || (s.field === 'time' ? 'start' : s.field) in fields) flush();
      if (s.field === 'time') {
        const r = findRange(s.value.text);
        // A time that is no range (2019 年至今 written otherwise) stays in the description, labelled.
        if (!r) addDesc(s.label, s.value);
        else {
          fields.start = dv(r.start.value, s.value.refs, r.start.unsure);
          fields.end = dv(r.end.value, s.value.refs, r.end.unsure);
        }
      } else fields[s.field] = dv(s.value.text, s.value.refs);
    }
    marks.mark(l);
  }
  flush();
  return out;
}
