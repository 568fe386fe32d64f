/**
 * Upstream mode (MOCK_UPSTREAM=URL): every /api request (the docs excepted) is forwarded to the real service with
 * its headers (the `token` included; hop-by-hop headers, the admin key and accept-encoding dropped), a valid reply
 * (a JSON body, no redirect) is passed back unchanged, and a JSON reply of a contract route is checked against this
 * server's own OpenAPI document (the contract). Disagreements, typed (status, undocumented code, field added or
 * removed, type, enum value, format) and timed (the route's p95 against MOCK_LATENCY_BUDGET_MS), go to the observed
 * store's drift findings (GET /__mock/drift); the log gets one line per new kind. /__mock and everything else stays local.
 *
 * With MOCK_CAPTURE=1 every exchange (as sent upstream and as answered) is stored in the observed store, scrubbed
 * before it is written (observed/scrub.ts): GET /__mock/captures, the HAR export, `npm run promote`.
 *
 * The upstream is not trusted (docs/security.md, "Upstream mode"): its reply is read with node:http as a stream
 * under a deadline (MOCK_UPSTREAM_TIMEOUT_MS, 504) and a size cap (MOCK_UPSTREAM_MAX_BYTES, as sent and once
 * decompressed, 502); redirects and non-JSON replies are not forwarded (502, recorded as drift); headers that
 * would act on this origin (cookies, CORS, Refresh, security headers) are dropped.
 */
import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import { promisify } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Code, MOCK_ADMIN_HEADER } from '@cv/contract';
import { createReplyValidator, type ReplyValidator, type Violation } from '../lib/reply-validator.ts';
import { isApiCall } from '../lib/url-path.ts';
import { sendEnvelope } from './envelope.ts';

const DROPPED_REQUEST_HEADERS = new Set([
  'host',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'accept-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
  MOCK_ADMIN_HEADER,
]);
/** Hop-by-hop headers and the body's framing (the body is sent decoded, with its own length). */
const FRAMING_REPLY_HEADERS = new Set([
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'content-encoding',
  'proxy-connection',
  'trailer',
  'upgrade',
]);
/**
 * Headers that would act on this origin rather than describe the reply: cookies (the phone pages' identity cookie
 * lives here), CORS (this server's own policy answers), Refresh and Location (a redirect to elsewhere or to
 * /__mock), and the security headers this server sets itself.
 */
const UNSAFE_REPLY_HEADERS = new Set([
  'set-cookie',
  'set-cookie2',
  'refresh',
  'location',
  'clear-site-data',
  'strict-transport-security',
  'alt-svc',
  'content-security-policy',
  'content-security-policy-report-only',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'cross-origin-embedder-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);
const isUnsafeReplyHeader = (name: string) => UNSAFE_REPLY_HEADERS.has(name) || name.startsWith('access-control-');

/** A JSON reply nested deeper than this is recorded as one drift entry instead of being validated. */
export const DRIFT_MAX_DEPTH = 64;

type Failure = 'timeout' | 'too-large' | 'encoding' | 'unreachable';
class UpstreamFailure extends Error {
  readonly kind: Failure;
  constructor(kind: Failure, message: string) {
    super(message);
    this.kind = kind;
  }
}

interface UpstreamReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const DECODERS: Record<string, (buffer: Buffer, options: zlib.ZlibOptions) => Promise<Buffer>> = {
  gzip: promisify(zlib.gunzip),
  'x-gzip': promisify(zlib.gunzip),
  deflate: promisify(zlib.inflate),
  br: promisify(zlib.brotliDecompress) as (buffer: Buffer, options: zlib.ZlibOptions) => Promise<Buffer>,
};

/** Decodes the content codings in reverse order of application, each capped at maxBytes of output. */
async function decode(body: Buffer, encoding: string | undefined, maxBytes: number): Promise<Buffer> {
  const codings = (encoding ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c && c !== 'identity');
  if (codings.length > 2) throw new UpstreamFailure('encoding', `上游回复的内容编码层数过多：${encoding}`);
  let out = body;
  for (const coding of codings.reverse()) {
    const decoder = DECODERS[coding];
    if (!decoder) throw new UpstreamFailure('encoding', `上游回复的内容编码不受支持：${coding}`);
    try {
      out = await decoder(out, { maxOutputLength: maxBytes });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) {
        throw new UpstreamFailure('too-large', `上游回复解压后超过 ${maxBytes} 字节，已丢弃`);
      }
      throw new UpstreamFailure('encoding', `上游回复的 ${coding} 内容无法解码`);
    }
  }
  return out;
}

/**
 * One request to the upstream, read as a stream: the whole reply must arrive within timeoutMs and its body stay
 * within maxBytes (as sent and decoded). `signal` aborts it when the client has gone.
 */
function callUpstream(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: Buffer | undefined,
  limits: { timeoutMs: number; maxBytes: number },
  signal: AbortSignal,
): Promise<UpstreamReply> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    let settled = false;
    const fail = (error: UpstreamFailure) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      reject(error);
    };
    const request = client.request(url, { method, headers, agent: false, signal });
    const timer = setTimeout(
      () => fail(new UpstreamFailure('timeout', `上游服务在 ${limits.timeoutMs} ms 内没有回复完整`)),
      limits.timeoutMs,
    );
    request.on('error', (error) => fail(new UpstreamFailure('unreachable', error.message)));
    request.on('response', (response) => {
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > limits.maxBytes) {
        return fail(new UpstreamFailure('too-large', `上游回复超过 ${limits.maxBytes} 字节，已丢弃`));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes)
          fail(new UpstreamFailure('too-large', `上游回复超过 ${limits.maxBytes} 字节，已丢弃`));
        else chunks.push(chunk);
      });
      response.on('error', (error) => fail(new UpstreamFailure('unreachable', error.message)));
      response.on('end', () => {
        if (settled) return;
        decode(Buffer.concat(chunks), response.headers['content-encoding'], limits.maxBytes).then(
          (decoded) => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            resolve({ status: response.statusCode ?? 502, headers: response.headers, body: decoded });
          },
          (error: UpstreamFailure) => fail(error),
        );
      });
    });
    request.end(body);
  });
}

