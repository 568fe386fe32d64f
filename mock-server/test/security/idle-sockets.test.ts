/**
 * Attack: connections that never send a byte. Node's request and header timeouts start with a request's first
 * byte, so such connections were never closed (200 of 200 still open after 75 s). Now a connection that has not
 * started a request within IDLE_SOCKET_TIMEOUT_MS is closed; requests in progress and keep-alive are unaffected.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, routes } from '@cv/contract';
import { httpCall, listen, type Listening } from './net.ts';

const IDLE_MS = 600;

/** Opens a connection that sends nothing; resolves with whether the server closed it, and after how long. */
function silent(port: number): Promise<{ closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let ended = false;
    socket.on('end', () => (ended = true));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ closedByServer: ended || socket.readableEnded }));
  });
}

describe('connections that never send a byte', () => {
  let s: Listening;
  beforeAll(async () => {
    s = await listen({ config: { idleSocketTimeoutMs: IDLE_MS } });
  });
  afterAll(() => s.close());

  it('are closed by the server, 200 at once', async () => {
    const results = await Promise.all(Array.from({ length: 200 }, () => silent(s.port)));
    expect(results.every((r) => r.closedByServer)).toBe(true);
    expect(JSON.parse((await httpCall(s.port, 'POST', routes.cvCounter.path, {}, '{}')).body).code).toBe(Code.OK);
  });

  it('leave a request that takes longer than the idle timeout alone', async () => {
    // x-mock-delay holds the reply for longer than IDLE_SOCKET_TIMEOUT_MS once the request has arrived.
    const res = await httpCall(s.port, 'POST', routes.cvCounter.path, { 'x-mock-delay': String(IDLE_MS * 2) }, '{}');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).code).toBe(Code.OK);
  });
});
