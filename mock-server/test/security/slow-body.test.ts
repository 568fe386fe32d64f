/**
 * Attack: slowloris on the body. A client sends its headers, then the body one byte at a time, slowly enough that
 * no idle timeout ever fires. Before the fix such connections stayed open forever (20 still open after 95 s). Now a
 * request not received within REQUEST_TIMEOUT_MS answers 408 with an envelope and its connection is closed.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@cv/contract';
import { httpCall, listen, type Listening } from './net.ts';

/** Opens a connection that drips a JSON body one byte every `everyMs`; resolves with what the server answered. */
function drip(port: number, everyMs: number): Promise<{ reply: string; closed: boolean; bytesSent: number }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const body = `{"pad":"${'x'.repeat(200)}"}`;
    let sent = 0;
    let reply = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(
        `POST /api/template/list HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      timer = setInterval(() => {
        if (sent < body.length && socket.writable) socket.write(body[sent++]!);
      }, everyMs);
    });
    socket.on('data', (d) => (reply += d.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ reply, closed: true, bytesSent: sent });
    });
  });
}

describe('a request body dripped one byte at a time', () => {
  let s: Listening;
  beforeAll(async () => {
    s = await listen({ config: { requestTimeoutMs: 1000 } });
  });
  afterAll(() => s.close());

  it('is cut off with a 408 envelope and the connection closed, for 20 connections at once', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => drip(s.port, 200)));
    for (const { reply, closed, bytesSent } of results) {
      expect(closed).toBe(true);
      expect(bytesSent).toBeLessThan(200); // cut off long before the body was complete
      expect(reply).toMatch(/^HTTP\/1\.1 408 /);
      const body = reply.slice(reply.indexOf('\r\n\r\n') + 4);
      expect(JSON.parse(body)).toMatchObject({ code: Code.BUSY, data: null });
    }
    // The server still answers normal requests.
    expect(JSON.parse((await httpCall(s.port, 'POST', '/api/template/list', {}, '{}')).body).code).toBe(Code.OK);
  });

  it('leaves a normal request that arrives in time alone', async () => {
    const res = await httpCall(s.port, 'POST', '/api/template/list', {}, '{}');
    expect(res.status).toBe(200);
  });
});
