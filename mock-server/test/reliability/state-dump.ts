/**
 * The state a refused request must leave as it was, in forms to compare: every table of the database, hashed, and
 * the files under a folder.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';

/** A deterministic dump of every table (rowid order), hashed. */
export function dumpDatabase(db: Database): string {
  const hash = createHash('sha256');
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .pluck()
    .all() as string[];
  for (const table of tables) {
    hash.update(`\n#${table}\n`);
    for (const row of db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).raw().iterate()) {
      hash.update(JSON.stringify(row));
      hash.update('\n');
    }
  }
  return hash.digest('hex');
}

/** Every file under a directory (relative paths), sorted. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(dir, f), { throwIfNoEntry: false })?.isFile() === true)
    .sort();
}
