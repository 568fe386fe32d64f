/** Opens the SQLite database with the pragmas this project relies on and applies pending migrations. */
import Database from 'better-sqlite3';
import type { Database as Db } from 'better-sqlite3';
import { migrations } from './migrations.ts';

export type { Db };

/** `list`: the migrations to apply (default: the mock's own; the observed store has its own list). */
export function openDatabase(file: string, list: readonly string[] = migrations): Db {
  const db = new Database(file);
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  migrate(db, list);
  return db;
}

function migrate(db: Db, list: readonly string[]): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let version = current + 1; version <= list.length; version++) {
    const sql = list[version - 1] as string;
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${version}`);
    }).immediate();
  }
}
