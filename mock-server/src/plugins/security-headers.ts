/**
 * The headers of every reply: CORS (@fastify/cors) and the security headers (@fastify/helmet). Registered before
 * every route (helmet reads each route's own `helmet` options when it is added) and before the upstream hook, so
 * proxied replies carry them too.
 *
 * Security headers: no framing by other sites (CSP frame-ancestors and
 * X-Frame-Options), nosniff, Referrer-Policy no-referrer. The SPA and the API docs get a CSP that restricts only
 * framing, <base> and plugins (the SPA's inline boot script and antd's runtime styles, and the docs page, keep
 * working); the control panel and the phone pages, which act on this server, get a strict CSP: their own inline
 * script and style by hash, calls to this origin only, and no framing at all (docs/security.md, "Headers").
 */
import { createHash } from 'node:crypto';
import cors from '@fastify/cors';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fp from 'fastify-plugin';
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

const SECURITY_HEADERS: FastifyHelmetOptions = {
  global: true,
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
      exposedHeaders: ['content-disposition', MOCK_IGNORED_HEADER],
      maxAge: 600,
      // Any OPTIONS gets 204 with the CORS headers (the strict mode answers a plain-text 400 to an OPTIONS without
      // Origin, the one reply that would not be an envelope or an empty 204).
      strictPreflight: false,
    });
    await app.register(helmet, SECURITY_HEADERS);
  },
  { name: 'security-headers' },
);
