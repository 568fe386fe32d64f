// 下载 Word (issue 36): the DOCX builder. East Asian and Latin fonts on the document's runs, A4, a sidebar design as a
// borderless two-column table, the header and the sections' text as the PDF sets it (the contract's resume-text).
import { unzipSync, strFromU8 } from 'fflate';
import { Packer } from 'docx';
import { describe, expect, test } from 'vitest';
import type { FullResume } from '@cv/contract';
import { emptyPersonal } from '@cv/contract/new-resume';
import { docxFileName, resumeDocument, templateOutline } from '@/lib/resume-io/docx';

/** A module as cv/get gives it. */
const mod = (id: number, style: string, alias: string, sort: number, entries: object[]) => ({
  id,
  cid: 'c1',
  name: alias,
  alias,
  style,
  sort,
  custom: 0,
  content: JSON.stringify(entries),
});

const resumeIn = (template: string) =>
  ({
    template,
    version: 0,
    personal: {
      ...emptyPersonal('c1'),
      name: '林晓雯',
      wish: '前端工程师',
      exps: '应届',
      phone: '138 0000 0000',
      email: 'lin@example.com',
      gender: 2,
      birthday: '1999-05-18',
    },
    modules: [
      mod(2, 'work', '实习经历', 1, [
        { company: '某公司', title: '前端实习生', start: '2021-03', end: '', desc: '- 负责首页重构\n1. 性能提升 30%' },
      ]),
      mod(1, 'edu', '教育经历', 2, [
        { school: '华中科技大学', major: '软件工程', degree: '本科', start: '2015-09', end: '2019-06', desc: '' },
      ]),
      mod(3, 'skill', '专业技能', 3, [{ name: 'React', level: '熟练' }]),
      mod(4, 'honor', '荣誉奖项', 4, []),
    ],
  }) as unknown as FullResume;

async function partsOf(template: string) {
  const zip = unzipSync(new Uint8Array(await Packer.toBuffer(resumeDocument(resumeIn(template)))));
  const text = (name: string) => strFromU8(zip[name]!);
  const footers = Object.keys(zip).filter((n) => /^word\/footer\d*\.xml$/.test(n));
  return {
    document: text('word/document.xml'),
    styles: text('word/styles.xml'),
    footer: footers.map(text).join(''),
    core: text('docProps/core.xml'),
  };
}

