/**
 * The headers of every reply: CORS (@fastify/cors) and the security headers (helmet). Registered before every route
 * (each route's own `helmet` options are read when it is added) and before the upstream hook, so proxied replies
 * carry them too.
 *
 * Helmet's options here are static, so the headers they give are too: they are computed once, from helmet itself,
 * for the app and for each route with its own options, and one onRequest hook copies them onto the reply.
 * (@fastify/helmet built helmet's middleware anew, CSP parsing included, on every request, in two hooks: issue 45.)
 *
 * Security headers: no framing by other sites (CSP frame-ancestors and X-Frame-Options), nosniff, Referrer-Policy
 * no-referrer. A JSON reply (the /api and /__mock routes: JSON_REPLY_HELMET) carries only the headers that act on a
 * JSON reply (OWASP's REST Security Cheat Sheet's list: framing by CSP, nosniff); helmet's others act on a document a
 * browser renders or on a file another page embeds. The SPA and the API docs get a CSP that restricts only
 * framing, <base> and plugins (the SPA's inline boot script and antd's runtime styles, and the docs page, keep
 * working); the control panel and the phone pages, which act on this server, get a strict CSP: their own inline
 * script and style by hash, calls to this origin only, and no framing at all (docs/security.md, "Headers").
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifySchema,
  FastifyTypeProvider,
  FastifyTypeProviderDefault,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerBase,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';
import { MOCK_IGNORED_HEADER } from './forced-replies.ts';

/** Hash sources ('sha256-…') of every inline <script> and <style> of a page. */
function inlineHashes(html: string, tag: 'script' | 'style'): string[] {
  const hashes: string[] = [];
  const pattern = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g');
  for (const match of html.matchAll(pattern)) {
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/** Route `helmet` options for a page whose only code is its inline scripts and styles (the panel, phone pages). */
export function strictPageHelmet(html: string) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'none'"],
        'script-src': inlineHashes(html, 'script'),
        'style-src': inlineHashes(html, 'style'),
        'img-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'form-action': ["'self'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
      },
    },
    frameguard: { action: 'deny' as const },
  };
}

declare module 'fastify' {
  /** A route's own security headers (the control panel, the phone pages), over the app's; false: none. */
  interface RouteShorthandOptions<
    /* eslint-disable @typescript-eslint/no-unused-vars -- the declaration merges with Fastify's, parameters and all */
    RawServer extends RawServerBase = RawServerDefault,
    RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
    RawReply extends RawReplyDefaultExpression<RawServer> = RawReplyDefaultExpression<RawServer>,
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    ContextConfig = ContextConfigDefault,
    SchemaCompiler extends FastifySchema = FastifySchema,
    TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
    Logger extends FastifyBaseLogger = FastifyBaseLogger,
    /* eslint-enable @typescript-eslint/no-unused-vars */
  > {
    helmet?: HelmetOptions | false;
  }
}

const SECURITY_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      // Scripts, styles and connections of the SPA and the docs page are not restricted (see above).
      'default-src': helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
      'frame-ancestors': ["'self'"],
      'base-uri': ["'self'"],
      'object-src': ["'none'"],
    },
  },
  frameguard: { action: 'sameorigin' },
  referrerPolicy: { policy: 'no-referrer' },
  // The mock runs on plain HTTP on a LAN: HSTS would only get in the way of whoever puts it behind TLS once.
  strictTransportSecurity: false,
  // Thumbnails and PDFs may be loaded by an SPA on another origin (the API is CORS-open by design).
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  // The SPA opens no cross-origin windows it must talk to; the default same-origin isolates it from openers.
  crossOriginOpenerPolicy: { policy: 'same-origin' },
};

