/**
 * The PDF engine: up to MOCK_PDF_WORKERS worker threads (pdf/pool.ts), each loading its fonts as it starts. With
 * `warm` (server.ts: npm start, the e2e server) the first starts when the server listens, so the first preview a
 * visitor asks for does not pay for it (first cv/preview of a fresh server: 0.90 s -> 0.03 s idle; 2.4 s seen at
 * load 11); otherwise at the first render, so a test server that never renders starts none. The others start only
 * while renders queue (issue 45: each thread holds its own engine and fonts). Ended when the app closes.
 * Tests may hand in their own renderer.
 */
import fp from 'fastify-plugin';
import { createPdfPool } from '../pdf/pool.ts';
import type { PdfRenderer } from '../pdf/types.ts';

export interface PdfEngineOptions {
  workers: number;
  /** Renders in this thread instead (tests); then no pool is made. */
  renderer?: PdfRenderer;
  /** Start the threads when the server listens. */
  warm?: boolean;
}

export default fp<PdfEngineOptions>(
  async (app, { workers, renderer, warm }) => {
    if (renderer) {
      app.decorate('pdf', renderer);
      return;
    }
    const pool = createPdfPool(workers, (error) => app.log.error({ err: error }, 'PDF worker failed'));
    if (warm) app.addHook('onListen', async () => pool.warm());
    app.addHook('onClose', () => pool.close());
    app.decorate('pdf', pool);
  },
  // Registered after the database: onClose hooks run last-registered first, so renders end before the database closes.
  { name: 'pdf-engine', dependencies: ['database'] },
);
