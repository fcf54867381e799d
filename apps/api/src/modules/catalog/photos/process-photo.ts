import { createHash } from 'node:crypto';
import { GADGET_PHOTO_MAX_BYTES, GADGET_PHOTO_MAX_MEGAPIXELS, GADGET_PHOTO_WIDTHS } from '@ijara/contract';
import type { Metadata } from 'sharp';
import { AppError } from '../../../errors';

export interface PhotoFile {
  width: number;
  height: number;
  bytes: Buffer;
}

/** One upload at its responsive widths; `version` names the upload in the files' URLs. */
export interface ProcessedPhoto {
  version: string;
  files: PhotoFile[];
}

const FORMATS = new Set(['jpeg', 'png', 'webp']);
const SMALLEST = GADGET_PHOTO_WIDTHS[0];
const MAX_PIXELS = GADGET_PHOTO_MAX_MEGAPIXELS * 1_000_000;

const tooLarge = () =>
  new AppError('validation_failed', {
    text: 'opsImageTooLarge',
    values: () => ({
      max: String(GADGET_PHOTO_MAX_BYTES / 1024 / 1024),
      megapixels: String(GADGET_PHOTO_MAX_MEGAPIXELS),
    }),
  });
const unreadable = (cause?: unknown) =>
  new AppError('validation_failed', { text: 'opsImageUnreadable', cause });

/** sharp (libvips, ~30 MB resident) is loaded with the first upload, not with every api process. */
const loadSharp = async () => (await import('sharp')).default;

async function readSize(input: Buffer): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw unreadable(error);
  }
  if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) throw unreadable();
  if (meta.width * meta.height > MAX_PIXELS) throw tooLarge();
  // EXIF orientations 5–8 turn the picture a quarter: its width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/**
 * Checks an operator's upload and makes WebP files at each of GADGET_PHOTO_WIDTHS up to its own width
 * (never enlarged), upright by its EXIF orientation and without its metadata (a phone photo's EXIF
 * may hold where it was taken).
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  if (input.length > GADGET_PHOTO_MAX_BYTES) throw tooLarge();
  const size = await readSize(input);
  if (size.width < SMALLEST) {
    throw new AppError('validation_failed', {
      text: 'opsImageTooSmall',
      values: () => ({ width: String(size.width), min: String(SMALLEST) }),
    });
  }
  const widths = GADGET_PHOTO_WIDTHS.filter((width) => width <= size.width);
  const sharp = await loadSharp();
  const files: PhotoFile[] = [];
  for (const width of widths) {
    try {
      const { data, info } = await sharp(input, { limitInputPixels: MAX_PIXELS })
        .autoOrient()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80, alphaQuality: 90, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      files.push({ width: info.width, height: info.height, bytes: data });
    } catch (error) {
      // The header was readable but the pixels are not (a truncated or damaged file).
      throw unreadable(error);
    }
  }
  const version = createHash('sha256').update(input).digest('base64url').slice(0, 16);
  return { version, files };
}
