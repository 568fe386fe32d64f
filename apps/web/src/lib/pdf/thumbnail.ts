// Page 1 of a PDF as a small WebP data: URL, drawn off the main thread by thumbnail-worker.ts (issue 37: pdf.js is
// never on a list page's critical path nor its main thread). Where a browser has no OffscreenCanvas (older WebViews)
// it falls back to pdf.js on the page (pdf-pages.ts), as before.
import { base64ToBytes, canDrawPdf, drawThumbnail, openPdf } from './pdf-pages';
import type { ThumbnailReply, ThumbnailRequest } from './thumbnail-worker';

const canDrawInWorker =
  canDrawPdf && typeof OffscreenCanvas !== 'undefined' && 'convertToBlob' in OffscreenCanvas.prototype;

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (b: Blob) => void; reject: (e: Error) => void }>();

function thumbnailWorker(): Worker {
  if (worker) return worker;
  // index.html's loader may have started this same worker already, as soon as My resumes' list arrived.
  const scope = globalThis as { __cvThumbWorker?: Worker };
  const early = scope.__cvThumbWorker;
  delete scope.__cvThumbWorker;
  const w =
    early ?? new Worker(new URL('./thumbnail-worker.ts', import.meta.url), { type: 'module', name: 'thumbnail' });
  w.addEventListener('message', (event: MessageEvent<ThumbnailReply>) => {
    const reply = event.data;
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if ('image' in reply) waiting.resolve(reply.image);
    else waiting.reject(new Error(reply.error));
  });
  w.addEventListener('error', (event) => {
    for (const waiting of pending.values()) waiting.reject(new Error(event.message || 'thumbnail worker failed'));
    pending.clear();
    worker = null;
  });
  worker = w;
  return w;
}

/**
 * Starts the worker (and so its pdf.js download) ahead of the first picture, so it loads while cv/preview is on its
 * way instead of after it. Does nothing where pictures are drawn on the page.
 */
export function warmThumbnailWorker(): void {
  if (canDrawInWorker) thumbnailWorker();
}

const asDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsDataURL(blob);
  });

/** Page 1 of the PDF (base64, as cv/preview sends it) `cssWidth` pixels wide at 2x, as a WebP data: URL. */
export async function firstPageImage(pdfBase64: string, cssWidth: number): Promise<string> {
  if (!canDrawInWorker) {
    const doc = await openPdf(base64ToBytes(pdfBase64));
    try {
      return await drawThumbnail(doc, cssWidth);
    } finally {
      void doc.destroy();
    }
  }
  const pdf = base64ToBytes(pdfBase64);
  const id = nextId++;
  const blob = await new Promise<Blob>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    thumbnailWorker().postMessage({ id, pdf, width: cssWidth * 2 } satisfies ThumbnailRequest, [pdf.buffer]);
  });
  return asDataUrl(blob);
}
