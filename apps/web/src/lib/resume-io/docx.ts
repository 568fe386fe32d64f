// 下载 Word (issue 36): the resume as a DOCX made in the browser with the `docx` package, loaded only when a Word file
// is asked for (import('…/docx')). It sets the text the PDF draws (the contract's resume-text: the same sections,
// dates, contact items and separator) in the structure of the resume's design (the contract's design outlines): one
// column, a sidebar as a borderless two-column table, or two newspaper columns; the header the design has (stacked,
// centred, a 个人简历 banner, a 基本信息 table); 01 02 … before section titles where the design numbers them.
// East Asian and Latin fonts are set on every run (w:rFonts eastAsia 微软雅黑 or 宋体, ascii/hAnsi Arial or Times New
// Roman, w:lang eastAsia zh-CN), A4, page numbers in the footer as the PDF has them (第 N 页 / 共 M 页).
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  SectionType,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TabStopType,
  TextRun,
  VerticalAlign,
  WidthType,
  type IRunOptions,
  type ISectionOptions,
} from 'docx';
import type { FullResume } from '@cv/contract';
import { parseTemplateId } from '@cv/contract/constants';
import { DESIGNS, outlineOf as designOutline, type DesignOutline } from '@cv/contract/designs';
import {
  contactItems,
  educationFirst,
  fmtMonth,
  fmtRange,
  headerName,
  headerWish,
  SEP,
  toSections,
  type Contact,
  type Entry,
  type Section,
} from '@cv/contract/resume-text';

/** Fonts by face: East Asian text in 微软雅黑 / 宋体 (Word's fallback per w:lang zh-CN where they are missing). */
export const FONTS = {
  sans: { ascii: 'Arial', hAnsi: 'Arial', eastAsia: '微软雅黑', cs: 'Arial', hint: 'eastAsia' },
  serif: {
    ascii: 'Times New Roman',
    hAnsi: 'Times New Roman',
    eastAsia: '宋体',
    cs: 'Times New Roman',
    hint: 'eastAsia',
  },
} as const;

/** A4 in twips, and the page margins (46 pt as the PDF designs mostly have). */
const PAGE = { width: 11906, height: 16838, margin: 920 };
const TEXT_W = PAGE.width - 2 * PAGE.margin;
/** The sidebar's share of the text width (182 pt of an A4 page's 595). */
const SIDEBAR_W = Math.round(TEXT_W * 0.31);
const CELL_MARGIN = 160;

const TEXT = '222222';
const SOFT = '555555';
const MUTED = '808080';

/** Lines starting like this are list items in the PDF (a bullet drawn, or the number kept as text). */
const BULLET = /^([-•·*●▪◆■]|\d{1,2}[.、)）])\s*/;
const BULLETS = 'resume-bullets';

interface Ctx {
  outline: DesignOutline;
  accent: string;
  /** The width text runs in (for the right-aligned dates' tab stop). */
  width: number;
}

type Runs = (IRunOptions & { text: string })[];

const run = (text: string, opts: Omit<IRunOptions, 'text'> = {}) => new TextRun({ text, ...opts });

/** A paragraph of runs; `tabs`: the dates stand at the right edge after a tab. */
function para(
  runs: Runs,
  opts: { align?: 'center'; after?: number; before?: number; keepNext?: boolean; rightTab?: number } = {},
) {
  return new Paragraph({
    children: runs.map((r) => new TextRun(r)),
    ...(opts.align === 'center' ? { alignment: AlignmentType.CENTER } : {}),
    spacing: { before: opts.before ?? 0, after: opts.after ?? 40 },
    ...(opts.keepNext ? { keepNext: true } : {}),
    ...(opts.rightTab ? { tabStops: [{ type: TabStopType.RIGHT, position: opts.rightTab }] } : {}),
  });
}

