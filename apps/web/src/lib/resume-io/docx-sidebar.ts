// The sidebar designs in Word: the tinted sidebar (personal info where the design's header is the sidebar's, then
// skills and honors) beside the main column (the name, then the other sections), left or right as the design has
// it, in one borderless table row (docx-tables.ts).
import { BorderStyle, Paragraph, type Table } from 'docx';
import { EDITION_WORDS } from '@cv/contract/edition-words';
import { fmtMonth, type Section } from '@cv/contract/resume-text';
import { headerParagraphs, type Head } from './docx-header';
import { listItem, sectionsOf } from './docx-sections';
import { MUTED, para, run, TEXT, TEXT_W, type Ctx } from './docx-style';
import { CELL_MARGIN, SIDEBAR_W, sidebarTable, tintOf } from './docx-tables';

const inSide = (s: Section) => s.style === 'skill' || s.style === 'honor';

/** The page's content in a sidebar design: the header above the table unless the design puts it in the sidebar. */
export function sidebarLayout(head: Head, sections: Section[], base: Omit<Ctx, 'width'>): (Paragraph | Table)[] {
  const { outline, accent, headingFont } = base;
  const { name, wish, contacts } = head;
  const sideCtx: Ctx = { ...base, width: SIDEBAR_W - CELL_MARGIN * 2 };
  const mainCtx: Ctx = { ...base, width: TEXT_W - SIDEBAR_W - CELL_MARGIN * 3 };
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
      side.push(sideTitle(EDITION_WORDS[base.lang].personalInfo));
      for (const c of contacts) {
        side.push(para([{ text: c.label, size: 17, color: MUTED }], { after: 0 }));
        side.push(para([{ text: c.value, size: 19, color: TEXT }], { after: 60 }));
      }
    }
  } else top.push(...headerParagraphs(head, { ...base, width: TEXT_W }));
  for (const s of sections.filter(inSide)) {
    side.push(sideTitle(s.title));
    for (const e of s.entries) {
      const label = e.title || e.desc;
      if (s.style === 'skill') side.push(listItem(s, e, sideCtx));
      else {
        const date = fmtMonth(e.date || e.start || e.end, base.lang);
        side.push(para([{ text: date ? `${date} ${label}` : label, size: 19, color: TEXT }], { after: 40 }));
      }
    }
  }
  main.push(
    ...sectionsOf(
      sections.filter((s) => !inSide(s)),
      mainCtx,
    ),
  );
  return [...top, sidebarTable(side, main, outline.grid === 'sidebar-left', tintOf(accent, 0.12))];
}
