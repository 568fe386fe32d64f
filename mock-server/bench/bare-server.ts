/**
 * The baseline of the API benchmark (DESIGN 10): bare Fastify + better-sqlite3 with the same pragmas as the
 * mock (locking_mode=EXCLUSIVE before WAL, synchronous=NORMAL: db/open-database.ts) and the same SQL work as the
 * measured routes, but no token check, no schema validation, no content normalisation, no hooks, no journal, no
 * response schema:
 * - POST /bare/get  {cid}: the resume row and its modules (two prepared SELECTs), answered like cv/get;
 * - POST /bare/save {id, cid, ...module}: an immediate transaction updating the module and the resume's
 *   updated_at, like module/save.
 * The resume is seeded from BARE_DOC, the cv/get data of the resume the real server answers in the same run,
 * so both reply the same document.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { emptyPersonal } from '@cv/contract/new-resume';

interface ModuleRow {
  id: number;
  cid: string;
  name: string;
  alias: string;
  content: string;
  style: string;
  sort: number;
  custom: number;
}
interface Doc {
  template: string;
  personal: Record<string, string | number> & { cid: string };
  modules: ModuleRow[];
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-bare-'));
const db = new Database(path.join(dir, 'bare.sqlite'));
db.pragma('locking_mode = EXCLUSIVE');
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec(`
  CREATE TABLE resumes (cid TEXT PRIMARY KEY, template TEXT NOT NULL, updated_at INTEGER NOT NULL, name TEXT, wish TEXT,
    exps TEXT, phone TEXT, avatar TEXT, avatar_url TEXT, email TEXT, birthday TEXT, gender INTEGER);
  CREATE TABLE modules (id INTEGER PRIMARY KEY, cid TEXT NOT NULL, name TEXT, alias TEXT, content TEXT, style TEXT,
    sort INTEGER, custom INTEGER);
  CREATE INDEX modules_by_cid ON modules(cid, sort);
`);
const doc = JSON.parse(process.env.BARE_DOC ?? '{"template":"t","personal":{"cid":"c"},"modules":[]}') as Doc;
const p = doc.personal;
db.prepare(
  `INSERT INTO resumes VALUES (@cid, @template, 0, @name, @wish, @exps, @phone, @avatar, @avatar_url, @email, @birthday, @gender)`,
).run({
  ...emptyPersonal(p.cid),
  ...p,
  template: doc.template,
});
const insertModule = db.prepare(
  'INSERT INTO modules VALUES (@id, @cid, @name, @alias, @content, @style, @sort, @custom)',
);
for (const m of doc.modules) insertModule.run(m);

const resume = db.prepare<[string], Record<string, unknown>>('SELECT * FROM resumes WHERE cid = ?');
// The same read as the mock's (services/resumes.ts): the rows unordered, ordered in JS (education first, then sort):
// with the ORDER BY in SQL better-sqlite3 compiles a new row builder on every run.
const modules = db.prepare<[string], ModuleRow>('SELECT * FROM modules WHERE cid = ?');
const inOrder = (a: ModuleRow, b: ModuleRow) =>
  (a.style === 'edu' ? 0 : 1) - (b.style === 'edu' ? 0 : 1) || a.sort - b.sort || a.id - b.id;
const updateModule = db.prepare(
  'UPDATE modules SET name = @name, alias = @alias, content = @content, style = @style, sort = @sort, custom = @custom WHERE id = @id',
);
const touch = db.prepare<[number, string]>('UPDATE resumes SET updated_at = ? WHERE cid = ?');
const save = db.transaction((m: ModuleRow) => {
  updateModule.run(m);
  touch.run(Date.now(), m.cid);
});

const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ ok: true }));
app.post<{ Body: { cid: string } }>('/bare/get', async (request) => {
  const row = resume.get(request.body.cid);
  if (!row) return { code: 3, data: null, msg: 'not found' };
  const { template, updated_at: _updated, ...personal } = row;
  return { code: 0, data: { modules: modules.all(request.body.cid).sort(inOrder), personal, template }, msg: 'ok' };
});
app.post<{ Body: ModuleRow }>('/bare/save', async (request) => {
  save.immediate(request.body);
  return { code: 0, data: { id: request.body.id }, msg: 'ok' };
});

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const shutdown = () => {
  void app.close().then(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
