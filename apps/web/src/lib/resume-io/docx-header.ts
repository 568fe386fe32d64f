// The Word file's header on page 1, as the design has it: stacked or centred name, 求职意向 and contacts over an
// accent rule; a 个人简历 banner first; or a 基本信息 table of label–value pairs (docx-tables.ts). (The sidebar
// header's contacts are the sidebar's first section: docx-sidebar.ts.)
import { AlignmentType, BorderStyle, Paragraph, ShadingType, type Table } from 'docx';
import type { Contact } from '@cv/contract/resume-text';
import { para, run, SOFT, TEXT, type Ctx } from './docx-style';
import { keyValueTable } from './docx-tables';

/** What the header shows: the name, the wish (求职意向, may be empty) and the contact items. */
export interface Head {
  name: string;
  wish: string;
  contacts: Contact[];
}

/** Page 1's header of a design (all but the sidebar header). */
export function headerParagraphs({ name, wish, contacts }: Head, ctx: Ctx): (Paragraph | Table)[] {
  const { outline, headingFont } = ctx;
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
    out.push(keyValueTable(name, wish, contacts, ctx.lang));
    return out;
  }
  out.push(para([{ text: name, bold: true, size: 44, color: TEXT, font: headingFont }], { align: center, after: 80 }));
  if (wish) out.push(para([{ text: `${outline.wishLabel}${wish}`, size: 22, color: ctx.accent }], { align: center }));
  if (contacts.length) {
    const items = contacts.map((c) => (outline.header === 'centered' ? c.value : c.text));
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
