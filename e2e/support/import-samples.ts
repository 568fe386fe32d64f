/**
 * Resume files made elsewhere, for 导入简历's end-to-end tests (issue 41), with the resume they hold (the truth, as
 * cv/get should answer it after 创建简历): a two-column PDF printed by Chromium from HTML (a sidebar with the personal
 * info and skills, the main column with education, work and the summary), a Word file laid out in tables (the docx
 * package: a label/value table for the personal info, one table row per entry) and the files every refusal is for;
 * pictures of a resume are picture-samples.ts.
 */
import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { Browser } from '@playwright/test';

export interface TruthEntry {
  [field: string]: string;
}
export interface Truth {
  personal: {
    name: string;
    wish: string;
    phone: string;
    email: string;
    birthday: string;
    gender: 0 | 1 | 2;
    exps: string;
  };
  modules: { style: string; name: string; entries: TruthEntry[] }[];
}

export const PDF_TRUTH: Truth = {
  personal: {
    name: '林晓雨',
    wish: '前端开发工程师',
    phone: '13812345678',
    email: 'linxiaoyu@example.com',
    birthday: '1997-06-01',
    gender: 2,
    exps: '3-5年',
  },
  modules: [
    {
      style: 'edu',
      name: '教育经历',
      entries: [
        { school: '华中科技大学', major: '软件工程', degree: '本科', start: '2015-09', end: '2019-06', desc: '' },
      ],
    },
    {
      style: 'work',
      name: '工作经历',
      entries: [
        {
          company: '杭州云帆科技有限公司',
          title: '高级前端工程师',
          start: '2021-03',
          end: '',
          desc: '负责企业后台系统的架构设计与性能优化，首屏时间缩短 40%。',
        },
        {
          company: '武汉星辰网络有限公司',
          title: '前端工程师',
          start: '2019-07',
          end: '2021-02',
          desc: '参与电商小程序开发，维护组件库与自动化测试。',
        },
      ],
    },
    {
      style: 'skill',
      name: '专业技能',
      entries: [
        { name: 'TypeScript', level: '精通' },
        { name: 'React', level: '熟练' },
      ],
    },
    { style: 'summary', name: '自我评价', entries: [{ text: '热爱前端工程化，注重代码质量与用户体验。' }] },
  ],
};

export const month = (ym: string) => (ym ? ym.replace('-', '.') : '至今');

