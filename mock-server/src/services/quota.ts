/**
 * Quota rules (DESIGN 5): a new user has the free creations and downloads of fixtures/settings.json; a VIP plan
 * makes both unlimited until vip_until; download packs add downloads. Callers run these inside their transaction.
 */
import { Code, type Goods, type MockQuotaBody, type MockReplyCause } from '@cv/contract';
import { toIso } from '../clock.ts';
import { ApiError } from '../errors.ts';
import { scenarioOfOpenid } from '../lib/reply-cause.ts';
import type { ServiceContext } from './context.ts';
import { isVip, type UserRow } from './users.ts';

const DAY_MS = 24 * 3600 * 1000;
const UNLIMITED = 999_999;

export type Reservation = 'vip' | 'counted';

/** Why a take answered 5: the user's quota at that moment (GET /__mock/explain). */
function exhausted(rule: string, what: string, user: UserRow, now: number): MockReplyCause {
  const scenario = scenarioOfOpenid(user.openid);
  const vip = user.vip_until === null ? '从未开通会员' : `会员已于 ${toIso(user.vip_until)} 到期`;
  return {
    kind: 'quota',
    rule: `quota.${rule}`,
    summary: `额度用完：用户 ${user.id} 的${what}剩余 0 次，${vip}`,
    detail: {
      user_id: user.id,
      resumes_left: user.resumes_left,
      downloads_left: user.downloads_left,
      vip_until: user.vip_until === null ? null : toIso(user.vip_until),
      now: toIso(now),
    },
    ...(scenario ? { scenario } : {}),
  };
}

export function createQuotaService(ctx: ServiceContext) {
  const { db, clock } = ctx;
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const setResumes = db.prepare<[number, number]>('UPDATE users SET resumes_left = ? WHERE id = ?');
  const setDownloads = db.prepare<[number, number]>('UPDATE users SET downloads_left = ? WHERE id = ?');
  const setVip = db.prepare<[number | null, number]>('UPDATE users SET vip_until = ? WHERE id = ?');

  const current = (userId: number): UserRow => {
    const user = byId.get(userId);
    if (!user) throw new ApiError(Code.UNAUTHORIZED);
    return user;
  };

  return {
    /** Takes one resume creation or answers 5. Call inside an immediate transaction. */
    takeResumeCreation(userId: number): Reservation {
      const user = current(userId);
      if (isVip(user, clock.now())) return 'vip';
      if (user.resumes_left <= 0) {
        throw new ApiError(Code.QUOTA_EXHAUSTED, '免费创建次数已用完，开通会员可无限创建', {
          explain: exhausted('takeResumeCreation', '创建简历次数', user, clock.now()),
        });
      }
      setResumes.run(user.resumes_left - 1, userId);
      return 'counted';
    },
    /** Takes one download or answers 5. Call inside an immediate transaction. */
    takeDownload(userId: number): Reservation {
      const user = current(userId);
      if (isVip(user, clock.now())) return 'vip';
      if (user.downloads_left <= 0) {
        throw new ApiError(Code.QUOTA_EXHAUSTED, '免费下载次数已用完，开通会员或购买下载包', {
          explain: exhausted('takeDownload', '下载次数', user, clock.now()),
        });
      }
      setDownloads.run(user.downloads_left - 1, userId);
      return 'counted';
    },
    /** Gives a download back when generating the file failed. */
    refundDownload(userId: number, reservation: Reservation): void {
      if (reservation === 'counted')
        db.prepare('UPDATE users SET downloads_left = downloads_left + 1 WHERE id = ?').run(userId);
    },
    /** Grants bought goods: VIP days extend from the later of now and the current end. */
    grant(userId: number, goods: Pick<Goods, 'vip_days' | 'downloads'>): void {
      const user = current(userId);
      if (goods.vip_days) {
        const from = Math.max(clock.now(), user.vip_until ?? 0);
        setVip.run(from + goods.vip_days * DAY_MS, userId);
      }
      if (goods.downloads) setDownloads.run(user.downloads_left + goods.downloads, userId);
    },
    /** PUT /__mock/users/:id/quota. A null count means "practically unlimited" (999999); vip_until null ends VIP. */
    set(userId: number, body: MockQuotaBody): void {
      db.transaction(() => {
        current(userId);
        if (body.resumes_left !== undefined) setResumes.run(body.resumes_left ?? UNLIMITED, userId);
        if (body.downloads_left !== undefined) setDownloads.run(body.downloads_left ?? UNLIMITED, userId);
        if (body.vip_until !== undefined) {
          let until: number | null = null;
          if (body.vip_until !== null) {
            until = Date.parse(body.vip_until);
            if (Number.isNaN(until))
              throw new ApiError(Code.INVALID_PARAMS, '参数错误：字段 vip_until 应为 ISO 时间或 null');
          }
          setVip.run(until, userId);
        }
      }).immediate();
    },
  };
}
export type QuotaService = ReturnType<typeof createQuotaService>;
