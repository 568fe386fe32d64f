/**
 * createMock (the package's in-process API): fetch answers as the HTTP server does, with no port; supertest on
 * `server`; the typed control helpers; createMock({ scenario, session, clock }); mswHandlers for a plain fetch
 * client. The packed tarball in another project is checked by npm run test:consumer (examples/consumer).
 */
import { setupServer } from 'msw/node';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMock, MockControlError, type Mock } from '../src/mock/index.ts';
import { mswHandlers } from '../src/mock/msw.ts';

let mock: Mock;
beforeAll(async () => {
  mock = await createMock();
});
afterAll(() => mock.close());

const counter = () => new Request('http://localhost/api/cv/counter', { method: 'POST' });

describe('createMock', () => {
  it('fetch answers /api and /__mock without listening', async () => {
    const reply = await mock.fetch(counter());
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('application/json');
    expect(await reply.json()).toMatchObject({ code: 0, msg: 'ok' });
    expect(mock.server.listening).toBe(false);
    const panel = await mock.fetch(new Request('http://localhost/__mock'));
    expect(await panel.text()).toContain('Mock 控制面板');
  });

  it('server serves supertest the same replies', async () => {
    const { token } = await mock.control.login({ nickname: '超测' });
    const created = await supertest(mock.server)
      .post('/api/cv/new')
      .set('token', token)
      .send({ template: 'classic-2f5496' });
    expect(created.body.code).toBe(0);
    const got = await mock.fetch(
      new Request('http://localhost/api/cv/get', {
        method: 'POST',
        headers: { token, 'content-type': 'application/json' },
        body: JSON.stringify({ cid: created.body.data.cid }),
      }),
    );
    expect(((await got.json()) as { code: number }).code).toBe(0);
  });

  it('control helpers answer data and throw MockControlError with the code of a refusal', async () => {
    await mock.control.force({ path: '/api/cv/counter', code: 2, times: 1 });
    expect(((await (await mock.fetch(counter())).json()) as { code: number }).code).toBe(2);
    expect((await mock.control.snapshot()).format).toBe('cv-mock-snapshot');
    const refused = mock.control.login({ user_id: 1 });
    await expect(refused).rejects.toBeInstanceOf(MockControlError);
    await expect(refused).rejects.toMatchObject({ code: 3 });
  });

  it('createMock({ scenario, session, clock }) starts in that state', async () => {
    const other = await createMock({ scenario: 'vip', session: 'team-b', clock: '2030-01-01T00:00:00Z' });
    try {
      expect(other.scenario?.user.vip_until?.slice(0, 10)).toBe('2030-01-31');
      const clock = await other.control.clock();
      expect(clock.iso.slice(0, 10)).toBe('2030-01-01');
      const sessions = (await (await other.fetch(new Request('http://localhost/__mock/sessions'))).json()) as {
        data: { sessions: { name: string }[] };
      };
      expect(sessions.data.sessions.map((s) => s.name)).toContain('team-b');
    } finally {
      await other.close();
    }
  });
});

describe('mswHandlers', () => {
  const server = setupServer(...mswHandlers({ fetch: (request) => mock.fetch(request) }));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it("answer a plain fetch client's calls on any origin from the mock", async () => {
    const reply = await fetch('https://api.example.test/api/goods/list', { method: 'POST' });
    const body = (await reply.json()) as { code: number; data: unknown[] };
    expect(body.code).toBe(0);
    expect(body.data.length).toBeGreaterThan(0);
  });
});
