import { useId } from 'react';
import type { IconName } from '../../../../components/ui/icon';
import { ConsoleArt } from './console-art';
import { HeadphonesArt } from './headphones-art';
import { LaptopArt } from './laptop-art';
import { PhoneArt } from './phone-art';
import { shapeOf } from './shape';
import { TabletArt } from './tablet-art';
import { palette } from './tint';
import { WatchArt } from './watch-art';

const ART = {
  phone: PhoneArt,
  laptop: LaptopArt,
  tablet: TabletArt,
  watch: WatchArt,
  console: ConsoleArt,
  headphones: HeadphonesArt,
} as const;

export type DeviceFamily = keyof typeof ART;

export function isDeviceFamily(name: string): name is DeviceFamily & IconName {
  return Object.hasOwn(ART, name);
}

/**
 * Our own drawing of a device family in its maker's outline (from the gadget's `name`: shape.ts),
 * painted in the model's finish (#rrggbb; a neutral graphite without one). Inline SVG: crisp at any
 * size, about 1 KB each gzipped, no request.
 */
export function DeviceArt({
  family,
  color,
  name,
}: {
  family: DeviceFamily;
  color?: string | undefined;
  name?: string | undefined;
}) {
  // Gradient ids must be unique in the page: several drawings of one family share it.
  const id = `art${useId().replace(/[^\w-]/g, '')}`;
  const Art = ART[family];
  return <Art id={id} p={palette(color)} s={shapeOf(name)} />;
}
