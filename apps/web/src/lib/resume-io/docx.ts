// 下载 Word (issue 36): the resume as a DOCX made in the browser with the `docx` package, loaded only when a Word file
// is asked for (import('…/docx')). It sets the text the PDF draws (the contract's resume-text: the same sections,
// dates, contact items and separator) in the structure of the resume's design (the contract's design outlines): one
// column, a sidebar as a borderless two-column table (docx-sidebar.ts), or two newspaper columns; the header the
// design has (docx-header.ts: stacked, centred, a 个人简历 banner, a 基本信息 table); 01 02 … before section titles
// where the design numbers them (docx-sections.ts).
// East Asian and Latin fonts are set on every run (w:rFonts eastAsia 微软雅黑 or 宋体, ascii/hAnsi Arial or Times New
// Roman, w:lang eastAsia zh-CN), A4, page numbers in the footer as the PDF has them (第 N 页 / 共 M 页). The words
// the page adds (dates, labels, page numbers) are in the language of the resume's edition (an English edition's
// file reads Sep 2016 – Jun 2020, Phone:, Page 1 of 2), as on its PDF. This file is the document: its pages, the
// layout the design asks for, its default style and bullet numbering.
import {
  AlignmentType,
  Document,
  Footer,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  SectionType,
  TextRun,
  type ISectionOptions,
} from 'docx';
import type { FullResume } from '@cv/contract';
import { DESIGNS, outlineOf as designOutline, type DesignOutline } from '@cv/contract/designs';
import { EDITION_WORDS, langOfTemplate, namedEdition, type Lang } from '@cv/contract/edition-words';
import { contactItems, educationFirst, headerName, headerWish, toSections } from '@cv/contract/resume-text';
import { headerParagraphs, type Head } from './docx-header';
import { BULLETS, sectionsOf } from './docx-sections';
import { sidebarLayout } from './docx-sidebar';
import { FONTS, MUTED, PAGE, TEXT, TEXT_W, type Ctx, type DocFont } from './docx-style';

/** The edition's page words with Word's page fields in place of the numbers (第 1 页 / 共 2 页, Page 1 of 2). */
const footer = (lang: Lang) => {
  const [before, between, after] = EDITION_WORDS[lang].pageWords;
  return new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          new TextRun({
            children: [before, PageNumber.CURRENT, between, PageNumber.TOTAL_PAGES, after].filter((p) => p !== ''),
            size: 17,
            color: MUTED,
          }),
        ],
      }),
    ],
  });
};

/** The outline of the design a resume's template names (the default design when it names none this app knows). */
export function templateOutline(template: string): { outline: DesignOutline; accent: string } {
  const parsed = namedEdition(template);
  return {
    outline: designOutline(DESIGNS[parsed?.layout ?? 'classic']),
    accent: (parsed?.color ?? '#2f5496').replace('#', '').toUpperCase(),
  };
}

/** The Word document of a resume as the server has it. */
export function resumeDocument(resume: FullResume): Document {
  const { outline, accent } = templateOutline(resume.template);
  const lang = langOfTemplate(resume.template);
  const words = EDITION_WORDS[lang];
  const font: DocFont = outline.serif ? FONTS.serif : FONTS.sans;
  const headingFont: DocFont = outline.headingSerif ? FONTS.serif : FONTS.sans;
  const p = resume.personal;
  const head: Head = { name: headerName(p.name), wish: headerWish(p.wish), contacts: contactItems(p, undefined, lang) };
  const { name, wish } = head;
  // The server's order (services/resumes.ts MODULE_ORDER): education first, then by sort.
  const sections = educationFirst(
    toSections(
      [...resume.modules].sort((a, b) => a.sort - b.sort),
      lang,
    ),
  );
  const page = {
    size: { width: PAGE.width, height: PAGE.height },
    margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin, footer: 400 },
  };
  const docSections: ISectionOptions[] = [];

  if (outline.grid === 'sidebar-left' || outline.grid === 'sidebar-right') {
    docSections.push({
      properties: { page },
      footers: { default: footer(lang) },
      children: sidebarLayout(head, sections, { outline, lang, accent, headingFont }),
    });
  } else if (outline.grid === 'columns') {
    const ctx: Ctx = { outline, lang, accent, headingFont, width: Math.floor((TEXT_W - 480) / 2) };
    docSections.push({
      properties: { page },
      footers: { default: footer(lang) },
      children: headerParagraphs(head, { ...ctx, width: TEXT_W }),
    });
    docSections.push({
      properties: { page, type: SectionType.CONTINUOUS, column: { count: 2, space: 480, equalWidth: true } },
      footers: { default: footer(lang) },
      children: sectionsOf(sections, ctx),
    });
  } else {
    const ctx: Ctx = { outline, lang, accent, headingFont, width: TEXT_W };
    docSections.push({
      properties: { page },
      footers: { default: footer(lang) },
      children: [...headerParagraphs(head, ctx), ...sectionsOf(sections, ctx)],
    });
  }

  return new Document({
    creator: 'cv-builder',
    title: wish ? `${name} - ${wish}` : name,
    description: words.subject(name, wish),
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