/** A section title: bold in the accent colour over a thin accent rule; 01 02 … first where the design numbers. */
function heading(title: string, index: number, ctx: Ctx, headingFont: DocFont): Paragraph {
  const num = ctx.outline.numbered ? `${String(index + 1).padStart(2, '0')} ` : '';
  return new Paragraph({
    children: [run(`${num}${title}`, { bold: true, size: 25, color: ctx.accent, font: headingFont })],
    spacing: { before: 200, after: 80 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: ctx.accent, space: 2 } },
  });
}

/** A text with paragraphs: bullet lines as a Word bullet list, numbered lines with their number, others plain. */
function paragraphs(text: string): Paragraph[] {
  const out: Paragraph[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const bullet = BULLET.exec(line);
    const rest = bullet ? line.slice(bullet[0].length) : line;
    const body = { size: 19, color: SOFT };
    if (bullet && !/^\d/.test(bullet[1] ?? '')) {
      out.push(
        new Paragraph({
          children: [run(rest, body)],
          numbering: { reference: BULLETS, level: 0 },
          spacing: { after: 20 },
        }),
      );
    } else if (bullet) {
      out.push(
        new Paragraph({
          children: [run(`${bullet[1]}\t${rest}`, body)],
          indent: { left: 360, hanging: 360 },
          tabStops: [{ type: TabStopType.LEFT, position: 360 }],
          spacing: { after: 20 },
        }),
      );
    } else out.push(para([{ text: line, ...body }], { after: 20 }));
  }
  return out;
}

/** An entry's heading: title·subtitle with the dates at the right; in two columns the dates lead the line under it. */
function entryParagraphs(e: Entry, ctx: Ctx): Paragraph[] {
  const dates = fmtRange(e);
  const out: Paragraph[] = [];
  const title: Runs = e.title ? [{ text: e.title, bold: true, size: 21, color: TEXT }] : [];
  const sub = { size: 19, color: SOFT };
  if (ctx.outline.grid === 'columns') {
    if (title.length) out.push(para(title, { keepNext: true, before: 80 }));
    const meta = [dates, e.subtitle].filter(Boolean).join(SEP);
    if (meta) out.push(para([{ text: meta, ...sub }], { keepNext: true }));
  } else {
    // The sidebar's main column keeps the subtitle on its own line, as the PDF does.
    const ownLine = ctx.outline.grid.startsWith('sidebar');
    const head: Runs = [...title];
    if (e.subtitle && !ownLine) head.push({ text: `${head.length ? SEP : ''}${e.subtitle}`, ...sub });
    if (dates) head.push({ text: `${head.length ? '\t' : ''}${dates}`, size: 18, color: MUTED });
    if (head.length) out.push(para(head, { keepNext: true, before: 80, rightTab: ctx.width }));
    if (e.subtitle && ownLine) out.push(para([{ text: e.subtitle, ...sub }], { keepNext: true }));
  }
  out.push(...paragraphs(e.desc));
  return out;
}

/** Skills read `name·level`, honors `name` with the date at the right (leading it in two columns). */
function listItem(s: Section, e: Entry, ctx: Ctx): Paragraph {
  const name = e.title || e.desc;
  const body = { size: 19, color: TEXT };
  if (s.style === 'skill') {
    const text = e.level ? (name ? `${name}${SEP}${e.level}` : e.level) : name;
    return para([{ text, ...body }], { after: 20 });
  }
  const date = fmtRange(e);
  if (ctx.outline.grid === 'columns') return para([{ text: date ? `${date} ${name}` : name, ...body }], { after: 20 });
  const runs: Runs = [{ text: name, ...body }];
  if (date) runs.push({ text: `\t${date}`, size: 18, color: MUTED });
  return para(runs, { after: 20, rightTab: ctx.width });
}

/** A section's body. */
function sectionBody(s: Section, ctx: Ctx): Paragraph[] {
  if (s.style === 'skill' || s.style === 'honor') return s.entries.map((e) => listItem(s, e, ctx));
  if (s.style === 'summary') return s.entries.flatMap((e) => paragraphs(e.desc || e.title));
  return s.entries.flatMap((e) => entryParagraphs(e, ctx));
}

