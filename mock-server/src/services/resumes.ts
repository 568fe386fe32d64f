/**
 * Resumes: creation with the default education module, reading, listing, personal info, template, deletion, and
 * the resume as the PDF engine draws it (documents.ts renders it).
 */
import {
  DEFAULT_EDU_MODULE,
  type FullResume,
  type Module,
  type Personal,
  type PersonalSaveBody,
  type ResumeListItem,
  RESUME_LIST_PAGE_SIZE,
} from '@cv/contract';
import { toIso } from '../clock.ts';
import { invalid, notFound } from '../errors.ts';
import { newCid, NEXT_MODULE_SEQ_SQL, RANDOM_ID_SQL } from '../lib/ids.ts';
import type { ResumeDocument } from '../pdf/types.ts';
import type { ServiceContext } from './context.ts';
import type { QuotaService } from './quota.ts';
import type { TemplatesService } from './templates.ts';

export interface ResumeRow {
  cid: string;
  user_id: number;
  template: string;
  created_at: number;
  updated_at: number;
  name: string;
  wish: string;
  exps: string;
  phone: string;
  avatar: string;
  avatar_url: string;
  email: string;
  birthday: string;
  gender: number;
}

export interface ModuleRow extends Module {
  written_by_ai: number;
}

/** A modules row as an array: the Module's fields in order, then seq. */
type ModuleTuple = [number, string, string, string, string, Module['style'], number, number, number];

/** MODULE_ORDER on tuples: education first, then sort, then seq. */
const inModuleOrder = (a: ModuleTuple, b: ModuleTuple): number =>
  (a[5] === 'edu' ? 0 : 1) - (b[5] === 'edu' ? 0 : 1) || a[6] - b[6] || a[8] - b[8];

const toModule = (t: ModuleTuple): Module => ({
  id: t[0],
  cid: t[1],
  name: t[2],
  alias: t[3],
  content: t[4],
  style: t[5],
  sort: t[6],
  custom: t[7],
});

function toPersonal(row: ResumeRow): Personal {
  return {
    cid: row.cid,
    name: row.name,
    wish: row.wish,
    exps: row.exps as Personal['exps'],
    phone: row.phone,
    avatar: row.avatar,
    avatar_url: row.avatar_url,
    email: row.email,
    birthday: row.birthday,
    gender: row.gender as Personal['gender'],
  };
}

/** '张三-前端工程师'; the second resume of that name and wish '张三-前端工程师 副本', the third '… 副本 2'. */
export function resumeTitle(name: string, wish: string, copyNo: number): string {
  const base = [name, wish].filter(Boolean).join('-') || '未命名简历';
  return copyNo <= 1 ? base : copyNo === 2 ? `${base} 副本` : `${base} 副本 ${copyNo - 1}`;
}

