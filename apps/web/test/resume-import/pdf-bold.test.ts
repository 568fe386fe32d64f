// 导入简历: bold that the font's name cannot tell. Made by stroking the glyphs (LibreOffice and Word do it for a font
// with no bold face, such as 宋体: `2 Tr` and a line width), or drawn as a Type 3 copy of the font (Chromium). The PDFs
// are written here. Stroked: a title stroked and filled, then a plain line, then a title in a form XObject that moves
// it, then one stroked by a text matrix set after a plain run, and a plain line after the graphics state that held
// the stroke was restored. Type 3: a title in a Type 3 font beside a plain line in a TrueType font of the same name,
// and the same with a Type 3 font of another name.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { readPdfText } from '@/lib/resume-import/pdf/text-items';

const require = createRequire(import.meta.url);
const cMapUrl = `${join(dirname(require.resolve('pdfjs-dist/package.json')), 'cmaps')}/`;

/**
 * A one-page PDF: `content` as its page's content stream, `fonts` as its page's fonts (name → dictionary), `form` as
 * XObject /X1 (with the page's fonts); `more` are objects 7 on, for the fonts to refer to.
 */
function pdf(opts: { content: string; fonts: Record<string, string>; form?: string; more?: string[] }): Uint8Array {
  const { content, fonts, form = '', more = [] } = opts;
  const fontDict = `<< ${Object.entries(fonts)
    .map(([name, dict]) => `/${name} ${dict}`)
    .join(' ')} >>`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ' +
      `/Resources << /Font ${fontDict} /XObject << /X1 6 0 R >> >> >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Type /XObject /Subtype /Form /BBox [0 0 595 842] /Matrix [1 0 0 1 0 -100] ` +
      `/Resources << /Font ${fontDict} >> /Length ${form.length} >>\nstream\n${form}\nendstream`,
    ...more,
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

async function itemsOf(bytes: Uint8Array): Promise<[string, boolean][]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const read = await readPdfText(pdfjs as never, bytes, cMapUrl);
  if (!('items' in read)) throw new Error(`refused: ${JSON.stringify(read)}`);
  return read.items.map((i) => [i.str, i.bold]);
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
    expect(await itemsOf(pdf({ content, form, fonts: { F1: '5 0 R' } }))).toEqual([
      ['Stroked Title', true],
      ['A plain line of text', false],
      ['Title in a form', true],
      ['Plain run', false],
      ['Stroked by matrix', true],
      ['Plain after the restore', false],
    ]);
  });
});

/** A Type 3 font (its name in descriptor `descriptor`, as Chromium writes it) whose A-Z each draw glyph `glyph`. */
function type3Font(descriptor: number, glyph: number): string {
  const letters = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));
  return (
    `<< /Type /Font /Subtype /Type3 /FontMatrix [0.001 0 0 0.001 0 0] /FontBBox [0 0 600 700] ` +
    `/FirstChar 65 /LastChar 90 /Widths [${Array(26).fill(600).join(' ')}] ` +
    `/Encoding << /Type /Encoding /Differences [65 ${letters.map((l) => `/${l}`).join(' ')}] >> ` +
    `/CharProcs << ${letters.map((l) => `/${l} ${glyph} 0 R`).join(' ')} >> /FontDescriptor ${descriptor} 0 R ` +
    `/Resources << >> >>`
  );
}

describe('bold drawn as Type 3 outlines (Chromium: a font with no bold face, emboldened)', () => {
  const descriptor = (name: string) =>
    `<< /Type /FontDescriptor /FontName /${name} /Flags 32 /FontBBox [0 0 600 700] /ItalicAngle 0 /Ascent 700 ` +
    `/Descent 0 /CapHeight 700 /StemV 80 >>`;
  const glyph = '600 0 0 0 600 700 d1\n0 0 600 700 re f';
  /** The title in a Type 3 font named `type3Name`, a plain line in a TrueType font named BAAAAA+TestSans. */
  const page = (type3Name: string) =>
    pdf({
      content: 'BT /F3 12 Tf 72 760 Td (TITLE) Tj ET\nBT /F2 12 Tf 72 740 Td (PLAIN) Tj ET',
      fonts: { F2: '10 0 R', F3: '11 0 R' },
      more: [
        descriptor(type3Name), // 7
        descriptor('BAAAAA+TestSans'), // 8
        `<< /Length ${glyph.length} >>\nstream\n${glyph}\nendstream`, // 9
        `<< /Type /Font /Subtype /TrueType /BaseFont /BAAAAA+TestSans /FirstChar 32 /LastChar 126 ` +
          `/Widths [${Array(95).fill(600).join(' ')}] /Encoding /WinAnsiEncoding /FontDescriptor 8 0 R >>`, // 10
        type3Font(7, 9), // 11
      ],
    });

  test('a Type 3 copy of a font the page also embeds as it is reads as bold', async () => {
    expect(await itemsOf(page('AAAAAA+TestSans'))).toEqual([
      ['TITLE', true],
      ['PLAIN', false],
    ]);
  });

  test('a Type 3 font with no regular copy says nothing of weight', async () => {
    expect(await itemsOf(page('AAAAAA+IconFont'))).toEqual([
      ['TITLE', false],
      ['PLAIN', false],
    ]);
  });
});
