import { claimIsLate, type TClaimCreateRequest, type TClaimKind, ZClaimCreateRequest } from '@ijara/contract';
import type { ResizedPhoto } from '../../lib/resize-photo';
import type { PickedReport } from './claim-files';

/** What the report form holds: the person's answers, nothing chosen for them. */
export interface ClaimFormValues {
  kind: TClaimKind | undefined;
  /** "YYYY-MM-DD" and "HH:MM" (or "HH:MM:SS") in the device's own time (the person's local time). */
  date: string;
  time: string;
  description: string;
  photos: ResizedPhoto[];
  report: PickedReport | null;
}

export const CLAIM_FIELDS = ['kind', 'happenedAt', 'description', 'photos', 'policeReport'] as const;
export type ClaimField = (typeof CLAIM_FIELDS)[number];
/** Each field's problem as a contract text key (the api's own words for the same rule). */
export type ClaimFieldErrors = Partial<Record<ClaimField, string>>;

const pad = (n: number) => String(n).padStart(2, '0');
/** A moment's calendar day on this device, as a date input holds it. */
export const localDate = (at: Date) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;

/** The chosen day and time as an instant; null until both are there and form one. */
export function happenedAt({ date, time }: Pick<ClaimFormValues, 'date' | 'time'>): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}(:\d{2})?$/.test(time)) return null;
  const at = new Date(`${date}T${time}`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Reported now, the chosen time is more than CLAIM_REPORT_HOURS ago. */
export function isLate(values: Pick<ClaimFormValues, 'date' | 'time'>, now: Date): boolean {
  const at = happenedAt(values);
  return at !== null && at <= now && claimIsLate(at, now);
}

/**
 * The claim/create/ body, checked by the contract's own schema (each issue a text key on its field),
 * and the rules the api checks beyond it: the moment may not be in the future, a theft needs its report.
 */
export function claimRequest(
  subscriptionID: number,
  values: ClaimFormValues,
  now: Date,
): { body: TClaimCreateRequest; errors: null } | { body: null; errors: ClaimFieldErrors } {
  const at = happenedAt(values);
  const body = {
    subscriptionID,
    kind: values.kind,
    happenedAt: at ? at.toISOString() : '',
    description: values.description,
    photos: values.photos.map((photo) => photo.base64),
    ...(values.kind === 'stolen' && values.report ? { policeReport: values.report.report } : {}),
  };
  const errors: ClaimFieldErrors = {};
  const parsed = ZClaimCreateRequest.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as ClaimField;
      if (CLAIM_FIELDS.includes(field)) errors[field] ??= issue.message;
    }
  }
  if (at && at > now) errors.happenedAt ??= 'claimHappenedInFuture';
  // The api refuses a theft without its report too (400 naming policeReport).
  if (values.kind === 'stolen' && !values.report) errors.policeReport ??= 'claimPoliceReportRequired';
  return Object.keys(errors).length > 0
    ? { body: null, errors }
    : { body: body as TClaimCreateRequest, errors: null };
}

/** The api's field errors ("photos.2", "policeReport.data") on the form's fields, in its own words. */
export function apiFieldErrors(fields: Record<string, string>): Partial<Record<ClaimField, string>> {
  const placed: Partial<Record<ClaimField, string>> = {};
  for (const [name, text] of Object.entries(fields)) {
    const field = name.split('.')[0] as ClaimField;
    if (CLAIM_FIELDS.includes(field)) placed[field] ??= text;
  }
  return placed;
}
