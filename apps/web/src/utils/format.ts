// Display formats shared by screens: money (fen -> ¥ yuan), quotas, dates in the Chinese locale.
import dayjs from '@/lib/dayjs';

/** 1990 (fen) -> '¥19.90'; whole yuan without decimals: 3000 -> '¥30'. */
export function formatYuan(fen: number): string {
  const yuan = fen / 100;
  return `¥${Number.isInteger(yuan) ? yuan : yuan.toFixed(2)}`;
}

/** null means unlimited. */
export function formatQuota(n: number | null): string {
  return n === null ? '不限' : String(n);
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const t = dayjs(iso);
  return t.isValid() ? t.format('YYYY年M月D日 HH:mm') : '';
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const t = dayjs(iso);
  return t.isValid() ? t.format('YYYY年M月D日') : '';
}
