// The OCR engine's files served by the app itself at /ocr/, so reading an image resume works offline and nothing
// leaves the machine (lib/resume-import/ocr): tesseract.js's worker script, its engine built with WebAssembly SIMD
// for the LSTM model only (the one build the importer asks for; 3.9 MB, about 1.3 MB brotli) and the Simplified
// Chinese model (chi_sim 4.0.0 best_int, gzip as tesseract.js fetches it). Loaded only when an image is imported.
// Copied into the build as they are, and served from node_modules by the dev server.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = '/ocr/';
const require = createRequire(import.meta.url);
const dirOf = (pkg: string) => path.dirname(require.resolve(`${pkg}/package.json`));

/** Served name → file in node_modules. */
const FILES: Record<string, string> = {
  'worker.min.js': path.join(dirOf('tesseract.js'), 'dist/worker.min.js'),
  'tesseract-core-simd-lstm.wasm.js': path.join(dirOf('tesseract.js-core'), 'tesseract-core-simd-lstm.wasm.js'),
  'chi_sim.traineddata.gz': path.join(dirOf('@tesseract.js-data/chi_sim'), '4.0.0_best_int/chi_sim.traineddata.gz'),
};

const typeOf = (name: string) => (name.endsWith('.js') ? 'text/javascript' : 'application/octet-stream');

export function ocrAssets(): Plugin {
  return {
    name: 'ocr-assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.startsWith(PREFIX) ? req.url.slice(PREFIX.length).split('?')[0]! : '';
        const file = FILES[name];
        if (!file) return next();
        res.setHeader('content-type', typeOf(name));
        res.end(fs.readFileSync(file));
      });
    },
    generateBundle() {
      for (const [name, file] of Object.entries(FILES)) {
        this.emitFile({ type: 'asset', fileName: `ocr/${name}`, source: fs.readFileSync(file) });
      }
    },
  };
}
