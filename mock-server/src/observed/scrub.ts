/**
 * Scrubbing before anything reaches disk (captures, HAR export): secrets become stable placeholders,
 * `scrubbed-<kind>-<12 hex>`, the hex an HMAC-SHA256 of the value under a key (MOCK_CAPTURE_KEY, else a random key
 * kept in DATA_DIR/capture.key, mode 0600): the same phone always maps to the same placeholder, so replies that
 * share a value still share it, but without the key a placeholder cannot be turned back into a phone number by
 * trying all of them.
 *
 * Scrubbed: the headers in SECRET_HEADERS; JSON values under any of the configured keys (case-insensitive, at any
 * depth, inside JSON-in-a-string too: a module's `content`); query parameters under those keys; and then every
 * occurrence anywhere in the exchange of a value scrubbed so far (a ticket echoed in a message, a phone in free text).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MOCK_ADMIN_HEADER } from '@cv/contract';

/** JSON keys scrubbed by default (MOCK_CAPTURE_SCRUB_KEYS replaces the list). */
export const DEFAULT_SCRUB_KEYS = [
  'phone',
  'mobile',
  'email',
  'name',
  'nickname',
  'openid',
  'unionid',
  'avatar',
  'avatar_url',
  'avatarUrl',
  'headimgurl',
  'out_trade_no',
  'token',
];
export const SECRET_HEADERS = new Set([
  'token',
  'cookie',
  'set-cookie',
  'authorization',
  'proxy-authorization',
  MOCK_ADMIN_HEADER,
]);
/**
 * Shorter kinds where the placeholder must still fit the contract: an out_trade_no is at most 32 characters
 * (`scrubbed-otn-<12 hex>` is 25). Every placeholder fits the fields it replaces (phone 30, name 50, ...).
 */
const KIND_ALIAS: Record<string, string> = { out_trade_no: 'otn' };
const PLACEHOLDER = /^scrubbed-[a-z0-9_]+-[0-9a-f]{12}$/;
/** Values shorter than this are not searched for in free text (a 1-character name would hit everything). */
const MIN_FREE_TEXT = 4;

/** The HMAC key: MOCK_CAPTURE_KEY, else DATA_DIR/capture.key (created once, 0600). */
export function captureKey(configured: string, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured);
  const file = path.join(dataDir, 'capture.key');
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  } catch {
    const key = crypto.randomBytes(32);
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
    return key;
  }
}

export type Headers = Record<string, string>;

export function createScrubber(key: Buffer, keys: readonly string[]) {
  const scrubKeys = new Set(keys.map((k) => k.toLowerCase()));
  const placeholder = (kind: string, value: string) =>
    `scrubbed-${KIND_ALIAS[kind.toLowerCase()] ?? kind.toLowerCase().replace(/[^a-z0-9_]/g, '_')}-${crypto.createHmac('sha256', key).update(value).digest('hex').slice(0, 12)}`;

  /** One exchange's scrubbing: remembers what it replaced, to replace it again wherever else it appears. */
  function session() {
    const replaced = new Map<string, string>();
    const hide = (kind: string, value: string) => {
      // Already a placeholder (a HAR exported here and imported back): kept, so it still matches its other uses.
      if (PLACEHOLDER.test(value)) return value;
      const out = placeholder(kind, value);
      if (value.length >= MIN_FREE_TEXT) replaced.set(value, out);
      return out;
    };
    const json = (value: unknown, depth = 0): unknown => {
      if (depth > 64) return null;
      if (typeof value === 'string' && /^\s*[[{]/.test(value)) {
        try {
          return JSON.stringify(json(JSON.parse(value), depth + 1));
        } catch {
          return value;
        }
      }
      if (Array.isArray(value)) return value.map((v) => json(v, depth + 1));
      if (value === null || typeof value !== 'object') return value;
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) {
        if (scrubKeys.has(k.toLowerCase()) && (typeof v === 'string' || typeof v === 'number') && v !== '') {
          out[k] = hide(k, String(v));
        } else {
          out[k] = json(v, depth + 1);
        }
      }
      return out;
    };
    return {
      headers(headers: Headers): Headers {
        const out: Headers = {};
        for (const [name, value] of Object.entries(headers)) {
          const lower = name.toLowerCase();
          if (!SECRET_HEADERS.has(lower)) out[lower] = value;
          else {
            // Cookies: each cookie's value on its own, so the same session cookie maps to the same placeholder.
            if (lower === 'cookie')
              for (const part of value.split(';')) hide('cookie', part.split('=').slice(1).join('='));
            out[lower] = hide(lower, value);
          }
        }
        return out;
      },
      url(url: string): string {
        const [pathPart, query] = url.split('?', 2) as [string, string | undefined];
        if (!query) return url;
        const params = new URLSearchParams(query);
        for (const [k, v] of [...params]) if (scrubKeys.has(k.toLowerCase()) && v) params.set(k, hide(k, v));
        return `${pathPart}?${params.toString()}`;
      },
      /** A body: JSON scrubbed by key; anything else kept only as its size and type. */
      body(text: string | undefined, type: string | undefined): string | null {
        if (text === undefined || text === '') return null;
        try {
          return JSON.stringify(json(JSON.parse(text)));
        } catch {
          return JSON.stringify({ omitted: `${Buffer.byteLength(text)} bytes of ${type || 'unknown type'}` });
        }
      },
      /** Last: every value replaced so far, wherever else it appears in this text. */
      everywhere(text: string): string {
        let out = text;
        for (const [value, replacement] of replaced) {
          out = out.split(value).join(replacement);
          const escaped = JSON.stringify(value).slice(1, -1);
          if (escaped !== value) out = out.split(escaped).join(replacement);
        }
        return out;
      },
    };
  }
  return { session, placeholder };
}
export type Scrubber = ReturnType<typeof createScrubber>;
