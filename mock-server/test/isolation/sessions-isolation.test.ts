/**
 * Issue 34's acceptance: clients of one server, each in its own session, resetting and forcing codes freely, see
 * nothing of each other. Alone (npm run test:unit) three supertest actors share an in-process server. With
 * ISOLATION_BASE_URL (npm run test:isolation, scripts/sessions-isolation.mjs) one supertest actor joins two Playwright
 * workers on that server. ISOLATION_SESSIONS=off sends no session name, to show the same test failing on one state.
 */
import { afterEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Server } from 'node:http';
import { MOCK_SESSION_HEADER } from '@cv/contract';
import { buildTestApp, type TestApp } from '../helper.ts';
import { runActor, timingFromEnv, type Send } from './actor.ts';

const sharedServer = process.env.ISOLATION_BASE_URL;
const withSessions = process.env.ISOLATION_SESSIONS !== 'off';

function supertestSend(target: string | Server, session: string): Send {
  return async (method, url, body, token) => {
    const agent = request(target);
    let req = method === 'GET' ? agent.get(url) : method === 'POST' ? agent.post(url) : agent.delete(url);
    if (method === 'PUT') req = agent.put(url);
    if (withSessions) req = req.set(MOCK_SESSION_HEADER, session);
    if (token) req = req.set('token', token);
    const res = body === undefined ? await req : await req.send(body as object);
    return res.body as { code: number; data: unknown; msg: string };
  };
}

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

describe('sessions', () => {
  it('keep clients of one server apart: resets, forced codes, clock moves and journals never cross', async () => {
    let actors: Promise<Awaited<ReturnType<typeof runActor>>>[];
    if (sharedServer) {
      // Index 2: the two Playwright workers are actors 0 and 1.
      const send = supertestSend(sharedServer, `iso-supertest-${process.pid}`);
      actors = [runActor('supertest', 2, send, timingFromEnv(process.env))];
    } else {
      test = await buildTestApp();
      await test.app.ready();
      const server = test.app.server;
      actors = ['a', 'b', 'c'].map((name, index) => runActor(name, index, supertestSend(server, `iso-${name}`)));
    }
    const results = await Promise.all(actors);
    for (const r of results) {
      console.log(`${r.name}: ${r.rounds} rounds, ${r.requests} requests, ${r.interference.length} interference`);
      for (const line of r.interference.slice(0, 5)) console.log(`  ${line}`);
    }
    expect(results.flatMap((r) => r.interference)).toEqual([]);
  });
});
