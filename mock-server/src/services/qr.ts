/**
 * QR login lifecycle (DESIGN 5): waiting -> scanned -> confirmed -> consumed, or expired / cancelled.
 * The token is created when qrState first sees the confirmation and handed out exactly once.
 */
import { Code, type QrState } from '@cv/contract';
import { ApiError } from '../errors.ts';
import { newTicket, newToken } from '../lib/ids.ts';
import type { ServiceContext } from './context.ts';
import type { UsersService } from './users.ts';

interface TicketRow {
  ticket: string;
  state: QrState;
  created_at: number;
  expires_at: number;
  user_id: number | null;
}

const INVALID_MESSAGES: Partial<Record<QrState, string>> = {
  expired: '二维码已过期，请刷新',
  cancelled: '已取消登录，请刷新二维码',
  consumed: '二维码已使用，请刷新',
};

/** The openid the auto-login (MOCK_AUTO_LOGIN_MS) signs in as, so a developer keeps the same resumes. */
export const AUTO_LOGIN_OPENID = 'auto-login-developer';

export function createQrService(ctx: ServiceContext, deps: { users: UsersService }) {
  const { db, clock, config } = ctx;
  const insert = db.prepare<[string, number, number]>(
    "INSERT INTO qr_tickets (ticket, state, created_at, expires_at) VALUES (?, 'waiting', ?, ?)",
  );
  const byTicket = db.prepare<[string], TicketRow>('SELECT * FROM qr_tickets WHERE ticket = ?');
  const setState = db.prepare<[QrState, number | null, string]>(
    'UPDATE qr_tickets SET state = ?, user_id = COALESCE(?, user_id) WHERE ticket = ?',
  );
  const all = db.prepare<[], TicketRow>('SELECT * FROM qr_tickets ORDER BY created_at DESC LIMIT 50');

  /** The state as of now: pending tickets past their TTL read as expired. */
  function effective(row: TicketRow): QrState {
    const pending = row.state === 'waiting' || row.state === 'scanned' || row.state === 'confirmed';
    return pending && clock.now() >= row.expires_at ? 'expired' : row.state;
  }

  function load(ticket: string): TicketRow {
    const row = byTicket.get(ticket);
    if (!row) throw new ApiError(Code.QR_INVALID, '二维码不存在，请刷新');
    return row;
  }

  /** Confirms as an existing user (`user_id`), as the user of `openid` (created on first use), or as a new user. */
  function confirmRow(row: TicketRow, who: { user_id?: number; openid?: string; nickname?: string }): void {
    if (who.user_id !== undefined) {
      const existing = deps.users.findById(who.user_id);
      if (!existing) throw new ApiError(Code.NOT_FOUND, '用户不存在');
      setState.run('confirmed', existing.id, row.ticket);
      return;
    }
    const user = deps.users.findOrCreateByOpenid(who.openid ?? `wx-${newToken().slice(0, 12)}`, who.nickname);
    setState.run('confirmed', user.id, row.ticket);
  }

  return {
    create(): { ticket: string; expire_seconds: number } {
      const ticket = newTicket();
      const now = clock.now();
      insert.run(ticket, now, now + config.qrTtlSeconds * 1000);
      return { ticket, expire_seconds: config.qrTtlSeconds };
    },

    /** qrState: 7 {state} while pending, 0 {token} once after confirmation, 8 otherwise. */
    poll(ticket: string): { token: string } {
      return db
        .transaction(() => {
          const row = load(ticket);
          let state = effective(row);
          if (
            config.autoLoginMs > 0 &&
            (state === 'waiting' || state === 'scanned') &&
            clock.now() - row.created_at >= config.autoLoginMs
          ) {
            // MOCK_AUTO_LOGIN_AS: the user of that nickname (created on first use); else the fixed 开发者 user.
            const as = config.autoLoginAs ? deps.users.findOrCreateByNickname(config.autoLoginAs) : null;
            confirmRow(row, as ? { user_id: as.id } : { openid: AUTO_LOGIN_OPENID, nickname: '开发者' });
            state = 'confirmed';
          }
          if (state === 'waiting' || state === 'scanned') {
            throw new ApiError(Code.QR_PENDING, state === 'scanned' ? '已扫码，请在手机上确认登录' : '等待扫码', {
              data: { state },
            });
          }
          if (state !== 'confirmed') throw new ApiError(Code.QR_INVALID, INVALID_MESSAGES[state]);
          const userId = load(ticket).user_id as number;
          setState.run('consumed', null, ticket);
          return { token: deps.users.createSession(userId) };
        })
        .immediate();
    },

    /** What the mobile page shows; opening it marks a waiting ticket scanned. */
    scan(ticket: string): QrState {
      return db
        .transaction(() => {
          const row = byTicket.get(ticket);
          if (!row) return 'expired' as QrState;
          const state = effective(row);
          if (state === 'waiting') {
            setState.run('scanned', null, ticket);
            return 'scanned' as QrState;
          }
          return state;
        })
        .immediate();
    },

    confirm(ticket: string, who: { user_id?: number; openid?: string; nickname?: string } = {}): QrState {
      return db
        .transaction(() => {
          const row = load(ticket);
          const state = effective(row);
          if (state !== 'waiting' && state !== 'scanned') {
            throw new ApiError(Code.QR_INVALID, INVALID_MESSAGES[state] ?? '二维码状态不允许确认');
          }
          confirmRow(row, who);
          return 'confirmed' as QrState;
        })
        .immediate();
    },

    cancel(ticket: string): QrState {
      return db
        .transaction(() => {
          const row = load(ticket);
          const state = effective(row);
          if (state !== 'waiting' && state !== 'scanned') {
            throw new ApiError(Code.QR_INVALID, INVALID_MESSAGES[state] ?? '二维码状态不允许取消');
          }
          setState.run('cancelled', null, ticket);
          return 'cancelled' as QrState;
        })
        .immediate();
    },

    recent: () => all.all().map((row) => ({ ...row, state: effective(row) })),
  };
}
export type QrService = ReturnType<typeof createQrService>;
