// The reading worker: pdf.js (run in this thread, not in a worker of its own) and the importer's stages, off the
// page's thread. Messages: in { bytes, fileName }; out { stage } while reading, then { outcome }.
import { understandFile } from './understand';
import type { ImportOutcome } from './model';
import type { ImportStage } from './stages';

export type WorkerIn = { bytes: Uint8Array; fileName: string; cMapBase: string };
export type WorkerOut = { stage: ImportStage } | { outcome: ImportOutcome };

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
  const { bytes, fileName, cMapBase } = e.data;
  const outcome = await understandFile(bytes, fileName, {
    onStage: (stage) => post({ stage }),
    pdfjs: pdfjsInThread,
    cMapUrl: new URL(cMapBase, self.location.href).href,
  });
  post({ outcome });
};
