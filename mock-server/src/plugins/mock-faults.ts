/**
 * The request-time half of the control surface: the admin guard for /__mock, forced replies (per route via
 * POST /__mock/force, per request via x-mock-code / __code and x-mock-delay) and the request journal.
 * Guard rule: a loopback client is trusted unless its request carries a proxy forwarding header (a reverse proxy on
 * the same host would otherwise open the control API to the network); any other client must send x-mock-admin-key equal to
 * MOCK_ADMIN_KEY, and is refused when no key is configured. Per-request fault headers follow the same rule.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  Code,
  CodeMessage,
  MOCK_ADMIN_HEADER,
  MOCK_CODE_HEADER,
  MOCK_CODE_QUERY,
  MOCK_DELAY_HEADER,
  MOCK_PREFIX,
} from '@cv/contract';
import { ApiError } from '../errors.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/** Headers a reverse proxy adds: a loopback peer that forwards someone else's request is not trusted as local. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

export function isAdminRequest(request: FastifyRequest, adminKey: string): boolean {
  const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  if (!forwarded && isLoopbackAddress(request.socket.remoteAddress)) return true;
  const given = request.headers[MOCK_ADMIN_HEADER];
  if (!adminKey || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(adminKey);
  return a.length === b.length && timingSafeEqual(a, b);
}

function intOrNull(value: unknown): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string' || !/^-?\d{1,9}$/.test(raw)) return null;
  return Number(raw);
}

const pathOf = (url: string) => url.split('?')[0] ?? url;

export function registerMockFaults(app: FastifyInstance): void {
  const { mock } = app.services;
  const adminKey = app.config.mockAdminKey;

  app.addHook('onRequest', async (request) => {
    const path = pathOf(request.url);
    if (path === MOCK_PREFIX || path.startsWith(`${MOCK_PREFIX}/`)) {
      if (!isAdminRequest(request, adminKey)) {
        throw new ApiError(Code.UNAUTHORIZED, `控制接口需要请求头 ${MOCK_ADMIN_HEADER}（MOCK_ADMIN_KEY）`, {
          httpStatus: 403,
        });
      }
      return;
    }
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) return;

    const rule = mock.takeForced(path);
    let code = rule?.code ?? null;
    let delayMs = rule?.delayMs ?? 0;
    const msg = rule?.msg;
    if (isAdminRequest(request, adminKey)) {
      const query = request.query as Record<string, unknown>;
      code = intOrNull(request.headers[MOCK_CODE_HEADER]) ?? intOrNull(query[MOCK_CODE_QUERY]) ?? code;
      delayMs = Math.min(60_000, Math.max(0, intOrNull(request.headers[MOCK_DELAY_HEADER]) ?? delayMs));
    }
    if (delayMs > 0) await sleep(delayMs);
    if (code !== null && code !== Code.OK) {
      throw new ApiError(code, msg ?? CodeMessage[code as keyof typeof CodeMessage] ?? `模拟错误 ${code}`);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload === 'string' && payload.startsWith('{"code":')) {
      const match = /^\{"code":(-?\d+)/.exec(payload);
      if (match) reply.envelopeCode = Number(match[1]);
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const path = pathOf(request.url);
    if (!/^\/(api|mock|files|uploads|__mock)(\/|$)/.test(path) || path.startsWith('/api/docs')) return;
    // The panel's own polling would drown everything else.
    if (path === MOCK_PREFIX || path === `${MOCK_PREFIX}/journal` || path === `${MOCK_PREFIX}/state`) return;
    const body = request.body;
    mock.record({
      at: new Date(app.clock.now()).toISOString(),
      method: request.method,
      url: request.url.replace(/([?&]token=)[^&]*/g, '$1redacted'),
      status: reply.statusCode,
      code: reply.envelopeCode ?? null,
      ms: Math.round(reply.elapsedTime),
      user_id: request.user?.id ?? null,
      token: request.headers.token ? 'redacted' : null,
      ...(body && typeof body === 'object' && !Buffer.isBuffer(body) ? { body } : {}),
    });
  });
}
