// The Word file's sections (the resume's modules): a title over an accent rule, then the entries as the PDF sets
// them (title·subtitle with the dates at the right, descriptions as bullet lists) or, for skills and honors, one
// line each.
import { BorderStyle, Paragraph, TabStopType } from 'docx';
import { EDITION_WORDS } from '@cv/contract/edition-words';
import { fmtRange, type Entry, type Section } from '@cv/contract/resume-text';
import { MUTED, para, run, SOFT, TEXT, type Ctx, type Runs } from './docx-style';

/** Lines starting like this are list items in the PDF (a bullet drawn, or the number kept as text). */
const BULLET = /^([-•·*●▪◆■]|\d{1,2}[.、)）])\s*/;
/** The numbering (docx.ts declares it) that bullet lines are items of. */
export const BULLETS = 'resume-bullets';

/** A section title: bold in the accent colour over a thin accent rule; 01 02 … first where the design numbers. */
function heading(title: string, index: number, ctx: Ctx): Paragraph {
  const num = ctx.outline.numbered ? `${String(index + 1).padStart(2, '0')} ` : '';
  return new Paragraph({
    children: [run(`${num}${title}`, { bold: true, size: 25, color: ctx.accent, font: ctx.headingFont })],
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
  const dates = fmtRange(e, ctx.lang);
  const { sep } = EDITION_WORDS[ctx.lang];
  const out: Paragraph[] = [];
  const title: Runs = e.title ? [{ text: e.title, bold: true, size: 21, color: TEXT }] : [];
  const sub = { size: 19, color: SOFT };
  if (ctx.outline.grid === 'columns') {
    if (title.length) out.push(para(title, { keepNext: true, before: 80 }));
    const meta = [dates, e.subtitle].filter(Boolean).join(sep);
    if (meta) out.push(para([{ text: meta, ...sub }], { keepNext: true }));
  } else {
    // The sidebar's main column keeps the subtitle on its own line, as the PDF does.
    const ownLine = ctx.outline.grid.startsWith('sidebar');
    const head: Runs = [...title];
    if (e.subtitle && !ownLine) head.push({ text: `${head.length ? sep : ''}${e.subtitle}`, ...sub });
    if (dates) head.push({ text: `${head.length ? '\t' : ''}${dates}`, size: 18, color: MUTED });
    if (head.length) out.push(para(head, { keepNext: true, before: 80, rightTab: ctx.width }));
    if (e.subtitle && ownLine) out.push(para([{ text: e.subtitle, ...sub }], { keepNext: true }));
  }
  out.push(...paragraphs(e.desc));
  return out;
}

/** Skills read `name·level`, honors `name` with the date at the right (leading it in two columns). */
export function listItem(s: Section, e: Entry, ctx: Ctx): Paragraph {
  const name = e.title || e.desc;
  const body = { size: 19, color: TEXT };
  if (s.style === 'skill') {
    const text = e.level ? (name ? `${name}${EDITION_WORDS[ctx.lang].sep}${e.level}` : e.level) : name;
    return para([{ text, ...body }], { after: 20 });
  }
  const date = fmtRange(e, ctx.lang);
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

/** The sections in order, each its title then its body. */
export function sectionsOf(sections: Section[], ctx: Ctx): Paragraph[] {
  return sections.flatMap((s, i) => [heading(s.title, i, ctx), ...sectionBody(s, ctx)]);
}
