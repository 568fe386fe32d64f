/** The PDF engine entry point: createPdfRenderer() returns the renderer the API uses. */
import PDFDocument from 'pdfkit';
import { MODULE_STYLE_NAMES } from '@cv/contract';
import type { PdfRenderer, RenderOptions, ResumeDocument } from './types.ts';
import { FONT_BOLD, FONT_REGULAR, getFonts } from './fonts.ts';

export type { PdfRenderer, RenderOptions, ResumeDocument } from './types.ts';

const FIXED_DATE = new Date(Date.UTC(2024, 0, 1, 0, 0, 0));

function entriesOf(content: string): Record<string, unknown>[] {
  try {
    const parsed: unknown = JSON.parse(content);
    const list = Array.isArray(parsed) ? parsed : [parsed];
    return list.filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null);
  } catch {
    return [];
  }
}

const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

async function renderBasic(doc: ResumeDocument, options: RenderOptions): Promise<Buffer> {
  const fonts = getFonts();
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${doc.personal.name || '简历'}`, CreationDate: FIXED_DATE, ModDate: FIXED_DATE },
  });
  pdf.registerFont(FONT_REGULAR, fonts.regular as unknown as string);
  pdf.registerFont(FONT_BOLD, fonts.bold as unknown as string);
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  pdf
    .font(FONT_BOLD)
    .fontSize(24)
    .fillColor(options.color)
    .text(doc.personal.name || '您的姓名');
  pdf.font(FONT_REGULAR).fontSize(11).fillColor('#333333').text(doc.personal.wish);
  for (const m of doc.modules) {
    pdf.moveDown();
    pdf
      .font(FONT_BOLD)
      .fontSize(14)
      .fillColor(options.color)
      .text((m.alias || m.name || (MODULE_STYLE_NAMES as Record<string, string>)[m.style]) ?? '');
    for (const e of entriesOf(m.content)) {
      const text = Object.values(e).map(str).filter(Boolean).join('  ');
      pdf.font(FONT_REGULAR).fontSize(10.5).fillColor('#333333').text(text);
    }
  }
  pdf.end();
  return done;
}

export function createPdfRenderer(): PdfRenderer {
  getFonts();
  return { render: renderBasic };
}
