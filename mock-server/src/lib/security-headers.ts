/**
 * The options of the security headers (@fastify/helmet, registered by buildApp) on every reply: no framing by other sites (CSP frame-ancestors and
 * X-Frame-Options), nosniff, Referrer-Policy no-referrer. The SPA and the API docs get a CSP that restricts only
 * framing, <base> and plugins (the SPA's inline boot script and antd's runtime styles, and the docs page, keep
 * working); the control panel and the phone pages, which act on this server, get a strict CSP: their own inline
 * script and style by hash, calls to this origin only, and no framing at all (docs/security.md, "Headers").
 */
import { createHash } from 'node:crypto';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

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

export const SECURITY_HEADERS: FastifyHelmetOptions = {
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
