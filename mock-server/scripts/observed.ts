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
 * DATA_DIR, MOCK_CAPTURE_* as for the server. This file reads the command and runs it; each command is in its own
 * file: observed-har.ts, observed-reports.ts (drift report, contract-report), observed-coverage.ts and
 * observed-promote.ts.
 */
import { fail } from './observed-cli.ts';
import { coverageCommand } from './observed-coverage.ts';
import { harCommand } from './observed-har.ts';
import { promoteCommand } from './observed-promote.ts';
import { contractReport, driftReport } from './observed-reports.ts';

const [command, ...rest] = process.argv.slice(2);
if (command === 'har') harCommand(rest);
else if (command === 'drift' && rest[0] === 'report') process.exitCode = await driftReport(rest.slice(1));
else if (command === 'contract-report') process.exitCode = await contractReport(rest);
else if (command === 'coverage') process.exitCode = await coverageCommand();
else if (command === 'promote') process.exitCode = await promoteCommand(rest);
else fail(`unknown command ${[command, ...rest].join(' ')} (har, drift report, coverage)`);
