/**
 * Upstream mode's record of contract violations (SQLite table drift): what the real service answered that the
 * contract does not allow. A "kind" is route + code + JSON path + expectation; the first of each kind is logged.
 */
import type { DriftViolation } from '@cv/contract';
import type { Violation } from '../lib/reply-validator.ts';
import type { Db } from '../db/open-database.ts';

/** A stored violation: the validator's own record, numbered and dated. */
interface DriftRow extends Violation {
  id: number;
  at: number;
}

const kindOf = (v: Pick<Violation, 'route' | 'code' | 'path' | 'expected'>) =>
  `${v.route} ${v.code ?? '-'} ${v.path} ${v.expected}`;

export function createDriftService(db: Db) {
  const insert = db.prepare(
    'INSERT INTO drift (at, route, status, code, path, expected, got) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const newest = db.prepare('SELECT * FROM drift ORDER BY id DESC LIMIT ?');
  const count = db.prepare('SELECT COUNT(*) AS n FROM drift');
  const kinds = new Set((db.prepare('SELECT route, code, path, expected FROM drift').all() as DriftRow[]).map(kindOf));
  return {
    /** Stores the violations of one reply; returns those of a kind not seen before. */
    record(at: number, violations: readonly Violation[]): Violation[] {
      const fresh: Violation[] = [];
      db.transaction(() => {
        for (const v of violations) {
          insert.run(at, v.route, v.status, v.code, v.path, v.expected, v.got);
          const kind = kindOf(v);
          if (!kinds.has(kind)) {
            kinds.add(kind);
            fresh.push(v);
          }
        }
      })();
      return fresh;
    },
    list(limit: number): { total: number; violations: DriftViolation[] } {
      const rows = newest.all(limit) as DriftRow[];
      return {
        total: (count.get() as { n: number }).n,
        violations: rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() })),
      };
    },
    clear(): void {
      db.prepare('DELETE FROM drift').run();
      kinds.clear();
    },
  };
}
export type DriftService = ReturnType<typeof createDriftService>;
