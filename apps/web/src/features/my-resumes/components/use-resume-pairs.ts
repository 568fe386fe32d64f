// The 中 / EN links of the resumes listed (lib/english-copy/resume-pairs): read when the list or user changes. A link
// whose other side is gone (deleted in another browser) is shown only while the list may still hold it on a later
// page; once the whole list is loaded such links are forgotten, so the switch disappears.
import { useEffect, useState } from 'react';
import { pairsOf, unlinkResume, type PairRecord } from '@/lib/english-copy/resume-pairs';
import type { ResumeListItem } from '../api/my-resumes-api';

export function useResumePairs(
  user: number | undefined,
  resumes: readonly ResumeListItem[],
  complete: boolean,
): ReadonlyMap<string, PairRecord> {
  const [pairs, setPairs] = useState<ReadonlyMap<string, PairRecord>>(new Map());
  const listed = resumes.map((r) => r.cid).join(',');
  useEffect(() => {
    if (user === undefined) return;
    let live = true;
    const cids = new Set(listed.split(','));
    void pairsOf(user)
      .then(async (all) => {
        const shown = new Map<string, PairRecord>();
        for (const [cid, record] of all) {
          if (cids.has(cid) && cids.has(record.pair)) shown.set(cid, record);
          else if (complete && listed !== '') await unlinkResume(user, cid);
          else if (cids.has(cid)) shown.set(cid, record);
        }
        if (live) setPairs(shown);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [user, listed, complete]);
  return pairs;
}
