import { CLAIM_REPORT_MAX_BYTES, type TPoliceReport } from '@ijara/contract';
import { fileToBase64, resizePhoto } from '../../lib/resize-photo';

/**
 * A claim's photo is made at most this many px on its longer side before it is sent: the api takes
 * CLAIM_PHOTO_MAX_BYTES a photo, which a 1600 px JPEG stays well under (the staff app's hand-over photos
 * are made the same size).
 */
export const CLAIM_PHOTO_MAX_SIDE = 1600;

/** The police report as the form keeps it: what is sent, and what the form shows of it. */
export interface PickedReport {
  report: TPoliceReport;
  /** The photo's thumbnail; null for a PDF. */
  preview: string | null;
  name: string;
}

export type ReportRefusal = 'claimReportTooLarge' | 'claimReportUnreadable';

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** A picked police report: a PDF kept as it is (up to CLAIM_REPORT_MAX_BYTES), a photo resized. */
export async function readReport(file: File): Promise<PickedReport | ReportRefusal> {
  if (isPdf(file)) {
    if (file.size > CLAIM_REPORT_MAX_BYTES) return 'claimReportTooLarge';
    const data = await fileToBase64(file).catch(() => null);
    return data ? { report: { type: 'pdf', data }, preview: null, name: file.name } : 'claimReportUnreadable';
  }
  if (file.type && !file.type.startsWith('image/')) return 'claimReportUnreadable';
  const photo = await resizePhoto(file, CLAIM_PHOTO_MAX_SIDE).catch(() => null);
  if (!photo) return 'claimReportUnreadable';
  return { report: { type: 'image', data: photo.base64 }, preview: photo.preview, name: file.name };
}
