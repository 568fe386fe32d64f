// Forced replies and the clock are kept in the database: `npm run dev` restarts the server on every source change.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Code } from '@cv/contract';
import { buildApp } from '../src/app.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-control-state-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const start = () => buildApp({ config: { dataDir, publicUrl: 'http://127.0.0.1:3000', aiLatencyMs: 0 } });
const post = (app: Awaited<ReturnType<typeof start>>, url: string, payload?: object) =>
  app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) }).then((r) => r.json());

describe('a data folder that does not exist yet', () => {
  it('is made when the app starts (the database opens first in it), as on a fresh clone', async () => {
    const fresh = path.join(dataDir, 'not-yet', 'data');
    const app = await buildApp({ config: { dataDir: fresh, publicUrl: 'http://127.0.0.1:3000', aiLatencyMs: 0 } });
    try {
      expect((await post(app, '/api/cv/counter')).code).toBe(0);
      expect(fs.existsSync(path.join(fresh, 'mock.sqlite'))).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe('control state across a restart', () => {
  it('keeps forced replies (with their remaining count) and the clock offset, and reset clears both', async () => {
    let app = await start();
    await post(app, '/__mock/force', { path: '/api/cv/counter', code: Code.BUSY, times: 2 });
    await post(app, '/__mock/force', { path: '/api/home/list', code: 500 });
    await post(app, '/__mock/clock/advance', { ms: 86_400_000 });
    expect((await post(app, '/api/cv/counter')).code).toBe(Code.BUSY);
    const before = app.clock.now();
    await app.close();

    app = await start();
    expect(app.clock.offset()).toBe(86_400_000);
    expect(app.clock.now()).toBeGreaterThanOrEqual(before);
    expect(app.services.mock.listForced().map((rule) => [rule.path, rule.remaining])).toEqual([
      ['/api/cv/counter', 1],
      ['/api/home/list', null],
    ]);
    expect((await post(app, '/api/cv/counter')).code).toBe(Code.BUSY);
    expect((await post(app, '/api/cv/counter')).code).toBe(0);
    await post(app, '/__mock/reset');
    await app.close();

    app = await start();
    expect(app.clock.offset()).toBe(0);
    expect(app.services.mock.listForced()).toEqual([]);
    await app.close();
  });

  it('keeps a scenario across a restart: its user and session in their tables, its forced reply in control_state', async () => {
    let app = await start();
    const scenario = await post(app, '/__mock/scenario', { name: 'payment-busy' });
    expect(scenario.code).toBe(0);
    await app.close();

    app = await start();
    const token = scenario.data.token as string;
    const user = await app.inject({ method: 'GET', url: '/api/user', headers: { token } }).then((r) => r.json());
    expect(user.code).toBe(0);
    const prepay = await app
      .inject({ method: 'POST', url: '/api/wxSrv/prepay', headers: { token }, payload: { goods_id: 1 } })
      .then((r) => r.json());
    expect(prepay.code).toBe(Code.BUSY);
    await post(app, '/__mock/reset');
    await app.close();
  });
});
