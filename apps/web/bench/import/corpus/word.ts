// Word resumes made with the `docx` package as people lay them out in Word: 'word-table' (a 基本信息 table with a
// merged photo cell, each entry a table row of date and content), 'word-textbox' (the header in a text box, heading
// styles, numbered bullets, right-aligned dates on a tab stop), 'word-full-table' (the 表格简历 of Word templates: no
// heading styles, each section a row of one table, its name in a narrow bold cell on the left, written in one
// paragraph or one character per paragraph as people fake vertical text), 'word-sidebar-table' (two columns made of a
// one-row table: the name, contact, skills and awards in a shaded left cell, the rest on the right, every heading
// a bold paragraph in a larger size, no heading styles), 'word-labelled' (as job sites export a resume: every field of an
// entry a labelled line, 公司名称：… 职位：… 在职时间：… 工作内容：…).
import {
  AlignmentType,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  Textbox,
  TextRun,
  VerticalMergeType,
  WidthType,
} from 'docx';
import type { Persona, TruthModule } from './personas';

export const WORD_LAYOUTS = [
  'word-table',
  'word-textbox',
  'word-full-table',
  'word-sidebar-table',
  'word-labelled',
] as const;
export type WordLayout = (typeof WORD_LAYOUTS)[number];

const ym = (v: string) => v.replace('-', '.');
const range = (e: Record<string, string>) => `${ym(e.start!)} - ${e.end ? ym(e.end) : '至今'}`;
const p = (text: string, opts: { bold?: boolean; bullet?: boolean } = {}) =>
  new Paragraph({
    children: [new TextRun({ text, bold: opts.bold })],
    ...(opts.bullet ? { numbering: { reference: 'dots', level: 0 } } : {}),
  });
const cell = (children: Paragraph[], extra: Partial<ConstructorParameters<typeof TableCell>[0]> = {}) =>
  new TableCell({ children, ...extra });

function head(m: TruthModule, e: Record<string, string>): string[] {
  if (m.style === 'edu') return [e.school!, e.major!, e.degree!];
  if (m.style === 'work') return [e.company!, e.title!];
  return [e.name!, e.role!];
}

/** A description's lines as list items. */
const descParas = (d: string) =>
  d
    .split('\n')
    .filter(Boolean)
    .map((l) => p(l, { bullet: true }));

/** The paragraphs of a summary, skills or a custom module: the same in every layout (null for the others). */
function plainModule(m: TruthModule): Paragraph[] | null {
  if (m.style === 'summary') return [p(m.entries[0]!.text!)];
  if (m.style === 'skill') return m.entries.map((e) => p(`${e.name}：${e.level}`));
  if (m.style === 'custom') return m.entries.flatMap((e) => [p(e.title!, { bold: true }), p(e.desc!)]);
  return null;
}

function moduleBlocks(m: TruthModule, layout: WordLayout): (Paragraph | Table)[] {
  const out: (Paragraph | Table)[] = [new Paragraph({ text: m.name, heading: HeadingLevel.HEADING_1 })];
  const plain = plainModule(m);
  if (plain) out.push(...plain);
  else if (m.style === 'honor')
    out.push(
      ...m.entries.map(
        (e) =>
          new Paragraph({
            children: [new TextRun(e.name!), new TextRun(`\t${ym(e.date!)}`)],
            tabStops: [{ type: TabStopType.RIGHT, position: 9000 }],
          }),
      ),
    );
  else if (layout === 'word-table') {
    out.push(
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: m.entries.map(
          (e) =>
            new TableRow({
              children: [
                cell([p(range(e))], { width: { size: 25, type: WidthType.PERCENTAGE } }),
                cell([p(head(m, e).join(' | '), { bold: true }), ...descParas(e.desc!)]),
              ],
            }),
        ),
      }),
    );
  } else {
    for (const e of m.entries) {
      out.push(
        new Paragraph({
          children: [new TextRun({ text: head(m, e).join('  '), bold: true }), new TextRun(`\t${range(e)}`)],
          tabStops: [{ type: TabStopType.RIGHT, position: 9000 }],
        }),
        ...descParas(e.desc!),
      );
    }
  }
  return out;
}

/** One section's content, for the right-hand cell of word-full-table. */
function sectionContent(m: TruthModule): Paragraph[] {
  const plain = plainModule(m);
  if (plain) return plain;
  if (m.style === 'honor') return m.entries.map((e) => p(`${ym(e.date!)}  ${e.name}`));
  return m.entries.flatMap((e) => [
    new Paragraph({
      children: [new TextRun({ text: head(m, e).join('  '), bold: true }), new TextRun(`  ${range(e)}`)],
    }),
    ...descParas(e.desc!),
  ]);
}

/** word-full-table's sections: one table, a row each, the name in a narrow bold cell. */
function fullTable(ps: Persona): Table {
  const vertical = Number(ps.id.slice(1)) % 2 === 1;
  const name = (text: string) =>
    (vertical ? [...text] : [text]).map(
      (t) => new Paragraph({ children: [new TextRun({ text: t, bold: true })], alignment: AlignmentType.CENTER }),
    );
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: ps.modules.map(
      (m) =>
        new TableRow({
          children: [
            cell(name(m.name), { width: { size: 8, type: WidthType.PERCENTAGE } }),
            cell(sectionContent(m), { width: { size: 92, type: WidthType.PERCENTAGE } }),
          ],
        }),
    ),
  });
}

