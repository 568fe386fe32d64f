/**
 * The "keep the mock true" walk end to end, against the fake real service of the tests (loopback): capture with
 * secrets, one drift in each category, a restart, the HAR export, drift reports (JUnit, SARIF, JSON) and a grep of
 * the data folder and the HAR for every secret sent. Writes into OUT (default a temp folder):
 * journal.har, openapi.json, drift.xml, drift.sarif, drift.json. Prints the figures.
 *
 *   npx tsx mock-server/scripts/drift-demo.ts [OUT]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DRIFT_CATEGORIES, routes, type MockDriftData } from '@cv/contract';
import { buildApp } from '../src/app.ts';
import { LATENCY_MIN_SAMPLES } from '../src/observed/drift.ts';
import { render, summary } from '../src/observed/reports.ts';
import { DRIFTS, startFakeService } from '../test/upstream/fake-service.ts';
import { login } from '../test/helper.ts';

const out = path.resolve(process.argv[2] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'drift-demo-')));
fs.mkdirSync(out, { recursive: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drift-demo-data-'));
const ADMIN_KEY = 'demo-admin-key-5e1f0a9b77';
const COOKIE = 'demo-session-cookie-2c7d';
const person = { name: '司马保密', phone: '13700001111', email: 'sima.baomi@example.net' };

const fake = await startFakeService();
const start = () =>
  buildApp({
    config: {
      dataDir,
      upstream: fake.url,
      capture: true,
      latencyBudgetMs: 50,
      mockAdminKey: ADMIN_KEY,
      aiLatencyMs: 0,
      publicUrl: 'http://127.0.0.1:3000',
    },
  });
let app = await start();
const call = async (method: 'GET' | 'POST', url: string, token?: string, body?: object) =>
  (
    await app.inject({
      method,
      url,
      headers: { ...(token ? { token } : {}), cookie: `sid=${COOKIE}`, 'x-mock-admin-key': ADMIN_KEY },
      ...(body ? { payload: body } : {}),
    })
  ).json<{ code: number; data: Record<string, unknown> }>();

// A capture session with secrets.
const { token } = await login(fake.backing.app, '保密昵称');
const secrets = [ADMIN_KEY, COOKIE, token, '保密昵称', person.name, person.phone, person.email];
const cid = (await call('POST', routes.cvNew.path, token, { template: 'classic-2f5496' })).data.cid as string;
const personal = { cid, wish: '数据分析师', exps: '1-3年', avatar: '', avatar_url: '', birthday: '', gender: 2 };
await call('POST', routes.personalSave.path, token, { ...personal, ...person });
await call('GET', `${routes.personalGet.path}?cid=${cid}`, token);
await call('GET', routes.user.path, token);
const goods = (await call('POST', routes.goodsList.path, token)).data as unknown as { id: number }[];
const prepay = await call('POST', routes.prepay.path, token, { goods_id: goods[0]?.id });
secrets.push(prepay.data.out_trade_no as string);
for (const name of ['templateList', 'cvCounter', 'indexButton', 'tipPosition'] as const) {
  await call('POST', routes[name].path, token, name === 'tipPosition' ? { title: '数据' } : undefined);
}
// One drift in each category.
for (const category of DRIFT_CATEGORIES) {
  fake.drift(category);
  const { path: url, times = 1 } = DRIFTS[category];
  const n = Math.max(times, category === 'latency' ? LATENCY_MIN_SAMPLES : 1);
  for (let i = 0; i < n; i++)
    await call('POST', url, token, url === routes.tipPosition.path ? { title: '数据' } : undefined);
}
const drift = async () =>
  (await app.inject({ method: 'GET', url: '/__mock/drift?limit=1000' })).json<{ data: MockDriftData }>().data;
const found = await drift();
console.log(
  `findings: ${found.total} (breaking ${found.counts.breaking}, warning ${found.counts.warning}, info ${found.counts.info})`,
);
for (const f of found.findings) {
  console.log(
    `  ${f.severity.padEnd(8)} ${f.category.padEnd(17)} ${f.route.padEnd(26)} ${String(f.status ?? '-').padEnd(3)} ${f.path}  expected ${f.expected}, got ${f.got.slice(0, 40)}  x${f.count}`,
  );
}
await app.close();
app = await start();
const kept = await drift();
console.log(
  `after a restart: ${kept.total} findings kept, identical: ${JSON.stringify(kept.findings) === JSON.stringify(found.findings)}`,
);

const har = (await app.inject({ method: 'GET', url: '/__mock/journal.har?source=captures' })).body;
fs.writeFileSync(path.join(out, 'journal.har'), har);
fs.writeFileSync(path.join(out, 'openapi.json'), JSON.stringify(app.swagger(), null, 1));
for (const [format, file] of [
  ['junit', 'drift.xml'],
  ['sarif', 'drift.sarif'],
  ['json', 'drift.json'],
] as const) {
  fs.writeFileSync(path.join(out, file), render(format, kept.findings, 'drift', false));
}
const captures = (await app.inject({ method: 'GET', url: '/__mock/captures?limit=1' })).json<{
  data: { rows: number; bytes: number };
}>().data;
console.log(`captures: ${captures.rows} exchanges, ${captures.bytes} bytes stored`);
const { exitCode } = summary(kept.findings);
console.log(
  `drift report exit code: ${exitCode} (warnings only: ${summary(kept.findings.filter((f) => f.severity === 'warning')).exitCode})`,
);
await app.close();
await fake.close();

const files = fs
  .readdirSync(dataDir, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile())
  .map((e) => path.join(e.parentPath, e.name))
  .concat([path.join(out, 'journal.har')]);
let hits = 0;
for (const file of files) {
  const bytes = fs.readFileSync(file);
  for (const secret of secrets) {
    if (!bytes.includes(Buffer.from(secret))) continue;
    hits++;
    console.log(`  HIT ${secret} in ${file}`);
  }
}
console.log(
  `secret grep: ${secrets.length} secrets x ${files.length} files (${files.map((f) => path.basename(f)).join(', ')}): ${hits} hits`,
);
console.log(`data folder ${dataDir}; reports in ${out}`);
