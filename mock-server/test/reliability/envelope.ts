/**
 * What every reply of the app must be: an envelope `{code, data, msg}` with an integer code, a message when the code
 * is not 0, and never a 5xx. Three replies legitimately are not envelopes: HTML pages (the control panel and the
 * SPA's history fallback), the HAR export of the journal, and the CORS plugin's answer to a preflight.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { ApiEnvelope } from '@cv/contract';

export type Envelope<T = unknown> = ApiEnvelope<T>;

/** Asserts the reply is an envelope `{code, data, msg}` and not a 5xx; returns it. */
export function expectEnvelope(res: LightMyRequestResponse, what: string): Envelope {
  const fail = (why: string) =>
    new Error(
      `${what}: ${why} (HTTP ${res.statusCode}, ${String(res.headers['content-type'])}): ${res.body.slice(0, 300)}`,
    );
  if (res.statusCode >= 500) throw fail('server error');
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) throw fail('not JSON');
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    throw fail('body is not JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw fail('not an object');
  const env = body as Record<string, unknown>;
  if (typeof env.code !== 'number' || !Number.isInteger(env.code)) throw fail('code is not an integer');
  if (typeof env.msg !== 'string') throw fail('msg is not a string');
  if (!('data' in env)) throw fail('no data');
  if (env.code !== 0 && env.msg.trim() === '') throw fail('error without a message');
  if (env.code === 500) throw fail('code 500');
  return env as unknown as Envelope;
}

/**
 * GETs that legitimately answer HTML: the control panel (GET /__mock) and paths that, once dot segments are
 * resolved as every HTTP client does, leave the API prefixes (the SPA's history fallback).
 */
export function isPageRequest(method: string, url: string, res: LightMyRequestResponse): boolean {
  if (method !== 'GET' || res.statusCode !== 200) return false;
  if (!String(res.headers['content-type'] ?? '').startsWith('text/html')) return false;
  const pathname = new URL(url, 'http://localhost').pathname;
  return pathname === '/__mock' || !/^\/(api|__mock|mock|files|uploads|thumbnails)(\/|$)/.test(pathname);
}

/** GET /__mock/journal.har answers a HAR 1.2 document, not an envelope (its errors are envelopes). */
export function isHarExport(method: string, url: string, res: LightMyRequestResponse): boolean {
  if (method !== 'GET' || res.statusCode !== 200) return false;
  if (new URL(url, 'http://localhost').pathname !== '/__mock/journal.har') return false;
  try {
    return (JSON.parse(res.body) as { log?: { version?: unknown } }).log?.version === '1.2';
  } catch {
    return false;
  }
}

/** OPTIONS is answered by the CORS plugin: 204, no body, the allowed methods. Everything else is an envelope. */
export function isPreflightAnswer(method: string, res: LightMyRequestResponse): boolean {
  return (
    method === 'OPTIONS' &&
    res.statusCode === 204 &&
    res.body === '' &&
    res.headers['access-control-allow-methods'] !== undefined
  );
}
