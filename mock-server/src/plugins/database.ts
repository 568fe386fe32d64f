/**
 * The SQLite database and the control state kept in it (clock offset, forced replies, scenarios, which so survive a
 * watch-mode restart): opened when the plugin is registered, closed when the app closes.
 */
import fp from 'fastify-plugin';
import { createControlState } from '../db/control-state.ts';
import { openDatabase } from '../db/open-database.ts';

export interface DatabaseOptions {
  /** The SQLite file (':memory:' works too). */
  file: string;
}

export default fp<DatabaseOptions>(
  async (app, { file }) => {
    const db = openDatabase(file);
    app.addHook('onClose', async () => db.close());
    app.decorate('db', db);
    app.decorate('controlState', createControlState(db));
  },
  { name: 'database' },
);
