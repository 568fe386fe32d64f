/**
 * The observed store (observed/migrations.ts says why it is its own file): DATA_DIR/observed.sqlite, server-wide,
 * opened once and closed with the app; routes and the upstream hook reach it as `app.observed`.
 */
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { openDatabase, type Db } from '../db/open-database.ts';
import { observedMigrations } from '../observed/migrations.ts';
import { createDriftStore, type DriftStore } from '../observed/drift.ts';

export interface Observed {
  db: Db;
  drift: DriftStore;
}

export default fp(
  async (app, { file }: { file: string }) => {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    const db = openDatabase(file, observedMigrations);
    const budget = app.config.latencyBudgetMs;
    app.decorate('observed', { db, drift: createDriftStore(db, { latencyBudgetMs: () => budget }) } as Observed);
    app.addHook('onClose', async () => db.close());
  },
  { name: 'observed' },
);
