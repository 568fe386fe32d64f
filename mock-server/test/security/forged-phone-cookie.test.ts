/**
 * Attack: confirming a login as someone else from the phone page by forging its identity cookie. The phone page
 * keeps a phone's mock account in the `mock_openid` cookie; before the fix it trusted the cookie as sent, so anyone
 * on the LAN could confirm a waiting login as a demo user by naming its openid. Now the cookie is HMAC-signed and
 * HttpOnly; an unsigned, forged or edited cookie is refused (code 1) and nobody is logged in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@cv/contract';
import { buildTestApp, post, type TestApp } from '../helper.ts';

const demo = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '../../../fixtures/demo-users.json'), 'utf8'),
) as { openid: string }[];

describe('the phone identity cookie', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const newTicket = async () => (await post<{ ticket: string }>(t.app, '/api/wxSrv/qrLogin')).body.data.ticket;
  const state = async (ticket: string) =>
    (await post<{ state?: string }>(t.app, '/api/wxSrv/qrState', { ticket })).body;

  it('is signed and HttpOnly when the scan page hands it out', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/mock/scan/${await newTicket()}` });
    const setCookie = String(page.headers['set-cookie']);
    expect(setCookie).toMatch(/^mock_openid=phone-[\w-]+\.[\w-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
  });

  const FORGED = [
    { title: "a demo user's openid, unsigned", value: () => demo[0]!.openid },
    { title: 'a demo openid with a made-up signature', value: () => `${demo[0]!.openid}.${'A'.repeat(43)}` },
    {
      title: 'a real signature moved onto another openid',
      value: (real: string) => `${demo[0]!.openid}.${real.slice(real.lastIndexOf('.') + 1)}`,
    },
    { title: 'garbage', value: () => '../../x' },
  ];

  for (const forged of FORGED) {
    it(`refuses ${forged.title}: code 1, the ticket stays unconfirmed`, async () => {
      const page = await t.app.inject({ method: 'GET', url: `/mock/scan/${await newTicket()}` });
      const real = decodeURIComponent(String(page.headers['set-cookie']).split(';')[0]!.split('=')[1]!);
      const ticket = await newTicket();
      const res = await t.app.inject({
        method: 'POST',
        url: `/mock/scan/${ticket}/confirm`,
        headers: { cookie: `mock_openid=${encodeURIComponent(forged.value(real))}` },
        payload: {},
      });
      expect(res.json()).toMatchObject({ code: Code.INVALID_PARAMS });
      expect((await state(ticket)).code).toBe(Code.QR_PENDING);
    });
  }

  it('accepts its own signed cookie: the same phone is the same user', async () => {
    const ticket = await newTicket();
    const page = await t.app.inject({ method: 'GET', url: `/mock/scan/${ticket}` });
    const cookie = String(page.headers['set-cookie']).split(';')[0]!;
    const res = await t.app.inject({ method: 'POST', url: `/mock/scan/${ticket}/confirm`, headers: { cookie } });
    expect(res.json().code).toBe(Code.OK);
    expect((await state(ticket)).code).toBe(Code.OK);
  });

  it('keeps the generated secret in DATA_DIR so cookies survive a restart', () => {
    const file = path.join(t.dataDir, 'cookie-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(32);
  });
});
