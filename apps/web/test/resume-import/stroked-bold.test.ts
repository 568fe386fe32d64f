// 导入简历: bold made by stroking the glyphs (LibreOffice and Word do it for a font with no bold face, such as 宋体:
// `2 Tr` and a line width) reads as bold, which the font's name cannot tell. The PDF is written here, with a font
// whose name says nothing of weight: a title stroked and filled, then a plain line, then a title in a form XObject
// that moves it, then one stroked by a text matrix set after a plain run, and a plain line after the graphics state
// that held the stroke was restored.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { readPdfText } from '@/lib/resume-import/pdf/text-items';

const require = createRequire(import.meta.url);
const cMapUrl = `${join(dirname(require.resolve('pdfjs-dist/package.json')), 'cmaps')}/`;

/** A one-page PDF with Helvetica as /F1 and `content` as its page's content stream; `form` as XObject /X1. */
function pdf(content: string, form: string): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ' +
      '/Resources << /Font << /F1 5 0 R >> /XObject << /X1 6 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Type /XObject /Subtype /Form /BBox [0 0 595 842] /Matrix [1 0 0 1 0 -100] ` +
      `/Resources << /Font << /F1 5 0 R >> >> /Length ${form.length} >>\nstream\n${form}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

describe('bold by stroke (text rendering mode 2)', () => {
  test('stroked runs are bold, plain ones not, wherever the text state puts them', async () => {
    const content = [
      'BT /F1 12 Tf 2 Tr 0.4 w 72 760 Td (Stroked Title) Tj ET',
      'BT /F1 12 Tf 0 Tr 72 740 Td (A plain line of text) Tj ET',
      'q 2 Tr /X1 Do Q',
      'q BT /F1 12 Tf 0 Tr 1 0 0 1 72 660 Tm (Plain run) Tj 2 Tr 1 0 0 1 300 660 Tm (Stroked by matrix) Tj ET Q',
      'BT /F1 12 Tf 72 640 Td (Plain after the restore) Tj ET',
    ].join('\n');
    const form = 'BT /F1 12 Tf 72 800 Td (Title in a form) Tj ET';
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const read = await readPdfText(pdfjs as never, pdf(content, form), cMapUrl);
    if (!('items' in read)) throw new Error(`refused: ${JSON.stringify(read)}`);
    expect(read.items.map((i) => [i.str, i.bold])).toEqual([
      ['Stroked Title', true],
      ['A plain line of text', false],
      ['Title in a form', true],
      ['Plain run', false],
      ['Stroked by matrix', true],
      ['Plain after the restore', false],
    ]);
  });
});
