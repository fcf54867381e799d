import { randomBytes } from 'node:crypto';
import { CLAIM_FILE_PATH, CLAIM_REPORT_MAX_BYTES, type TPoliceReport } from '@ijara/contract';
import { HANDOVER_PHOTO_WIDTHS } from '@ijara/contract/staff';
import { AppError, isAppError } from '../../errors';
import { SignedLinks } from '../../lib/signed-link';
import { type ProcessedPhoto, processPhoto } from '../../photos/process-photo';
import { apiText } from '../../texts';
import type { NewClaimFile } from './repository';

/** How long a link to a claim's file works: long enough to look, short enough that a copied one soon dies. */
export const CLAIM_LINK_TTL_MS = 10 * 60_000;

/** A claim's file by signed link (lib/signed-link.ts): the thumbnail or the whole file, by its random name. */
export const claimFileLinks = {
  thumb: new SignedLinks('claim-file-thumb', `${CLAIM_FILE_PATH}thumb/`, CLAIM_LINK_TTL_MS),
  full: new SignedLinks('claim-file-full', `${CLAIM_FILE_PATH}full/`, CLAIM_LINK_TTL_MS),
};
export type ClaimFileSize = keyof typeof claimFileLinks;

/** 128 random bits: a stored file's name, the only name its links carry. */
export function fileName(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * A photo as the condition records keep theirs (src/photos, docs/decisions/034 and 040): a 320 px
 * thumbnail and a WebP of up to 1600 px, metadata dropped. A file that is not a picture answers 400
 * naming `field`.
 */
async function photo(base64: string, field: string): Promise<ProcessedPhoto> {
  try {
    return await processPhoto(Buffer.from(base64, 'base64'), HANDOVER_PHOTO_WIDTHS, true);
  } catch (error) {
    if (!isAppError(error) || error.code !== 'validation_failed') throw error;
    const { text, values } = error;
    throw new AppError('validation_failed', {
      text,
      ...(values ? { values } : {}),
      fieldTexts: (locale) => ({ [field]: apiText(text, locale, values?.(locale)) }),
    });
  }
}

function stored(processed: ProcessedPhoto, role: 'photo' | 'report', position: number): NewClaimFile {
  const thumb = processed.files[0];
  const large = processed.files.at(-1);
  if (!thumb || !large) throw new AppError('validation_failed', { text: 'opsImageUnreadable' });
  return {
    name: fileName(),
    role,
    type: 'image',
    position,
    width: large.width,
    height: large.height,
    bytes: large.bytes,
    thumb: thumb.bytes,
  };
}

/** The report's photos made WebP, one at a time (the photo process takes one upload at a time). */
export async function photoFiles(photos: readonly string[]): Promise<NewClaimFile[]> {
  const files: NewClaimFile[] = [];
  for (const [index, base64] of photos.entries()) {
    files.push(stored(await photo(base64, `photos.${index}`), 'photo', index + 1));
  }
  return files;
}

const reportUnreadable = () =>
  new AppError('validation_failed', {
    text: 'claimReportUnreadable',
    fields: { policeReport: 'claimReportUnreadable' },
  });

/** The police report: a photo made WebP, or a PDF kept as it is once its first bytes say "%PDF-". */
export async function reportFile(report: TPoliceReport): Promise<NewClaimFile> {
  if (report.type === 'image') return stored(await photo(report.data, 'policeReport'), 'report', 1);
  const bytes = Buffer.from(report.data, 'base64');
  if (bytes.length > CLAIM_REPORT_MAX_BYTES) {
    throw new AppError('validation_failed', {
      text: 'claimReportTooLarge',
      fields: { policeReport: 'claimReportTooLarge' },
    });
  }
  if (!bytes.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw reportUnreadable();
  return {
    name: fileName(),
    role: 'report',
    type: 'pdf',
    position: 1,
    width: null,
    height: null,
    bytes,
    thumb: null,
  };
}
