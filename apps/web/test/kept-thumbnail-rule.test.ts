// index.html's loader shows the picture this browser keeps for the first resume card before the scripts run
// (build/route-preload.ts keptIsCurrent); the card's hook then decides the same way (lib/resume-thumbnail's
// isCurrentThumbnail). If the two disagreed, the static shell would show an older version the app then replaces, or
// draw again what the app takes as current.
import { expect, test } from 'vitest';
import { isCurrentThumbnail, listStamp, type CachedThumbnail } from '@/lib/resume-thumbnail';
import { keptIsCurrent } from '../build/route-preload';

const loaderRule = new Function('v', 'x', `return ${keptIsCurrent('v', 'x')}`) as (v: unknown, x: object) => boolean;

const item = { cid: 'c1', template: 'classic-blue', updated_at: '2026-11-28T10:00:00.000Z' };
const cases: [string, CachedThumbnail][] = [
  ["the editor's picture, same template", { stamp: 'content:abc', template: 'classic-blue', image: 'data:,a' }],
  ["the editor's picture, other template", { stamp: 'content:abc', template: 'modern-red', image: 'data:,a' }],
  [
    "this list's picture, same version",
    { stamp: listStamp(item.updated_at), template: 'classic-blue', image: 'data:,a' },
  ],
  [
    "this list's picture, older version",
    { stamp: listStamp('2026-11-27T10:00:00.000Z'), template: 'classic-blue', image: 'data:,a' },
  ],
  [
    "this list's picture, other template",
    { stamp: listStamp(item.updated_at), template: 'modern-red', image: 'data:,a' },
  ],
  ['an empty stamp', { stamp: '', template: 'classic-blue', image: 'data:,a' }],
];

test.each(cases)('the loader and the card agree: %s', (_name, cached) => {
  expect(loaderRule(cached, item)).toBe(isCurrentThumbnail(cached, item.template, item.updated_at));
});

test('both sides take a current picture and refuse an older one (the table above is not all one answer)', () => {
  const answers = cases.map(([, cached]) => isCurrentThumbnail(cached, item.template, item.updated_at));
  expect(answers).toEqual([true, false, true, false, false, true]);
});

test('the loader refuses what is not a kept picture', () => {
  for (const value of [
    undefined,
    null,
    {},
    { stamp: 'content:abc', template: 'classic-blue' },
    { stamp: 1, template: 'classic-blue', image: 'x' },
  ])
    expect(loaderRule(value, item)).toBe(false);
});
