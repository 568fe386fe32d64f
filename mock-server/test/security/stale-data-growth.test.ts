/**
 * Attack: filling the disk and the database with things nobody asks for again. Before the fix 2,000 anonymous
 * qrLogin calls all stayed in the database forever, and avatars no resume uses stayed on disk. Now expired tickets,
 * closed orders past their retention and unreferenced uploads are purged on a schedule (and at start and reset);
 * what is still in use is kept.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@cv/contract';
import { TINY_PNG, multipart } from '../reliability/multipart.ts';
import { buildTestApp, loginWithResume, personalOf, post, type TestApp } from '../helper.ts';

const count = (t: TestApp, table: string) =>
  (t.app.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

async function uploadAvatar(t: TestApp, token: string): Promise<string> {
  const body = multipart([{ name: 'file', filename: 'a.png', contentType: 'image/png', data: TINY_PNG }]);
  const res = await t.app.inject({
    method: 'POST',
    url: routes.avatarUpload.path,
    headers: { token, 'content-type': body.type },
    payload: body.payload,
  });
  return (res.json() as { data: { avatar: string } }).data.avatar;
}

describe('purging stale data', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('purges 2,000 expired anonymous login tickets on the schedule', async () => {
    const app = (t = await buildTestApp({ config: { purgeIntervalMs: 50, ticketRetentionMs: 60_000 } }));
    for (let i = 0; i < 2000; i++) await post(app.app, '/api/wxSrv/qrLogin');
    expect(count(app, 'qr_tickets')).toBe(2000);
    // Still within their lifetime plus retention: kept.
    app.clock.advance(app.app.config.qrTtlSeconds * 1000);
    app.app.services.purge.purge();
    expect(count(app, 'qr_tickets')).toBe(2000);
    // Past it: the next scheduled purge removes them all.
    app.clock.advance(60_000);
    await vi.waitFor(() => expect(count(app, 'qr_tickets')).toBe(0), { timeout: 10_000, interval: 50 });
    // A fresh ticket is untouched.
    await post(app.app, '/api/wxSrv/qrLogin');
    expect(app.app.services.purge.purge().tickets).toBe(0);
    expect(count(app, 'qr_tickets')).toBe(1);
  });

  it('purges closed and expired unpaid orders past their retention and keeps paid ones', async () => {
    const app = (t = await buildTestApp({ config: { orderRetentionMs: 86_400_000 } }));
    const { token } = await loginWithResume(app.app);
    const order = async () =>
      (await post<{ out_trade_no: string }>(app.app, '/api/wxSrv/prepay', { goods_id: 1 }, token)).body.data
        .out_trade_no;
    const paid = await order();
    await post(app.app, `/__mock/pay/${paid}/success`);
    const closed = await order();
    await post(app.app, `/__mock/pay/${closed}/close`);
    await order(); // left unpaid: expires
    expect(count(app, 'orders')).toBe(3);
    app.clock.advance(3_600_000);
    expect(app.app.services.purge.purge().orders).toBe(0); // within the retention
    app.clock.advance(86_400_000);
    expect(app.app.services.purge.purge().orders).toBe(2);
    const left = app.app.db.prepare('SELECT out_trade_no, state FROM orders').all();
    expect(left).toEqual([{ out_trade_no: paid, state: 'SUCCESS' }]);
  });

  it('purges uploads no resume refers to after the grace time, rows and files, and keeps used ones', async () => {
    const app = (t = await buildTestApp({ config: { uploadGraceMs: 3_600_000 } }));
    const { token, cid } = await loginWithResume(app.app);
    const used = await uploadAvatar(app, token);
    await post(
      app.app,
      '/api/personal/save',
      { ...personalOf(cid), avatar: used, avatar_url: `/uploads/${used}` },
      token,
    );
    const orphans = [await uploadAvatar(app, token), await uploadAvatar(app, token)];
    const dir = app.app.storage.uploadsDir;
    for (const name of [used, ...orphans]) expect(fs.existsSync(path.join(dir, name))).toBe(true);

    expect(app.app.services.purge.purge().uploads).toBe(0); // too young: the user may still be choosing
    app.clock.advance(3_600_000);
    expect(app.app.services.purge.purge().uploads).toBe(2);
    expect(fs.existsSync(path.join(dir, used))).toBe(true);
    for (const name of orphans) expect(fs.existsSync(path.join(dir, name))).toBe(false);
    const rows = app.app.db.prepare('SELECT name FROM uploads WHERE name IN (?, ?, ?)').all(used, ...orphans);
    expect(rows).toEqual([{ name: used }]);
  });

  it('removes old files in the uploads folder that have no row, and purges on reset', async () => {
    const app = (t = await buildTestApp());
    const stray = path.join(app.app.storage.uploadsDir, `${'ab'.repeat(20)}.png`);
    fs.writeFileSync(stray, TINY_PNG);
    const old = (Date.now() - 2 * 86_400_000) / 1000;
    fs.utimesSync(stray, old, old);
    expect(app.app.services.purge.purge().strayFiles).toBe(1);
    expect(fs.existsSync(stray)).toBe(false);

    for (let i = 0; i < 5; i++) await post(app.app, '/api/wxSrv/qrLogin');
    await post(app.app, '/__mock/reset');
    expect(count(app, 'qr_tickets')).toBe(0);
  });
});
