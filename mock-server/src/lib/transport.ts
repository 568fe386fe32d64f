/**
 * Transport errors that happen before or outside a route still answer an envelope where HTTP lets them carry a
 * body: 400 (unparsable request), 408 (request not received in time), 431 (headers too large), 413 (body too
 * large, from the error handler of envelope.ts, which drains the unread body first with drainThen).
 */
import type { Socket } from 'node:net';
import type { IncomingMessage, Server } from 'node:http';
import { Code } from '@cv/contract';

interface ClientError extends Error {
  code?: string;
}

const REPLIES: Record<string, { status: number; reason: string; code: number; msg: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    code: Code.BUSY,
    msg: '请求超时：请求内容没有在限定时间内传完，请重试',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    code: Code.PAYLOAD_TOO_LARGE,
    msg: '请求头过大',
  },
};
const BAD_REQUEST = {
  status: 400,
  reason: 'Bad Request',
  code: Code.INVALID_PARAMS,
  msg: '参数错误：HTTP 请求格式不正确',
};

/** The reply Node's HTTP parser errors get: an envelope, then the connection is closed. */
export function envelopeClientError(error: ClientError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const reply = REPLIES[error.code ?? ''] ?? BAD_REQUEST;
  const body = JSON.stringify({ code: reply.code, data: null, msg: reply.msg });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${reply.status} ${reply.reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  // end() flushes the reply; a client that keeps sending (a slow body) is then cut off a moment later.
  socket.end();
  setTimeout(() => socket.destroy(), 500).unref();
}

/** Bodies up to this size are read to the end before a 413 so the client, still sending, reads the reply. */
export const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;
/** Longest wait for the rest of a body before answering 413 anyway. */
const DRAIN_MAX_MS = 10_000;

/**
 * Calls `then` once the request's unread body has been read and thrown away (at once when it was complete).
 * Closing a socket while the client still sends makes the client's TCP stack see a reset instead of the 413;
 * reading the rest first lets it read the reply. Past DRAIN_LIMIT_BYTES the reply goes out at once.
 * The request timeout bounds a client that never finishes.
 */
export function drainThen(raw: IncomingMessage, then: () => void): void {
  const declared = Number(raw.headers['content-length']);
  // readableEnded as well as complete: a body another reader (the multipart parser) already consumed has ended.
  if (
    raw.complete ||
    raw.readableEnded ||
    raw.destroyed ||
    (Number.isFinite(declared) && declared > DRAIN_LIMIT_BYTES)
  ) {
    return then();
  }
  let seen = 0;
  let done = false;
  // A safety net for streams that never end nor fail (the request timeout covers real sockets).
  const timer = setTimeout(() => finish(), DRAIN_MAX_MS).unref();
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    raw.removeListener('data', onData);
    then();
  };
  const onData = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > DRAIN_LIMIT_BYTES) finish();
  };
  raw.on('data', onData);
  raw.once('end', finish);
  raw.once('close', finish);
  raw.once('error', finish);
  raw.resume();
}

const SERVED = Symbol('served');

/**
 * Closes connections that send nothing: Node's request and header timeouts start with a request's first byte, so a
 * connection that never sends one stayed open for ever (200 of 200 after 75 s). Each new connection gets `ms` to
 * start its first request; from then on Node's own timeouts (request, headers, keep-alive) take over.
 */
export function closeSilentConnections(server: Server, ms: number): void {
  server.on('connection', (socket: Socket) => {
    // Node's own 'timeout' listener of the connection destroys it (no request, no reply, no server listener).
    socket.setTimeout(ms);
  });
  server.on('request', (request: IncomingMessage) => {
    const socket = request.socket as Socket & { [SERVED]?: true };
    if (socket[SERVED]) return;
    socket[SERVED] = true;
    socket.setTimeout(0);
  });
}
