// 导入简历's reader (issue 41): a chosen file read in a Web Worker, never uploaded (an image's OCR too). Files over 10 MB are refused
// before they are read; the caller may abort (the worker is ended) and hear each stage as it starts.
import { IMPORT_MAX_BYTES, type ImportOutcome } from './model';
import { refusal } from './refusals';
import type { WorkerIn, WorkerOut } from './worker';
import type { ImportStage } from './stages';

/** pdf.js's CJK CMaps, served by the app (copied into the build by vite.config.ts): loaded only when a PDF needs one. */
const CMAP_BASE = `${import.meta.env.BASE_URL}pdfjs/cmaps/`;
/** The OCR engine's files (build/ocr-assets.ts): loaded only for an image. */
const OCR_BASE = `${import.meta.env.BASE_URL}ocr/`;

export function readResumeFile(
  file: File,
  opts: { signal?: AbortSignal; onStage?: (stage: ImportStage) => void; onProgress?: (done: number) => void } = {},
): Promise<ImportOutcome> {
  if (file.size > IMPORT_MAX_BYTES) return Promise.resolve({ ok: false, refusal: refusal('too-large') });
  if (file.size === 0) return Promise.resolve({ ok: false, refusal: refusal('empty') });
  return new Promise((resolve, reject) => {
    const { signal } = opts;
    if (signal?.aborted) return reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    const done = () => {
      worker.terminate();
      signal?.removeEventListener('abort', abort);
    };
    const abort = () => {
      done();
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', abort);
    // pdf.js's worker build, imported in that thread, also talks on its port (it announces itself with 'ready'):
    // only our own two messages are read.
    worker.onmessage = (e: MessageEvent<WorkerOut | Record<string, unknown>>) => {
      const data = e.data;
      if ('stage' in data) opts.onStage?.(data.stage as ImportStage);
      else if ('progress' in data) opts.onProgress?.(data.progress as number);
      else if ('outcome' in data) {
        done();
        resolve(data.outcome as ImportOutcome);
      }
    };
    worker.onerror = () => {
      done();
      resolve({ ok: false, refusal: refusal('damaged') });
    };
    file.arrayBuffer().then(
      (buffer) => {
        const message: WorkerIn = {
          bytes: new Uint8Array(buffer),
          fileName: file.name,
          cMapBase: CMAP_BASE,
          ocrBase: OCR_BASE,
        };
        worker.postMessage(message, [buffer]);
      },
      () => {
        done();
        resolve({ ok: false, refusal: refusal('damaged') });
      },
    );
  });
}