/** The two-column HTML of PDF_TRUTH: a coloured sidebar on the left, the main column on the right. */
function twoColumnHtml(t: Truth): string {
  const p = t.personal;
  const [edu, work, skill, summary] = t.modules;
  const entries = work!.entries
    .map(
      (
        e,
      ) => `<div class="entry"><div class="row"><b>${e.company}</b><span>${month(e.start!)} - ${month(e.end!)}</span></div>
        <div>${e.title}</div><p>${e.desc}</p></div>`,
    )
    .join('');
  const school = edu!.entries[0]!;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    body { margin: 0; font-family: 'WenQuanYi Micro Hei', sans-serif; font-size: 13px; }
    .page { display: flex; min-height: 1100px; }
    aside { width: 230px; background: #2f4f6f; color: #fff; padding: 28px 18px; }
    main { flex: 1; padding: 28px 26px; }
    h1 { font-size: 26px; margin: 0 0 8px; } h2 { font-size: 16px; border-bottom: 2px solid #2f4f6f; margin: 18px 0 8px; }
    aside h2 { border-color: #fff; } .row { display: flex; justify-content: space-between; } p { margin: 4px 0 10px; }
  </style></head><body><div class="page">
    <aside><h1>${p.name}</h1><p>求职意向：${p.wish}</p><p>性别：女</p><p>出生年月：1997.06</p>
      <p>工作经验：${p.exps}</p><p>电话：${p.phone}</p><p>邮箱：${p.email}</p>
      <h2>${skill!.name}</h2>${skill!.entries.map((s) => `<p>${s.name}：${s.level}</p>`).join('')}</aside>
    <main><h2>${edu!.name}</h2><div class="row"><b>${school.school}</b><span>${month(school.start!)} - ${month(school.end!)}</span></div>
      <div>${school.major} · ${school.degree}</div>
      <h2>${work!.name}</h2>${entries}
      <h2>${summary!.name}</h2><p>${summary!.entries[0]!.text}</p></main>
  </div></body></html>`;
}

/** Prints `html` with Chromium (A4) in a page of its own. */
export async function printPdf(browser: Browser, html: string): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    await page.setContent(html);
    return await page.pdf({ format: 'A4', printBackground: true });
  } finally {
    await page.close();
  }
}

export const twoColumnPdf = (browser: Browser) => printPdf(browser, twoColumnHtml(PDF_TRUTH));

/** A PDF with no text at all (what a scan gives the importer: shapes, no text layer). */
export const imageOnlyPdf = (browser: Browser) =>
  printPdf(
    browser,
    '<!doctype html><body style="margin:0"><div style="width:600px;height:800px;background:repeating-linear-gradient(0deg,#222 0 2px,#fff 2px 14px)"></div></body>',
  );

export const DOCX_TRUTH: Truth = {
  personal: {
    name: '王浩然',
    wish: '数据分析师',
    phone: '13900001234',
    email: 'wanghr@example.com',
    birthday: '1995-11-01',
    gender: 1,
    exps: '5-10年',
  },
  modules: [
    {
      style: 'edu',
      name: '教育背景',
      entries: [{ school: '南京大学', major: '统计学', degree: '硕士', start: '2014-09', end: '2017-06', desc: '' }],
    },
    {
      style: 'work',
      name: '工作经历',
      entries: [
        {
          company: '上海数联信息技术有限公司',
          title: '数据分析主管',
          start: '2019-04',
          end: '',
          desc: '搭建用户增长分析体系，推动转化率提升 18%。',
        },
        {
          company: '南京慧眼数据有限公司',
          title: '数据分析师',
          start: '2017-07',
          end: '2019-03',
          desc: '负责销售报表自动化与预测模型。',
        },
      ],
    },
    { style: 'summary', name: '自我评价', entries: [{ text: '逻辑清晰，擅长用数据讲故事。' }] },
  ],
};

const cell = (text: string, bold = false) =>
  new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] });
const row = (...cells: TableCell[]) => new TableRow({ children: cells });
const table = (rows: TableRow[]) => new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows });
const heading = (text: string) => new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(text)] });

/** DOCX_TRUTH as a Word file laid out in tables. */
export async function tableDocx(): Promise<Buffer> {
  const t = DOCX_TRUTH;
  const p = t.personal;
  const [edu, work, summary] = t.modules;
  const school = edu!.entries[0]!;
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            heading: HeadingLevel.TITLE,
            children: [new TextRun('个人简历')],
          }),
          table([
            row(cell('姓名', true), cell(p.name), cell('性别', true), cell('男')),
            row(cell('出生年月', true), cell('1995年11月'), cell('工作年限', true), cell(p.exps)),
            row(cell('手机', true), cell(p.phone), cell('邮箱', true), cell(p.email)),
            row(cell('求职意向', true), cell(p.wish), cell(''), cell('')),
          ]),
          heading(edu!.name),
          table([
            row(
              cell(`${month(school.start!)}-${month(school.end!)}`),
              cell(school.school!),
              cell(school.major!),
              cell(school.degree!),
            ),
          ]),
          heading(work!.name),
          table(
            work!.entries.flatMap((e) => [
              row(cell(`${month(e.start!)}-${month(e.end!)}`), cell(e.company!, true), cell(e.title!)),
              row(cell(''), cell(e.desc!), cell('')),
            ]),
          ),
          heading(summary!.name),
          new Paragraph(summary!.entries[0]!.text!),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/**
 * A PDF whose standard security handler wants a password (its /U entry matches no empty password): pdf.js asks for
 * one. Built by hand: the objects, an xref table at their offsets, and a trailer with /Encrypt and /ID.
 */
export function passwordPdf(): Buffer {
  const hex32 = (c: string) => c.repeat(64);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${hex32('a')}> /U <${hex32('b')}> /P -4 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${'0'.repeat(32)}> <${'0'.repeat(32)}>] >>\n`;
  body += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The first bytes of an OLE2 compound file (what .doc and .wps files are), then filler. */
export const oleFile = () =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4096, 1)]);

/** An English resume (resume-import/english.ts): what cv/get holds after 创建简历, degree and level as the editor's. */
export const ENGLISH_TRUTH: Truth = {
  personal: {
    name: 'Kevin Zhao',
    wish: 'Data Analyst',
    phone: '13812345678',
    email: 'kevin.zhao@example.com',
    birthday: '',
    gender: 0,
    exps: '',
  },
  modules: [
    {
      style: 'edu',
      name: 'Education',
      entries: [
        { school: 'Fudan University', major: 'Statistics', degree: '硕士', start: '2016-09', end: '2018-06', desc: '' },
      ],
    },
    {
      style: 'work',
      name: 'Experience',
      entries: [
        {
          company: 'Deloitte',
          title: 'Senior Data Analyst',
          start: '2020-10',
          end: '',
          desc: 'Built a real-time revenue dashboard used by the finance team every day, cutting month-end close by two days.',
        },
        {
          company: 'HSBC',
          title: 'Data Analyst',
          start: '2018-07',
          end: '2020-09',
          desc: 'Automated weekly risk reports for the retail bank.',
        },
      ],
    },
    {
      style: 'skill',
      name: 'Skills',
      entries: [
        { name: 'SQL', level: '精通' },
        { name: 'Python', level: '熟练' },
      ],
    },
    {
      style: 'summary',
      name: 'Summary',
      entries: [{ text: 'Analytical and curious, turning business questions into clear metrics.' }],
    },
  ],
};

const enMonth = (ym: string) =>
  ym
    ? `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(ym.slice(5)) - 1]} ${ym.slice(0, 4)}`
    : 'Present';

/** ENGLISH_TRUTH as a one-column English resume (serif, upper-case headings), as HTML. */
export function englishHtml(): string {
  const t = ENGLISH_TRUTH;
  const p = t.personal;
  const [edu, work, skill, summary] = t.modules;
  const school = edu!.entries[0]!;
  const row = (left: string, e: TruthEntry) =>
    `<div class="row"><b>${left}</b><span>${enMonth(e.start!)} – ${enMonth(e.end!)}</span></div>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
    body { margin: 48px; font-family: 'DejaVu Serif', serif; font-size: 13px; } h1 { text-align: center; margin: 0; }
    .c { text-align: center; } h2 { font-size: 14px; text-transform: uppercase; border-bottom: 1px solid #000; margin: 16px 0 6px; }
    .row { display: flex; justify-content: space-between; } i { display: block; } ul { margin: 2px 0 8px 18px; padding: 0; }
  </style></head><body><h1>${p.name}</h1><div class="c">${p.wish}</div><div class="c">${p.phone} • ${p.email}</div>
    <h2>${edu!.name}</h2>${row(school.school!, school)}<i>Master of Science in ${school.major}</i>
    <h2>${work!.name}</h2>${work!.entries.map((e) => `${row(e.company!, e)}<i>${e.title}</i><ul><li>${e.desc}</li></ul>`).join('')}
    <h2>${skill!.name}</h2><p>SQL (Expert), Python (Proficient)</p>
    <h2>${summary!.name}</h2><p>${summary!.entries[0]!.text}</p></body></html>`;
}

/** ENGLISH_TRUTH printed by Chromium (Letter). */
export const englishPdf = (browser: Browser): Promise<Buffer> => printPdf(browser, englishHtml());
