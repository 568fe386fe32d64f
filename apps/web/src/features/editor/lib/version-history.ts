// Version history of each resume, kept in this browser (issue 36): IndexedDB (idb-keyval), one record per user and
// resume holding its snapshots, oldest first. A snapshot is the whole resume (personal info, modules, template)
// with when and why it was taken: before a change that is hard to take back (AI suggestions accepted, template
// switch, restore, module delete), at most one every TYPING_GAP_MS while typing, and named versions. A resume made
// by 导入简历 or 复制 starts with its content as made (导入简历 makes a new resume: nothing existing changes, so its
// first version is the file's content; a copy for a job is the named version 投递{公司 岗位}: which version went where).
//
// Bounded: at most MAX_SNAPSHOTS per resume and MAX_BYTES of JSON (UTF-16 length x 2, what IndexedDB holds it in);
// past either, the oldest unnamed snapshot goes first (named versions last). Loaded only with the editor's chunk.
import { createStore, get, set, type UseStore } from 'idb-keyval';
import type { Personal } from '@cv/contract';
import type { EditorModule } from './editor-module';

export type SnapshotCause =
  | 'typing'
  | 'ai'
  | 'ai-accepted'
  | 'template'
  | 'import'
  | 'import-before'
  | 'restore'
  | 'module-delete'
  | 'named'
  | 'copy';

export const CAUSE_LABELS: Record<SnapshotCause, string> = {
  typing: '编辑中自动保存',
  ai: 'AI 生成前',
  'ai-accepted': '采纳 AI 建议前',
  template: '更换模板前',
  import: '导入时的内容',
  'import-before': '导入简历前',
  restore: '恢复版本前',
  'module-delete': '删除模块前',
  named: '命名版本',
  copy: '复制时的内容',
};

/** The content of a resume as a snapshot keeps it. */
export interface ResumeContent {
  personal: Personal | null;
  modules: EditorModule[];
  template: string;
}

export interface VersionSnapshot extends ResumeContent {
  id: string;
  at: number;
  cause: SnapshotCause;
  /** A name the user gave it (命名版本), else null. */
  name: string | null;
  /** Its size as stored (bytes). */
  bytes: number;
}

export interface HistoryRecord {
  user: number;
  cid: string;
  snapshots: VersionSnapshot[];
}

/** At most this many snapshots per resume. */
export const MAX_SNAPSHOTS = 50;
/** At most this many bytes of snapshots per resume (a 2-page resume takes about 10 KB). */
export const MAX_BYTES = 1_000_000;
/** While typing, at most one snapshot in this long. */
export const TYPING_GAP_MS = 3 * 60_000;

let store: UseStore | null = null;
const historyStore = () => (store ??= createStore('cv-version-history', 'snapshots'));
const recordKey = (user: number, cid: string) => `${user}:${cid}`;

/** The bytes IndexedDB needs for this content (JS strings are UTF-16). */
export const contentBytes = (content: ResumeContent) => JSON.stringify(content).length * 2;

const sameContent = (a: ResumeContent, b: ResumeContent) =>
  JSON.stringify([a.personal, a.modules.map(stripKey), a.template]) ===
  JSON.stringify([b.personal, b.modules.map(stripKey), b.template]);
const stripKey = ({ key: _key, ...rest }: EditorModule) => rest;

/** Drops the oldest unnamed snapshots (then the oldest named ones) until both bounds hold. */
export function bounded(snapshots: VersionSnapshot[]): VersionSnapshot[] {
  const out = snapshots.slice();
  let bytes = out.reduce((n, s) => n + s.bytes, 0);
  while (out.length > MAX_SNAPSHOTS || (bytes > MAX_BYTES && out.length > 1)) {
    const index = Math.max(
      0,
      out.findIndex((s) => s.name === null),
    );
    bytes -= out[index]!.bytes;
    out.splice(index, 1);
  }
  return out;
}

/** Writes are applied one after another (a read-modify-write each), in the order asked. */
let queue: Promise<unknown> = Promise.resolve();
function serial<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

export async function listSnapshots(user: number, cid: string): Promise<VersionSnapshot[]> {
  try {
    const record = await get<HistoryRecord>(recordKey(user, cid), historyStore());
    return record?.snapshots ?? [];
  } catch {
    return [];
  }
}

let seq = 0;

/**
 * Adds a snapshot of `content` (nothing when it equals the newest one, or, for 'typing', when the newest is less
 * than TYPING_GAP_MS old). Answers the snapshot kept, or null.
 */
export function addSnapshot(
  user: number,
  cid: string,
  content: ResumeContent,
  cause: SnapshotCause,
  options: { name?: string; at?: number } = {},
): Promise<VersionSnapshot | null> {
  return serial(async () => {
    const at = options.at ?? Date.now();
    const snapshots = await listSnapshots(user, cid);
    const newest = snapshots.at(-1);
    const name = options.name?.trim() || null;
    // The same content again adds nothing (a named version only when its name is new: a reopened copy names once).
    if (newest && sameContent(newest, content) && (!name || newest.name === name)) return null;
    if (cause === 'typing' && newest && at - newest.at < TYPING_GAP_MS) return null;
    seq += 1;
    const snapshot: VersionSnapshot = {
      id: `${at.toString(36)}-${seq}`,
      at,
      cause: name ? 'named' : cause,
      name,
      ...structuredClone(content),
      bytes: contentBytes(content),
    };
    try {
      await set(recordKey(user, cid), { user, cid, snapshots: bounded([...snapshots, snapshot]) }, historyStore());
    } catch (error) {
      console.warn('[history] write failed', error);
      return null;
    }
    return snapshot;
  });
}

/** Removes every snapshot of a resume (or keeps them: a deleted resume's history goes to the trash with it). */
export function clearHistory(user: number, cid: string): Promise<void> {
  return serial(async () => {
    try {
      await set(recordKey(user, cid), { user, cid, snapshots: [] }, historyStore());
    } catch {
      // nothing stored
    }
  });
}
