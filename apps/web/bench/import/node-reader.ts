// The importer run in Node for the harness and the debug table: pdf.js's legacy build and the CMaps from
// node_modules (the browser's worker gets them from the app).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { understandFile } from '../../src/lib/resume-import/understand';
import type { ImportOutcome } from '../../src/lib/resume-import/model';

const require = createRequire(import.meta.url);
const cMapUrl = `${join(dirname(require.resolve('pdfjs-dist/package.json')), 'cmaps')}/`;

export function readInNode(bytes: Uint8Array, fileName: string): Promise<ImportOutcome> {
  return understandFile(bytes, fileName, { pdfjs: () => import('pdfjs-dist/legacy/build/pdf.mjs'), cMapUrl });
}
