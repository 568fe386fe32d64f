import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MOCK_SESSION_HEADER } from '@cv/contract';
import { buildTestApp, type Envelope, type TestApp } from './helper.ts';

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

interface CallOptions {
  session?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** One request in a session (x-mock-session) or, without `session`, in the default one. */
async function call<T = unknown>(app: FastifyInstance, method: string, url: string, options: CallOptions = {}) {
  const res = await app.inject({
    method: method as 'GET',
    url,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    headers: {
      ...(options.session ? { [MOCK_SESSION_HEADER]: options.session } : {}),
      ...(options.token ? { token: options.token } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
  });
  return { status: res.statusCode, body: res.json<Envelope<T>>(), headers: res.headers };
}

async function loginIn(app: FastifyInstance, session?: string) {
  const { body } = await call<{ token: string; user: { id: number } }>(app, 'POST', '/__mock/login', {
    session,
    body: { nickname: '会话用户' },
  });
  expect(body.code).toBe(0);
  return body.data.token;
}

const sessionNames = async (app: FastifyInstance) =>
  (await call<{ sessions: { name: string }[] }>(app, 'GET', '/__mock/sessions')).body.data.sessions.map((s) => s.name);

describe('sessions (x-mock-session)', () => {
  it('give each session its own resumes, forced replies, clock and journal; no header is the default session', async () => {
    test = await buildTestApp();
    const { app } = test;
    const tokenA = await loginIn(app, 'a');
    const tokenDefault = await loginIn(app);
    const created = await call<{ cid: string }>(app, 'POST', '/api/cv/new', {
      session: 'a',
      token: tokenA,
      body: { template: 'classic-2f5496' },
    });
    expect(created.body.code).toBe(0);
    const listA = await call<unknown[]>(app, 'POST', '/api/cv/list', { session: 'a', token: tokenA, body: {} });
    const listDefault = await call<unknown[]>(app, 'POST', '/api/cv/list', { token: tokenDefault, body: {} });
    expect(listA.body.data).toHaveLength(1);
    expect(listDefault.body.data).toHaveLength(0);

    // A forced code in b answers in b only.
    await call(app, 'POST', '/__mock/force', { session: 'b', body: { path: '/api/template/list', code: 2 } });
    expect((await call(app, 'POST', '/api/template/list', { session: 'b', body: {} })).body.code).toBe(2);
    expect((await call(app, 'POST', '/api/template/list', { session: 'a', body: {} })).body.code).toBe(0);
    expect((await call(app, 'POST', '/api/template/list', { body: {} })).body.code).toBe(0);

    // The clock of b moves alone.
    await call(app, 'POST', '/__mock/clock/advance', { session: 'b', body: { ms: 86_400_000 } });
    const clockB = (await call<{ now: number }>(app, 'GET', '/__mock/clock', { session: 'b' })).body.data.now;
    const clockA = (await call<{ now: number }>(app, 'GET', '/__mock/clock', { session: 'a' })).body.data.now;
    expect(clockB - clockA).toBeGreaterThan(86_000_000);
    expect(test.clock.offset()).toBe(0);

    // Each journal holds its own session's requests.
    const journalA = await call<{ url: string }[]>(app, 'GET', '/__mock/journal', { session: 'a' });
    const journalB = await call<{ url: string }[]>(app, 'GET', '/__mock/journal', { session: 'b' });
    expect(journalA.body.data.map((e) => e.url)).toContain('/api/cv/new');
    expect(journalB.body.data.map((e) => e.url)).not.toContain('/api/cv/new');
    expect(journalB.body.data.map((e) => e.url)).toContain('/__mock/force');

    // Resetting a leaves the default session's user and b's forced reply alone.
    await call(app, 'POST', '/__mock/reset', { session: 'a' });
    expect((await call(app, 'GET', '/api/user', { session: 'a', token: tokenA })).body.code).toBe(401);
    expect((await call(app, 'GET', '/api/user', { token: tokenDefault })).body.code).toBe(0);
    expect((await call(app, 'POST', '/api/template/list', { session: 'b', body: {} })).body.code).toBe(2);
  });

  it('answer 401 to a token another session issued', async () => {
    test = await buildTestApp();
    const { app } = test;
    const tokenA = await loginIn(app, 'a');
    expect((await call(app, 'GET', '/api/user', { session: 'a', token: tokenA })).body.code).toBe(0);
    expect((await call(app, 'GET', '/api/user', { session: 'b', token: tokenA })).body.code).toBe(401);
    expect((await call(app, 'GET', '/api/user', { token: tokenA })).body.code).toBe(401);
  });

  it('answer code 1 naming the header to a bad session name, and create nothing', async () => {
    test = await buildTestApp();
    const { app } = test;
    for (const bad of ['', '-a', 'a b', 'x'.repeat(65), '中文', 'a/b']) {
      const res = await call(app, 'POST', '/api/template/list', { headers: { [MOCK_SESSION_HEADER]: bad }, body: {} });
      expect(res.status, bad).toBe(400);
      expect(res.body.code).toBe(1);
      expect(res.body.msg).toContain(MOCK_SESSION_HEADER);
    }
    expect(await sessionNames(app)).toEqual(['default']);
  });

  it('are created only from this machine or with the admin key; an existing one is usable from anywhere', async () => {
    test = await buildTestApp({ config: { mockAdminKey: 's3cret' } });
    const { app } = test;
    const remote = { remoteAddress: '192.168.1.50', headers: { host: '192.168.1.50:3000' } };
    const refused = await call(app, 'POST', '/api/template/list', { ...remote, session: 'lan', body: {} });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(1);
    expect(refused.body.msg).toContain('x-mock-admin-key');
    expect(await sessionNames(app)).toEqual(['default']);

    const keyed = await call(app, 'POST', '/api/template/list', {
      remoteAddress: '192.168.1.50',
      headers: { host: '192.168.1.50:3000', 'x-mock-admin-key': 's3cret' },
      session: 'lan',
      body: {},
    });
    expect(keyed.body.code).toBe(0);
    // Now that it exists, a phone on the LAN may use it (as it may use the default session).
    expect((await call(app, 'POST', '/api/template/list', { ...remote, session: 'lan', body: {} })).body.code).toBe(0);
    expect(await sessionNames(app)).toEqual(['default', 'lan']);
  });

  it('are listed and dropped through the control API; the default one cannot be dropped', async () => {
    test = await buildTestApp();
    const { app } = test;
    await call(app, 'GET', '/__mock/session', { session: 'one' });
    const own = await call<{ name: string; expires_at: string | null }>(app, 'GET', '/__mock/session', {
      session: 'two',
    });
    expect(own.body.data.name).toBe('two');
    expect(own.body.data.expires_at).not.toBeNull();
    expect(await sessionNames(app)).toEqual(['default', 'two', 'one']);

    expect((await call(app, 'DELETE', '/__mock/sessions/one')).body.code).toBe(0);
    expect(await sessionNames(app)).toEqual(['default', 'two']);
    expect((await call(app, 'DELETE', '/__mock/sessions/one')).body.code).toBe(3);
    const dropDefault = await call(app, 'DELETE', '/__mock/sessions/default');
    expect(dropDefault.body.code).toBe(1);
    expect(dropDefault.body.msg).toContain('name');
    expect((await call(app, 'DELETE', '/__mock/sessions/a%20b')).body.code).toBe(1);
    expect(await sessionNames(app)).toEqual(['default', 'two']);
  });

  it('are capped: creating one past MOCK_SESSIONS_MAX drops the longest idle', async () => {
    test = await buildTestApp({ config: { sessionsMax: 2 } });
    const { app } = test;
    await call(app, 'GET', '/__mock/session', { session: 'first' });
    await call(app, 'GET', '/__mock/session', { session: 'second' });
    await call(app, 'GET', '/__mock/session', { session: 'first' }); // second is now the longest idle
    await call(app, 'GET', '/__mock/session', { session: 'third' });
    expect((await sessionNames(app)).sort()).toEqual(['default', 'first', 'third']);
  });

  it('are dropped after MOCK_SESSION_IDLE_MS without a request', async () => {
    test = await buildTestApp({ config: { sessionIdleMs: 1000 } });
    const { app } = test;
    await call(app, 'GET', '/__mock/session', { session: 'brief' });
    expect(await sessionNames(app)).toContain('brief');
    let names = await sessionNames(app);
    for (let i = 0; i < 50 && names.includes('brief'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      names = await sessionNames(app);
    }
    expect(names).toEqual(['default']);
  });

  it('are chosen by the mock_session cookie and the link that sets it', async () => {
    test = await buildTestApp();
    const { app } = test;
    const link = await app.inject({ method: 'GET', url: '/mock/session/demo?to=/__mock' });
    expect(link.statusCode).toBe(302);
    expect(link.headers.location).toBe('/__mock');
    expect(String(link.headers['set-cookie'])).toMatch(/^mock_session=demo; Path=\//);
    await call(app, 'POST', '/__mock/force', {
      headers: { cookie: 'other=1; mock_session=demo' },
      body: { path: '/api/goods/list', code: 5 },
    });
    expect((await call(app, 'POST', '/api/goods/list', { session: 'demo', body: {} })).body.code).toBe(5);
    expect((await call(app, 'POST', '/api/goods/list', { body: {} })).body.code).toBe(0);
    const leave = await app.inject({ method: 'GET', url: '/mock/session/default' });
    expect(String(leave.headers['set-cookie'])).toMatch(/^mock_session=; Path=\/; Max-Age=0/);
    const offsite = await app.inject({ method: 'GET', url: '/mock/session/demo?to=//evil.test' });
    expect(offsite.json<Envelope>().code).toBe(1);
    expect(offsite.headers.location).toBeUndefined();
  });

  it('put their name in the QR links a phone opens, and the phone confirms the login in that session', async () => {
    test = await buildTestApp();
    const { app } = test;
    const qr = await call<{ qr_url: string; ticket: string }>(app, 'POST', '/api/wxSrv/qrLogin', {
      session: 'phone',
      body: {},
    });
    expect(qr.body.data.qr_url).toMatch(/\?mock_session=phone$/);
    const page = await app.inject({ method: 'GET', url: `/mock/scan/${qr.body.data.ticket}?mock_session=phone` });
    expect(page.body).toContain(`/mock/scan/${qr.body.data.ticket}/confirm?mock_session=phone`);
    const confirm = await app.inject({
      method: 'POST',
      url: `/mock/scan/${qr.body.data.ticket}/confirm?mock_session=phone`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(confirm.json<Envelope>().code).toBe(0);
    const state = await call<{ state: string }>(app, 'POST', '/api/wxSrv/qrState', {
      session: 'phone',
      body: { ticket: qr.body.data.ticket },
    });
    expect(state.body.code).toBe(0);
    // The default session never saw the ticket.
    const elsewhere = await call(app, 'POST', '/api/wxSrv/qrState', { body: { ticket: qr.body.data.ticket } });
    expect(elsewhere.body.code).not.toBe(0);
  });
});
