/**
 * Upstream mode (MOCK_UPSTREAM=URL): every /api request (the docs excepted) is forwarded to the real service with
 * its headers (the `token` included; hop-by-hop headers, the admin key and accept-encoding dropped), the reply is
 * passed back unchanged, and a JSON reply of a contract route is checked against this server's own OpenAPI
 * document (the contract). Violations go to the drift table (GET /__mock/drift); the log gets one line per new
 * kind. /__mock and everything else stays local.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Code, MOCK_ADMIN_HEADER } from '@cv/contract';
import { createReplyValidator, type ReplyValidator } from '../lib/reply-validator.ts';
import { sendEnvelope } from './envelope.ts';

const DROPPED_REQUEST_HEADERS = new Set([
  'host',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'accept-encoding',
  'upgrade',
  MOCK_ADMIN_HEADER,
]);
const DROPPED_REPLY_HEADERS = new Set([
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'content-encoding',
]);

/** The raw request body (an ArrayBuffer-backed copy: fetch's BodyInit type takes no pooled Buffer). */
async function readBody(request: FastifyRequest): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request.raw) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return undefined;
  const all = Buffer.concat(chunks);
  const body = new Uint8Array(new ArrayBuffer(all.length));
  body.set(all);
  return body;
}

export function registerUpstream(app: FastifyInstance, upstream: string): void {
  let validator: ReplyValidator | null = null;
  const check = (...args: Parameters<ReplyValidator>) => {
    validator ??= createReplyValidator(app.swagger());
    return validator(...args);
  };
  const { drift } = app.services;

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || DROPPED_REQUEST_HEADERS.has(name)) continue;
      headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    // Not the server's own answer: its code is the upstream's, which the drift check judges instead.
    reply.envelopeForced = true;
    let response: Response;
    let bytes: Buffer;
    try {
      response = await fetch(upstream + url, {
        method: request.method,
        headers,
        body: await readBody(request),
        redirect: 'manual',
      });
      bytes = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      request.log.warn({ upstream, err: (error as Error).message }, 'upstream unreachable');
      return sendEnvelope(reply, 502, {
        code: Code.INTERNAL,
        data: null,
        msg: `上游服务不可用：${upstream}`,
      });
    }
    const type = response.headers.get('content-type') ?? '';
    if (/json/i.test(type)) {
      let body: unknown;
      try {
        body = JSON.parse(bytes.toString('utf8'));
      } catch {
        body = undefined;
      }
      const path = url.split('?')[0] ?? url;
      if (body !== undefined) {
        const code = (body as { code?: unknown })?.code;
        if (typeof code === 'number') reply.envelopeCode = code;
        const verdict = check(request.method, path, response.status, body);
        if (verdict.documented && !verdict.ok) {
          for (const v of drift.record(app.clock.now(), verdict.violations)) {
            request.log.warn(`drift: ${v.route} code ${v.code ?? '-'} ${v.path} expected ${v.expected}, got ${v.got}`);
          }
        }
      } else {
        const verdict = check(request.method, path, response.status, null);
        if (verdict.documented) {
          drift.record(app.clock.now(), [
            {
              route: `${request.method} ${path}`,
              status: response.status,
              code: null,
              path: '$',
              expected: 'a JSON envelope',
              got: bytes.toString('utf8').slice(0, 200),
            },
          ]);
        }
      }
    }
    reply.status(response.status);
    response.headers.forEach((value, name) => {
      if (!DROPPED_REPLY_HEADERS.has(name)) reply.header(name, value);
    });
    return reply.send(bytes);
  });
}
