/**
 * The observed store (DATA_DIR/observed.sqlite: drift findings, captures) from the command line, with or without a
 * running server (SQLite in WAL mode takes both):
 *
 *   npm run har -- import FILE        seed captures from a HAR 1.2 file (checked whole; code 1 and nothing stored
 *                                     when it is malformed or over the bounds)
 *   npm run har -- export FILE        the captures as HAR 1.2 (scrubbed as stored)
 *
 * DATA_DIR, MOCK_CAPTURE_* as for the server.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Har } from 'har-format';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { createCaptureStore } from '../src/observed/captures.ts';
import { createDriftStore } from '../src/observed/drift.ts';
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

const [command, ...rest] = process.argv.slice(2);
if (command === 'har') harCommand(rest);
else if (command !== undefined) fail(`unknown command ${command}`);
