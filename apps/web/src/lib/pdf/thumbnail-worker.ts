// A dedicated worker that draws page 1 of a PDF as a small WebP picture (My resumes' cards, issue 37): pdf.js is
// parsed, the PDF read and the page painted here, on an OffscreenCanvas, so none of it runs on the page's main thread.
// pdf.js's own "worker" part runs in this same thread (its fake-worker mode, found through globalThis.pdfjsWorker).
// Fonts are drawn as glyph outlines (no FontFace set in a worker on every browser).
// @ts-expect-error pdfjs-dist ships no types for its worker build (it exports WorkerMessageHandler)
import * as pdfWorkerModule from 'pdfjs-dist/build/pdf.worker.min.mjs';
import { getDocument } from 'pdfjs-dist';
import { canvasDocument, drawOffscreen } from './offscreen';

(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= pdfWorkerModule;

export interface ThumbnailRequest {
  id: number;
  pdf: Uint8Array;
  /** Device pixels wide. */
  width: number;
}
export type ThumbnailReply = { id: number; image: Blob } | { id: number; error: string };

async function draw({ pdf, width }: ThumbnailRequest): Promise<Blob> {
  const doc = await getDocument({
    data: pdf,
    isEvalSupported: false,
    disableFontFace: true,
    ownerDocument: canvasDocument,
  }).promise;
  try {
    const page = await doc.getPage(1);
    const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
    const canvas = await drawOffscreen(page, viewport);
    return await canvas.convertToBlob({ type: 'image/webp', quality: 0.8 });
  } finally {
    void doc.destroy();
  }
}

self.addEventListener('message', (event: MessageEvent<ThumbnailRequest>) => {
  const request = event.data;
  draw(request).then(
    (image) => self.postMessage({ id: request.id, image } satisfies ThumbnailReply),
    (error: unknown) => self.postMessage({ id: request.id, error: String(error) } satisfies ThumbnailReply),
  );
});
