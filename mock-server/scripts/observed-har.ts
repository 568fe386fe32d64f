/**
 * `npm run har -- import FILE | export FILE`: captures seeded from a HAR 1.2 file (checked whole; code 1 and nothing
 * stored when it is malformed or over the bounds), or written out as HAR 1.2, scrubbed as stored.
 */
import fs from 'node:fs';
import type { Har } from 'har-format';
import { exchangesOf, harProblem, HAR_IMPORT_MAX_BYTES, toHar } from '../src/observed/har.ts';
import { fail } from './observed-cli.ts';
import { openObserved } from './observed-store.ts';

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
