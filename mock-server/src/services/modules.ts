/** Content modules of a resume: at most 8 (code 4), content validated per style, ownership checked (code 3). */
import { NEXT_MODULE_SEQ_SQL, RANDOM_ID_SQL } from '../lib/ids.ts';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import {
  Code,
  MODULE_ENTRY_LIMIT,
  MODULE_LIMIT,
  ModuleEntrySchemas,
  type Module,
  type ModuleSaveBody,
  type ModuleStyle,
} from '@cv/contract';
import { ApiError, invalid, notFound } from '../errors.ts';
import type { ServiceContext } from './context.ts';
import type { ModuleRow, ResumesService } from './resumes.ts';

const entryCheckers = new Map(
  Object.entries(ModuleEntrySchemas).map(([style, schema]) => [
    style,
    { keys: Object.keys(schema.properties), check: TypeCompiler.Compile(schema) },
  ]),
);

/**
 * Parses and normalises a module's content: a JSON array of at most 30 entries of the style's shape.
 * Missing fields read as '' (an entry being typed is incomplete); unknown fields are dropped; wrong types answer 1.
 */
export function normaliseContent(style: ModuleStyle | string, content: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw invalid('参数错误：字段 content 不是合法的 JSON');
  }
  if (!Array.isArray(parsed)) throw invalid('参数错误：字段 content 应为 JSON 数组');
  if (parsed.length > MODULE_ENTRY_LIMIT) throw invalid(`参数错误：字段 content 最多 ${MODULE_ENTRY_LIMIT} 条`);
  const checker = entryCheckers.get(style);
  if (!checker) throw invalid('参数错误：字段 style 取值不合法');
  const { keys, check } = checker;
  // The usual save sends back what a read returned: every entry with exactly the style's fields, in order. Then the
  // text is already in normal form and is kept as sent (no copy, no re-serialisation).
  let normal = true;
  // An indexed loop rather than parsed.map: no callback per entry (0.5k of a module/save's instructions, issue 45).
  const entries: Record<string, unknown>[] = [];
  for (let index = 0; index < parsed.length; index++) {
    const entry: unknown = parsed[index];
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      throw invalid(`参数错误：字段 content[${index}] 应为对象`);
    }
    const source = entry as Record<string, unknown>;
    let clean = source;
    if (!hasExactly(source, keys)) {
      normal = false;
      clean = {};
      for (const k of keys) clean[k] = Object.hasOwn(source, k) ? source[k] : '';
    }
    if (!check.Check(clean)) {
      const error = check.Errors(clean).First();
      const field = error?.path.replace(/^\//, '') ?? '';
      throw invalid(`参数错误：字段 content[${index}].${field} 不合法`);
    }
    entries.push(clean);
  }
  // An empty module is always stored as '[]' (the download's emptiness check reads it).
  return normal && entries.length > 0 ? content : JSON.stringify(entries);
}

/** Whether an entry has exactly the style's fields, in the schema's order. */
function hasExactly(source: Record<string, unknown>, keys: readonly string[]): boolean {
  let i = 0;
  for (const key in source) if (key !== keys[i++]) return false;
  return i === keys.length;
}

export function createModulesService(ctx: ServiceContext, deps: { resumes: ResumesService }) {
  const { db } = ctx;
  const ownedModule = db.prepare<[number, number], ModuleRow>(
    'SELECT m.* FROM modules m JOIN resumes r ON r.cid = m.cid WHERE m.id = ? AND r.user_id = ?',
  );
  const insert = db.prepare(
    `INSERT INTO modules (id, seq, cid, name, alias, content, style, sort, custom)
     VALUES (${RANDOM_ID_SQL}, ${NEXT_MODULE_SEQ_SQL}, @cid, @name, @alias, @content, @style, @sort, @custom)`,
  );
  // A save of an existing module proves ownership with two statements that write anyway: the resume's touch (it is
  // the caller's) and the module's update (the module is in that resume). The update once proved both itself, with an
  // EXISTS lookup of the resume, which the touch then looked up again: 2.6k more instructions per module/save
  // (callgrind, issue 45).
  // A module AI wrote stays AI's only while its words are AI's: an edit of its content or title makes it the
  // user's (written_by_ai 0), and ai/genContent keeps it. A save that only moves it (sort) changes nothing.
  // The values used twice are named, so each is bound (and the content, a few KB, encoded to UTF-8) once: bound twice
  // as positional parameters they cost a module/save 23k more instructions, 10% of bare Fastify's whole save
  // (callgrind, issue 45). The rest stay positional: binding by name costs a property lookup per parameter.
  const updateInResume = db.prepare<
    [string, string, number, number, number, string, { alias: string; content: string }]
  >(
    `UPDATE modules SET name = ?, alias = @alias, content = @content, style = ?, sort = ?, custom = ?,
       written_by_ai = (written_by_ai AND content = @content AND alias = @alias)
     WHERE id = ? AND cid = ?`,
  );
  const remove = db.prepare<[number]>('DELETE FROM modules WHERE id = ?');

  // One query each proves ownership: the resume is the caller's (and, for an update, the module is in it).
  const ownedResumeCount = db.prepare<[string, number], { n: number }>(
    'SELECT (SELECT COUNT(*) FROM modules WHERE cid = r.cid) AS n FROM resumes r WHERE r.cid = ? AND r.user_id = ?',
  );

  // Transactions are built once: better-sqlite3 wraps the function anew on every db.transaction() call.
  const saveTx = db.transaction((userId: number, body: ModuleSaveBody, content: string): number => {
    const { cid, name, alias, style, sort } = body;
    // The route's schema fills the contract's default in; a direct caller may leave it out.
    const custom = body.custom ?? 0;
    if (body.id !== undefined) {
      if (!deps.resumes.touchOwned(userId, cid)) throw notFound('简历不存在');
      if (updateInResume.run(name, style, sort, custom, body.id, cid, { alias, content }).changes === 0) {
        throw notFound('模块不存在');
      }
      return body.id;
    }
    const owned = ownedResumeCount.get(cid, userId);
    if (!owned) throw notFound('简历不存在');
    if (owned.n >= MODULE_LIMIT) throw new ApiError(Code.MODULE_LIMIT);
    const id = Number(insert.run({ cid, name, alias, content, style, sort, custom }).lastInsertRowid);
    deps.resumes.touch(cid);
    return id;
  });

  const deleteTx = db.transaction((userId: number, id: number) => {
    const existing = ownedModule.get(id, userId);
    if (!existing) throw notFound('模块不存在');
    remove.run(id);
    deps.resumes.touch(existing.cid);
  });

  return {
    /** Without id: adds a module (code 4 beyond 8, nothing saved). With id: updates the caller's module. */
    save(userId: number, body: ModuleSaveBody): number {
      const content = normaliseContent(body.style, body.content ?? '[]');
      return saveTx.immediate(userId, body, content);
    },

    delete(userId: number, id: number): void {
      deleteTx.immediate(userId, id);
    },

    list(userId: number, cid: string): Module[] {
      deps.resumes.requireOwned(userId, cid);
      return deps.resumes.moduleDtosOf(cid);
    },
  };
}
export type ModulesService = ReturnType<typeof createModulesService>;
