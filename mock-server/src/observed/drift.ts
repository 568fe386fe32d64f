/**
 * Typed drift (GET /__mock/drift): every disagreement of the real service with the contract, one row per kind
 * (category + route + HTTP status + code + JSON path with indices as [*] + expectation) with the latest value,
 * first and last seen and a count, in the observed store (kept across restarts and resets). Latency is judged here:
 * a route's p95 over its last LATENCY_WINDOW upstream replies against its budget, once LATENCY_MIN_SAMPLES are in.
 */
import { DRIFT_SEVERITY, type DriftFinding, type DriftSeverity, type MockDriftData } from '@cv/contract';
import type { Violation } from '../lib/reply-validator.ts';
import type { Db } from '../db/open-database.ts';

/** At most this many kinds of violation of one reply are stored; the rest is one summary finding. */
export const DRIFT_PER_REPLY = 50;
/** At most this many kinds are kept; past it the least recently seen go first. */
export const DRIFT_MAX_FINDINGS = 2000;
/** Upstream timings kept per route for its p95, and how many are needed before it is judged. */
export const LATENCY_WINDOW = 200;
export const LATENCY_MIN_SAMPLES = 20;
/** Routes whose timings are kept (memory bound: routes x LATENCY_WINDOW numbers). */
const LATENCY_MAX_ROUTES = 500;

interface FindingRow {
  id: number;
  category: DriftFinding['category'];
  severity: DriftSeverity;
  route: string;
  status: number | null;
  code: number | null;
  path: string;
  expected: string;
  got: string;
  first_seen: number;
  last_seen: number;
  count: number;
}

/** `$.data[3].price` -> `$.data[*].price`: one kind for every item of a list. */
export const genericPath = (path: string) => path.replace(/\[\d+\]/g, '[*]');

/** Nearest-rank p95 of a list of numbers. */
export function p95(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
}

export interface DriftStoreOptions {
  /** The latency budget of a route in ms (its p95 over budget is a latency finding). */
  latencyBudgetMs: (route: string) => number;
}

export function createDriftStore(db: Db, options: DriftStoreOptions) {
  const upsert = db.prepare(`
    INSERT INTO drift_findings (kind, category, severity, route, status, code, path, expected, got, first_seen, last_seen, count)
    VALUES (@kind, @category, @severity, @route, @status, @code, @path, @expected, @got, @at, @at, 1)
    ON CONFLICT(kind) DO UPDATE SET got = excluded.got, last_seen = excluded.last_seen, count = count + 1
    RETURNING count`);
  const trim = db.prepare(`
    DELETE FROM drift_findings WHERE id IN (
      SELECT id FROM drift_findings ORDER BY last_seen ASC, id ASC
      LIMIT max(0, (SELECT COUNT(*) FROM drift_findings) - ?))`);
  const timings = new Map<string, number[]>();

  const kindOf = (v: Violation) =>
    v.category === 'latency'
      ? `latency ${v.route}`
      : [v.category, v.route, v.status, v.code ?? '-', genericPath(v.path), v.expected].join(' ');

  /** Stores one reply's violations, one count per kind however many items of a list share it. */
  const store = (at: number, violations: readonly Violation[]): Violation[] => {
    const fresh: Violation[] = [];
    const byKind = new Map<string, Violation>();
    for (const v of violations) if (!byKind.has(kindOf(v))) byKind.set(kindOf(v), v);
    const kinds = [...byKind].slice(0, DRIFT_PER_REPLY);
    const [, first] = kinds[0] ?? [];
    if (first && byKind.size > DRIFT_PER_REPLY) {
      const summary: Violation = {
        ...first,
        path: '$',
        expected: `at most ${DRIFT_PER_REPLY} kinds of violation recorded per reply`,
        got: `${byKind.size - DRIFT_PER_REPLY} more kinds not recorded`,
      };
      kinds.push([kindOf(summary), summary]);
    }
    db.transaction(() => {
      for (const [kind, v] of kinds) {
        const row = upsert.get({
          kind,
          category: v.category,
          severity: DRIFT_SEVERITY[v.category],
          route: v.route,
          status: v.category === 'latency' ? null : v.status,
          code: v.code,
          path: genericPath(v.path),
          expected: v.expected,
          got: v.got.slice(0, 500),
          at,
        }) as { count: number };
        if (row.count === 1) fresh.push(v);
      }
      trim.run(DRIFT_MAX_FINDINGS);
    })();
    return fresh;
  };

  return {
    /**
     * Stores the violations of one reply (its first DRIFT_PER_REPLY kinds, then one summary finding); returns those
     * of a kind not seen before (the caller logs them).
     */
    record: store,
    /** One upstream reply's time; judges the route's p95 against its budget. Returns a new latency finding, if any. */
    timing(at: number, route: string, ms: number): Violation[] {
      let window = timings.get(route);
      if (!window) {
        if (timings.size >= LATENCY_MAX_ROUTES) timings.delete(timings.keys().next().value as string);
        window = [];
        timings.set(route, window);
      }
      window.push(ms);
      if (window.length > LATENCY_WINDOW) window.shift();
      if (window.length < LATENCY_MIN_SAMPLES) return [];
      const budget = options.latencyBudgetMs(route);
      const value = p95(window);
      if (value <= budget) return [];
      return store(at, [
        {
          category: 'latency',
          route,
          status: 0,
          code: null,
          path: '$',
          expected: `p95 ≤ ${budget} ms`,
          got: `p95 ${Math.round(value)} ms over the last ${window.length} replies`,
        },
      ]);
    },
    list(limit: number, severity?: DriftSeverity): Omit<MockDriftData, 'upstream'> {
      const rows = db
        .prepare(
          `SELECT * FROM drift_findings ${severity ? 'WHERE severity = ?' : ''}
           ORDER BY CASE severity WHEN 'breaking' THEN 0 WHEN 'warning' THEN 1 ELSE 2 END, last_seen DESC, id DESC
           LIMIT ?`,
        )
        .all(...(severity ? [severity, limit] : [limit])) as FindingRow[];
      const counts = { breaking: 0, warning: 0, info: 0 };
      for (const { severity: s, n } of db
        .prepare('SELECT severity, COUNT(*) AS n FROM drift_findings GROUP BY severity')
        .all() as { severity: DriftSeverity; n: number }[]) {
        counts[s] = n;
      }
      return {
        total: counts.breaking + counts.warning + counts.info,
        counts,
        findings: rows.map(({ first_seen, last_seen, ...rest }) => ({
          ...rest,
          first_seen: new Date(first_seen).toISOString(),
          last_seen: new Date(last_seen).toISOString(),
        })),
      };
    },
    clear(): void {
      db.prepare('DELETE FROM drift_findings').run();
      timings.clear();
    },
  };
}
export type DriftStore = ReturnType<typeof createDriftStore>;
