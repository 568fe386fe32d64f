/**
 * The observed store of DATA_DIR (observed.sqlite: captures, drift findings, contract coverage runs) opened as the
 * server opens it, with the configuration's scrubbing and bounds (DATA_DIR, MOCK_CAPTURE_* as for the server).
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { createCaptureStore } from '../src/observed/captures.ts';
import { createCoverageRuns } from '../src/observed/coverage.ts';
import { createDriftStore } from '../src/observed/drift.ts';
import { observedMigrations } from '../src/observed/migrations.ts';
import { captureKey, createScrubber, DEFAULT_SCRUB_KEYS } from '../src/observed/scrub.ts';

export function openObserved(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(env);
  fs.mkdirSync(config.dataDir, { recursive: true });
  const db = openDatabase(path.join(config.dataDir, 'observed.sqlite'), observedMigrations);
  const scrubber = createScrubber(
    captureKey(config.captureKey, config.dataDir),
    config.captureScrubKeys ?? DEFAULT_SCRUB_KEYS,
  );
  return {
    config,
    db,
    captures: createCaptureStore(db, scrubber, { maxRows: config.captureMaxRows, maxBytes: config.captureMaxBytes }),
    drift: createDriftStore(db, { latencyBudgetMs: () => config.latencyBudgetMs }),
    runs: createCoverageRuns(db),
  };
}