/** The text of every w:t element, in order. */
const textOf = (xml: string) => [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');

describe('resume DOCX', () => {
  test('fonts: eastAsia 微软雅黑 (宋体 for a serif design) and the Latin font, zh-CN for East Asian text', async () => {
    const sans = await partsOf('classic-2f5496');
    expect(sans.styles).toMatch(/<w:rFonts [^>]*w:eastAsia="微软雅黑"/);
    expect(sans.styles).toMatch(/<w:rFonts [^>]*w:ascii="Arial"/);
    expect(sans.styles).toMatch(/<w:lang [^>]*w:eastAsia="zh-CN"/);
    const serif = await partsOf('song-classic-2f5496');
    expect(serif.styles).toMatch(/<w:rFonts [^>]*w:eastAsia="宋体"/);
    expect(serif.styles).toMatch(/<w:rFonts [^>]*w:ascii="Times New Roman"/);
  });

  test('A4 and one column for a one-column design: no table, the header with its labels', async () => {
    const { document } = await partsOf('classic-2f5496');
    expect(document).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    expect(document).not.toContain('<w:tbl>');
    const text = textOf(document);
    expect(text).toContain('求职意向：前端工程师');
    expect(text).toContain('电话：138 0000 0000   |   邮箱：lin@example.com   |   性别：女   |   出生年月：1999.05');
    expect(text).toContain('工作经验：应届生');
    // Education first (the server's order), an empty section left out, the dates as the PDF sets them.
    expect(text.indexOf('教育经历')).toBeLessThan(text.indexOf('实习经历'));
    expect(text).not.toContain('荣誉奖项');
    expect(text).toContain('某公司·前端实习生\t2021.03 - 至今');
    expect(text).toContain('华中科技大学·软件工程·本科\t2015.09 - 2019.06');
    expect(text).toContain('React·熟练');
    // A bullet line is a Word list item (no marker in the text); a numbered line keeps its number.
    expect(text).toContain('负责首页重构');
    expect(text).not.toContain('- 负责首页重构');
    expect(document).toContain('<w:numPr>');
    expect(text).toContain('1.\t性能提升 30%');
  });

  test('a sidebar design is a borderless two-column table: 个人信息, skills in the sidebar, experience beside it', async () => {
    const { document } = await partsOf('sidebar-2f5496');
    const tables = document.match(/<w:tbl>[\s\S]*?<\/w:tbl>/g) ?? [];
    expect(tables).toHaveLength(1);
    const table = tables[0]!;
    expect(table.match(/<w:tc>/g)).toHaveLength(2);
    const borders = /<w:tblBorders>([\s\S]*?)<\/w:tblBorders>/.exec(table)?.[1] ?? '';
    for (const side of ['top', 'bottom', 'left', 'right', 'insideH', 'insideV']) {
      expect(borders).toMatch(new RegExp(`<w:${side} [^>]*w:val="none"`));
    }
    const [side, main] = table.split(/<\/w:tc>/);
    expect(textOf(side!)).toContain('个人信息');
    expect(textOf(side!)).toContain('React·熟练');
    expect(textOf(main!)).toContain('林晓雯');
    expect(textOf(main!)).toContain('某公司');
    expect(textOf(main!)).not.toContain('React');
  });

  test('numbered designs number their section titles; a two-column design sets its body in two columns', async () => {
    expect(textOf((await partsOf('numbered-pro-2f5496')).document)).toContain('01 教育经历');
    const compact = (await partsOf('compact-2f5496')).document;
    expect(compact).toMatch(/<w:cols [^>]*w:num="2"/);
    expect(textOf(compact)).toContain('2021.03 - 至今·前端实习生');
  });

  test('an English edition sets the words the page adds in English, as its PDF does', async () => {
    const { document, footer, core } = await partsOf('en-classic-2f5496');
    const text = textOf(document);
    // Contact labels in English; gender and date of birth left out (the English convention).
    expect(text).toContain('Phone: 138 0000 0000   |   Email: lin@example.com   |   Experience: New graduate');
    expect(text).not.toMatch(/电话|邮箱|性别|出生年月|工作经验|求职意向|至今/);
    // Default section names, degrees, levels and dates in English; the user's own text as typed.
    expect(text.indexOf('Education')).toBeLessThan(text.indexOf('Internships'));
    expect(text).toContain('华中科技大学 · 软件工程 · Bachelor&apos;s Degree\tSep 2015 – Jun 2019');
    expect(text).toContain('某公司 · 前端实习生\tMar 2021 – Present');
    expect(text).toContain('React · Proficient');
    expect(textOf(footer)).toBe('Page  of ');
    expect(footer).toMatch(/PAGE[\s\S]*NUMPAGES/);
    expect(core).toContain('<dc:description>Resume of 林晓雯 (前端工程师)</dc:description>');

    const sidebar = textOf((await partsOf('en-sidebar-2f5496')).document);
    expect(sidebar).toContain('Contact');
    expect(sidebar).not.toContain('个人信息');
    // A Chinese edition keeps its words (the footer's fields between them).
    expect(textOf((await partsOf('classic-2f5496')).footer)).toBe('第  页 / 共  页');
  });

  test('the template names the design and colour; an unknown one falls back to the default design', () => {
    expect(templateOutline('sidebar-0b6e99')).toMatchObject({ accent: '0B6E99', outline: { grid: 'sidebar-left' } });
    expect(templateOutline('nope').outline.grid).toBe('single');
    // A style's id names its design's edition and colour.
    expect(templateOutline('style-sidebar-0b6e99')).toMatchObject({
      accent: '0B6E99',
      outline: { grid: 'sidebar-left' },
    });
    expect(docxFileName('林晓雯-前端.pdf')).toBe('林晓雯-前端.docx');
  });
});
