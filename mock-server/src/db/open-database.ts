/** Opens the SQLite database with the pragmas this project relies on and applies pending migrations. */
import Database from 'better-sqlite3';
import type { Database as Db } from 'better-sqlite3';
import { migrations } from './migrations.ts';

export type { Db };

export interface OpenOptions {
  /**
   * Hold the file for this connection alone (`locking_mode = EXCLUSIVE`, set before WAL so SQLite keeps the WAL
   * index in the process's memory instead of a shared `-shm` file): no lock to take and release on the file and its
   * index around every statement. That was 7-10 µs of a module/save's 47-50 µs of server CPU, and 4-5 µs of a
   * cv/get's 54 (issue 45: alternating 3 s windows of one load; perf and the bench in docs/benchmarks-history.md).
   * The cost: no other process (a sqlite3 shell, a second server on the same DATA_DIR) can open the file while this
   * one has it open.
   */
  exclusive?: boolean;
}

/** Another connection (another server, a createMock in this process, a sqlite3 shell) holds the database. */
export class DatabaseInUseError extends Error {
  readonly file: string;
  constructor(file: string, cause: unknown) {
    super(
      `${file} is in use (by another mock server on the same DATA_DIR, or a sqlite3 shell): ` +
        'stop it, or set DATA_DIR to another folder. The server holds its database alone (MOCK_DB_LOCKING=exclusive); ' +
        'with MOCK_DB_LOCKING=normal other processes may open it while it runs.',
      { cause },
    );
    this.name = 'DatabaseInUseError';
    this.file = file;
  }
}

/** `list`: the migrations to apply (default: the mock's own; the observed store has its own list). */
export function openDatabase(file: string, list: readonly string[] = migrations, options: OpenOptions = {}): Db {
  const db = new Database(file);
  const onDisk = file !== ':memory:';
  try {
    db.pragma('busy_timeout = 5000');
    if (options.exclusive && onDisk) db.pragma('locking_mode = EXCLUSIVE');
    // The first statement that reads the file: with another connection holding it, it waits busy_timeout, then fails.
    if (onDisk) db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    migrate(db, list);
  } catch (error) {
    db.close();
    if ((error as { code?: unknown }).code === 'SQLITE_BUSY') throw new DatabaseInUseError(file, error);
    throw error;
  }
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
