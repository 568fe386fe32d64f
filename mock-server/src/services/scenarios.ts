/**
 * Scenarios as files (fixtures/scenarios/NAME.json, shape: the contract's MockScenarioFile): each load creates the
 * file's users afresh (a scenario never changes someone else's account), their resumes, orders and login tickets in
 * one transaction, then its forced replies and clock move, logs the first user in and answers its token. A file that
 * does not fit the schema, or names a user it does not have, is refused naming the file and the JSON path.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { MockScenarioFile, type MockScenarioData, type MockScenarioList } from '@cv/contract';
import { demoResumeWriter } from '../db/seed.ts';
import { invalid } from '../errors.ts';
import { scenarioOpenid } from '../lib/reply-cause.ts';
import type { SessionContainer } from '../sessions/container.ts';

export class ScenarioFileError extends Error {}

/** The file's scenario, checked: schema first, then every user ref. */
export function readScenarioFile(file: string): MockScenarioFile {
  const where = `fixtures/scenarios/${path.basename(file)}`;
  let value: unknown;
  try {
    value = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ScenarioFileError(`${where}：不是 JSON（${(error as Error).message}）`);
  }
  const first = Value.Errors(MockScenarioFile, value).First();
  if (first) throw new ScenarioFileError(`${where} ${first.path || '/'}：${first.message}`);
  const scenario = value as MockScenarioFile;
  const refs = new Set(scenario.users.map((user) => user.ref));
  for (const list of ['resumes', 'orders', 'tickets'] as const) {
    (scenario[list] ?? []).forEach((item, i) => {
      if (item.user !== undefined && !refs.has(item.user)) {
        throw new ScenarioFileError(`${where} /${list}/${i}/user：用户 ${item.user} 不在 users 里`);
      }
    });
  }
  return scenario;
}

/** Every scenario file of the folder, by name (a bad file is listed with its problem as note). */
export function listScenarios(dir: string): MockScenarioList {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const name = file.slice(0, -'.json'.length);
      try {
        const { title, note } = readScenarioFile(path.join(dir, file));
        return { name, title, note };
      } catch (error) {
        return { name, title: `⚠ ${name}`, note: (error as Error).message };
      }
    });
}

/** Loads scenario `name` of fixturesDir/scenarios into the session (code 1 naming the problem when it cannot). */
export function runScenario(
  session: SessionContainer,
  fixturesDir: string,
  name: string,
  nickname?: string,
): MockScenarioData {
  const dir = path.join(fixturesDir, 'scenarios');
  const file = path.join(dir, `${name}.json`);
  if (!fs.existsSync(file)) {
    const names = listScenarios(dir).map((s) => s.name);
    throw invalid(`参数错误：没有场景 ${name}（有：${names.join('、')}）`);
  }
  let scenario: MockScenarioFile;
  try {
    scenario = readScenarioFile(file);
  } catch (error) {
    throw invalid(`场景文件无效：${(error as Error).message}`);
  }
  const { db, clock, storage, services } = session;
  const { users, quota, orders, qr, mock } = services;
  if (scenario.clock_advance_ms) clock.advance(scenario.clock_advance_ms);
  const ids = new Map<string, number>();
  db.transaction(() => {
    scenario.users.forEach((user, i) => {
      const created = users.findOrCreateByOpenid(scenarioOpenid(name), i === 0 && nickname ? nickname : user.nickname);
      ids.set(user.ref, created.id);
    });
    const now = clock.now();
    const writeResume = demoResumeWriter(db, { fixturesDir, uploadsDir: storage.uploadsDir });
    for (const { user, ...resume } of scenario.resumes ?? []) writeResume(ids.get(user)!, resume, now);
    for (const order of scenario.orders ?? []) {
      const { out_trade_no } = orders.prepay(ids.get(order.user)!, order.goods_id);
      if (order.state === 'SUCCESS') orders.pay(out_trade_no);
      if (order.state === 'CLOSED') orders.close(out_trade_no);
    }
    for (const ticket of scenario.tickets ?? []) {
      const { ticket: id } = qr.create();
      if (ticket.state !== 'waiting') qr.scan(id);
      if (ticket.state === 'confirmed') qr.confirm(id, ticket.user ? { user_id: ids.get(ticket.user)! } : {});
    }
    // Quotas last: the resumes and orders above do not count against them.
    for (const user of scenario.users) {
      const { resumes_left, downloads_left, vip_days } = user;
      if (resumes_left === undefined && downloads_left === undefined && vip_days === undefined) continue;
      quota.set(ids.get(user.ref)!, {
        ...(resumes_left === undefined ? {} : { resumes_left }),
        ...(downloads_left === undefined ? {} : { downloads_left }),
        ...(vip_days === undefined
          ? {}
          : { vip_until: vip_days === null ? null : new Date(now + vip_days * 86_400_000).toISOString() }),
      });
    }
  })();
  for (const rule of scenario.forced ?? []) mock.force(rule, name);
  const main = scenario.users[0]!;
  const userId = ids.get(main.ref)!;
  const token = users.createSession(userId, main.login === 'expired' ? 0 : undefined);
  return { name, token, user: users.toDto(users.findById(userId)!), note: scenario.note };
}
