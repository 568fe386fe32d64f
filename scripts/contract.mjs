#!/usr/bin/env node
// npm run contract -- --help: the contract suite, in-process or against a live server, in two tiers.
import { execSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const HELP = `Usage: npm run contract -- [options] [vitest args]

Checks a server against the contract (packages/contract): every reply the suite receives, success or error,
is validated against the contract's OpenAPI document (as served at /api/docs/json) with Ajv; the totals are
printed at the end ("replies validated", "violations").

Tiers (--tier, default all):
  blackbox  Only /api, one user given by token. Works against any server, the real service included.
            Creates one resume (plus the modules and the QR ticket it needs) and deletes it at the end;
            never moves a clock, never pays, never uploads; the user's resume listing is the same after.
            Spends nothing of the user's quota except that one resume creation.
  mock      The full suite of the mock: also drives the control API (/__mock: logins, QR and payment
            confirmation, clock, forced codes, quotas). Needs a mock server; off loopback pass --admin-key.
  all       Both.

Options:
  --base-url URL        Run against a live server (default: an in-process mock on a fresh data dir).
  --token TOKEN         The black-box tier's user (sent in header 'token').
  --token-command CMD   A shell command that prints the token (run once, e.g. a login script of your CI).
  --admin-key KEY       MOCK_ADMIN_KEY of a mock that is not on loopback (mock tier; header x-mock-admin-key).
  --doc-url URL|FILE    The OpenAPI document to check replies against. Default: the target's /api/docs/json;
                        when the target serves none (a real service), the contract's own document.
  --tier blackbox|mock|all
  --report junit|sarif|json  Also write a report (--out FILE, default contract-report.<ext>): junit is Vitest's own
                        JUnit reporter (one case per test); sarif (SARIF 2.1.0, each result at the contract file and
                        line of its route) and json list the typed findings (category, severity, route, path).
  --out FILE            Where the report goes.
  --fail-on-warning     Warnings (format) fail the run too. Without it only breaking findings (status, undocumented
                        code, field removed, type changed, enum value) and failed assertions fail it.
  --help                This text.

Every run prints the coverage of the /api contract (operations x declared codes x reply properties, counts and %)
beside the conformance index, and keeps it in DATA_DIR/observed.sqlite (npm run coverage, GET /__mock/coverage).

Examples:
  npm run contract                                              # both tiers, in-process
  npm run contract -- --tier blackbox --base-url https://cv.example.com --token-command "./ci/login.sh"
  npm run contract -- --tier mock --base-url http://10.0.0.5:3000 --admin-key "$MOCK_ADMIN_KEY"
`;

const args = process.argv.slice(2);
const env = { ...process.env };
const rest = [];
let tier = 'all';
let tokenCommand = null;
let report = null;
let out = null;
let failOnWarning = false;
const VALUED = new Set([
  '--base-url',
  '--token',
  '--token-command',
  '--admin-key',
  '--tier',
  '--doc-url',
  '--report',
  '--out',
]);
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === '--help' || arg === '-h') {
    process.stdout.write(HELP);
    process.exit(0);
  }
  if (arg === '--fail-on-warning') {
    failOnWarning = true;
    continue;
  }
  const eq = arg.indexOf('=');
  const flag = eq > 0 ? arg.slice(0, eq) : arg;
  if (!VALUED.has(flag)) {
    rest.push(arg);
    continue;
  }
  const value = eq > 0 ? arg.slice(eq + 1) : args[++i];
  if (!value) {
    console.error(`${flag} needs a value (see --help)`);
    process.exit(2);
  }
  if (flag === '--base-url') env.CONTRACT_BASE_URL = value;
  else if (flag === '--token') env.CONTRACT_TOKEN = value;
  else if (flag === '--token-command') tokenCommand = value;
  else if (flag === '--admin-key') env.CONTRACT_ADMIN_KEY = value;
  else if (flag === '--doc-url') env.CONTRACT_DOC_URL = value;
  else if (flag === '--report') report = value;
  else if (flag === '--out') out = value;
  else tier = value;
}
if (report !== null && !['junit', 'sarif', 'json'].includes(report)) {
  console.error(`--report must be junit, sarif or json, got ${report}`);
  process.exit(2);
}
if (report) out ??= `contract-report.${report === 'junit' ? 'xml' : report === 'sarif' ? 'sarif' : 'json'}`;
if (!['blackbox', 'mock', 'all'].includes(tier)) {
  console.error(`--tier must be blackbox, mock or all, got ${tier}`);
  process.exit(2);
}
if (tokenCommand) {
  try {
    env.CONTRACT_TOKEN = execSync(tokenCommand, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  } catch {
    console.error(`--token-command failed: ${tokenCommand}`);
    process.exit(2);
  }
  if (!env.CONTRACT_TOKEN) {
    console.error(`--token-command printed nothing: ${tokenCommand}`);
    process.exit(2);
  }
}
if (env.CONTRACT_BASE_URL && tier !== 'mock' && !env.CONTRACT_TOKEN) {
  console.error('the black-box tier against a live server needs --token or --token-command (see --help)');
  process.exit(2);
}

const statsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'contract-')), 'stats.jsonl');
env.CONTRACT_STATS_FILE = statsFile;
const recordFile = path.join(path.dirname(statsFile), 'records.jsonl');
env.CONTRACT_RECORD_FILE = recordFile;
if (failOnWarning) env.CONTRACT_FAIL_ON_WARNING = '1';
const filters = tier === 'all' ? [] : [`test/contract/${tier}/`];
const reporters = report === 'junit' ? ['--reporter=default', '--reporter=junit', `--outputFile.junit=${out}`] : [];
console.log(`contract suite, tier ${tier}, against ${env.CONTRACT_BASE_URL ?? 'an in-process mock'}`);
const child = spawn('npx', ['vitest', 'run', '--project', 'contract', ...reporters, ...filters, ...rest], {
  stdio: 'inherit',
  env,
});
child.on('exit', (code, signal) => {
  const totals = { validated: 0, violations: 0, undocumented: 0 };
  if (fs.existsSync(statsFile)) {
    for (const line of fs.readFileSync(statsFile, 'utf8').split('\n').filter(Boolean)) {
      const stats = JSON.parse(line);
      for (const key of Object.keys(totals)) totals[key] += stats[key] ?? 0;
    }
  }
  console.log(
    `contract validator: ${totals.validated} replies validated against the served document, ` +
      `${totals.violations} violations (${totals.undocumented} JSON replies from paths the document does not list)`,
  );
  // Typed findings (SARIF / JSON report), coverage and the conformance index, from the replies the suite checked.
  const args = ['tsx', 'mock-server/scripts/observed.ts', 'contract-report', '--records', recordFile];
  if (report && report !== 'junit') args.push('--format', report, '--out', out);
  if (failOnWarning) args.push('--fail-on-warning');
  const reported = spawnSync('npx', args, { stdio: 'inherit', env: process.env });
  if (report === 'junit') console.log(`junit (Vitest's reporter) written to ${out}`);
  fs.rmSync(path.dirname(statsFile), { recursive: true, force: true });
  process.exit(signal ? 1 : Math.max(code ?? 1, reported.status ?? 1));
});
