/** Numbered schema migrations; PRAGMA user_version records the last one applied. Append, never edit. */
// Every table is written out column by column, as SQLite will hold it: columns alike across tables (created_at,
// user_id …) stay written out, because a migration is read as the schema it makes and is never edited.
export const migrations: readonly string[] = [
  // 1: everything the mock needs.
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

  CREATE TABLE users (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    openid TEXT NOT NULL UNIQUE,
    nickname TEXT NOT NULL,
    avatar_url TEXT NOT NULL DEFAULT '',
    vip_until INTEGER,
    resumes_left INTEGER NOT NULL,
    downloads_left INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );

  CREATE TABLE templates (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('template', 'style')),
    position INTEGER NOT NULL,
    name TEXT NOT NULL,
    layout TEXT NOT NULL,
    color TEXT NOT NULL,
    tags TEXT NOT NULL,
    thumbnail TEXT NOT NULL
  );
  CREATE INDEX templates_by_kind ON templates(kind, position);

  CREATE TABLE resumes (
    cid TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    template TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    name TEXT NOT NULL DEFAULT '',
    wish TEXT NOT NULL DEFAULT '',
    exps TEXT NOT NULL DEFAULT '',
    phone TEXT NOT NULL DEFAULT '',
    avatar TEXT NOT NULL DEFAULT '',
    avatar_url TEXT NOT NULL DEFAULT '',
    email TEXT NOT NULL DEFAULT '',
    birthday TEXT NOT NULL DEFAULT '',
    gender INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX resumes_by_user ON resumes(user_id, updated_at);

  CREATE TABLE modules (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    cid TEXT NOT NULL REFERENCES resumes(cid) ON DELETE CASCADE,
    name TEXT NOT NULL,
    alias TEXT NOT NULL,
    content TEXT NOT NULL DEFAULT '[]',
    style TEXT NOT NULL,
    sort INTEGER NOT NULL,
    custom INTEGER NOT NULL DEFAULT 0,
    written_by_ai INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX modules_by_cid ON modules(cid, sort);

  CREATE TABLE uploads (
    name TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    mime TEXT NOT NULL,
    size INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE downloads (
    id TEXT PRIMARY KEY,
    cid TEXT NOT NULL REFERENCES resumes(cid) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    file_name TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX downloads_by_cid ON downloads(cid, created_at);

  CREATE TABLE qr_tickets (
    ticket TEXT PRIMARY KEY,
    state TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    user_id INTEGER REFERENCES users(id) ON DELETE CASCADE
  );

  CREATE TABLE goods (
    id INTEGER PRIMARY KEY,
    position INTEGER NOT NULL,
    name TEXT NOT NULL,
    desc TEXT NOT NULL,
    price INTEGER NOT NULL,
    original_price INTEGER NOT NULL,
    vip_days INTEGER,
    downloads INTEGER,
    badge TEXT NOT NULL
  );

  CREATE TABLE orders (
    out_trade_no TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    goods_id INTEGER NOT NULL,
    goods_name TEXT NOT NULL,
    amount INTEGER NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('NOTPAY', 'SUCCESS', 'CLOSED', 'REFUND')),
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    success_time INTEGER,
    seq INTEGER NOT NULL
  );
  CREATE INDEX orders_by_user ON orders(user_id, created_at, seq);
  `,
  // 2: resumes by user without updated_at. Every module or personal save touches updated_at, and with it in the
  // index each save also rewrote an index page; a user has a handful of resumes, which the list sorts in memory.
  `
  DROP INDEX resumes_by_user;
  CREATE INDEX resumes_by_user ON resumes(user_id);
  `,
  // 3: control-surface state (clock offset, forced replies, scenarios) kept across restarts: `npm run dev`
  // restarts the server on every source change, and a developer's forced codes and clock must survive it.
  `
  CREATE TABLE control_state (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  `,
  // 4: upstream mode (MOCK_UPSTREAM): replies of the real service that do not match the contract.
  `
  CREATE TABLE drift (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at INTEGER NOT NULL,
    route TEXT NOT NULL,
    status INTEGER NOT NULL,
    code INTEGER,
    path TEXT NOT NULL,
    expected TEXT NOT NULL,
    got TEXT NOT NULL
  );
  `,
  // 5: user and module ids are random (lib/ids.ts RANDOM_ID_SQL); a module's creation order, which its sequential id
  // used to give, is kept in seq.
  `
  ALTER TABLE modules ADD COLUMN seq INTEGER NOT NULL DEFAULT 0;
  UPDATE modules SET seq = id;
  CREATE INDEX modules_by_seq ON modules(seq);
  `,
];