export function createResumesService(ctx: ServiceContext, deps: { quota: QuotaService; templates: TemplatesService }) {
  const { db, clock, storage } = ctx;
  const counter = db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'resume_counter'");
  const bumpCounter = db.prepare("UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'resume_counter'");
  const countOfUser = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM resumes WHERE user_id = ?');
  const owned = db.prepare<[string, number], ResumeRow>('SELECT * FROM resumes WHERE cid = ? AND user_id = ?');
  // Education first (SPEC 5), then by sort; id keeps equal sorts stable.
  const MODULE_ORDER = "ORDER BY CASE WHEN style = 'edu' THEN 0 ELSE 1 END, sort, seq";
  const modulesOf = db.prepare<[string], ModuleRow>(`SELECT * FROM modules WHERE cid = ? ${MODULE_ORDER}`);
  // The contract's Module (what cv/get, module/list, the AI reply and the PDF read), in MODULE_ORDER. The rows come
  // as arrays and are ordered here: a statement whose ORDER BY needs a sort counts as re-prepared on every run, and
  // better-sqlite3 then compiles a new row builder each time (~20 µs of every cv/get, issue 45).
  const moduleTuplesOf = db
    .prepare<[string], ModuleTuple>(
      'SELECT id, cid, name, alias, content, style, sort, custom, seq FROM modules WHERE cid = ?',
    )
    .raw(true);
  const moduleDtosOf = (cid: string): Module[] => moduleTuplesOf.all(cid).sort(inModuleOrder).map(toModule);
  const insertResume = db.prepare<[string, number, string, number, number]>(
    'INSERT INTO resumes (cid, user_id, template, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertDefaultModule = db.prepare<[string, string, string, string, string, number, number]>(
    `INSERT INTO modules (id, seq, cid, name, alias, content, style, sort, custom)
     VALUES (${RANDOM_ID_SQL}, ${NEXT_MODULE_SEQ_SQL}, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // copy_no: 1 for the first of the user's resumes with this name and wish (by creation), 2 for the next...: copies
  // (复制 makes a resume with the same name and wish) get distinguishable titles.
  const listOfUser = db.prepare<[number, number, number], ResumeRow & { thumbnail: string | null; copy_no: number }>(
    `SELECT r.*, t.thumbnail,
       ROW_NUMBER() OVER (PARTITION BY r.name, r.wish ORDER BY r.created_at, r.rowid) AS copy_no
     FROM resumes r LEFT JOIN templates t ON t.id = r.template
     WHERE r.user_id = ? ORDER BY r.updated_at DESC, r.created_at DESC LIMIT ? OFFSET ?`,
  );
  const touch = db.prepare<[number, string]>('UPDATE resumes SET updated_at = ? WHERE cid = ?');
  const touchIfOwned = db.prepare<[number, string, number]>(
    'UPDATE resumes SET updated_at = ? WHERE cid = ? AND user_id = ?',
  );
  const savePersonal = db.prepare(
    `UPDATE resumes SET name = @name, wish = @wish, exps = @exps, phone = @phone, avatar = @avatar,
     avatar_url = @avatar_url, email = @email, birthday = @birthday, gender = @gender, updated_at = @now WHERE cid = @cid`,
  );
  const setTemplate = db.prepare<[string, number, string]>(
    'UPDATE resumes SET template = ?, updated_at = ? WHERE cid = ?',
  );
  const uploadOf = db.prepare<[string, number], { name: string; mime: string }>(
    'SELECT name, mime FROM uploads WHERE name = ? AND user_id = ?',
  );
  const downloadsOf = db.prepare<[string], { id: string }>('SELECT id FROM downloads WHERE cid = ?');
  const deleteResume = db.prepare<[string]>('DELETE FROM resumes WHERE cid = ?');
  const avatarStillUsed = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM resumes WHERE avatar = ?');
  const deleteUpload = db.prepare<[string]>('DELETE FROM uploads WHERE name = ?');

  // Built once: better-sqlite3 wraps the function anew on every db.transaction() call.
  const savePersonalTx = db.transaction((userId: number, body: PersonalSaveBody) => {
    requireOwned(userId, body.cid);
    let avatarUrl = body.avatar_url;
    if (body.avatar) {
      if (!uploadOf.get(body.avatar, userId)) throw invalid('参数错误：字段 avatar 不是你上传的头像，请重新上传');
      avatarUrl = `/uploads/${body.avatar}`;
    }
    savePersonal.run({ ...body, avatar_url: avatarUrl, now: clock.now() });
  });

  function requireOwned(userId: number, cid: string): ResumeRow {
    const row = owned.get(cid, userId);
    if (!row) throw notFound('简历不存在');
    return row;
  }

  /** Absolute path of the avatar for the PDF (PNG/JPEG only: the PDF engine cannot embed WebP). */
  function avatarPathFor(row: ResumeRow): string | null {
    if (!row.avatar) return null;
    const upload = uploadOf.get(row.avatar, row.user_id);
    if (!upload || upload.mime === 'image/webp') return null;
    return storage.uploadPath(upload.name);
  }

  return {
    requireOwned,
    findOwned: (userId: number, cid: string): ResumeRow | null => owned.get(cid, userId) ?? null,
    modulesOf: (cid: string): ModuleRow[] => modulesOf.all(cid),
    moduleDtosOf,
    touch: (cid: string) => touch.run(clock.now(), cid),
    /** Touches the resume if it is the caller's: whether it was (inside a transaction, a proof of ownership). */
    touchOwned: (userId: number, cid: string): boolean => touchIfOwned.run(clock.now(), cid, userId).changes === 1,
    /** Site-wide resumes created: the marketing baseline of fixtures plus every cv/new since. */
    siteCounter: (): number => Number(counter.get()?.value ?? 0),
    countOfUser: (userId: number): number => countOfUser.get(userId)?.n ?? 0,

    /** cv/new: template checked, quota taken (or 5), resume and its default education module written together. */
    create(userId: number, templateId: string): string {
      deps.templates.require(templateId);
      const cid = newCid();
      db.transaction(() => {
        deps.quota.takeResumeCreation(userId);
        const now = clock.now();
        insertResume.run(cid, userId, templateId, now, now);
        const m = DEFAULT_EDU_MODULE;
        insertDefaultModule.run(cid, m.name, m.alias, m.content, m.style, m.sort, m.custom);
        bumpCounter.run();
      }).immediate();
      return cid;
    },

    get(userId: number, cid: string): FullResume {
      const row = requireOwned(userId, cid);
      return { modules: moduleDtosOf(cid), personal: toPersonal(row), template: row.template };
    },

    list(userId: number, page = 1): ResumeListItem[] {
      return listOfUser.all(userId, RESUME_LIST_PAGE_SIZE, (page - 1) * RESUME_LIST_PAGE_SIZE).map((row) => ({
        cid: row.cid,
        template: row.template,
        title: resumeTitle(row.name, row.wish, row.copy_no),
        thumbnail: row.thumbnail ?? '',
        updated_at: toIso(row.updated_at),
        personal: { name: row.name, wish: row.wish },
      }));
    },

    personal: (userId: number, cid: string): Personal => toPersonal(requireOwned(userId, cid)),

    /** personal/save: an avatar must be one of the caller's uploads; its URL is then the one the mock serves. */
    savePersonal(userId: number, body: PersonalSaveBody): void {
      savePersonalTx.immediate(userId, body);
    },

    /** setTemplate changes nothing unless the resume is the caller's and the template exists. */
    setTemplate(userId: number, cid: string, templateId: string): void {
      db.transaction(() => {
        requireOwned(userId, cid);
        deps.templates.require(templateId);
        setTemplate.run(templateId, clock.now(), cid);
      }).immediate();
    },

    /** Deletes the resume, its modules and downloads (cascade) and their files, and an avatar nobody else uses. */
    delete(userId: number, cid: string): void {
      const files: string[] = [];
      db.transaction(() => {
        const row = requireOwned(userId, cid);
        for (const d of downloadsOf.all(cid)) files.push(storage.pdfPath(d.id));
        deleteResume.run(cid);
        if (row.avatar && (avatarStillUsed.get(row.avatar)?.n ?? 0) === 0) {
          deleteUpload.run(row.avatar);
          files.push(storage.uploadPath(row.avatar));
        }
      }).immediate();
      for (const file of files) storage.removeQuietly(file);
    },

    /** The resume as the PDF engine draws it: personal info, modules in display order, the avatar's file. */
    document(row: ResumeRow): ResumeDocument {
      return {
        personal: toPersonal(row),
        modules: moduleDtosOf(row.cid),
        avatarPath: avatarPathFor(row),
        updatedAt: row.updated_at,
      };
    },

    /** No name, no position and no module with an entry: nothing to download (code 6). */
    isEmpty(row: ResumeRow): boolean {
      if (row.name.trim() || row.wish.trim()) return false;
      return modulesOf.all(row.cid).every((m) => m.content.trim() === '[]' || m.content.trim() === '');
    },
  };
}
export type ResumesService = ReturnType<typeof createResumesService>;