/** The raw request body, at most maxBytes (null when larger). */
async function readBody(request: FastifyRequest, maxBytes: number): Promise<Buffer | undefined | null> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) return null;
    chunks.push(chunk as Buffer);
  }
  return chunks.length === 0 ? undefined : Buffer.concat(chunks);
}

/** Depth of a parsed JSON value, without recursion (a hostile reply may nest 100,000 levels). */
function depthOf(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (node === null || typeof node !== 'object') continue;
    if (depth > deepest) deepest = depth;
    if (deepest > limit) return deepest;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}

const FAILURE_STATUS: Record<Failure, number> = { timeout: 504, 'too-large': 502, encoding: 502, unreachable: 502 };

async function upstreamMode(app: FastifyInstance, { upstream }: { upstream: string }): Promise<void> {
  // Built on first use: the document is complete once every route is registered.
  let built: ReplyValidator | null = null;
  const validator = () => (built ??= createReplyValidator(app.swagger()));
  const { drift } = app.observed;
  const { upstreamTimeoutMs: timeoutMs, upstreamMaxBytes: maxBytes } = app.config;

  // Findings are dated by the wall clock: they describe the real service, not a session's (movable) mock clock.
  const log = (request: FastifyRequest, fresh: Violation[]) => {
    for (const v of fresh) {
      request.log.warn(
        `drift ${v.category}: ${v.route} code ${v.code ?? '-'} ${v.path} expected ${v.expected}, got ${v.got}`,
      );
    }
  };
  const record = (request: FastifyRequest, violations: Violation[]) =>
    log(request, drift.record(Date.now(), violations));

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    if (!isApiCall(url)) return;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || DROPPED_REQUEST_HEADERS.has(name)) continue;
      headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    // Not the server's own answer: its code is the upstream's, which the drift check judges instead.
    reply.envelopeForced = true;
    const body = await readBody(request, maxBytes);
    if (body === null) {
      return sendEnvelope(reply, 413, { code: Code.PAYLOAD_TOO_LARGE, data: null, msg: '请求内容过大' });
    }
    if (body) headers['content-length'] = String(body.length);
    const gone = new AbortController();
    const onClose = () => {
      if (!reply.sent) gone.abort();
    };
    request.raw.socket?.once('close', onClose);
    let response: UpstreamReply;
    const started = performance.now();
    try {
      response = await callUpstream(
        new URL(upstream + url),
        request.method,
        headers,
        body,
        { timeoutMs, maxBytes },
        gone.signal,
      );
    } catch (error) {
      const failure =
        error instanceof UpstreamFailure ? error : new UpstreamFailure('unreachable', (error as Error).message);
      request.log.warn({ upstream, kind: failure.kind, err: failure.message }, 'upstream reply refused');
      return sendEnvelope(reply, FAILURE_STATUS[failure.kind], {
        code: Code.INTERNAL,
        data: null,
        msg: failure.kind === 'unreachable' ? `上游服务不可用：${upstream}` : failure.message,
      });
    } finally {
      request.raw.socket?.removeListener('close', onClose);
    }
    const ms = performance.now() - started;
    if (app.config.capture) {
      const flat = (h: http.IncomingHttpHeaders) =>
        Object.fromEntries(
          Object.entries(h)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)]),
        );
      // Scrubbed inside add(), before the row is written; a failure to store never fails the proxied request.
      try {
        app.observed.captures.add([
          {
            at: Date.now(),
            source: 'upstream',
            method: request.method,
            url,
            status: response.status,
            ms,
            request: { headers, ...(body ? { body: body.toString('utf8') } : {}) },
            reply: { headers: flat(response.headers), body: response.body.toString('utf8') },
          },
        ]);
      } catch (error) {
        request.log.error({ err: error }, 'capture not stored');
      }
    }
    const path = url.split('?')[0] ?? url;
    const route = `${request.method} ${path}`;
    const documented = validator().documented(request.method, path);
    if (documented) log(request, drift.timing(Date.now(), route, ms));
    const type = String(response.headers['content-type'] ?? '');
    const refuse = (got: string, msg: string) => {
      if (documented) {
        record(request, [
          {
            category: 'status',
            route,
            status: response.status,
            code: null,
            path: '$',
            expected: 'a JSON envelope (no redirect)',
            got,
          },
        ]);
      }
      return sendEnvelope(reply, 502, { code: Code.INTERNAL, data: null, msg });
    };
    if (response.status >= 300 && response.status < 400) {
      const location = String(response.headers.location ?? '');
      return refuse(
        `HTTP ${response.status} redirect to ${location.slice(0, 180)}`,
        `上游返回了重定向（HTTP ${response.status}），未转发`,
      );
    }
    if (!/json/i.test(type)) {
      return refuse(
        `HTTP ${response.status} ${type || 'no content-type'}: ${response.body.toString('utf8', 0, 160)}`,
        `上游返回的不是 JSON（HTTP ${response.status}，${type || '无 content-type'}），未转发`,
      );
    }
    if (documented) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(response.body.toString('utf8'));
      } catch {
        parsed = undefined;
      }
      const base = { route, status: response.status, path: '$' };
      if (parsed === undefined) {
        record(request, [
          {
            ...base,
            category: 'type_changed',
            code: null,
            expected: 'a JSON envelope',
            got: response.body.toString('utf8', 0, 200),
          },
        ]);
      } else {
        const code = (parsed as { code?: unknown })?.code;
        if (typeof code === 'number') reply.envelopeCode = code;
        const depth = depthOf(parsed, DRIFT_MAX_DEPTH);
        if (depth > DRIFT_MAX_DEPTH) {
          record(request, [
            {
              ...base,
              category: 'type_changed',
              code: typeof code === 'number' ? code : null,
              expected: `JSON nested at most ${DRIFT_MAX_DEPTH} levels`,
              got: `more than ${DRIFT_MAX_DEPTH} levels`,
            },
          ]);
        } else {
          const verdict = validator()(request.method, path, response.status, parsed);
          const added = validator().additions(request.method, path, response.status, parsed);
          const violations = [...(verdict.documented && !verdict.ok ? verdict.violations : []), ...added];
          if (violations.length > 0) record(request, violations);
        }
      }
    }
    reply.status(response.status);
    const trimmed: string[] = [];
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined || FRAMING_REPLY_HEADERS.has(name)) continue;
      if (isUnsafeReplyHeader(name)) trimmed.push(name);
      else reply.header(name, value);
    }
    if (trimmed.length > 0) request.log.debug({ trimmed }, 'upstream reply headers dropped');
    return reply.send(response.body);
  });
}

/** Upstream mode (MOCK_UPSTREAM): validates proxied replies against the OpenAPI document of the docs plugin. */
export default fp(upstreamMode, { name: 'upstream', dependencies: ['docs'] });
