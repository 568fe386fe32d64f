/** Random, unguessable identifiers for everything a user can see (DESIGN 3). */
import { createHash, randomBytes } from 'node:crypto';

/** 256-bit session token. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
/** 128-bit resume id, URL-safe (22 chars). */
export const newCid = (): string => randomBytes(16).toString('base64url');
export const newTicket = (): string => randomBytes(16).toString('base64url');
/** 160-bit file name stem for uploads and generated PDFs. */
export const newFileId = (): string => randomBytes(20).toString('hex');

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** 'CV' + yyyyMMddHHmmss + 12 random alphanumerics: 28 chars of [0-9A-Z], inside the 6-32 rule. */
export function newOutTradeNo(now: number): string {
  const stamp = new Date(now + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  const bytes = randomBytes(12);
  let tail = '';
  for (const b of bytes) tail += ALNUM[b % ALNUM.length];
  return `CV${stamp}${tail}`;
}

/**
 * SQL for the id of a new user or module (ids a user sees, DESIGN 3): random in [2^32, 2^32 + 2^48), so an id says
 * nothing about how many users or modules exist, and stays a safe JSON integer. SQLite's random() draws from a PRNG
 * seeded from the OS; a collision (odds about n^2 / 2^49) fails the insert like any other conflict.
 */
export const RANDOM_ID_SQL = '(abs(random()) % 281474976710656 + 4294967296)';
/** A module's creation order (ties of `sort` keep it), now that its id is random. */
export const NEXT_MODULE_SEQ_SQL = '(SELECT IFNULL(MAX(seq), 0) + 1 FROM modules)';
