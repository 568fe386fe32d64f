/** Seeds reference data (templates, styles, goods, counter) on every boot and demo users on a fresh database. */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_EDU_MODULE, MODULE_STYLE_NAMES } from '@cv/contract';
import type { Fixtures } from '../fixtures.ts';
import type { ScenarioResume } from '@cv/contract';
import { newCid, newFileId, NEXT_MODULE_SEQ_SQL, RANDOM_ID_SQL } from '../lib/ids.ts';
import type { Db } from './open-database.ts';

const USER_TABLES = ['downloads', 'uploads', 'modules', 'resumes', 'orders', 'qr_tickets', 'sessions', 'users', 'meta'];

export interface SeedFolders {
  fixturesDir: string;
  uploadsDir: string;
}

export function seedReferenceData(db: Db, fixtures: Fixtures, now: number, folders: SeedFolders): void {
  db.transaction(() => {
    db.prepare('DELETE FROM templates').run();
    const insertTemplate = db.prepare(
      'INSERT INTO templates (id, kind, position, name, layout, color, tags, thumbnail) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const [kind, list] of [
      ['template', fixtures.templates],
      ['style', fixtures.styles],
    ] as const) {
      list.forEach((t, i) =>
        insertTemplate.run(t.id, kind, i, t.name, t.layout, t.color, JSON.stringify(t.tags), t.thumbnail),
      );
    }
    db.prepare('DELETE FROM goods').run();
    const insertGoods = db.prepare(
      'INSERT INTO goods (id, position, name, desc, price, original_price, vip_days, downloads, badge) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    fixtures.goods.forEach((g, i) =>
      insertGoods.run(g.id, i, g.name, g.desc, g.price, g.original_price, g.vip_days, g.downloads, g.badge),
    );
    db.prepare("INSERT OR IGNORE INTO meta (key, value) VALUES ('resume_counter', ?)").run(
      String(fixtures.settings.resume_counter_baseline),
    );
    const seeded = db.prepare("SELECT value FROM meta WHERE key = 'demo_seeded'").get();
    if (!seeded) {
      seedDemoUsers(db, fixtures, now, folders);
      db.prepare("INSERT INTO meta (key, value) VALUES ('demo_seeded', '1')").run();
    }
  }).immediate();
}

function seedDemoUsers(db: Db, fixtures: Fixtures, now: number, folders: SeedFolders): void {
  const insertUser = db.prepare(
    `INSERT INTO users (id, openid, nickname, resumes_left, downloads_left, created_at)
     VALUES (${RANDOM_ID_SQL}, ?, ?, ?, ?, ?)`,
  );
  const writeResume = demoResumeWriter(db, folders);
  for (const demo of fixtures.demoUsers) {
    const { free_quota } = fixtures.settings;
    const userId = Number(
      insertUser.run(demo.openid, demo.nickname, free_quota.resumes, free_quota.downloads, now).lastInsertRowid,
    );
    for (const resume of demo.resumes) writeResume(userId, resume, now);
  }
}

/**
 * Writes resumes as fixtures describe them (demo users, scenario files): personal info, modules, an avatar image
 * copied. The statements are prepared once per writer, not once per resume.
 */
export function demoResumeWriter(db: Db, folders: SeedFolders) {
  const insertResume = db.prepare(
    `INSERT INTO resumes (cid, user_id, template, created_at, updated_at, name, wish, exps, phone, email, birthday, gender)
     VALUES (@cid, @user_id, @template, @now, @now, @name, @wish, @exps, @phone, @email, @birthday, @gender)`,
  );
  const insertUpload = db.prepare('INSERT INTO uploads (name, user_id, mime, size, created_at) VALUES (?, ?, ?, ?, ?)');
  const setAvatar = db.prepare('UPDATE resumes SET avatar = ?, avatar_url = ? WHERE cid = ?');
  const insertModule = db.prepare(
    `INSERT INTO modules (id, seq, cid, name, alias, content, style, sort, custom)
     VALUES (${RANDOM_ID_SQL}, ${NEXT_MODULE_SEQ_SQL}, ?, ?, ?, ?, ?, ?, 0)`,
  );
  return (userId: number, resume: ScenarioResume, now: number): void => {
    const cid = newCid();
    const p = resume.personal;
    const str = (key: string) => (typeof p[key] === 'string' ? (p[key] as string) : '');
    insertResume.run({
      cid,
      user_id: userId,
      template: resume.template,
      now,
      name: str('name'),
      wish: str('wish'),
      exps: str('exps'),
      phone: str('phone'),
      email: str('email'),
      birthday: str('birthday'),
      gender: typeof p.gender === 'number' ? p.gender : 0,
    });
    const source = resume.avatar ? path.join(folders.fixturesDir, resume.avatar) : null;
    if (source && fs.existsSync(source)) {
      const ext = path.extname(source).slice(1).toLowerCase();
      const name = `${newFileId()}.${ext === 'jpeg' ? 'jpg' : ext}`;
      fs.copyFileSync(source, path.join(folders.uploadsDir, name));
      const mime = ext === 'png' ? 'image/png' : ext === 'webp' ? 'image/webp' : 'image/jpeg';
      insertUpload.run(name, userId, mime, fs.statSync(source).size, now);
      setAvatar.run(name, `/uploads/${name}`, cid);
    }
    const hasEdu = resume.modules.some((m) => m.style === 'edu');
    if (!hasEdu) {
      insertModule.run(cid, DEFAULT_EDU_MODULE.name, DEFAULT_EDU_MODULE.alias, '[]', 'edu', DEFAULT_EDU_MODULE.sort);
    }
    resume.modules.forEach((m, i) => {
      const name = m.name || ((MODULE_STYLE_NAMES as Record<string, string>)[m.style] ?? m.style);
      insertModule.run(cid, name, name, JSON.stringify(m.content), m.style, m.style === 'edu' ? 1 : i + 2);
    });
  };
}

/** Empties every table holding users' state; reference data is reseeded by the caller. */
export function clearUserData(db: Db): void {
  db.transaction(() => {
    for (const table of USER_TABLES) db.prepare(`DELETE FROM ${table}`).run();
  }).immediate();
}
