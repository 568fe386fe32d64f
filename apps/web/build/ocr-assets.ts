// The OCR engine's files served by the app itself at /ocr/, so reading an image resume works offline and nothing
// leaves the machine (lib/resume-import/ocr): tesseract.js's worker script, its engine built with WebAssembly SIMD
// for the LSTM model only (the one build the importer asks for; 3.9 MB, 1.1 MB brotli), the Simplified Chinese
// model (chi_sim 4.0.0 best_int, gzip as tesseract.js fetches it) and the English one (eng, the same build). Loaded
// only when an image is imported; the English model only when a page of it is English.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { servedFiles } from './served-files.ts';

const require = createRequire(import.meta.url);
const dirOf = (pkg: string) => path.dirname(require.resolve(`${pkg}/package.json`));

export function ocrAssets(): Plugin {
  return servedFiles('ocr-assets', 'ocr', () => ({
    'worker.min.js': path.join(dirOf('tesseract.js'), 'dist/worker.min.js'),
    'tesseract-core-simd-lstm.wasm.js': path.join(dirOf('tesseract.js-core'), 'tesseract-core-simd-lstm.wasm.js'),
    'chi_sim.traineddata.gz': path.join(dirOf('@tesseract.js-data/chi_sim'), '4.0.0_best_int/chi_sim.traineddata.gz'),
    'eng.traineddata.gz': path.join(dirOf('@tesseract.js-data/eng'), '4.0.0_best_int/eng.traineddata.gz'),
  }));
}