function sectionsOf(sections: Section[], ctx: Ctx, headingFont: DocFont): Paragraph[] {
  return sections.flatMap((s, i) => [heading(s.title, i, ctx, headingFont), ...sectionBody(s, ctx)]);
}

type DocFont = (typeof FONTS)[keyof typeof FONTS];

const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' } as const;
const NO_BORDERS = {
  top: NO_BORDER,
  bottom: NO_BORDER,
  left: NO_BORDER,
  right: NO_BORDER,
  insideHorizontal: NO_BORDER,
  insideVertical: NO_BORDER,
};

/** Page 1's header of a design (all but the sidebar header, whose contacts are the sidebar's first section). */
function headerParagraphs(
  name: string,
  wish: string,
  contacts: Contact[],
  ctx: Ctx,
  headingFont: DocFont,
): (Paragraph | Table)[] {
  const { outline } = ctx;
  const out: (Paragraph | Table)[] = [];
  const center = outline.header === 'centered' || outline.header === 'banner' ? ('center' as const) : undefined;
  if (outline.title && outline.header === 'banner') {
    out.push(
      new Paragraph({
        children: [run(outline.title, { bold: true, size: 30, color: 'FFFFFF', font: headingFont })],
        alignment: AlignmentType.CENTER,
        shading: { type: ShadingType.CLEAR, fill: ctx.accent, color: 'auto' },
        spacing: { after: 200 },
      }),
    );
  }
  if (outline.header === 'keyvalue') {
    out.push(
      para([{ text: outline.title, bold: true, size: 26, color: ctx.accent, font: headingFont }], { after: 120 }),
    );
    out.push(keyValueTable(name, wish, contacts));
    return out;
  }
  out.push(para([{ text: name, bold: true, size: 44, color: TEXT, font: headingFont }], { align: center, after: 80 }));
  if (wish) out.push(para([{ text: `${outline.wishLabel}${wish}`, size: 22, color: ctx.accent }], { align: center }));
  if (contacts.length) {
    const items = contacts.map((c) => (outline.header === 'centered' ? c.value : `${c.label}：${c.value}`));
    const sep = outline.contactSep || '    ';
    out.push(
      new Paragraph({
        children: [run(items.join(sep), { size: 19, color: SOFT })],
        ...(center ? { alignment: AlignmentType.CENTER } : {}),
        spacing: { before: 60, after: 160 },
        border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: ctx.accent, space: 6 } },
      }),
    );
  }
  return out;
}

/** 基本信息: 姓名, 求职意向 and the contacts as label–value pairs, two to a row, thin rules between the rows. */
function keyValueTable(name: string, wish: string, contacts: Contact[]): Table {
  const items: Pick<Contact, 'label' | 'value'>[] = [{ label: '姓名', value: name }];
  if (wish) items.push({ label: '求职意向', value: wish });
  items.push(...contacts);
  const labelW = 1200;
  const valueW = Math.floor(TEXT_W / 2) - labelW;
  const cell = (text: string, width: number, label: boolean, span = 1) =>
    new TableCell({
      width: { size: width, type: WidthType.DXA },
      ...(span > 1 ? { columnSpan: span } : {}),
      children: [para([{ text, size: 19, color: label ? MUTED : TEXT, bold: !label && text === name }])],
    });
  const rows: TableRow[] = [];
  for (let i = 0; i < items.length; i += 2) {
    const pair = items.slice(i, i + 2);
    const alone = pair.length === 1;
    rows.push(
      new TableRow({
        children: pair.flatMap((it) => [
          cell(it.label, labelW, true),
          alone ? cell(it.value, TEXT_W - labelW, false, 3) : cell(it.value, valueW, false),
        ]),
      }),
    );
  }
  const rule = { style: BorderStyle.SINGLE, size: 4, color: 'D0D0D0' } as const;
  return new Table({
    rows,
    width: { size: TEXT_W, type: WidthType.DXA },
    columnWidths: [labelW, valueW, labelW, valueW],
    layout: TableLayoutType.FIXED,
    borders: { ...NO_BORDERS, bottom: rule, insideHorizontal: rule },
  });
}

