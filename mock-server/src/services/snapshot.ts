/**
 * Snapshots (GET/POST /__mock/snapshot): a session's whole state as one JSON value, and back. Restoring checks
 * everything first (format, version, database migration, each table's columns, each file's bytes), then replaces the
 * rows in one transaction (a row that breaks a constraint rolls it all back), then the files, the clock, the forced
 * replies and the chaos profiles. A snapshot refused changes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  SNAPSHOT_TABLES,
  SNAPSHOT_VERSION,
  type MockSnapshot,
  type MockSnapshotRestoreData,
  type SnapshotTable,
} from '@cv/contract';
import { invalid } from '../errors.ts';
import type { SessionContainer } from '../sessions/container.ts';
import { clearUserData } from '../db/seed.ts';
import { checkProfile } from './chaos.ts';

type Row = Record<string, string | number | null>;

const schemaOf = (session: SessionContainer) => session.db.pragma('user_version', { simple: true }) as number;

function readFolder(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of fs.readdirSync(dir).sort()) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isFile()) files[name] = fs.readFileSync(file).toString('base64');
  }
  return files;
}

/** The session's state now. */
export function takeSnapshot(session: SessionContainer): MockSnapshot {
  const { db, storage, clock, services } = session;
  const tables = db.transaction(
    () =>
      Object.fromEntries(
        SNAPSHOT_TABLES.map((table) => [table, db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all() as Row[]]),
      ) as Record<SnapshotTable, Row[]>,
  )();
  return {
    format: 'cv-mock-snapshot',
    version: SNAPSHOT_VERSION,
    schema: schemaOf(session),
    taken_at: new Date().toISOString(),
    session: session.name,
    clock_offset_ms: clock.offset(),
    tables,
    files: { uploads: readFolder(storage.uploadsDir), files: readFolder(storage.filesDir) },
    forced: services.mock.listForced().map(({ path: route, code, msg, delayMs, remaining, scenario }) => ({
      path: route,
      code,
      ...(msg === undefined ? {} : { msg }),
      ...(delayMs ? { delay_ms: delayMs } : {}),
      ...(remaining === null ? {} : { times: remaining }),
      ...(scenario === undefined ? {} : { scenario }),
    })),
    chaos: services.chaos.list().map(({ counters: _counters, ...profile }) => profile),
  };
}

/** Refuses a snapshot this mock cannot restore as it is, naming what is wrong. */
function check(session: SessionContainer, snapshot: MockSnapshot): Map<string, Buffer> {
  if (snapshot.version !== SNAPSHOT_VERSION) {
    throw invalid(`快照格式版本 ${snapshot.version} 不受支持：本 mock 读写版本 ${SNAPSHOT_VERSION}`);
  }
  const schema = schemaOf(session);
  if (snapshot.schema !== schema) {
    throw invalid(`快照来自数据库结构 ${snapshot.schema}，本 mock 是 ${schema}：请用同一版本的 mock 保存和恢复`);
  }
  for (const table of SNAPSHOT_TABLES) {
    const columns = new Set(
      (session.db.pragma(`table_info(${table})`) as { name: string }[]).map((column) => column.name),
    );
    snapshot.tables[table].forEach((row, i) => {
      const unknown = Object.keys(row).find((key) => !columns.has(key));
      if (unknown) throw invalid(`快照无效：tables.${table}[${i}] 有未知列 ${unknown}`);
    });
  }
  const bytes = new Map<string, Buffer>();
  for (const folder of ['uploads', 'files'] as const) {
    for (const [name, base64] of Object.entries(snapshot.files[folder])) {
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0) {
        throw invalid(`快照无效：files.${folder}.${name} 不是 base64`);
      }
      bytes.set(`${folder}/${name}`, Buffer.from(base64, 'base64'));
    }
  }
  return bytes;
}

/** Replaces the session's state with the snapshot's, or throws (code 1) with nothing changed. */
export function restoreSnapshot(session: SessionContainer, snapshot: MockSnapshot): MockSnapshotRestoreData {
  const { db, storage, clock, services } = session;
  const files = check(session, snapshot);
  for (const profile of snapshot.chaos) checkProfile(profile);
  // One statement per table and set of columns (a snapshot's rows of a table normally share one), not one per row.
  const inserts = new Map<string, ReturnType<typeof db.prepare>>();
  const insertInto = (table: SnapshotTable, columns: string[]) => {
    const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`;
    let statement = inserts.get(sql);
    if (!statement) inserts.set(sql, (statement = db.prepare(sql)));
    return statement;
  };
  db.transaction(() => {
    clearUserData(db);
    for (const table of SNAPSHOT_TABLES) {
      for (const [i, row] of snapshot.tables[table].entries()) {
        try {
          insertInto(table, Object.keys(row)).run(row);
        } catch (error) {
          throw invalid(`快照无效：tables.${table}[${i}] 写不进数据库（${(error as Error).message}）`);
        }
      }
    }
  }).immediate();
  services.users.forgetSessions();
  services.loginLinks.clear();
  services.mock.clearJournal();
  storage.emptyAll();
  for (const [name, data] of files) {
    const [folder, file] = name.split('/') as ['uploads' | 'files', string];
    fs.writeFileSync(path.join(folder === 'uploads' ? storage.uploadsDir : storage.filesDir, file), data);
  }
  clock.reset();
  clock.advance(snapshot.clock_offset_ms);
  services.mock.clearForced();
  for (const { scenario, ...rule } of snapshot.forced) services.mock.force(rule, scenario);
  services.chaos.clear();
  for (const { preset, ...profile } of snapshot.chaos) services.chaos.set(profile, preset);
  return {
    session: session.name,
    users: snapshot.tables.users.length,
    resumes: snapshot.tables.resumes.length,
    orders: snapshot.tables.orders.length,
    files: files.size,
    clock_offset_ms: clock.offset(),
  };
}
