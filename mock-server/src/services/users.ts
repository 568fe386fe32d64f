/** Users and their sessions: tokens are random, stored as sha256, and expire on the mock clock. */
import { TOKEN_TTL_MS, type MockReplyCause, type User } from '@cv/contract';
import { toIso } from '../clock.ts';
import { hashToken, newToken, RANDOM_ID_SQL } from '../lib/ids.ts';
import { scenarioOfOpenid } from '../lib/reply-cause.ts';
import type { ServiceContext } from './context.ts';

export interface UserRow {
  id: number;
  openid: string;
  nickname: string;
  avatar_url: string;
  vip_until: number | null;
  resumes_left: number;
  downloads_left: number;
  created_at: number;
}

export const isVip = (user: UserRow, now: number): boolean => user.vip_until !== null && user.vip_until > now;

/** What the SPA sees: while a VIP plan runs, both quotas read null (unlimited). */
export function toUserDto(user: UserRow, now: number): User {
  const vip = isVip(user, now);
  return {
    id: user.id,
    nickname: user.nickname,
    avatar_url: user.avatar_url,
    vip_until: user.vip_until === null ? null : toIso(user.vip_until),
    resumes_left: vip ? null : user.resumes_left,
    downloads_left: vip ? null : user.downloads_left,
    created_at: toIso(user.created_at),
  };
}

