// A scanner's PDF: each picture (PNG or JPEG bytes, or a file's path) filling an A4 page of its own, no text at all
// (pdfkit). For the harness's producer 'scan' and the OCR engine's Node test.
import PDFDocument from 'pdfkit';

export async function pdfOfPictures(pictures: (Buffer | string)[]): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  for (const picture of pictures) doc.addPage({ size: 'A4', margin: 0 }).image(picture, 0, 0, { width: 595.28 });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
