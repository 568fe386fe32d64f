/**
 * The observed store (DATA_DIR/observed.sqlite: drift findings, captures) from the command line, with or without a
 * running server (SQLite in WAL mode takes both):
 *
 *   npm run har -- import FILE        seed captures from a HAR 1.2 file (checked whole; code 1 and nothing stored
 *                                     when it is malformed or over the bounds)
 *   npm run har -- export FILE        the captures as HAR 1.2 (scrubbed as stored)
 *   npm run drift -- report [--format junit|sarif|json] [--out FILE] [--fail-on-warning] [--base-url URL]
 *                                     the drift findings (of DATA_DIR, or of a running server's GET /__mock/drift)
 *                                     as a CI report; exit 1 on a breaking finding (and on a warning with the flag)
 *   npm run promote [-- --out DIR]    captures -> proposed fixtures (goods, tips, counter baseline) and forced replies
 *                                     for codes the real service answered, written to DIR (default
 *                                     DATA_DIR/promote) and shown as diffs against fixtures/; review, then copy
 *   npm run coverage                  coverage of the /api contract by captures and the last contract run
 *   (contract-report: used by npm run contract -- --report; see scripts/contract.mjs)
 *
 * DATA_DIR, MOCK_CAPTURE_* as for the server.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Har } from 'har-format';
import * as prettier from 'prettier';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { createCaptureStore } from '../src/observed/captures.ts';
import { DRIFT_SEVERITY, type MockDriftData } from '@cv/contract';
import { buildApp } from '../src/app.ts';
import { createReplyValidator, type Violation } from '../src/lib/reply-validator.ts';
import {
  conformanceIndex,
  coverageOf,
  createCoverageRuns,
  operationOf,
  universeOf,
  exerciseOfCapture,
  type CoverageFigures,
  type Exercise,
} from '../src/observed/coverage.ts';
import { createDriftStore, genericPath } from '../src/observed/drift.ts';
import { render, summary, type ReportFinding, type ReportFormat } from '../src/observed/reports.ts';
import { exchangesOf, harProblem, HAR_IMPORT_MAX_BYTES, toHar } from '../src/observed/har.ts';
import { observedMigrations } from '../src/observed/migrations.ts';
import { captureKey, createScrubber, DEFAULT_SCRUB_KEYS } from '../src/observed/scrub.ts';

export function openObserved(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(env);
  fs.mkdirSync(config.dataDir, { recursive: true });
  const db = openDatabase(path.join(config.dataDir, 'observed.sqlite'), observedMigrations);
  const scrubber = createScrubber(
    captureKey(config.captureKey, config.dataDir),
    config.captureScrubKeys ?? DEFAULT_SCRUB_KEYS,
  );
  return {
    config,
    db,
    captures: createCaptureStore(db, scrubber, { maxRows: config.captureMaxRows, maxBytes: config.captureMaxBytes }),
    drift: createDriftStore(db, { latencyBudgetMs: () => config.latencyBudgetMs }),
    runs: createCoverageRuns(db),
  };
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export function harCommand(args: string[]): void {
  const [action, file] = args;
  if ((action !== 'import' && action !== 'export') || !file) {
    fail('usage: npm run har -- import FILE | export FILE');
  }
  const store = openObserved();
  if (action === 'export') {
    const har = toHar(store.config.upstream ?? store.config.publicUrl, store.captures.all(), [], '0.1.0');
    fs.writeFileSync(file, JSON.stringify(har, null, 1));
    console.log(`${har.log.entries.length} captures written to ${file}`);
    return;
  }
  const size = fs.existsSync(file) ? fs.statSync(file).size : -1;
  if (size < 0) fail(`${file}: no such file`);
  if (size > HAR_IMPORT_MAX_BYTES) fail(`${file}: HAR 过大：${size} 字节（最多 ${HAR_IMPORT_MAX_BYTES} 字节），未导入`);
  let har: unknown;
  try {
    har = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    fail(`${file}: 不是 JSON（${(error as Error).message}），未导入`);
  }
  const problem = harProblem(har);
  if (problem) fail(`${file}: ${problem}，未导入`);
  const imported = store.captures.add(exchangesOf(har as Har));
  const { rows, bytes, maxRows, maxBytes } = store.captures.stats();
  console.log(
    `${imported} entries imported; captures now ${rows} (${bytes} bytes; bounds ${maxRows} rows, ${maxBytes} bytes)`,
  );
}

/** `--name value` / `--name=value` and bare `--flag`s. */
function options(args: string[]) {
  const out = new Map<string, string | true>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!arg.startsWith('--')) continue;
    const eq = arg.indexOf('=');
    if (eq > 0) out.set(arg.slice(2, eq), arg.slice(eq + 1));
    else if (args[i + 1] !== undefined && !(args[i + 1] as string).startsWith('--'))
      out.set(arg.slice(2), args[++i] as string);
    else out.set(arg.slice(2), true);
  }
  return out;
}

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

