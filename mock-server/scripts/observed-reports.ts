/**
 * Findings as CI reports (JUnit, SARIF, JSON; exit 1 on a breaking finding, and on a warning with --fail-on-warning):
 * the drift findings of DATA_DIR or of a running server (`npm run drift -- report`), and the violations of a contract
 * run with its coverage (contract-report: used by npm run contract -- --report; see scripts/contract.mjs).
 */
import fs from 'node:fs';
import { DRIFT_SEVERITY, type MockDriftData } from '@cv/contract';
import type { Violation } from '../src/lib/reply-validator.ts';
import { conformanceIndex, coverageOf, operationOf, universeOf, type Exercise } from '../src/observed/coverage.ts';
import { genericPath } from '../src/observed/drift.ts';
import { render, summary, type ReportFinding, type ReportFormat } from '../src/observed/reports.ts';
import { fail, options } from './observed-cli.ts';
import { line } from './observed-coverage.ts';
import { openObserved } from './observed-store.ts';
import { servedDocument } from './served-document.ts';

function formatOf(value: string | true | undefined): ReportFormat {
  const format = value === undefined ? 'json' : value;
  if (format !== 'junit' && format !== 'sarif' && format !== 'json') fail('--format must be junit, sarif or json');
  return format;
}

function writeReport(
  findings: ReportFinding[],
  format: ReportFormat,
  out: string | undefined,
  name: string,
  failOnWarning: boolean,
) {
  const text = render(format, findings, name, failOnWarning);
  if (out) fs.writeFileSync(out, text);
  else if (format !== 'json') process.stdout.write(text);
  const { counts, failed, exitCode } = summary(findings, failOnWarning);
  console.log(
    `${name}: ${findings.length} findings — breaking ${counts.breaking}, warning ${counts.warning}, info ${counts.info}; ` +
      `${failed} fail the run${failOnWarning ? ' (warnings fail too)' : ''}${out ? `; ${format} written to ${out}` : ''}`,
  );
  return exitCode;
}

export async function driftReport(args: string[]): Promise<number> {
  const opts = options(args);
  const format = formatOf(opts.get('format'));
  const out = opts.get('out');
  const baseUrl = opts.get('base-url');
  let data: Omit<MockDriftData, 'upstream'>;
  if (typeof baseUrl === 'string') {
    const key = process.env.MOCK_ADMIN_KEY;
    const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/__mock/drift?limit=1000`, {
      headers: key ? { 'x-mock-admin-key': key } : {},
    });
    const body = (await res.json()) as { code: number; data: MockDriftData; msg: string };
    if (body.code !== 0) fail(`GET /__mock/drift: code ${body.code} ${body.msg}`);
    data = body.data;
  } else {
    data = openObserved().drift.list(1000);
  }
  return writeReport(
    data.findings,
    format,
    typeof out === 'string' ? out : undefined,
    'drift',
    opts.has('fail-on-warning'),
  );
}

interface ReplyRecord {
  method: string;
  path: string;
  status: number;
  code: number | null;
  paths: string[];
  violations: Violation[];
}

/** Typed findings of a contract run's violations: one per kind, counted. */
function findingsOf(records: ReplyRecord[], at: string): ReportFinding[] {
  const kinds = new Map<string, ReportFinding>();
  for (const r of records) {
    for (const v of r.violations) {
      const path = genericPath(v.path);
      const kind = [v.category, v.route, v.status, v.code ?? '-', path, v.expected].join(' ');
      const seen = kinds.get(kind);
      if (seen) seen.count++;
      else {
        kinds.set(kind, {
          category: v.category,
          severity: DRIFT_SEVERITY[v.category],
          route: v.route,
          status: v.status,
          code: v.code,
          path,
          expected: v.expected,
          got: v.got,
          first_seen: at,
          last_seen: at,
          count: 1,
        });
      }
    }
  }
  return [...kinds.values()];
}

export async function contractReport(args: string[]): Promise<number> {
  const opts = options(args);
  const file = opts.get('records');
  if (typeof file !== 'string') fail('--records FILE is required');
  const records = fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as ReplyRecord)
    : [];
  const at = new Date().toISOString();
  const findings = findingsOf(records, at);
  const format = opts.get('format');
  let code = summary(findings, opts.has('fail-on-warning')).exitCode;
  if (format !== undefined) {
    const out = opts.get('out');
    code = writeReport(
      findings,
      formatOf(format),
      typeof out === 'string' ? out : undefined,
      'contract',
      opts.has('fail-on-warning'),
    );
  }
  const exercised: Exercise[] = records.map((r) => ({
    operation: operationOf(r.method, r.path),
    code: r.code,
    paths: r.paths,
  }));
  const universe = universeOf(await servedDocument());
  const store = openObserved();
  store.runs.save('contract', Date.now(), exercised);
  const index = conformanceIndex(universe);
  console.log(`contract coverage of /api (${records.length} replies checked):`);
  console.log(line('this run', coverageOf(universe, exercised)));
  console.log(
    `  conformance index      ${index.covered}/${index.total} operation x code pairs have an example (${index.pct}%)`,
  );
  return code;
}
