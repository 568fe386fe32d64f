// The importer run in Node for the harness and the debug table: pdf.js's legacy build and the CMaps from
// node_modules (the browser's worker gets them from the app), and the OCR engine with its model from node_modules.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { greyOfRgba, type GreyImage } from '../../src/lib/resume-import/ocr/grey-image';
import { tesseractEngine } from '../../src/lib/resume-import/ocr/engine';
import { understandFile } from '../../src/lib/resume-import/understand';
import type { ImportOutcome } from '../../src/lib/resume-import/model';

const require = createRequire(import.meta.url);
const cMapUrl = `${join(dirname(require.resolve('pdfjs-dist/package.json')), 'cmaps')}/`;
const modelDir = (language: string) =>
  join(dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)), '4.0.0_best_int');
/**
 * The OCR engine in Node: tesseract.js's Node worker and the models from node_modules (the browser's come from
 * /ocr/, build/ocr-assets.ts). The worker's path is given, as under jsdom (the tests) tesseract.js would make it a URL.
 */
export const nodeOcrEngine = (langPaths = { chi_sim: modelDir('chi_sim'), eng: modelDir('eng') }) =>
  tesseractEngine({
    decode: decodeInNode,
    workerPath: require.resolve('tesseract.js/src/worker-script/node/index.js'),
    langPaths,
  });

/** The picture drawn with @napi-rs/canvas (the browser's worker draws it on an OffscreenCanvas). */
async function decodeInNode(image: Uint8Array): Promise<GreyImage> {
  const picture = await loadImage(Buffer.from(image));
  const { width, height } = picture;
  const context = createCanvas(width, height).getContext('2d');
  context.drawImage(picture, 0, 0);
  return greyOfRgba(context.getImageData(0, 0, width, height).data, width, height);
}

export function readInNode(bytes: Uint8Array, fileName: string): Promise<ImportOutcome> {
  return understandFile(bytes, fileName, {
    pdfjs: () => import('pdfjs-dist/legacy/build/pdf.mjs'),
    cMapUrl,
    ocr: nodeOcrEngine,
  });
}