async function driftReport(args: string[]): Promise<number> {
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

/** The document the mock serves (built in-process, no listening). */
async function servedDocument(): Promise<unknown> {
  const app = await buildApp({
    databaseFile: ':memory:',
    config: { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'cv-doc-')) },
  });
  try {
    return app.swagger();
  } finally {
    await app.close();
  }
}

const line = (label: string, c: CoverageFigures) =>
  `  ${label.padEnd(22)} operations ${c.operations.covered}/${c.operations.total} (${c.operations.pct}%), ` +
  `codes ${c.codes.covered}/${c.codes.total} (${c.codes.pct}%), properties ${c.properties.covered}/${c.properties.total} (${c.properties.pct}%)`;

async function contractReport(args: string[]): Promise<number> {
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

async function coverageCommand(): Promise<number> {
  const store = openObserved();
  const universe = universeOf(await servedDocument());
  const captured = Array.from(store.captures.all(), exerciseOfCapture);
  const last = store.runs.last('contract');
  const index = conformanceIndex(universe);
  console.log(`coverage of the /api contract (${universe.operations.size} operations) in ${store.config.dataDir}:`);
  console.log(line(`captures (${captured.length})`, coverageOf(universe, captured)));
  console.log(
    last
      ? line(`last contract run`, coverageOf(universe, last.exercised)) + ` — ${new Date(last.at).toISOString()}`
      : '  last contract run      none (npm run contract records one)',
  );
  console.log(
    `  conformance index      ${index.covered}/${index.total} operation x code pairs have an example (${index.pct}%)`,
  );
  console.log('  the journal (in memory): GET /__mock/coverage on a running server');
  return 0;
}

const PLACEHOLDER = /^scrubbed-[a-z0-9_]+-[0-9a-f]{12}$/;
/** Volatile values are generalised, never pinned: a scrubbed placeholder, an id or a time keeps the fixture's value. */
const VOLATILE_KEYS = new Set(['id', 'cid', 'created_at', 'updated_at', 'time_expire', 'out_trade_no', 'token']);
function generalise(captured: unknown, current: unknown, key = ''): unknown {
  if (typeof captured === 'string' && PLACEHOLDER.test(captured)) return current ?? captured;
  if (VOLATILE_KEYS.has(key) && current !== undefined) return current;
  if (Array.isArray(captured)) {
    return captured.map((item, i) => generalise(item, Array.isArray(current) ? current[i] : undefined));
  }
  if (captured && typeof captured === 'object') {
    const base = (current && typeof current === 'object' ? current : {}) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(captured).map(([k, v]) => [k, generalise(v, base[k], k)]));
  }
  return captured;
}

