// (b) a plain fetch client (the project's own code) against setupServer(...mswHandlers(mock)): no port at all.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMock } from '@cv/mock-server';
import { mswHandlers } from '@cv/mock-server/msw';
import { listeningPorts } from './ports.js';

/** The client under test: what the team's app calls, with its own base URL. */
const client = (base, token) => ({
  async call(path, body = {}) {
    const res = await fetch(`${base}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    return res.json();
  },
});

let mock;
let server;
beforeAll(async () => {
  mock = await createMock();
  server = setupServer(...mswHandlers(mock));
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(async () => {
  server.close();
  await mock.close();
});

it('reads the resume counter and the goods through the project client', async () => {
  const api = client('https://api.example.test');
  expect((await api.call('cv/counter')).code).toBe(0);
  const goods = await api.call('goods/list');
  expect(goods.data.length).toBeGreaterThan(0);
});

it('sees a forced reply set through the control API', async () => {
  await mock.control.force({ path: '/api/cv/counter', code: 2, msg: '系统繁忙', times: 1 });
  const api = client('https://api.example.test');
  expect(await api.call('cv/counter')).toMatchObject({ code: 2, msg: '系统繁忙' });
  expect((await api.call('cv/counter')).code).toBe(0);
});

it('opened no port: this process listens on none', () => {
  expect(listeningPorts()).toEqual([]);
});
