// What the user may still do for free: creations and downloads left (null: unlimited, e.g. an active VIP plan).
// One home for the rule, read by the gallery, My resumes, payment and the download confirmation.
import type { User } from './api/user-api';

export function isVip(user: User, now = Date.now()): boolean {
  return user.vip_until !== null && Date.parse(user.vip_until) > now;
}

/** Resume creations left; null = unlimited. */
export function creationsLeft(user: User): number | null {
  return isVip(user) ? null : user.resumes_left;
}

/** Downloads left; null = unlimited. */
export function downloadsLeft(user: User): number | null {
  return isVip(user) || user.downloads_left === null ? null : user.downloads_left;
}

/** '将使用 1 次免费创建（剩余 3 次）', or what happens when none or unlimited are left. */
export function creationCostText(user: User): string {
  const left = creationsLeft(user);
  if (left === null) return '会员不限次创建，本次不计次数';
  if (left <= 0) return '免费创建次数已用完，创建时将前往购买页';
  return `将使用 1 次免费创建（剩余 ${left} 次）`;
}
