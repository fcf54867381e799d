import type { TGadgetPhoto } from '@ijara/contract';

/** Where a photo file is served; the version makes each URL's bytes permanent (photo-routes.ts). */
export const PHOTO_PREFIX = '/media/gadgets/';

export function photoUrl(gadgetId: number, version: string, width: number): string {
  return `${PHOTO_PREFIX}${gadgetId}/${version}/${width}.webp`;
}

interface PhotoFileRow {
  gadgetId: number;
  version: string;
  width: number;
  height: number;
}

/** A gadget's photo files, smallest first, as the catalogue gives them; the largest sets the aspect ratio. */
export function toPhoto(rows: PhotoFileRow[]): TGadgetPhoto | null {
  const sorted = [...rows].sort((a, b) => a.width - b.width);
  const largest = sorted.at(-1);
  if (!largest) return null;
  return {
    files: sorted.map((row) => ({ url: photoUrl(row.gadgetId, row.version, row.width), width: row.width })),
    width: largest.width,
    height: largest.height,
  };
}

/** A gadget's photos in their order, from its file rows in photo order (each photo's files together). */
export function toPhotos(rows: PhotoFileRow[]): TGadgetPhoto[] {
  const byVersion = new Map<string, PhotoFileRow[]>();
  for (const row of rows) byVersion.set(row.version, [...(byVersion.get(row.version) ?? []), row]);
  return [...byVersion.values()].flatMap((files) => toPhoto(files) ?? []);
}
