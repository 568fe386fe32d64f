// QR login as a phone and a browser see it (DESIGN 5): scan page, confirm/cancel buttons, token exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@cv/contract';
import { buildTestApp, get, post, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { publicUrl: 'http://192.168.1.20:3000' } });
});
afterAll(() => t.close());

const newTicket = async (app = t.app) =>
  (await post<{ ticket: string; qr_url: string }>(app, '/api/wxSrv/qrLogin')).body.data;
const poll = (ticket: string, app = t.app) =>
  post<{ token?: string; state?: string }>(app, '/api/wxSrv/qrState', { ticket });

describe('the login QR code', () => {
  it('is a PNG served by the mock', async () => {
    const { qr_url } = await newTicket();
    const res = await t.app.inject({ method: 'GET', url: qr_url });
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});

describe('the mobile confirm page /mock/scan/:ticket', () => {
  it('marks the ticket scanned when opened and offers 确认登录 and 取消', async () => {
    const { ticket } = await newTicket();
    const page = await t.app.inject({ method: 'GET', url: `/mock/scan/${ticket}` });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('确认登录');
    expect(page.body).toContain('取消');
    expect(page.body).toContain('width=device-width');
    expect((await poll(ticket)).body).toEqual({
      code: Code.QR_PENDING,
      data: { state: 'scanned' },
      msg: expect.any(String),
    });
  });

  it('确认登录 logs the browser in: the next poll answers 0 with a token, the one after 8', async () => {
    const { ticket } = await newTicket();
    await t.app.inject({ method: 'GET', url: `/mock/scan/${ticket}` });
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/mock/scan/${ticket}/confirm`,
      payload: { nickname: '小明' },
    });
    expect(confirm.json()).toMatchObject({ code: 0, data: { message: expect.stringContaining('已确认') } });
    const done = await poll(ticket);
    expect(done.body.code).toBe(0);
    const me = await get<{ nickname: string }>(t.app, '/api/user', done.body.data.token);
    expect(me.body.data.nickname).toBe('小明');
    expect((await poll(ticket)).body).toMatchObject({ code: Code.QR_INVALID, data: null });
  });

  it('取消 makes the browser’s poll answer 8', async () => {
    const { ticket } = await newTicket();
    await t.app.inject({ method: 'POST', url: `/mock/scan/${ticket}/cancel` });
    expect((await poll(ticket)).body).toMatchObject({ code: Code.QR_INVALID, msg: expect.stringContaining('取消') });
    const page = await t.app.inject({ method: 'GET', url: `/mock/scan/${ticket}` });
    expect(page.body).toContain('已取消登录');
  });

  it('the same phone logs in as the same user every time (cookie openid)', async () => {
    const first = await newTicket();
    const opened = await t.app.inject({ method: 'GET', url: `/mock/scan/${first.ticket}` });
    const cookie = String(opened.headers['set-cookie']).split(';')[0] as string;
    await t.app.inject({ method: 'POST', url: `/mock/scan/${first.ticket}/confirm`, headers: { cookie } });
    const a = (await poll(first.ticket)).body.data.token as string;
    const second = await newTicket();
    await t.app.inject({ method: 'POST', url: `/mock/scan/${second.ticket}/confirm`, headers: { cookie } });
    const b = (await poll(second.ticket)).body.data.token as string;
    expect(a).not.toBe(b);
    const idA = (await get<{ id: number }>(t.app, '/api/user', a)).body.data.id;
    const idB = (await get<{ id: number }>(t.app, '/api/user', b)).body.data.id;
    expect(idA).toBe(idB);
  });

  it('a ticket expires 300 s later on the mock clock: poll 8, confirm refused, page says 过期', async () => {
    const { ticket } = await newTicket();
    t.clock.advance(300_000);
    expect((await poll(ticket)).body).toMatchObject({ code: Code.QR_INVALID, msg: expect.stringContaining('过期') });
    const confirm = await t.app.inject({ method: 'POST', url: `/mock/scan/${ticket}/confirm` });
    expect(confirm.json().code).toBe(Code.QR_INVALID);
    expect((await t.app.inject({ method: 'GET', url: `/mock/scan/${ticket}` })).body).toContain('过期');
  });
});

describe('MOCK_AUTO_LOGIN_MS', () => {
  it('confirms a ticket by itself after the delay, always as the same developer user', async () => {
    const local = await buildTestApp({ config: { autoLoginMs: 2000 } });
    try {
      const tokens: string[] = [];
      for (let i = 0; i < 2; i++) {
        const { ticket } = await newTicket(local.app);
        expect((await poll(ticket, local.app)).body.code).toBe(Code.QR_PENDING);
        local.clock.advance(2000);
        const done = await poll(ticket, local.app);
        expect(done.body.code).toBe(0);
        tokens.push(done.body.data.token as string);
      }
      const ids = await Promise.all(
        tokens.map(async (tk) => (await get<{ id: number }>(local.app, '/api/user', tk)).body.data.id),
      );
      expect(ids[0]).toBe(ids[1]);
    } finally {
      await local.close();
    }
  });
});
