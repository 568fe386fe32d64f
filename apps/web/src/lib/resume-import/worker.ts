// The reading worker: pdf.js (run in this thread, not in a worker of its own) and the importer's stages, off the
// page's thread; for an image, the OCR engine (tesseract.js starts its own worker from this one, with its files from
// this app: build/ocr-assets.ts). Messages: in { bytes, fileName }; out { stage } while reading and { progress }
// while an image is recognised, then { outcome }.
import { simd } from 'wasm-feature-detect';
import { understandFile } from './understand';
import type { ImportOutcome } from './model';
import type { ImportStage } from './stages';
import { decodeOffscreen } from './ocr/decode-offscreen';
import { tesseractEngine } from './ocr/engine';

export type WorkerIn = { bytes: Uint8Array; fileName: string; cMapBase: string; ocrBase: string };
export type WorkerOut = { stage: ImportStage } | { progress: number } | { outcome: ImportOutcome };

const post = (m: WorkerOut) => (self as unknown as Worker).postMessage(m);

async function pdfjsInThread() {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    // @ts-expect-error pdfjs-dist ships no types for its worker build (it exports WorkerMessageHandler)
    import('pdfjs-dist/build/pdf.worker.min.mjs') as Promise<unknown>,
  ]);
  // pdf.js uses a WorkerMessageHandler on globalThis instead of starting a worker (workers are not nested here).
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
  return pdfjs;
}

self.onmessage = async (e: MessageEvent<WorkerIn>) => {
  const { bytes, fileName, cMapBase, ocrBase } = e.data;
  const ocr = new URL(ocrBase, self.location.href).href;
  // The engine is built for WebAssembly SIMD (every browser since 2023); without it an image is refused (no-ocr).
  const canOcr = await simd();
  const outcome = await understandFile(bytes, fileName, {
    onStage: (stage) => post({ stage }),
    onProgress: (progress) => post({ progress }),
    pdfjs: pdfjsInThread,
    cMapUrl: new URL(cMapBase, self.location.href).href,
    ocr: canOcr
      ? () =>
          tesseractEngine({
            workerPath: `${ocr}worker.min.js`,
            corePath: `${ocr}tesseract-core-simd-lstm.wasm.js`,
            langPaths: { chi_sim: ocr.replace(/\/$/, ''), eng: ocr.replace(/\/$/, '') },
            decode: decodeOffscreen,
          })
      : undefined,
  });
  post({ outcome });
};
