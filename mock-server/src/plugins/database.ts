/**
 * The SQLite database and the control state kept in it (clock offset, forced replies, scenarios, which so survive a
 * watch-mode restart): opened when the plugin is registered, closed when the app closes.
 */
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { createControlState } from '../db/control-state.ts';
import { openDatabase } from '../db/open-database.ts';

export interface DatabaseOptions {
  /** The SQLite file (':memory:' works too). */
  file: string;
  /** Held by this server alone while it runs (MOCK_DB_LOCKING, db/open-database.ts). */
  exclusive?: boolean;
}

export default fp<DatabaseOptions>(
  async (app, { file, exclusive }) => {
    // A DATA_DIR that does not exist yet (a fresh clone, a test's new folder) is made here: the database is the first
    // thing the app opens in it.
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    const db = openDatabase(file, undefined, { exclusive });
    app.addHook('onClose', async () => db.close());
    app.decorate('db', db);
    app.decorate('controlState', createControlState(db));
  },
  { name: 'database' },
);