export function createUsersService(ctx: ServiceContext) {
  const { db, clock, fixtures } = ctx;
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const byOpenid = db.prepare<[string], UserRow>('SELECT * FROM users WHERE openid = ?');
  const byNickname = db.prepare<[string], UserRow>(
    'SELECT * FROM users WHERE nickname = ? ORDER BY created_at, id LIMIT 1',
  );
  const insertUser = db.prepare<[string, string, number, number, number]>(
    `INSERT INTO users (id, openid, nickname, resumes_left, downloads_left, created_at)
     VALUES (${RANDOM_ID_SQL}, ?, ?, ?, ?, ?)`,
  );
  const insertSession = db.prepare<[string, number, number, number]>(
    'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );

  const sessionByHash = db.prepare<[string], { user_id: number; expires_at: number }>(
    'SELECT user_id, expires_at FROM sessions WHERE token_hash = ?',
  );
  const expiringBetween = db.prepare<[number, number], { n: number }>(
    'SELECT COUNT(*) AS n FROM sessions WHERE expires_at > ? AND expires_at <= ?',
  );
  const usersExpiringBetween = db.prepare<[number, number], { id: number; nickname: string }>(
    `SELECT u.id, u.nickname FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.expires_at > ? AND s.expires_at <= ? GROUP BY u.id ORDER BY MAX(s.rowid) DESC LIMIT 20`,
  );
  // Sessions are only ever inserted: the larger rowid is the later login, also within one millisecond. Grouped by
  // the user's primary key, so u.* is that user's row (one statement for the whole list).
  const recentUsers = db.prepare<[number], UserRow>(
    `SELECT u.* FROM users u LEFT JOIN sessions s ON s.user_id = u.id
     GROUP BY u.id ORDER BY MAX(COALESCE(s.created_at, u.created_at)) DESC, MAX(s.rowid) DESC, u.id DESC LIMIT ?`,
  );
  // Every authenticated request reads its session: a session row never changes once written (nothing updates or
  // deletes one; only POST /__mock/reset wipes them all, and calls forgetSessions), so the ones in use are kept in
  // memory by token. Expiry is still checked on every request against the mock clock; unknown tokens are not kept.
  const sessions = new Map<string, { userId: number; expiresAt: number }>();
  function userIdByToken(token: string | undefined): number | null {
    if (!token || token.length > 200) return null;
    const session = sessionOf(token);
    return session && session.expiresAt > clock.now() ? session.userId : null;
  }
  function sessionOf(token: string) {
    let session = sessions.get(token);
    if (session === undefined) {
      const row = sessionByHash.get(hashToken(token));
      if (!row) return null;
      session = { userId: row.user_id, expiresAt: row.expires_at };
      if (sessions.size >= 1024) sessions.clear();
      sessions.set(token, session);
    }
    return session;
  }

  function create(openid: string, nickname: string): UserRow {
    const { resumes, downloads } = fixtures.settings.free_quota;
    const id = Number(insertUser.run(openid, nickname, resumes, downloads, clock.now()).lastInsertRowid);
    return byId.get(id) as UserRow;
  }

  return {
    /** The user id of a valid (known, unexpired) token, or null. */
    userIdByToken,
    findByToken(token: string | undefined): UserRow | null {
      const id = userIdByToken(token);
      return id === null ? null : (byId.get(id) ?? null);
    },
    /** After the sessions table is wiped (reset). */
    forgetSessions(): void {
      sessions.clear();
    },
    findById: (id: number): UserRow | null => byId.get(id) ?? null,
    findByOpenid: (openid: string): UserRow | null => byOpenid.get(openid) ?? null,
    /** The user a messaging-app account (openid) maps to, created with the free quota on first login. */
    findOrCreateByOpenid(openid: string, nickname?: string): UserRow {
      return byOpenid.get(openid) ?? create(openid, nickname ?? `微信用户${openid.slice(-4).toUpperCase()}`);
    },
    findOrCreateByNickname(nickname: string): UserRow {
      return byNickname.get(nickname) ?? create(`nick:${nickname}:${newToken().slice(0, 8)}`, nickname);
    },
    /** Issues a new session; only the hash is stored. */
    /** A new session token; ttlMs 0 gives one that has already expired (the session-expired demo scenario). */
    createSession(userId: number, ttlMs: number = TOKEN_TTL_MS): string {
      const token = newToken();
      const now = clock.now();
      insertSession.run(hashToken(token), userId, now, now + ttlMs);
      return token;
    },
    toDto: (user: UserRow): User => toUserDto(user, clock.now()),
    /** The user of a token, expired or not (a login link hands over a scenario's expired token too). */
    userIdOfAnyToken(token: string): number | null {
      return token.length > 200 ? null : (sessionByHash.get(hashToken(token))?.user_id ?? null);
    },
    /** Why this token does not sign in (the 401 of an auth route; GET /__mock/explain). */
    explainRefusal(token: string | undefined, mockSession: string): MockReplyCause {
      const rule = 'token 校验（登录 7 天有效，按模拟时钟）';
      if (!token) {
        return { kind: 'session', rule, summary: '请求没有带 token 请求头：未登录', detail: { token: 'missing' } };
      }
      const row = token.length > 200 ? undefined : sessionByHash.get(hashToken(token));
      if (!row) {
        return {
          kind: 'session',
          rule,
          summary: `会话 ${mockSession} 里没有这个 token：它来自另一个会话、已被 /__mock/reset 清除，或从未签发`,
          detail: { token: 'unknown', mock_session: mockSession },
        };
      }
      const now = clock.now();
      const scenario = scenarioOfOpenid(byId.get(row.user_id)?.openid);
      return {
        kind: 'session',
        rule,
        summary: `登录已过期：用户 ${row.user_id} 的 token 于 ${toIso(row.expires_at)} 到期，模拟时钟现在是 ${toIso(now)}`,
        detail: {
          token: 'expired',
          user_id: row.user_id,
          expires_at: toIso(row.expires_at),
          now: toIso(now),
          clock_offset_ms: clock.offset(),
        },
        ...(scenario ? { scenario } : {}),
      };
    },
    /** How many sessions valid now are over `ms` from now. */
    sessionsExpiringWithin(ms: number): number {
      const now = clock.now();
      return expiringBetween.get(now, now + ms)!.n;
    },
    /** Those sessions' users (most recent login first, at most 20). */
    usersExpiringWithin(ms: number): { id: number; nickname: string }[] {
      const now = clock.now();
      return usersExpiringBetween.all(now, now + ms);
    },
    /** Users by their latest login (or creation, never logged in), newest first. */
    recent: (limit: number): UserRow[] => recentUsers.all(limit),
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
