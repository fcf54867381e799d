/** The default finish when the catalogue names no colour: a neutral graphite. */
export const NEUTRAL = '#5b5f66';

const parse = (hex: string) =>
  [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
const toHex = (rgb: number[]) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** `amount` of the way from one colour to another. */
export function mix(from: string, to: string, amount: number): string {
  const a = parse(from);
  const b = parse(to);
  return toHex(a.map((v, i) => v + ((b[i] ?? v) - v) * amount));
}

/** Relative luminance (WCAG), 0 black … 1 white. */
export function luminance(hex: string): number {
  const [r, g, b] = parse(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The shades a drawing is painted with, from the model's finish. */
export interface Palette {
  body: string;
  light: string;
  dark: string;
  /** Outlines: dark enough to stand out on the light tile even for a white device. */
  edge: string;
  /** The screen's wallpaper, two stops, tuned to the finish. */
  screenFrom: string;
  screenTo: string;
}

export function palette(color: string | undefined): Palette {
  const body = color && /^#[0-9a-f]{6}$/i.test(color) ? color.toLowerCase() : NEUTRAL;
  const bright = luminance(body) > 0.6;
  return {
    body,
    light: mix(body, '#ffffff', bright ? 0.6 : 0.28),
    dark: mix(body, '#000000', bright ? 0.16 : 0.35),
    edge: mix(body, '#000000', bright ? 0.32 : 0.55),
    screenFrom: mix('#8a9cff', body, 0.22),
    screenTo: mix('#151936', body, 0.18),
  };
}
