/**
 * PDF rendering off the event loop: a pool of MOCK_PDF_WORKERS worker threads (Piscina), each with its own pdfkit
 * and fonts (pdf/worker.mjs). pdfkit draws synchronously, so a render on the server's one event loop held every
 * other request for its whole duration: one user's 20 parallel heavy previews kept an unrelated cv/counter waiting
 * for seconds (issue 24). Here the event loop only hands the resume over and receives the bytes; renders beyond the
 * pool's size wait in Piscina's queue, in order.
 *
 * The first thread starts with warm() or at the first render (an app that never renders starts none), the others
 * while renders queue; they stop in close().
 */
import { Piscina } from 'piscina';
import type { PdfRenderer, RenderOptions, ResumeDocument } from './types.ts';

interface RenderTask {
  doc: ResumeDocument;
  options: RenderOptions;
}

export interface PdfPool extends PdfRenderer {
  /** Starts the threads now (each parses its fonts) instead of at the first render. */
  warm(): void;
  /** Waits for the renders under way, then stops the threads. */
  close(): Promise<void>;
}

/** `onError`: a thread that failed outside a render (a failed render rejects its own promise). */
export function createPdfPool(workers: number, onError: (error: unknown) => void): PdfPool {
  let pool: Piscina<RenderTask, Uint8Array> | null = null;
  const start = () => {
    const started = new Piscina<RenderTask, Uint8Array>({
      filename: new URL('./worker.mjs', import.meta.url).href,
      // One thread starts with the pool and stays; more start only while renders queue (each parses the fonts once)
      // and stop after a minute without work, so a server that renders one at a time holds one (issue 45: memory).
      minThreads: 1,
      maxThreads: workers,
      idleTimeout: 60_000,
    });
    started.on('error', onError);
    return started;
  };
  return {
    warm() {
      pool ??= start();
    },
    async render(doc, options) {
      pool ??= start();
      // Buffers cross threads as Uint8Array; the same bytes as a Buffer, without a copy.
      const bytes = await pool.run({ doc, options });
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    async close() {
      const closing = pool;
      pool = null;
      await closing?.close();
    },
  };
}
