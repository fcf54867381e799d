import type { DrawArt } from '@ijara/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import type { DeviceFamily } from './art-file';
import { readArtFile } from './art-file';
import { ConsoleArt } from './console-art';
import { HeadphonesArt } from './headphones-art';
import { LaptopArt } from './laptop-art';
import { PhoneArt } from './phone-art';
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
} as const satisfies Record<DeviceFamily, unknown>;

/**
 * Our own drawing of a device family in its maker's outline, painted in the model's finish, as the
 * SVG document of an art file (art-file.ts): the api serves it as a picture (docs/decisions/066), so
 * the drawings are neither in the pages' HTML nor in the browser's JavaScript. Null for a name no
 * drawing has.
 */
export const drawArt: DrawArt = (file) => {
  const order = readArtFile(file);
  if (!order) return null;
  const Art = ART[order.family];
  return renderToStaticMarkup(<Art id="art" p={palette(order.color)} s={order.shape} />);
};
