/**
 * The observed store (DATA_DIR/observed.sqlite): what this server has seen of the real service and of traffic —
 * typed drift findings, captured exchanges, coverage runs. It is server-wide and separate from the mock's own
 * database (DATA_DIR/mock.sqlite): a session's /__mock/reset restores the mock's state, but drift history and
 * captures are facts about the real service that CI and a developer compare over days, so nothing resets them but
 * their own DELETE routes and their bounds. Append-only list, applied by db/open-database.ts.
 */
export const observedMigrations: readonly string[] = [
  // 1: typed drift findings, one row per kind, with first/last seen and count.
  `
  CREATE TABLE drift_findings (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL UNIQUE,
    category TEXT NOT NULL,
    severity TEXT NOT NULL,
    route TEXT NOT NULL,
    status INTEGER,
    code INTEGER,
    path TEXT NOT NULL,
    expected TEXT NOT NULL,
    got TEXT NOT NULL,
    first_seen INTEGER NOT NULL,
    last_seen INTEGER NOT NULL,
    count INTEGER NOT NULL
  );
  CREATE INDEX drift_by_last_seen ON drift_findings(last_seen);
  `,
  // 2: captured exchanges (upstream mode with MOCK_CAPTURE=1, or a HAR import), scrubbed before they are written.
  `
  CREATE TABLE captures (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at INTEGER NOT NULL,
    source TEXT NOT NULL,
    method TEXT NOT NULL,
    url TEXT NOT NULL,
    status INTEGER NOT NULL,
    ms INTEGER NOT NULL,
    request TEXT NOT NULL,
    reply TEXT NOT NULL,
    bytes INTEGER NOT NULL
  );
  `,
  // 3: the last contract run's exercised replies (operation, code, JSON paths), for coverage beside the index.
  `
  CREATE TABLE coverage_runs (name TEXT PRIMARY KEY, at INTEGER NOT NULL, exercised TEXT NOT NULL);
  `,
];