/** The sidebar design: one borderless table row, the sidebar (tinted) beside the main column. */
function sidebarTable(side: Paragraph[], main: Paragraph[], left: boolean, tint: string): Table {
  const sideCell = new TableCell({
    width: { size: SIDEBAR_W, type: WidthType.DXA },
    shading: { type: ShadingType.CLEAR, fill: tint, color: 'auto' },
    margins: { left: CELL_MARGIN, right: CELL_MARGIN, top: CELL_MARGIN, bottom: CELL_MARGIN },
    verticalAlign: VerticalAlign.TOP,
    children: side.length ? side : [new Paragraph({})],
  });
  const mainCell = new TableCell({
    width: { size: TEXT_W - SIDEBAR_W, type: WidthType.DXA },
    margins: { left: CELL_MARGIN * 2, right: CELL_MARGIN, top: CELL_MARGIN, bottom: CELL_MARGIN },
    verticalAlign: VerticalAlign.TOP,
    children: main.length ? main : [new Paragraph({})],
  });
  return new Table({
    rows: [new TableRow({ children: left ? [sideCell, mainCell] : [mainCell, sideCell] })],
    width: { size: TEXT_W, type: WidthType.DXA },
    columnWidths: left ? [SIDEBAR_W, TEXT_W - SIDEBAR_W] : [TEXT_W - SIDEBAR_W, SIDEBAR_W],
    layout: TableLayoutType.FIXED,
    borders: NO_BORDERS,
  });
}

/** The accent mixed with white (share of the accent kept): the sidebar's tint. */
function tintOf(hex: string, share: number): string {
  const rgb = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return rgb
    .map((c) =>
      Math.round(255 - (255 - c) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase();
}

const footer = () =>
  new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          new TextRun({
            children: ['第 ', PageNumber.CURRENT, ' 页 / 共 ', PageNumber.TOTAL_PAGES, ' 页'],
            size: 17,
            color: MUTED,
          }),
        ],
      }),
    ],
  });

/** The outline of the design a resume's template names (the default design when it names none this app knows). */
export function templateOutline(template: string): { outline: DesignOutline; accent: string } {
  const parsed = parseTemplateId(template);
  return {
    outline: designOutline(DESIGNS[parsed?.layout ?? 'classic']),
    accent: (parsed?.color ?? '#2f5496').replace('#', '').toUpperCase(),
  };
}

