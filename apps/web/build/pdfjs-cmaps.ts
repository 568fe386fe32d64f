// pdf.js's CJK CMaps (pdfjs-dist/cmaps, packed .bcmap) served by the app itself at /pdfjs/cmaps/: the importer's
// worker (lib/resume-import) loads one only when a PDF's fonts use it, from this origin, so it works offline.
// Copied into the build as they are, and served from node_modules by the dev server.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = '/pdfjs/cmaps/';

export function pdfjsCmaps(): Plugin {
  const dir = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'cmaps');
  return {
    name: 'pdfjs-cmaps',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.startsWith(PREFIX) ? decodeURIComponent(req.url.slice(PREFIX.length).split('?')[0]!) : '';
        if (!/^[\w.-]+\.bcmap$/.test(name) || !fs.existsSync(path.join(dir, name))) return next();
        res.setHeader('content-type', 'application/octet-stream');
        res.end(fs.readFileSync(path.join(dir, name)));
      });
    },
    generateBundle() {
      for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.bcmap'))) {
        this.emitFile({
          type: 'asset',
          fileName: `pdfjs/cmaps/${name}`,
          source: fs.readFileSync(path.join(dir, name)),
        });
      }
    },
  };
}
