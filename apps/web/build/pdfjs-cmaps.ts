// pdf.js's CJK CMaps (pdfjs-dist/cmaps, packed .bcmap) served by the app itself at /pdfjs/cmaps/: the importer's
// worker (lib/resume-import) loads one only when a PDF's fonts use it, from this origin, so it works offline.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { servedFiles } from './served-files.ts';

export function pdfjsCmaps(): Plugin {
  const dir = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'cmaps');
  return servedFiles('pdfjs-cmaps', 'pdfjs/cmaps', () =>
    Object.fromEntries(
      fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.bcmap'))
        .map((f) => [f, path.join(dir, f)]),
    ),
  );
}
