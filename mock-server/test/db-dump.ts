/** A stable dump of every table, to prove a rejected request changed nothing. */
import type { Database } from 'better-sqlite3';

export function dumpDatabase(db: Database): string {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { name: string }[];
  const dump: Record<string, unknown[]> = {};
  for (const { name } of tables) dump[name] = db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all();
  return JSON.stringify(dump);
}
