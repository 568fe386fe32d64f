/** Colors derived from the one accent color of a template (any '#rrggbb'). */
export interface Theme {
  accent: string;
  /** The accent, darkened when it is too light to read as text on white. */
  accentText: string;
  /** Text drawn on an accent-filled area (white, or dark on light accents). */
  onAccent: string;
  onAccentSoft: string;
  /** Light tints of the accent for rules and backgrounds. */
  tint: string;
  tintLight: string;
  text: string;
  textSoft: string;
  muted: string;
  rule: string;
}

function parse(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const v = m ? parseInt(m[1] ?? '2f5496', 16) : 0x2f5496;
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

const toHex = (rgb: readonly number[]): string =>
  '#' +
  rgb
    .map((c) =>
      Math.round(Math.max(0, Math.min(255, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

/** Mixes a color toward another: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return toHex(x.map((c, i) => c + ((y[i] ?? 0) - c) * t));
}

/** Relative luminance (WCAG). */
export function luminance(hex: string): number {
  const [r, g, b] = parse(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function makeTheme(color: string): Theme {
  const given = toHex(parse(color));
  // A near-white accent would vanish on paper: fills use a light gray of it instead.
  const accent = luminance(given) > 0.85 ? mix(given, '#000000', 0.22) : given;
  const lum = luminance(accent);
  const light = lum > 0.45;
  return {
    accent,
    accentText: lum > 0.3 ? mix(accent, '#000000', Math.min(0.7, (lum - 0.2) * 1.2)) : accent,
    onAccent: light ? '#1a1a1a' : '#ffffff',
    onAccentSoft: light ? '#3a3a3a' : mix(accent, '#ffffff', 0.82),
    tint: mix(accent, '#ffffff', 0.7),
    tintLight: mix(accent, '#ffffff', 0.9),
    text: '#222222',
    textSoft: '#4a4a4a',
    muted: '#7a7a7a',
    rule: '#d9d9d9',
  };
}
