/**
 * The observed store (observed/migrations.ts says why it is its own file): DATA_DIR/observed.sqlite, server-wide,
 * opened once and closed with the app; routes and the upstream hook reach it as `app.observed`.
 */
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { openDatabase, type Db } from '../db/open-database.ts';
import { observedMigrations } from '../observed/migrations.ts';
import { createCaptureStore, type CaptureStore } from '../observed/captures.ts';
import { createCoverageRuns } from '../observed/coverage.ts';
import { createDriftStore, type DriftStore } from '../observed/drift.ts';
import { captureKey, createScrubber, DEFAULT_SCRUB_KEYS } from '../observed/scrub.ts';

export interface Observed {
  db: Db;
  drift: DriftStore;
  captures: CaptureStore;
  /** The last contract run's exercised replies (npm run contract), for coverage. */
  runs: ReturnType<typeof createCoverageRuns>;
}

export default fp(
  async (app, { file }: { file: string }) => {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    const db = openDatabase(file, observedMigrations);
    const { config } = app;
    const budget = config.latencyBudgetMs;
    // The key is read (or made) only when something is scrubbed: a server that never captures leaves no key file.
    let scrubber: ReturnType<typeof createScrubber> | null = null;
    const lazy = () =>
      (scrubber ??= createScrubber(
        captureKey(config.captureKey, config.dataDir),
        config.captureScrubKeys ?? DEFAULT_SCRUB_KEYS,
      ));
    const captures = createCaptureStore(
      db,
      { session: () => lazy().session(), placeholder: (kind, value) => lazy().placeholder(kind, value) },
      { maxRows: config.captureMaxRows, maxBytes: config.captureMaxBytes },
    );
    app.decorate('observed', {
      db,
      drift: createDriftStore(db, { latencyBudgetMs: () => budget }),
      captures,
      runs: createCoverageRuns(db),
    } as Observed);
    app.addHook('onClose', async () => db.close());
  },
  { name: 'observed' },
);
