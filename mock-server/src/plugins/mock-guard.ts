/**
 * The /__mock guard in one place: who may drive the control API (/__mock) and per-request fault injection (x-mock-code, x-mock-delay, ?__code).
 *
 * A request is trusted as the developer's own when all of these hold:
 * - it comes from a loopback address (127.0.0.0/8, ::1);
 * - it carries no header any proxy adds (Via, X-Forwarded-*, Forwarded, X-Real-IP, X-Client-IP, True-Client-IP,
 *   CF-Connecting-IP): a reverse proxy or a Docker port forwarder on the same host would otherwise hand every
 *   outside caller a loopback address;
 * - its Host names this machine (localhost, 127.0.0.1, [::1], a LAN address of this machine, the PUBLIC_URL host
 *   or a name from MOCK_ALLOWED_HOSTS): a DNS-rebinding page (evil.test resolving to 127.0.0.1) reaches loopback
 *   but sends its own name as Host;
 * - its Origin, when it has one, is the same host (a page on another site must not use the developer's browser).
 * Every other request needs x-mock-admin-key equal to MOCK_ADMIN_KEY (compared in constant time); with no key
 * configured it is refused.
 *
 * The default export is the plugin the control routes register: the guard as an onRequest hook of their scope only.
 * The not-found handler (plugins/spa.ts) and forced replies (plugins/forced-replies.ts) ask the same policy.
 */
import { timingSafeEqual } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Code, MOCK_ADMIN_HEADER, MOCK_PREFIX } from '@cv/contract';
import { ApiError } from '../errors.ts';
import { pathOf } from '../lib/url-path.ts';

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/** Exact proxy headers; any header starting with x-forwarded- counts too. */
const PROXY_HEADERS = ['via', 'forwarded', 'x-real-ip', 'x-client-ip', 'true-client-ip', 'cf-connecting-ip'];

export function hasProxyHeader(headers: FastifyRequest['headers']): boolean {
  for (const name of PROXY_HEADERS) if (headers[name] !== undefined) return true;
  for (const name in headers) if (name.startsWith('x-forwarded-')) return true;
  return false;
}

/** The host name of a Host header or URL host, lower-case, without the port; IPv6 keeps its brackets. */
export function hostName(host: string | undefined): string | null {
  if (!host) return null;
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    return end > 0 ? value.slice(0, end + 1) : null;
  }
  const colon = value.indexOf(':');
  if (colon >= 0 && value.indexOf(':', colon + 1) >= 0) return `[${value}]`; // a bare IPv6 address
  return colon >= 0 ? value.slice(0, colon) : value;
}

/** This machine's own names: loopback, every interface address, the host name. */
function machineHosts(): string[] {
  const names = ['localhost', '127.0.0.1', '[::1]', os.hostname().toLowerCase()];
  for (const list of Object.values(os.networkInterfaces())) {
    for (const net of list ?? []) names.push(net.family === 'IPv6' ? `[${net.address.split('%')[0]}]` : net.address);
  }
  return names;
}

/** The Host allowlist: this machine's names, the PUBLIC_URL host and the names configured by the user. */
export function allowedHosts(publicUrl: string, extra: readonly string[] = []): Set<string> {
  const set = new Set(machineHosts());
  try {
    const name = hostName(new URL(publicUrl).host);
    if (name) set.add(name);
  } catch {
    // PUBLIC_URL is validated by the config; nothing to add
  }
  for (const entry of extra) {
    const name = hostName(entry);
    if (name) set.add(name);
  }
  return set;
}

/** Why a request is not trusted; null when it is. */
export type GuardRefusal = 'no-key-configured' | 'key-missing' | 'key-wrong';

export interface MockGuardPolicy {
  adminKey: string;
  hosts: Set<string>;
}

function isSameSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false; // 'null' (sandboxed frames, file://) or garbage
  }
}

/** True when the request is the developer's own local one (no key needed). */
export function isTrustedLocal(request: FastifyRequest, hosts: Set<string>): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  if (hasProxyHeader(request.headers)) return false;
  const host = hostName(request.headers.host);
  if (!host || !hosts.has(host)) return false;
  return isSameSite(request);
}

/** null when the request may use the control API, else why not. */
export function guardRefusal(request: FastifyRequest, policy: MockGuardPolicy): GuardRefusal | null {
  if (isTrustedLocal(request, policy.hosts)) return null;
  if (!policy.adminKey) return 'no-key-configured';
  const given = request.headers[MOCK_ADMIN_HEADER];
  if (typeof given !== 'string' || given === '') return 'key-missing';
  const a = Buffer.from(given);
  const b = Buffer.from(policy.adminKey);
  return a.length === b.length && timingSafeEqual(a, b) ? null : 'key-wrong';
}

export const REFUSAL_MESSAGE: Record<GuardRefusal, string> = {
  'no-key-configured': `控制接口只对本机开放：服务未设置 MOCK_ADMIN_KEY（设置后，其他地址带请求头 ${MOCK_ADMIN_HEADER} 即可使用）`,
  'key-missing': `控制接口需要管理密钥：请求头 ${MOCK_ADMIN_HEADER}（MOCK_ADMIN_KEY）`,
  'key-wrong': `管理密钥不正确（请求头 ${MOCK_ADMIN_HEADER} 与 MOCK_ADMIN_KEY 不一致）`,
};

/** The guard policy of an app: its admin key and Host allowlist. */
export function guardPolicy(app: FastifyInstance): MockGuardPolicy {
  const { config } = app;
  return { adminKey: config.mockAdminKey, hosts: allowedHosts(config.publicUrl, config.mockAllowedHosts) };
}

export const isMockPath = (url: string): boolean => {
  const path = pathOf(url);
  return (
    path.startsWith(MOCK_PREFIX) && (path.length === MOCK_PREFIX.length || path.charCodeAt(MOCK_PREFIX.length) === 47)
  ); // '/'
};

/** The /__mock guard's verdict for a request: null to let it in, or the error it answers (HTTP 403, code 401). */
export function mockGuardVerdict(app: FastifyInstance): (request: FastifyRequest) => ApiError | null {
  const policy = guardPolicy(app);
  return (request) => {
    const refusal = guardRefusal(request, policy);
    return refusal === null
      ? null
      : new ApiError(Code.UNAUTHORIZED, REFUSAL_MESSAGE[refusal], { httpStatus: 403, data: { reason: refusal } });
  };
}

/**
 * The guard as an onRequest hook of the scope that registers it: routes/mock-control.ts and routes/mock-drift.ts,
 * each its own encapsulated scope, so it runs for the control routes only, before their body is read.
 * GET /__mock itself (the panel's HTML, which holds no data) is served to everyone: off this machine it asks for
 * the admin key and sends it with each of its calls. Unknown /__mock paths get the same verdict from the not-found
 * handler (plugins/spa.ts).
 */
export default fp(
  async (app) => {
    const guard = mockGuardVerdict(app);
    app.addHook('onRequest', (request, _reply, done) => {
      if ((request.method === 'GET' || request.method === 'HEAD') && pathOf(request.url) === MOCK_PREFIX) return done();
      done(guard(request) ?? undefined);
    });
  },
  { name: 'mock-guard', dependencies: ['services'] },
);
