/**
 * Durability (issue 8, part 4): the real server process, killed with SIGKILL in the middle of a stream of
 * writes, restarts on the same DATA_DIR with every acknowledged write present and the database passing
 * PRAGMA integrity_check, before and after the restart. Also, who else may open the database while the server runs:
 * by default no one (MOCK_DB_LOCKING=exclusive): a second server on the same DATA_DIR stops with a line saying why,
 * and the first goes on serving; with MOCK_DB_LOCKING=normal a write lock held by another process for a moment
 * (a developer's sqlite3 shell) delays saves but never turns into SQLITE_BUSY for the client.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { emptyPersonal } from '@cv/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { Code, routes } from '@cv/contract';
import { REPO_ROOT, SERVER_ARGS, startServer, type ServerProcess } from './server-process.ts';

const dirs: string[] = [];
const children: ServerProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.child.exitCode === null && c.child.signalCode === null) c.child.kill('SIGKILL');
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-durability-'));
  dirs.push(dir);
  return dir;
}

interface Env {
  code: number;
  data: unknown;
  msg: string;
}

function client(base: string, token = '') {
  return async (method: string, url: string, body?: unknown): Promise<Env> => {
    const res = await fetch(base + url, {
      method,
      headers: { ...(token ? { token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await res.json()) as Env;
  };
}

function integrity(file: string): string {
  const db = new Database(file);
  try {
    return db.pragma('integrity_check', { simple: true }) as string;
  } finally {
    db.close();
  }
}

const personal = (cid: string, name: string) => ({ ...emptyPersonal(cid), name, wish: '后端工程师', exps: '1-3年' });
const eduContent = (tag: string) =>
  JSON.stringify([{ school: tag, major: '软件工程', degree: '本科', start: '2016-09', end: '2020-06', desc: '' }]);

describe('SIGKILL during writes', () => {
  it('restarts with every acknowledged write and a sound database', async () => {
    const dataDir = tempDir();
    const first = await startServer(dataDir);
    children.push(first);
    const anon = client(first.base);
    const login = await anon('POST', '/__mock/login', { nickname: 'durable' });
    const { token, user } = login.data as { token: string; user: { id: number } };
    expect(
      (await anon('PUT', `/__mock/users/${user.id}/quota`, { resumes_left: null, downloads_left: null })).code,
    ).toBe(0);
    const api = client(first.base, token);

    const CHAINS = 16;
    const chains: { cid: string; eduId: number; personal: number; edu: number; created: Map<number, string> }[] = [];
    for (let k = 0; k < CHAINS; k++) {
      const created = await api('POST', routes.cvNew.path, { template: 'classic-2f5496' });
      if (created.code !== 0) {
        const list = (await api('POST', routes.templateList.path, {})).data as { templates: { id: string }[] };
        throw new Error(
          `cv/new answered ${created.code} ${created.msg}; templates: ${list.templates.map((t) => t.id).join(',')}`,
        );
      }
      const cid = (created.data as { cid: string }).cid;
      const full = (await api('POST', routes.cvGet.path, { cid })).data as { modules: { id: number; style: string }[] };
      chains.push({
        cid,
        eduId: full.modules.find((m) => m.style === 'edu')!.id,
        personal: 0,
        edu: 0,
        created: new Map(),
      });
    }

    let acked = 0;
    let killed = false;
    const runChain = async (k: number) => {
      const c = chains[k]!;
      for (let seq = 1; !killed; seq++) {
        try {
          if (seq % 5 === 0 && c.created.size < 6) {
            const tag = `created-${k}-${seq}`;
            const env = await api('POST', routes.moduleSave.path, {
              cid: c.cid,
              name: '项目经历',
              alias: '项目经历',
              style: 'project',
              sort: 3,
              custom: 0,
              content: JSON.stringify([{ name: tag, role: '负责人', start: '2021-01', end: '2021-06', desc: '' }]),
            });
            if (env.code === 0) c.created.set((env.data as { id: number }).id, tag);
          } else if (seq % 2 === 0) {
            const env = await api('POST', routes.personalSave.path, personal(c.cid, `p-${seq}`));
            if (env.code === 0) c.personal = seq;
          } else {
            const env = await api('POST', routes.moduleSave.path, {
              id: c.eduId,
              cid: c.cid,
              name: '教育经历',
              alias: '教育经历',
              style: 'edu',
              sort: 1,
              custom: 0,
              content: eduContent(`e-${seq}`),
            });
            if (env.code === 0) c.edu = seq;
          }
          acked++;
        } catch {
          return; // the server is gone
        }
      }
    };
    const running = chains.map((_, k) => runChain(k));
    // Kill once writes are flowing hard: after at least 400 acknowledged writes.
    while (acked < 400) await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGKILL');
    killed = true;
    expect(await first.exited).toBe('SIGKILL');
    await Promise.all(running);
    const file = path.join(dataDir, 'mock.sqlite');
    expect(integrity(file)).toBe('ok');

    const second = await startServer(dataDir);
    children.push(second);
    const again = client(second.base, token);
    for (const [k, c] of chains.entries()) {
      const env = await again('POST', routes.cvGet.path, { cid: c.cid });
      expect(env.code, `resume ${k}: ${env.msg}`).toBe(0);
      const full = env.data as { personal: { name: string }; modules: { id: number; content: string }[] };
      // Each chain waits for an ack before its next write, so the stored value is the last acked one or,
      // if the kill came between commit and reply, the one after it.
      const storedPersonal = Number(/^p-(\d+)$/.exec(full.personal.name)?.[1] ?? 0);
      expect(storedPersonal, `resume ${k} personal`).toBeGreaterThanOrEqual(c.personal);
      const edu = full.modules.find((m) => m.id === c.eduId)!;
      const storedEdu = Number(/e-(\d+)/.exec(edu.content)?.[1] ?? 0);
      expect(storedEdu, `resume ${k} edu`).toBeGreaterThanOrEqual(c.edu);
      for (const [id, tag] of c.created) {
        expect(full.modules.find((m) => m.id === id)?.content, `resume ${k} module ${id}`).toContain(tag);
      }
    }
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe('0');
    expect(integrity(file)).toBe('ok');
    console.log(`[durability] ${acked} writes acknowledged before SIGKILL; all present after restart`);
  }, 120_000);
});

describe('another process and the database', () => {
  it('by default the server holds it alone: a second server on the same DATA_DIR stops with a line saying why', async () => {
    const dataDir = tempDir();
    const first = await startServer(dataDir);
    children.push(first);
    const file = path.join(dataDir, 'mock.sqlite');
    const reader = new Database(file, { timeout: 100 });
    expect(() => reader.prepare('SELECT COUNT(*) FROM users').get()).toThrow(/database is locked/);
    reader.close();

    // Waits for the database as long as busy_timeout (5 s), then stops: exit code 1 and one line on stderr.
    const second = spawnSync(process.execPath, SERVER_ARGS, {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(second.status, second.stderr).toBe(1);
    expect(second.stderr).toContain(`✖ ${file} is in use (by another mock server on the same DATA_DIR`);
    expect(second.stderr).toContain('MOCK_DB_LOCKING=normal');
    expect(second.stderr).not.toMatch(/at .*\.ts:\d+/); // one line, no stack trace
    const env = await client(first.base)('POST', '/__mock/login', { nickname: 'still-serving' });
    expect(env.code).toBe(0);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe('0');
  }, 60_000);

  it("MOCK_DB_LOCKING=normal: 200 concurrent saves wait for another process's write lock and all succeed (busy_timeout), none sees SQLITE_BUSY", async () => {
    const dataDir = tempDir();
    const server = await startServer(dataDir, { MOCK_DB_LOCKING: 'normal' });
    children.push(server);
    const anon = client(server.base);
    const { token, user } = (await anon('POST', '/__mock/login', { nickname: 'locked' })).data as {
      token: string;
      user: { id: number };
    };
    await anon('PUT', `/__mock/users/${user.id}/quota`, { resumes_left: null });
    const api = client(server.base, token);
    const cid = ((await api('POST', routes.cvNew.path, { template: 'classic-2f5496' })).data as { cid: string }).cid;

    // A separate process takes the write lock for 400 ms.
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `const D=require('better-sqlite3');const db=new D(process.argv[1]);db.pragma('busy_timeout=5000');` +
          `db.exec('BEGIN IMMEDIATE');process.stdout.write('locked\\n');` +
          `Atomics.wait(new Int32Array(new SharedArrayBuffer(4)),0,0,400);db.exec('COMMIT');db.close();`,
        path.join(dataDir, 'mock.sqlite'),
      ],
      { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const holderExited = new Promise((resolve) => holder.once('exit', resolve));
    await new Promise<void>((resolve) => holder.stdout!.once('data', () => resolve()));
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => api('POST', routes.personalSave.path, personal(cid, `lock-${i}`))),
    );
    const waited = performance.now() - started;
    await holderExited;
    for (const env of results) {
      expect(env.code, env.msg).toBe(0);
      expect(env.msg).not.toMatch(/SQLITE|busy|locked/i);
    }
    expect(results.every((e) => e.code !== Code.INTERNAL)).toBe(true);
    console.log(`[durability] 200 saves behind a 400 ms external write lock finished in ${Math.round(waited)} ms`);
    server.child.kill('SIGTERM');
    await server.exited;
  }, 120_000);
});