async function promoteCommand(args: string[]): Promise<number> {
  const opts = options(args);
  const store = openObserved();
  const outDir = path.resolve(
    typeof opts.get('out') === 'string' ? (opts.get('out') as string) : path.join(store.config.dataDir, 'promote'),
  );
  const fixturesDir = store.config.fixturesDir;
  // Only replies the contract accepts become data: an off-contract reply is drift (npm run drift -- report).
  const check = createReplyValidator(await servedDocument());
  let skipped = 0;
  // The newest code-0 reply of each route, and every (route, code != 0) the real service answered.
  const latest = new Map<string, unknown>();
  const forced = new Map<string, { path: string; code: number; msg: string }>();
  for (const c of store.captures.all()) {
    type Envelope = { code?: unknown; data?: unknown; msg?: unknown };
    let body: Envelope | null;
    try {
      body = c.reply.body ? (JSON.parse(c.reply.body) as Envelope) : null;
    } catch {
      body = null;
    }
    if (!body || typeof body.code !== 'number') continue;
    const route = operationOf(c.method, c.url);
    const urlPath = c.url.split('?')[0] as string;
    // A business error is a forced reply (the mock gives a code on demand, whatever its own state).
    if (body.code !== 0) {
      forced.set(`${route} ${body.code}`, { path: urlPath, code: body.code, msg: String(body.msg ?? '') });
      continue;
    }
    const verdict = check(c.method, urlPath, c.status, body);
    if ((verdict.documented && !verdict.ok) || check.additions(c.method, urlPath, c.status, body).length > 0) {
      skipped++;
      continue;
    }
    latest.set(route, body.data);
  }
  fs.mkdirSync(outDir, { recursive: true });
  const proposals: [string, unknown][] = [];
  const read = (name: string) => JSON.parse(fs.readFileSync(path.join(fixturesDir, name), 'utf8')) as unknown;
  const goods = latest.get('POST /api/goods/list');
  if (Array.isArray(goods)) {
    const current = read('goods.json') as { id: number }[];
    proposals.push([
      'goods.json',
      goods.map((g: { id?: number }) =>
        generalise(
          g,
          current.find((c) => c.id === g.id),
        ),
      ),
    ]);
  }
  const counter = latest.get('POST /api/cv/counter');
  if (typeof counter === 'number' || (counter && typeof counter === 'object')) {
    const settings = read('settings.json') as Record<string, unknown>;
    const count = typeof counter === 'number' ? counter : Object.values(counter).find((v) => typeof v === 'number');
    if (typeof count === 'number') proposals.push(['settings.json', { ...settings, resume_counter_baseline: count }]);
  }
  const tips = latest.get('POST /api/tip/position');
  if (Array.isArray(tips)) {
    const current = read('tips-positions.json') as { title: string }[];
    const merged = [...current];
    for (const tip of tips as { title: string }[]) {
      const at = merged.findIndex((t) => t.title === tip.title);
      if (at >= 0) merged[at] = generalise(tip, merged[at]) as { title: string };
      else merged.push(tip);
    }
    proposals.push(['tips-positions.json', merged]);
  }
  let changed = 0;
  for (const [name, value] of proposals) {
    const file = path.join(outDir, name);
    // Formatted as the repository formats fixtures, so the diff shows data, not layout.
    const original = fs.readFileSync(path.join(fixturesDir, name), 'utf8');
    const format = { ...((await prettier.resolveConfig(path.join(fixturesDir, name))) ?? {}), parser: 'json' };
    const prettierStyled = (await prettier.format(original, format)) === original;
    fs.writeFileSync(
      file,
      prettierStyled
        ? await prettier.format(JSON.stringify(value, null, 2), format)
        : JSON.stringify(value, null, 2) + (original.endsWith('\n') ? '\n' : ''),
    );
    const diff = spawnSync('diff', ['-u', path.join(fixturesDir, name), file], { encoding: 'utf8' });
    if (diff.status === 1) {
      changed++;
      process.stdout.write(diff.stdout);
    } else console.log(`${name}: no change`);
  }
  const forcedFile = path.join(outDir, 'forced-replies.json');
  fs.writeFileSync(forcedFile, `${JSON.stringify([...forced.values()], null, 2)}\n`);
  console.log(
    `${proposals.length} fixture proposals (${changed} differ) and ${forced.size} forced replies ` +
      `(POST /__mock/force bodies for codes the real service answered) in ${outDir}; ` +
      `${skipped} off-contract replies not promoted`,
  );
  return 0;
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'har') harCommand(rest);
else if (command === 'drift' && rest[0] === 'report') process.exitCode = await driftReport(rest.slice(1));
else if (command === 'contract-report') process.exitCode = await contractReport(rest);
else if (command === 'coverage') process.exitCode = await coverageCommand();
else if (command === 'promote') process.exitCode = await promoteCommand(rest);
else fail(`unknown command ${[command, ...rest].join(' ')} (har, drift report, coverage)`);
