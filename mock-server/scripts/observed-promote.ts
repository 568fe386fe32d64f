/**
 * `npm run promote [-- --out DIR]`: captures turned into proposed fixtures (goods, tips, the counter baseline) and
 * forced replies for the codes the real service answered, written to DIR (default DATA_DIR/promote) and shown as
 * diffs against fixtures/. Only replies the contract accepts are promoted; volatile values keep the fixture's.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { createReplyValidator } from '../src/lib/reply-validator.ts';
import { operationOf } from '../src/observed/coverage.ts';
import { editJson } from './fixture-edit.ts';
import { options } from './observed-cli.ts';
import { openObserved } from './observed-store.ts';
import { servedDocument } from './served-document.ts';

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

export async function promoteCommand(args: string[]): Promise<number> {
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
    // The fixture's own text with the values that differ edited in, then formatted as the repository formats
    // fixtures: the diff shows data, not layout.
    const original = fs.readFileSync(path.join(fixturesDir, name), 'utf8');
    const format = { ...((await prettier.resolveConfig(path.join(fixturesDir, name))) ?? {}), parser: 'json' };
    const prettierStyled = (await prettier.format(original, format)) === original;
    const edited = editJson(original, value);
    fs.writeFileSync(file, prettierStyled ? await prettier.format(edited, format) : edited);
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
