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

describe('POST /__mock/qr/:ticket/confirm {user_id}', () => {
  it('signs in as that existing user again (same id, same resumes)', async () => {
    const first = await newTicket();
    await target.http().post(`/__mock/qr/${first.ticket}/confirm`).send({ nickname: '回头客' });
    const { token } = expectOk('qrState', await poll(first.ticket)) as { token: string };
    const me = expectOk('user', (await call(target, 'user', undefined, token)).body);

    const again = await newTicket();
    const confirmed = await target.http().post(`/__mock/qr/${again.ticket}/confirm`).send({ user_id: me.id });
    expect(confirmed.body).toMatchObject({ code: 0, data: { state: 'confirmed' } });
    const second = expectOk('qrState', await poll(again.ticket)) as { token: string };
    expect(second.token).not.toBe(token);
    const meAgain = expectOk('user', (await call(target, 'user', undefined, second.token)).body);
    expect(meAgain.id).toBe(me.id);
    expect(meAgain.nickname).toBe('回头客');
  });
  it('answers 3 for a user that does not exist and leaves the ticket pending', async () => {
    const { ticket } = await newTicket();
    const reply = await target.http().post(`/__mock/qr/${ticket}/confirm`).send({ user_id: 999_999_999 });
    expect(reply.body).toMatchObject({ code: Code.NOT_FOUND, msg: '用户不存在' });
    expect((await poll(ticket)).data).toEqual({ state: 'waiting' });
  });
  it('answers 1 naming the field for a user_id that is not a positive integer', async () => {
    const { ticket } = await newTicket();
    const reply = await target.http().post(`/__mock/qr/${ticket}/confirm`).send({ user_id: 'abc' });
    expect(reply.body.code).toBe(Code.INVALID_PARAMS);
    expect(reply.body.msg).toContain('user_id');
  });
});