/**
 * A route's own options for a JSON reply (defineRoute, defineMockRoute and /healthz give them): CSP frame-ancestors
 * 'self' and nosniff, of the headers OWASP's REST Security Cheat Sheet lists for every API reply; not the headers that
 * do nothing on a JSON reply (docs/security.md, "Headers", says why for each). So the CSP is its frame-ancestors alone
 * (base-uri and object-src restrict what a document loads), and there is no X-Frame-Options: every browser that
 * knows CSP frame-ancestors ignores X-Frame-Options when both are sent (CSP Level 2), and a JSON reply has nothing to
 * click for one that does not. Each header line costs every reply about 3k instructions (callgrind, module/save): a
 * save's reply to a request without Origin went from 19 header lines to 9, then 8 (issue 45).
 */
export const JSON_REPLY_HELMET: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
      'frame-ancestors': ["'self'"],
    },
  },
  frameguard: false,
  referrerPolicy: false,
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

type Headers = Record<string, string>;
/** Headers as name-value pairs, set on a reply without listing an object's keys on every request. */
type HeaderList = readonly (readonly [string, string])[];

/**
 * The headers helmet's middleware sets with these options, read once by running it against a stand-in response.
 * The options must be static (a CSP directive given as a function would be frozen at its first value): refused.
 */
export function helmetHeaders(options: HelmetOptions): Headers {
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === 'object' ? Object.values(csp.directives ?? {}) : [];
  if (directives.some((d) => typeof d === 'function' || (Array.isArray(d) && d.some((v) => typeof v === 'function')))) {
    throw new Error('security headers: a CSP directive given as a function cannot be computed once');
  }
  const headers: Headers = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** What a cross-origin page may read of a reply: a download's file name, and why a forced reply was ignored. */
const EXPOSED_HEADERS = `content-disposition, ${MOCK_IGNORED_HEADER}`;

export interface SecurityHeadersOptions {
  /** CORS_ORIGIN: which origins may call the API (any by default). */
  corsOrigin: Config['corsOrigin'];
}

export default fp<SecurityHeadersOptions>(
  async (app, { corsOrigin }) => {
    // Browsers on other origins (an SPA on another port, a prototype) may call the API; CORS_ORIGIN narrows it.
    await app.register(cors, {
      origin: corsOrigin,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      // Access-Control-Expose-Headers: set below, only on a reply that allows a cross-origin caller (@fastify/cors
      // would set it on every reply, a request without Origin included).
      maxAge: 600,
      // Any OPTIONS gets 204 with the CORS headers (the strict mode answers a plain-text 400 to an OPTIONS without
      // Origin, the one reply that would not be an envelope or an empty 204).
      strictPreflight: false,
    });
    const appHeaders = Object.entries(helmetHeaders(SECURITY_HEADERS));
    // A route's own options (shallow, over the app's, as @fastify/helmet merged them) become its own headers, computed
    // once per options object (every JSON route shares JSON_REPLY_HELMET).
    const byOptions = new Map<HelmetOptions, HeaderList>();
    const headersOf = (options: HelmetOptions): HeaderList => {
      let headers = byOptions.get(options);
      if (!headers) {
        headers = Object.entries(helmetHeaders({ ...SECURITY_HEADERS, ...options } as HelmetOptions));
        byOptions.set(options, headers);
      }
      return headers;
    };
    app.addHook('onRoute', (route) => {
      if (route.helmet === undefined) return;
      const own = route.helmet === false ? null : headersOf(route.helmet);
      route.config = { ...route.config, securityHeaders: own } as typeof route.config;
    });
    app.addHook('onRequest', (request, reply, done) => {
      // After @fastify/cors's hook: it set Access-Control-Allow-Origin if this origin may call.
      if (request.headers.origin !== undefined && reply.hasHeader('access-control-allow-origin')) {
        reply.header('access-control-expose-headers', EXPOSED_HEADERS);
      }
      const own = (request.routeOptions.config as { securityHeaders?: HeaderList | null }).securityHeaders;
      const headers = own === undefined ? appHeaders : own;
      if (headers !== null) for (const [name, value] of headers) reply.header(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
