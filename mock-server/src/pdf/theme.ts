/** Colors derived from the one accent color of a template (any '#rrggbb'): the roles of designs/types.ts's Theme. */
import type { SecondColour, Theme } from '@cv/contract/designs';

export type { Theme };

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

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** WCAG AA for text of this size (every text of the resume is under 18 pt, or bold under 14 pt). */
export const MIN_CONTRAST = 4.5;

/**
 * `fg`, moved toward `toward` in small steps until it reads at MIN_CONTRAST (with a little margin) on
 * every background: a darker (or lighter) tone of the same hue.
 */
function legible(fg: string, bgs: readonly string[], toward: string): string {
  for (let t = 0; t <= 1; t += 0.02) {
    const c = mix(fg, toward, t);
    if (bgs.every((bg) => contrast(c, bg) >= MIN_CONTRAST + 0.05)) return c;
  }
  return toward;
}

/** r, g, b 0-255 -> h 0-360, s and l 0-1. */
function toHsl([r, g, b]: readonly number[]): [number, number, number] {
  const [x, y, z] = [(r ?? 0) / 255, (g ?? 0) / 255, (b ?? 0) / 255];
  const max = Math.max(x, y, z);
  const min = Math.min(x, y, z);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === x ? (y - z) / d + (y < z ? 6 : 0) : max === y ? (z - x) / d + 2 : (x - y) / d + 4;
  return [h * 60, s, l];
}

function fromHsl(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return toHex([f(0) * 255, f(8) * 255, f(4) * 255]);
}

/** A colour's hue turned by `degrees` round the colour wheel, saturation and lightness kept. */
export function turnHue(hex: string, degrees: number): string {
  const [h, s, l] = toHsl(parse(hex));
  return fromHsl((((h + degrees) % 360) + 360) % 360, s, l);
}

export function makeTheme(color: string, secondColour?: SecondColour): Theme {
  const given = toHex(parse(color));
  // A near-white accent would vanish on paper: fills use a darker tone of it instead.
  const accent = luminance(given) > 0.85 ? mix(given, '#000000', 0.22) : given;
  const tintLight = mix(accent, '#ffffff', 0.9);
  // Text on the accent's fills: white where it reads at AA, else near-black (black at worst).
  const onAccent =
    contrast('#ffffff', accent) >= MIN_CONTRAST + 0.05 ? '#ffffff' : legible('#141414', [accent], '#000000');
  const second = secondColour ? turnHue(accent, secondColour.turn) : accent;
  const accentText = legible(accent, ['#ffffff', tintLight], '#000000');
  return {
    accent,
    second,
    secondText: secondColour ? legible(second, ['#ffffff', tintLight], '#000000') : accentText,
    // The accent as text (titles, dates, chips): a darker tone where the accent itself is too light.
    accentText,
    onAccent,
    onAccentSoft: legible(mix(onAccent, accent, 0.3), [accent], onAccent),
    tint: mix(accent, '#ffffff', 0.7),
    tintLight,
    card: mix(accent, '#ffffff', 0.94),
    dark: '#2b3038',
    onDark: '#ffffff',
    onDarkSoft: '#c9ced6',
    text: '#222222',
    textSoft: '#4a4a4a',
    muted: '#666666',
    rule: '#d9d9d9',
  };
}

/** Every text role of the layouts: its colour and the background it is set on (the contrast table). */
const TEXT_ROLES: readonly { role: string; fg: keyof Theme; bg: keyof Theme | 'white' }[] = [
  { role: '正文（姓名、标题）', fg: 'text', bg: 'white' },
  { role: '正文（描述、联系方式）', fg: 'textSoft', bg: 'white' },
  { role: '日期、技能等级、页码', fg: 'muted', bg: 'white' },
  { role: '强调色文字（栏目标题、求职意向）', fg: 'accentText', bg: 'white' },
  { role: '强调色文字在浅色底上（标签、紧凑栏目标题）', fg: 'accentText', bg: 'tintLight' },
  { role: '第二色文字（栏目编号）', fg: 'secondText', bg: 'white' },
  { role: '色块上的文字（侧栏、色带）', fg: 'onAccent', bg: 'accent' },
  { role: '色块上的次要文字（侧栏小字、页码）', fg: 'onAccentSoft', bg: 'accent' },
  { role: '正文在浅色底上', fg: 'text', bg: 'tintLight' },
  { role: '卡片上的描述（卡片式经历）', fg: 'textSoft', bg: 'card' },
  { role: '卡片上的日期', fg: 'muted', bg: 'card' },
  { role: '浅色侧栏的次要文字', fg: 'muted', bg: 'tintLight' },
  { role: '深色侧栏的文字', fg: 'onDark', bg: 'dark' },
  { role: '深色侧栏的次要文字', fg: 'onDarkSoft', bg: 'dark' },
];

/** The ratio of each text role in a theme. */
export function contrastTable(theme: Theme): { role: string; fg: string; bg: string; ratio: number }[] {
  return TEXT_ROLES.map((r) => {
    const fg = theme[r.fg];
    const bg = r.bg === 'white' ? '#ffffff' : theme[r.bg];
    return { role: r.role, fg, bg, ratio: contrast(fg, bg) };
  });
}
