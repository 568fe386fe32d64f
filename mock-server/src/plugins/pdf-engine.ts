/**
 * The PDF engine: MOCK_PDF_WORKERS worker threads (pdf/pool.ts) that start, and load their fonts, at the first render,
 * so an app that never renders starts none; ended when the app closes. Tests may hand in their own renderer.
 */
import fp from 'fastify-plugin';
import { createPdfPool } from '../pdf/pool.ts';
import type { PdfRenderer } from '../pdf/types.ts';

export interface PdfEngineOptions {
  workers: number;
  /** Renders in this thread instead (tests); then no pool is made. */
  renderer?: PdfRenderer;
}

export default fp<PdfEngineOptions>(
  async (app, { workers, renderer }) => {
    if (renderer) {
      app.decorate('pdf', renderer);
      return;
    }
    const pool = createPdfPool(workers, (error) => app.log.error({ err: error }, 'PDF worker failed'));
    app.addHook('onClose', () => pool.close());
    app.decorate('pdf', pool);
  },
  // Registered after the database: onClose hooks run last-registered first, so renders end before the database closes.
  { name: 'pdf-engine', dependencies: ['database'] },
);
