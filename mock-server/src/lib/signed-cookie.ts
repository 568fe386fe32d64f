/**
 * The phone pages' identity cookie, signed: `<openid>.<HMAC-SHA256(secret, openid) base64url>`. A cookie that is
 * not signed with this server's secret (typed by hand, copied from another server, edited) is refused, so nobody on
 * the LAN can confirm a login as a demo user by naming its openid. The secret is MOCK_COOKIE_SECRET or a random one
 * generated once into DATA_DIR/cookie-secret (mode 0600), so cookies stay valid across restarts.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function cookieSecret(configured: string, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'cookie-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: generated below
  }
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

const mac = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('base64url');

export function sign(secret: string, value: string): string {
  return `${value}.${mac(secret, value)}`;
}

/** The value of a correctly signed cookie, or null (unsigned, forged, malformed). */
export function unsign(secret: string, signed: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1));
  const expected = Buffer.from(mac(secret, value));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
