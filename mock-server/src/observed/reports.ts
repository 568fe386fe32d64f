/**
 * Reports CI can act on, from typed findings (drift findings of the observed store, or a contract run's
 * violations): JUnit XML (one test case per finding, failing when it fails the run), SARIF 2.1.0 (node-sarif-builder;
 * each result located at the contract file and line that declares the route) and JSON. A run fails on any breaking
 * finding, and on warnings too with failOnWarning; info never fails it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { XMLBuilder } from 'fast-xml-parser';
import { SarifBuilder, SarifResultBuilder, SarifRuleBuilder, SarifRunBuilder } from 'node-sarif-builder';
import { DRIFT_CATEGORIES, DRIFT_SEVERITY, routeEndpoints, type DriftCategory, type DriftFinding } from '@cv/contract';

export type ReportFinding = Omit<DriftFinding, 'id'> & { id?: number };
export type ReportFormat = 'junit' | 'sarif' | 'json';

const ROOT = path.resolve(import.meta.dirname, '../../..');

const failing = (f: ReportFinding, failOnWarning: boolean) =>
  f.severity === 'breaking' || (failOnWarning && f.severity === 'warning');

export function summary(findings: readonly ReportFinding[], failOnWarning = false) {
  const counts = { breaking: 0, warning: 0, info: 0 };
  for (const f of findings) counts[f.severity]++;
  const failed = findings.filter((f) => failing(f, failOnWarning)).length;
  return { counts, failed, exitCode: failed > 0 ? 1 : 0 };
}

/** The file (relative to the repository) and line that declare a route: the contract's routes.ts for /api. */
export function routeLocation(route: string): { file: string; line: number } {
  const [method, urlPath] = route.split(' ') as [string, string];
  const read = (rel: string) => fs.readFileSync(path.join(ROOT, rel), 'utf8').split('\n');
  if (urlPath?.startsWith('/api/')) {
    const name = Object.entries(routeEndpoints).find(([, e]) => e.method === method && e.path === urlPath)?.[0];
    const file = 'packages/contract/src/routes.ts';
    if (name) {
      // The route's entry in the `routes` table (after the endpoints are spread into it).
      const lines = read(file);
      const at = lines.findIndex((l) => l.startsWith(`  ${name}: {`));
      if (at >= 0) return { file, line: at + 1 };
    }
    return { file: 'packages/contract/src/paths.ts', line: 1 };
  }
  if (urlPath?.startsWith('/__mock')) {
    const tail = urlPath.slice('/__mock'.length).replace(/\/[^/]*$/, (last) => last);
    const dir = 'mock-server/src/routes';
    for (const name of fs.readdirSync(path.join(ROOT, dir)).filter((n) => n.startsWith('mock-'))) {
      const lines = read(`${dir}/${name}`);
      const at = lines.findIndex((l) => l.includes(`url: '${tail}'`) || l.includes(`/__mock${tail}`));
      if (at >= 0) return { file: `${dir}/${name}`, line: at + 1 };
    }
  }
  return { file: 'packages/contract/src/routes.ts', line: 1 };
}

const title = (f: ReportFinding) =>
  `${f.route} HTTP ${f.status ?? '-'} code ${f.code ?? '-'} ${f.path}: expected ${f.expected}, got ${f.got}`;

export function toJunit(findings: readonly ReportFinding[], suiteName: string, failOnWarning = false): string {
  const bySuite = new Map<string, ReportFinding[]>();
  for (const f of findings) bySuite.set(f.category, [...(bySuite.get(f.category) ?? []), f]);
  const testsuite = DRIFT_CATEGORIES.filter((c) => bySuite.has(c)).map((category) => {
    const list = bySuite.get(category) as ReportFinding[];
    return {
      '@_name': `${suiteName} ${category} (${DRIFT_SEVERITY[category]})`,
      '@_tests': list.length,
      '@_failures': list.filter((f) => failing(f, failOnWarning)).length,
      '@_errors': 0,
      '@_skipped': 0,
      testcase: list.map((f) => ({
        '@_classname': `${category}.${f.route}`,
        '@_name': `${f.severity}: ${title(f)}`,
        ...(failing(f, failOnWarning)
          ? {
              failure: {
                '@_type': f.category,
                '@_message': `${f.severity} ${f.category}: ${f.path} expected ${f.expected}, got ${f.got}`,
                '#text': `${title(f)}\nseen ${f.count} time(s), first ${f.first_seen}, last ${f.last_seen}`,
              },
            }
          : { 'system-out': `${f.severity} (does not fail the run): seen ${f.count} time(s)` }),
      })),
    };
  });
  const { failed } = summary(findings, failOnWarning);
  const builder = new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: true });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    builder.build({
      testsuites: { '@_name': suiteName, '@_tests': findings.length, '@_failures': failed, testsuite },
    })
  );
}

const RULE_TEXT: Record<DriftCategory, string> = {
  status: 'An HTTP status the contract does not declare',
  undocumented_code: 'A business code the route does not declare',
  field_added: 'A field the contract does not declare',
  field_removed: 'A required field is missing',
  type_changed: 'A value of another type than declared',
  enum_value: 'A value outside the declared set',
  format: 'A value outside its declared format, pattern, length or range',
  latency: "The route's p95 is over its latency budget",
};

export function toSarif(findings: readonly ReportFinding[], toolName: string, version = '0.1.0'): string {
  const sarif = new SarifBuilder();
  const run = new SarifRunBuilder().initSimple({ toolDriverName: toolName, toolDriverVersion: version });
  for (const category of DRIFT_CATEGORIES) {
    run.addRule(
      new SarifRuleBuilder().initSimple({
        ruleId: category,
        shortDescriptionText: RULE_TEXT[category],
        fullDescriptionText: `${RULE_TEXT[category]} (severity ${DRIFT_SEVERITY[category]}).`,
      }),
    );
  }
  for (const f of findings) {
    const { file, line } = routeLocation(f.route);
    run.addResult(
      new SarifResultBuilder().initSimple({
        level: f.severity === 'breaking' ? 'error' : f.severity === 'warning' ? 'warning' : 'note',
        messageText: `${title(f)} (seen ${f.count} time(s))`,
        ruleId: f.category,
        fileUri: file,
        startLine: line,
      }),
    );
  }
  sarif.addRun(run);
  return sarif.buildSarifJsonString({ indent: true });
}

export function toJson(findings: readonly ReportFinding[], failOnWarning = false): string {
  return JSON.stringify({ ...summary(findings, failOnWarning), findings }, null, 2);
}

export function render(format: ReportFormat, findings: readonly ReportFinding[], name: string, failOnWarning: boolean) {
  if (format === 'junit') return toJunit(findings, name, failOnWarning);
  if (format === 'sarif') return toSarif(findings, name);
  return toJson(findings, failOnWarning);
}
