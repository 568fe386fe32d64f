// The OCR engine: Tesseract (tesseract.js, WebAssembly) with the Simplified Chinese LSTM model (chi_sim, 4.0.0
// best_int, 1.7 MB gzip; it reads the Latin letters and digits of a Chinese resume too). Nothing leaves the machine:
// the browser loads the engine, its worker and the model from this app (build/ocr-assets.ts serves them under /ocr/),
// Node (tests, the corpus harness) from node_modules. Page segmentation is Tesseract's automatic one (columns and
// right-aligned dates come back as blocks of their own), with the spaces between words kept, so a line's wide gaps
// survive as runs of spaces (ocr-items.ts cuts cells there).
import type { OcrLine } from './ocr-items';

export interface OcrEngine {
  /**
   * The lines of one page image (PNG, JPEG or WebP bytes) whose page is `dpi` pixels an inch (Tesseract guesses
   * otherwise, and says so); `onProgress` hears 0-1 while it reads.
   */
  read(image: Uint8Array, dpi: number, onProgress?: (done: number) => void): Promise<OcrLine[]>;
  close(): Promise<void>;
}

/** Where tesseract.js finds its parts; unset ones take tesseract.js's own (in Node: node_modules). */
export interface OcrPaths {
  workerPath?: string;
  /** The engine's .wasm.js file. */
  corePath?: string;
  /** The folder holding chi_sim.traineddata.gz. */
  langPath: string;
}

interface TesseractBlock {
  paragraphs: { lines: OcrLine[] }[];
}

export async function tesseractEngine(paths: OcrPaths): Promise<OcrEngine> {
  const { createWorker, OEM, PSM } = await import('tesseract.js');
  let progress: ((done: number) => void) | undefined;
  const worker = await createWorker('chi_sim', OEM.LSTM_ONLY, {
    ...paths,
    // The model comes from this app (the browser's HTTP cache keeps it), not a copy in IndexedDB.
    cacheMethod: 'none',
    gzip: true,
    workerBlobURL: false,
    logger: (m: { status: string; progress: number }) => {
      if (m.status === 'recognizing text') progress?.(m.progress);
    },
  });
  await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '1' });
  return {
    async read(image, dpi, onProgress) {
      progress = onProgress;
      try {
        await worker.setParameters({ user_defined_dpi: String(Math.round(dpi)) });
        const { data } = await worker.recognize(image as unknown as Buffer, {}, { blocks: true, text: false });
        const blocks = (data.blocks ?? []) as unknown as TesseractBlock[];
        return blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
      } finally {
        progress = undefined;
      }
    },
    close: () => worker.terminate().then(() => undefined),
  };
}
