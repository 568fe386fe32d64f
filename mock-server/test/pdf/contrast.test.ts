/** Legible colours (issue 23): every text role in every template colour, and in any colour, at WCAG AA. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESIGNS } from '@cv/contract/designs';
import { contrast, contrastTable, makeTheme, MIN_CONTRAST, turnHue } from '../../src/pdf/theme.ts';
import { ROOT } from '../../scripts/pdf-fixtures.ts';

const templateColors = (): string[] => {
  const read = (f: string): { color: string }[] =>
    JSON.parse(readFileSync(join(ROOT, 'fixtures', f), 'utf8')) as { color: string }[];
  return [...new Set([...read('templates.json'), ...read('styles.json')].map((t) => t.color))];
};

describe('contrast', () => {
  it.each(templateColors())('%s: every text role at least 4.5:1 on its background', (color) => {
    for (const row of contrastTable(makeTheme(color))) {
      expect(row.ratio, `${row.role}: ${row.fg} on ${row.bg}`).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
  });

  it('holds for any #rrggbb accent (a grid of 6 steps per channel)', () => {
    const steps = [0, 51, 102, 153, 204, 255];
    for (const r of steps)
      for (const g of steps)
        for (const b of steps) {
          const color = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
          for (const row of contrastTable(makeTheme(color))) {
            expect(row.ratio, `${color} ${row.role}`).toBeGreaterThanOrEqual(MIN_CONTRAST);
          }
        }
  });

  it('a design with a second colour: its text tone reads at AA on white and on the light tint for any accent', () => {
    const seconds = Object.values(DESIGNS).flatMap((d) => (d.second ? [d.second] : []));
    expect(seconds.length).toBeGreaterThanOrEqual(3);
    const steps = [0, 51, 102, 153, 204, 255];
    for (const second of seconds)
      for (const r of steps)
        for (const g of steps)
          for (const b of steps) {
            const color = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
            const theme = makeTheme(color, second);
            for (const bg of ['#ffffff', theme.tintLight]) {
              expect(contrast(theme.secondText, bg), `${color} turn ${second.turn} on ${bg}`).toBeGreaterThanOrEqual(
                MIN_CONTRAST,
              );
            }
          }
  });

  it('turns the hue and keeps the tone: a complement of navy is an amber, a grey stays grey', () => {
    expect(turnHue('#2f5496', 180)).toBe('#96712f');
    expect(turnHue('#808080', 120)).toBe('#808080');
    expect(turnHue('#ff0000', 120)).toBe('#00ff00');
    expect(makeTheme('#2f5496').second).toBe('#2f5496');
  });
});
