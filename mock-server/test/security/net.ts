/** Helpers for the attack tests: a real TCP listener (chunk timing and headers inject() cannot reproduce) and raw requests. */
import http from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, login, type TestApp } from '../helper.ts';
import type { BuildAppOptions } from '../../src/app.ts';

export interface Listening extends TestApp {
  port: number;
}

/** A test app listening on 127.0.0.1 (or the given host) on a free port. */
export async function listen(options: BuildAppOptions = {}, host = '127.0.0.1'): Promise<Listening> {
  const t = await buildTestApp(options);
  await t.app.listen({ port: 0, host });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { ...t, port: address.port };
}

export interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The connection ended without any reply (reset or closed). */
  reset: boolean;
  /** A socket error the client saw (EPIPE, ECONNRESET: the server closed while the client was still sending). */
  error?: string;
}

function parseRaw(raw: Buffer): RawReply {
  const text = raw.toString('utf8');
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return { status: 0, headers: {}, body: text, reset: raw.length === 0 };
  const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const i = line.indexOf(':');
    headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  let body = text.slice(end + 4);
  if (headers['transfer-encoding'] === 'chunked') {
    let out = '';
    let rest = body;
    for (;;) {
      const nl = rest.indexOf('\r\n');
      const size = parseInt(rest.slice(0, nl), 16);
      if (!size) break;
      out += rest.slice(nl + 2, nl + 2 + size);
      rest = rest.slice(nl + 2 + size + 2);
    }
    body = out;
  }
  return { status: Number(statusLine?.split(' ')[1] ?? 0), headers, body, reset: false };
}

/**
 * Writes the given pieces to a raw socket one after another (waiting `gapMs` between them, so the server reads them
 * as separate chunks) and collects whatever comes back until the server closes or `idleMs` passes without data.
 */
export function rawRequest(
  port: number,
  pieces: (Buffer | string)[],
  { gapMs = 30, host = '127.0.0.1', idleMs = 1500 }: { gapMs?: number; host?: string; idleMs?: number } = {},
): Promise<RawReply> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    const chunks: Buffer[] = [];
    let idle: NodeJS.Timeout | undefined;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(idle);
      socket.destroy();
      resolve({ ...parseRaw(Buffer.concat(chunks)), ...(error ? { error } : {}) });
    };
    socket.on('data', (d) => {
      chunks.push(d);
      clearTimeout(idle);
      idle = setTimeout(finish, idleMs);
    });
    let error: string | undefined;
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', finish);
    socket.on('connect', async () => {
      for (const piece of pieces) {
        if (done || socket.destroyed) return;
        socket.write(piece);
        await new Promise((r) => setTimeout(r, gapMs));
      }
      idle ??= setTimeout(finish, idleMs);
    });
  });
}

export async function tokenFor(app: FastifyInstance, nickname?: string): Promise<string> {
  return (await login(app, nickname)).token;
}

export interface HttpReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request with node:http, which sends a Host header as given (fetch replaces it with the URL's host). */
export function httpCall(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
  host = '127.0.0.1',
): Promise<HttpReply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host,
        port,
        method,
        path,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