/** The Word document of a resume as the server has it. */
export function resumeDocument(resume: FullResume): Document {
  const { outline, accent } = templateOutline(resume.template);
  const font: DocFont = outline.serif ? FONTS.serif : FONTS.sans;
  const headingFont: DocFont = outline.headingSerif ? FONTS.serif : FONTS.sans;
  const p = resume.personal;
  const name = headerName(p.name);
  const wish = headerWish(p.wish);
  const contacts = contactItems(p);
  // The server's order (services/resumes.ts MODULE_ORDER): education first, then by sort.
  const sections = educationFirst(toSections([...resume.modules].sort((a, b) => a.sort - b.sort)));
  const page = {
    size: { width: PAGE.width, height: PAGE.height },
    margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin, footer: 400 },
  };
  const docSections: ISectionOptions[] = [];

  if (outline.grid === 'sidebar-left' || outline.grid === 'sidebar-right') {
    const mainW = TEXT_W - SIDEBAR_W - CELL_MARGIN * 3;
    const sideW = SIDEBAR_W - CELL_MARGIN * 2;
    const inSide = (s: Section) => s.style === 'skill' || s.style === 'honor';
    const sideCtx: Ctx = { outline, accent, width: sideW };
    const mainCtx: Ctx = { outline, accent, width: mainW };
    const side: Paragraph[] = [];
    const sideTitle = (t: string) =>
      new Paragraph({
        children: [run(t, { bold: true, size: 23, color: accent, font: headingFont })],
        spacing: { before: 160, after: 80 },
        keepNext: true,
        border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: accent, space: 2 } },
      });
    const top: (Paragraph | Table)[] = [];
    const main: Paragraph[] = [];
    if (outline.header === 'sidebar') {
      main.push(para([{ text: name, bold: true, size: 44, color: TEXT, font: headingFont }], { after: 60 }));
      if (wish) main.push(para([{ text: wish, size: 24, color: accent }], { after: 120 }));
      if (contacts.length) {
        side.push(sideTitle('个人信息'));
        for (const c of contacts) {
          side.push(para([{ text: c.label, size: 17, color: MUTED }], { after: 0 }));
          side.push(para([{ text: c.value, size: 19, color: TEXT }], { after: 60 }));
        }
      }
    } else top.push(...headerParagraphs(name, wish, contacts, { outline, accent, width: TEXT_W }, headingFont));
    for (const s of sections.filter(inSide)) {
      side.push(sideTitle(s.title));
      for (const e of s.entries) {
        const label = e.title || e.desc;
        if (s.style === 'skill') side.push(listItem(s, e, sideCtx));
        else {
          const date = fmtMonth(e.date || e.start || e.end);
          side.push(para([{ text: date ? `${date} ${label}` : label, size: 19, color: TEXT }], { after: 40 }));
        }
      }
    }
    main.push(
      ...sectionsOf(
        sections.filter((s) => !inSide(s)),
        mainCtx,
        headingFont,
      ),
    );
    docSections.push({
      properties: { page },
      footers: { default: footer() },
      children: [...top, sidebarTable(side, main, outline.grid === 'sidebar-left', tintOf(accent, 0.12))],
    });
  } else if (outline.grid === 'columns') {
    const ctx: Ctx = { outline, accent, width: Math.floor((TEXT_W - 480) / 2) };
    docSections.push({
      properties: { page },
      footers: { default: footer() },
      children: headerParagraphs(name, wish, contacts, { ...ctx, width: TEXT_W }, headingFont),
    });
    docSections.push({
      properties: { page, type: SectionType.CONTINUOUS, column: { count: 2, space: 480, equalWidth: true } },
      footers: { default: footer() },
      children: sectionsOf(sections, ctx, headingFont),
    });
  } else {
    const ctx: Ctx = { outline, accent, width: TEXT_W };
    docSections.push({
      properties: { page },
      footers: { default: footer() },
      children: [
        ...headerParagraphs(name, wish, contacts, ctx, headingFont),
        ...sectionsOf(sections, ctx, headingFont),
      ],
    });
  }

  return new Document({
    creator: 'cv-builder',
    title: wish ? `${name} - ${wish}` : name,
    description: wish ? `${name}的简历（求职意向：${wish}）` : `${name}的简历`,
    styles: {
      default: {
        document: {
          run: { font, size: 19, color: TEXT, language: { value: 'en-US', eastAsia: 'zh-CN' } },
          paragraph: { spacing: { line: 300 } },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 300, hanging: 220 } }, run: { color: accent } },
            },
          ],
        },
      ],
    },
    sections: docSections,
  });
}

/** The DOCX file of a resume (a Blob for the browser's download). */
export function resumeDocx(resume: FullResume): Promise<Blob> {
  return Packer.toBlob(resumeDocument(resume));
}

/** The file name of the Word download: the PDF's name with .docx. */
export const docxFileName = (pdfName: string): string => `${pdfName.replace(/\.pdf$/i, '')}.docx`;
