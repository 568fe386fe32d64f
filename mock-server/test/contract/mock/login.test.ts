// Contract: wxSrv/qrLogin and wxSrv/qrState through the whole QR lifecycle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@cv/contract';
import { advanceClock, call, expectCode, expectOk, startTarget, type Target } from '../harness.ts';

let target: Target;
beforeAll(async () => {
  target = await startTarget();
});
afterAll(() => target.close());

const newTicket = async () => expectOk('qrLogin', (await call(target, 'qrLogin')).body);
const poll = async (ticket: string) => (await call(target, 'qrState', { ticket })).body;

describe('POST /api/wxSrv/qrLogin', () => {
  it('answers qr_url (a PNG), ticket and expire_seconds with no body', async () => {
    const data = await newTicket();
    expect(data.expire_seconds).toBe(300);
    const png = await target.http().get(data.qr_url).buffer(true);
    expect(png.headers['content-type']).toBe('image/png');
    expect((png.body as Buffer).subarray(0, 4).toString('hex')).toBe('89504e47');
  });
  it('accepts {}', async () => {
    expectOk('qrLogin', (await call(target, 'qrLogin', {})).body);
  });
});

describe('POST /api/wxSrv/qrState', () => {
  it("answers 7 {state:'waiting'}, then 7 {state:'scanned'}, then 0 {token} once, then 8", async () => {
    const { ticket } = await newTicket();
    const waiting = await poll(ticket);
    expectCode(waiting, Code.QR_PENDING);
    expect(waiting.data).toEqual({ state: 'waiting' });
    await target.http().post(`/__mock/qr/${ticket}/scan`).send({});
    expect((await poll(ticket)).data).toEqual({ state: 'scanned' });
    await target.http().post(`/__mock/qr/${ticket}/confirm`).send({});
    const done = expectOk('qrState', await poll(ticket)) as { token: string };
    expect(done.token.length).toBeGreaterThanOrEqual(22);
    expect(expectOk('user', (await call(target, 'user', undefined, done.token)).body).id).toBeGreaterThan(0);
    expectCode(await poll(ticket), Code.QR_INVALID);
  });
  it('answers 8 for a cancelled ticket', async () => {
    const { ticket } = await newTicket();
    await target.http().post(`/__mock/qr/${ticket}/cancel`).send({});
    expectCode(await poll(ticket), Code.QR_INVALID);
  });
  it('answers 8 for an unknown ticket', async () => {
    expectCode(await poll('no-such-ticket'), Code.QR_INVALID);
  });
  it('answers 8 once the ticket is older than 300 s on the mock clock', async () => {
    const { ticket } = await newTicket();
    await advanceClock(target, 301_000);
    const reply = await poll(ticket);
    expectCode(reply, Code.QR_INVALID);
    expect(reply.msg).toContain('过期');
  });
});
