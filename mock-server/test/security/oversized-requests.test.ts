/**
 * Attack: oversized and malformed requests at the transport level. Before the fix a 10 MB JSON body sometimes
 * ended in a connection reset (the server closed the socket while the client was still sending), and headers over
 * 16 KB or a garbled request line got Fastify's own JSON, not an envelope. Now each answers a readable envelope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@cv/contract';
import { httpCall, listen, rawRequest, type Listening } from './net.ts';

describe('oversized and malformed requests over a real connection', () => {
  let s: Listening;
  beforeAll(async () => {
    s = await listen();
  });
  afterAll(() => s.close());

  const big = Buffer.from(`{"x":"${'a'.repeat(10 * 1024 * 1024)}"}`);

  it('answers a 10 MB JSON body with a readable 413 envelope every time, never a reset', async () => {
    for (let i = 0; i < 5; i++) {
      const head = `POST /api/template/list HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${big.length}\r\n\r\n`;
      // The whole body in one write: the server has answered long before the client has finished sending.
      const reply = await rawRequest(s.port, [Buffer.concat([Buffer.from(head), big])], { gapMs: 0 });
      expect(reply.reset, `try ${i}`).toBe(false);
      expect(reply.error, `try ${i}: the client could not finish sending`).toBeUndefined();
      expect(reply.status).toBe(413);
      expect(JSON.parse(reply.body)).toEqual({ code: Code.PAYLOAD_TOO_LARGE, data: null, msg: '请求内容过大' });
    }
  });

  it('answers a 10 MB chunked JSON body (no Content-Length) with the 413 envelope too', async () => {
    const head = `POST /api/template/list HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`;
    const chunk = Buffer.concat([Buffer.from(`${big.length.toString(16)}\r\n`), big, Buffer.from('\r\n0\r\n\r\n')]);
    const reply = await rawRequest(s.port, [Buffer.from(head), chunk], { gapMs: 10 });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toMatchObject({ code: Code.PAYLOAD_TOO_LARGE });
  });

  it('answers headers over 16 KB with a 431 envelope', async () => {
    const reply = await httpCall(s.port, 'GET', '/api/user', { 'x-padding': 'p'.repeat(20 * 1024) }).catch(
      (error: Error) => ({ status: -1, body: error.message, headers: {} }),
    );
    expect(reply.status).toBe(431);
    expect(JSON.parse(reply.body)).toMatchObject({ code: Code.PAYLOAD_TOO_LARGE, data: null, msg: '请求头过大' });
  });

  it('answers a garbled request line with a 400 envelope', async () => {
    const reply = await rawRequest(s.port, ['GARBAGE / NOT-HTTP\r\n\r\n']);
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body)).toMatchObject({ code: Code.INVALID_PARAMS, data: null });
  });

  it('keeps serving normal requests afterwards', async () => {
    const res = await httpCall(s.port, 'POST', '/api/template/list', {}, '{}');
    expect(JSON.parse(res.body)).toMatchObject({ code: Code.OK });
  });
});
