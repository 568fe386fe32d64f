// Prints what the importer read of a file: with --lines the lines it understood (PDF: after the layout stage;
// Word: its XML's paragraphs and rows; a picture: its OCR lines after the same layout), then the draft, field by field.
//   npx tsx --tsconfig apps/web/tsconfig.json apps/web/bench/import/debug.ts <file> [--lines]
import { readImageHeader } from '@cv/contract/image-header';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { nodeOcrEngine, readInNode } from './node-reader';
import { itemsOfOcrLines } from '../../src/lib/resume-import/ocr/ocr-items';
import { draftTable } from '../../src/lib/resume-import/debug-table';
import { linesTable } from '../../src/lib/resume-import/lines';
import { layoutLines } from '../../src/lib/resume-import/pdf/layout';
import { readPdfText } from '../../src/lib/resume-import/pdf/text-items';
import { readDocx } from '../../src/lib/resume-import/docx/read-docx';

const file = process.argv[2];
if (!file) throw new Error('usage: debug.ts <file> [--lines]');
const bytes = new Uint8Array(readFileSync(file));
if (process.argv.includes('--lines')) {
  if (file.endsWith('.pdf')) {
    const text = await readPdfText(await import('pdfjs-dist/legacy/build/pdf.mjs'), bytes, undefined);
    if (!('refusal' in text)) console.log(linesTable(layoutLines(text)));
  } else if (file.endsWith('.docx')) console.log(linesTable(readDocx(bytes)?.lines ?? []));
  else if (readImageHeader(bytes)) {
    // As draft-ocr.ts reads an image: its page A4-wide (595.28 pt), dpi from its width.
    const { width, height } = readImageHeader(bytes)!;
    const dpi = width / (595.28 / 72);
    const engine = await nodeOcrEngine();
    const { lines, ink } = await engine.read(bytes, dpi);
    await engine.close();
    const page = { width: 595.28, height: (height / width) * 595.28 };
    console.log(linesTable(layoutLines({ pages: [page], items: itemsOfOcrLines(lines, 72 / dpi, 0, ink) })));
  }
}
const out = await readInNode(bytes, basename(file));
if (!out.ok) console.log('refused:', out.refusal);
else console.log(draftTable(out.draft));
