import { BRAND_NAMES, type Brand, type Shape, shapeOf } from './shape';
import { palette } from './tint';

/** The device families we draw; any other `image` shows its icon or its own picture. */
export const DEVICE_FAMILIES = ['phone', 'laptop', 'tablet', 'watch', 'console', 'headphones'] as const;
export type DeviceFamily = (typeof DEVICE_FAMILIES)[number];

export function isDeviceFamily(name: string): name is DeviceFamily {
  return (DEVICE_FAMILIES as readonly string[]).includes(name);
}

/** What a drawing is drawn from: the family, the maker's outline and the finish (#rrggbb). */
export interface ArtOrder {
  family: DeviceFamily;
  shape: Shape;
  color: string;
}

/**
 * The file the api serves a drawing as (ART_PATH + this; docs/decisions/066), e.g.
 * `phone-apple-top-1d1d1f.svg`: everything the drawing depends on, so the name alone draws it and
 * every device of one outline and finish shares one picture in the browser's cache.
 */
export function artFile(family: DeviceFamily, color: string | undefined, name: string | undefined): string {
  const { brand, top } = shapeOf(name);
  return `${family}-${brand}${top ? '-top' : ''}-${palette(color).body.slice(1)}.svg`;
}

const FILE = new RegExp(
  `^(${DEVICE_FAMILIES.join('|')})-(${BRAND_NAMES.join('|')})(-top)?-([0-9a-f]{6})\\.svg$`,
);

/** The drawing a file name asks for; null for any name `artFile` does not make. */
export function readArtFile(file: string): ArtOrder | null {
  const match = FILE.exec(file);
  if (!match) return null;
  const [, family, brand, top, hex] = match;
  return {
    family: family as DeviceFamily,
    shape: { brand: brand as Brand, top: top !== undefined },
    color: `#${hex}`,
  };
}
