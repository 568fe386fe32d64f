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

/** At most this many violations of one reply are stored; the rest is one summary row. */
export const DRIFT_PER_REPLY = 50;
/** The table keeps the newest this many rows. */
export const DRIFT_MAX_ROWS = 5000;

const kindOf = (v: Pick<Violation, 'route' | 'code' | 'path' | 'expected'>) =>
  `${v.route} ${v.code ?? '-'} ${v.path} ${v.expected}`;

export function createDriftService(db: Db) {
  const insert = db.prepare(
    'INSERT INTO drift (at, route, status, code, path, expected, got) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const newest = db.prepare('SELECT * FROM drift ORDER BY id DESC LIMIT ?');
  const count = db.prepare('SELECT COUNT(*) AS n FROM drift');
  const trim = db.prepare('DELETE FROM drift WHERE id <= (SELECT MAX(id) FROM drift) - ?');
  const kinds = new Set((db.prepare('SELECT route, code, path, expected FROM drift').all() as DriftRow[]).map(kindOf));
  return {
    /**
     * Stores the violations of one reply (the first DRIFT_PER_REPLY, then one row saying how many more there were;
     * the table keeps its newest DRIFT_MAX_ROWS rows); returns those of a kind not seen before.
     */
    record(at: number, all: readonly Violation[]): Violation[] {
      const fresh: Violation[] = [];
      const violations = all.slice(0, DRIFT_PER_REPLY);
      const first = all[0];
      if (first && all.length > DRIFT_PER_REPLY) {
        violations.push({
          route: first.route,
          status: first.status,
          code: first.code,
          path: '$',
          expected: `at most ${DRIFT_PER_REPLY} violations recorded per reply`,
          got: `${all.length - DRIFT_PER_REPLY} more not recorded`,
        });
      }
      db.transaction(() => {
        for (const v of violations) {
          insert.run(at, v.route, v.status, v.code, v.path, v.expected, v.got);
          const kind = kindOf(v);
          if (!kinds.has(kind)) {
            // Bounded like the table: past that many kinds, start afresh (a kind may be logged once more).
            if (kinds.size >= DRIFT_MAX_ROWS) kinds.clear();
            kinds.add(kind);
            fresh.push(v);
          }
        }
        trim.run(DRIFT_MAX_ROWS);
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
