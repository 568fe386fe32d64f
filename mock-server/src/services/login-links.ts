/**
 * One-time login links (POST /__mock/login-link, the panel's "登录此浏览器"): a random code stands for a session
 * token until the page at /mock/login/:code hands the token over once, into the sessionStorage of the tab that
 * opened it, and sends that tab into the app. Kept in memory (a restart forgets them), at most 100, each usable for
 * the login ticket lifetime (MOCK_QR_TTL_SECONDS, mock clock).
 */
import { randomBytes } from 'node:crypto';
import type { ServiceContext } from './context.ts';

const MAX_LINKS = 100;

export function createLoginLinks(ctx: ServiceContext) {
  const { clock, config } = ctx;
  const links = new Map<string, { token: string; expiresAt: number }>();
  return {
    /** A new link's code for this token. */
    create(token: string): { code: string; expiresIn: number } {
      const now = clock.now();
      for (const [code, link] of links) if (link.expiresAt <= now || links.size >= MAX_LINKS) links.delete(code);
      const code = randomBytes(18).toString('base64url');
      links.set(code, { token, expiresAt: now + config.qrTtlSeconds * 1000 });
      return { code, expiresIn: config.qrTtlSeconds };
    },
    /** The token of a valid link, which is used up by this call; null when unknown, used or expired. */
    take(code: string): string | null {
      const link = links.get(code);
      links.delete(code);
      return link && link.expiresAt > clock.now() ? link.token : null;
    },
    clear: (): void => links.clear(),
  };
}
export type LoginLinks = ReturnType<typeof createLoginLinks>;
