// The link between a Chinese resume and its English version (生成英文版, issue 42), kept where the product keeps the
// rest of its client-side state: IndexedDB through idb-keyval, per user, one record per resume of a pair (so each
// side finds its partner with one read). The server has no field for it (the contract's routes carry none), so the
// link lives in this browser, like 历史版本 and 最近删除: it survives a reload; another browser shows no switch.
// A resume is in one pair at most: a new English version of the same Chinese resume replaces the old link, and
// deleting either side removes both records (my resumes' 删除; the list also forgets links to resumes it no longer
// has). Each change is one IndexedDB transaction.
import { createStore, entries, promisifyRequest, type UseStore } from 'idb-keyval';
import type { Lang } from '@cv/contract/edition-words';

export interface PairRecord {
  user: number;
  /** This resume. */
  cid: string;
  /** Its language: 'zh' (the original) or 'en' (the English version made of it). */
  lang: Lang;
  /** The other resume of the pair. */
  pair: string;
  /** When the English version was made. */
  at: number;
}

let store: UseStore | null = null;
const pairStore = () => (store ??= createStore('cv-resume-pairs', 'pairs'));
const recordKey = (user: number, cid: string) => `${user}:${cid}`;

/** In one read-write transaction: reads the records of `cids`, then runs `write` with them. */
function change(user: number, cids: string[], write: (os: IDBObjectStore, old: (PairRecord | undefined)[]) => void) {
  return pairStore()('readwrite', async (os) => {
    const old = await Promise.all(
      cids.map((cid) => promisifyRequest(os.get(recordKey(user, cid)) as IDBRequest<PairRecord | undefined>)),
    );
    write(os, old);
    await promisifyRequest(os.transaction);
  });
}

/** Links `zh` and its English version `en`; a link either had before goes (its partner's record too). */
export function linkPair(user: number, zh: string, en: string, at = Date.now()): Promise<void> {
  return change(user, [zh, en], (os, old) => {
    for (const record of old) if (record) os.delete(recordKey(user, record.pair));
    os.put({ user, cid: zh, lang: 'zh', pair: en, at } satisfies PairRecord, recordKey(user, zh));
    os.put({ user, cid: en, lang: 'en', pair: zh, at } satisfies PairRecord, recordKey(user, en));
  });
}

/** Forgets the pair of `cid` (both records); nothing when it has none. */
export function unlinkResume(user: number, cid: string): Promise<void> {
  return change(user, [cid], (os, [record]) => {
    os.delete(recordKey(user, cid));
    if (record) os.delete(recordKey(user, record.pair));
  });
}

/** This user's links, by resume. */
export async function pairsOf(user: number): Promise<Map<string, PairRecord>> {
  const all = await entries<string, PairRecord>(pairStore());
  return new Map(all.filter(([, r]) => r.user === user).map(([, r]) => [r.cid, r]));
}