/** word-labelled: an entry's fields as labelled lines, its description's lines after 工作内容： / 项目描述：. */
function labelledEntries(m: TruthModule): Paragraph[] {
  const labels: Record<string, [string, string, string, string]> = {
    work: ['公司名称', '职位', '在职时间', '工作内容'],
    project: ['项目名称', '担任角色', '项目时间', '项目描述'],
  };
  if (m.style === 'edu')
    return m.entries.flatMap((e) => [
      p(`学校：${e.school}    专业：${e.major}    学历：${e.degree}`, { bold: true }),
      p(`时间：${range(e)}`),
      ...(e.desc ? e.desc.split('\n').map((l) => p(l)) : []),
    ]);
  const l = labels[m.style];
  if (!l) return sectionContent(m);
  return m.entries.flatMap((e) => {
    const [first, ...more] = e.desc!.split('\n').filter(Boolean);
    const [a, b] = head(m, e);
    return [
      p(`${l[0]}：${a}`, { bold: true }),
      p(`${l[1]}：${b}`),
      p(`${l[2]}：${range(e)}`),
      p(`${l[3]}：${first ?? ''}`),
      ...more.map((d) => p(d)),
    ];
  });
}

/** word-sidebar-table: the left cell's and the right cell's paragraphs. */
function sidebarTable(ps: Persona): Table {
  const pp = ps.personal;
  const heading = (text: string) =>
    new Paragraph({
      children: [new TextRun({ text, bold: true, size: 26, color: '1F4E79' })],
      spacing: { before: 200 },
    });
  const side = new Set(['skill', 'honor']);
  const sections = (keep: (m: TruthModule) => boolean) =>
    ps.modules.filter(keep).flatMap((m) => [heading(m.name), ...sectionContent(m)]);
  const left = [
    new Paragraph({ children: [new TextRun({ text: pp.name, bold: true, size: 40 })] }),
    p(`求职意向：${pp.wish}`),
    p(`电话：${pp.phone}`),
    p(`邮箱：${pp.email}`),
    p(`性别：${pp.gender === 1 ? '男' : '女'}`),
    p(`出生年月：${ym(pp.birthday)}`),
    p(`工作经验：${pp.exps === '应届' ? '应届生' : pp.exps}`),
    ...sections((m) => side.has(m.style)),
  ];
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        children: [
          cell(left, { width: { size: 32, type: WidthType.PERCENTAGE }, shading: { fill: 'EEF3F8' } }),
          cell(
            sections((m) => !side.has(m.style)),
            { width: { size: 68, type: WidthType.PERCENTAGE } },
          ),
        ],
      }),
    ],
  });
}

export function resumeWord(ps: Persona, layout: WordLayout): Promise<Buffer> {
  const pp = ps.personal;
  const g = pp.gender === 1 ? '男' : '女';
  const exps = pp.exps === '应届' ? '应届生' : pp.exps;
  let top: (Paragraph | Table | Textbox)[];
  if (layout === 'word-table' || layout === 'word-full-table') {
    const row = (cells: TableCell[]) => new TableRow({ children: cells });
    top = [
      new Paragraph({ text: '个人简历', alignment: AlignmentType.CENTER, heading: HeadingLevel.TITLE }),
      ...(layout === 'word-table' ? [new Paragraph({ text: '基本信息', heading: HeadingLevel.HEADING_1 })] : []),
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: [
          row([
            cell([p('姓\u3000\u3000名')]),
            cell([p(pp.name)]),
            cell([p('性\u3000\u3000别')]),
            cell([p(g)]),
            cell([p('')], { verticalMerge: VerticalMergeType.RESTART }),
          ]),
          row([
            cell([p('出生年月')]),
            cell([p(ym(pp.birthday))]),
            cell([p('工作年限')]),
            cell([p(exps)]),
            cell([p('')], { verticalMerge: VerticalMergeType.CONTINUE }),
          ]),
          row([
            cell([p('手\u3000\u3000机')]),
            cell([p(pp.phone)]),
            cell([p('邮\u3000\u3000箱')]),
            cell([p(pp.email)]),
            cell([p('')], { verticalMerge: VerticalMergeType.CONTINUE }),
          ]),
          row([
            cell([p('求职意向')]),
            cell([p(pp.wish)], { columnSpan: 3 }),
            cell([p('')], { verticalMerge: VerticalMergeType.CONTINUE }),
          ]),
        ],
      }),
    ];
  } else if (layout === 'word-sidebar-table') {
    top = [sidebarTable(ps)];
  } else {
    top = [
      new Textbox({
        style: { width: '170mm', height: '40mm' },
        children: [
          new Paragraph({ children: [new TextRun({ text: pp.name, bold: true, size: 44 })] }),
          p(`求职意向：${pp.wish}`),
          p(`电话：${pp.phone}  |  邮箱：${pp.email}`),
          p(`性别：${g}  |  出生年月：${ym(pp.birthday)}  |  工作经验：${exps}`),
        ],
      }),
    ];
  }
  const doc = new Document({
    numbering: {
      config: [
        {
          reference: 'dots',
          levels: [{ level: 0, format: LevelFormat.BULLET, text: '•', alignment: AlignmentType.LEFT }],
        },
      ],
    },
    sections: [
      {
        children: [
          ...top,
          ...(layout === 'word-full-table'
            ? [fullTable(ps)]
            : layout === 'word-sidebar-table'
              ? []
              : layout === 'word-labelled'
                ? ps.modules.flatMap((m) => [
                    new Paragraph({ text: m.name, heading: HeadingLevel.HEADING_1 }),
                    ...labelledEntries(m),
                  ])
                : ps.modules.flatMap((m) => moduleBlocks(m, layout))),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
