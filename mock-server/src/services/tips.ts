/** Position and major tips from fixtures, fuzzy-matched; no match or empty input gives an empty list. */
import type { MajorTip, PositionTip } from '@cv/contract';
import { fuzzyFind } from '../lib/fuzzy.ts';
import type { ServiceContext } from './context.ts';

export function createTipsService(ctx: ServiceContext) {
  const { positionTips, majorTips } = ctx.fixtures;
  return {
    positions: (title: string): PositionTip[] => fuzzyFind(title, positionTips, (t) => [t.title, ...t.keywords]),
    majors: (major: string): MajorTip[] => fuzzyFind(major, majorTips, (t) => [t.major]),
  };
}
export type TipsService = ReturnType<typeof createTipsService>;
