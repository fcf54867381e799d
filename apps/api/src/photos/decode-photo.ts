import { GADGET_PHOTO_MAX_MEGAPIXELS, GADGET_PHOTO_WIDTHS } from '@ijara/contract';
import type { Metadata, Sharp } from 'sharp';

/** A file as it crosses from the decoding process (IPC turns a Buffer into a Uint8Array). */
export interface DecodedFile {
  width: number;
  height: number;
  bytes: Uint8Array;
}

/** What the decoding process answers: the files, or why there are none (AppError cannot cross processes). */
export type DecodeResult =
  | { ok: true; files: DecodedFile[] }
  | { ok: false; reason: 'tooLarge' | 'unreadable' }
  | { ok: false; reason: 'tooSmall'; width: number };

const FORMATS = new Set(['jpeg', 'png', 'webp']);
export const MAX_PIXELS = GADGET_PHOTO_MAX_MEGAPIXELS * 1_000_000;

type SharpOf = (input: Buffer, options?: { limitInputPixels?: number | boolean }) => Sharp;

async function readSize(sharp: SharpOf, input: Buffer) {
  let meta: Metadata;
  try {
    // The header only: a picture with too many pixels is refused before any is decoded.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
  if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) return null;
  // EXIF orientations 5–8 turn the picture a quarter: its width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/**
 * Checks an upload and makes WebP files at each of `widths` up to its own width (never enlarged; the
 * smallest is the least it must have), upright by its EXIF orientation and without its metadata (a
 * phone photo's EXIF may hold where it was taken). Runs in the decoding process (photo-worker.ts),
 * never in the api's.
 */
export async function decodePhoto(
  sharp: SharpOf,
  input: Buffer,
  widths: readonly number[] = GADGET_PHOTO_WIDTHS,
  /** Also a file at the upload's own width when it falls short of the largest of `widths`. */
  ownWidth = false,
): Promise<DecodeResult> {
  const smallest = widths[0] ?? 1;
  const size = await readSize(sharp, input);
  if (!size) return { ok: false, reason: 'unreadable' };
  if (size.width * size.height > MAX_PIXELS) return { ok: false, reason: 'tooLarge' };
  if (size.width < smallest) return { ok: false, reason: 'tooSmall', width: size.width };
  const files: DecodedFile[] = [];
  const fitting = widths.filter((w) => w <= size.width);
  if (ownWidth && fitting.length < widths.length && !fitting.includes(size.width)) fitting.push(size.width);
  for (const width of fitting) {
    try {
      const { data, info } = await sharp(input, { limitInputPixels: MAX_PIXELS })
        .autoOrient()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80, alphaQuality: 90, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      files.push({ width: info.width, height: info.height, bytes: data });
    } catch {
      // The header was readable but the pixels are not (a truncated or damaged file).
      return { ok: false, reason: 'unreadable' };
    }
  }
  return { ok: true, files };
}
