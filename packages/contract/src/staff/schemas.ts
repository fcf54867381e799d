import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../email';
import { ok, ZId, ZIsoDateTime } from '../envelope';
import {
  STAFF_NAME_MAX,
  STAFF_PASSWORD_MAX,
  STAFF_PASSWORD_MIN,
  STAFF_ROLES,
  STAFF_TOTP_DIGITS,
} from './rules';

/**
 * The wire of `/api/staff/` (issue 29). Answers use the api's envelope; failures name fields with text
 * keys of ./texts.ts or the contract's texts.
 */
export const ZStaffRole = z.enum(STAFF_ROLES);

export const ZStaffEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, 'invalidEmail')
  .refine(isValidEmail, 'invalidEmail');

export const ZStaffName = z
  .string()
  .trim()
  .min(1, 'fieldRequired')
  .max(STAFF_NAME_MAX, 'staffNameTooLong')
  .regex(/^[\p{L}\p{M} .'-]+$/u, 'staffNameLetters');

export const ZStaffPassword = z
  .string()
  .min(STAFF_PASSWORD_MIN, 'staffPasswordTooShort')
  .max(STAFF_PASSWORD_MAX, 'staffPasswordTooLong');

export const ZTotpCode = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${STAFF_TOTP_DIGITS}}$`), 'staffCodeFormat');

/** Offices an operator works at; managers and admins see every office and keep the list empty. */
export const ZStaffOffices = z.array(ZId).max(50).default([]);

export const ZStaffMember = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: ZStaffRole,
  offices: z.array(z.number()),
  active: z.boolean(),
  /** Password and second factor set through the set-up link. */
  enrolled: z.boolean(),
  /** Changes with every edit; an edit made from an older version answers 409 (version_conflict). */
  version: z.number(),
  createdAt: ZIsoDateTime,
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

export const ZStaffSignInRequest = z.object({
  email: ZStaffEmail,
  // Not the set-up rules: a wrong password of any length is just a wrong password.
  password: z.string().min(1, 'fieldRequired').max(STAFF_PASSWORD_MAX, 'staffPasswordTooLong'),
  code: ZTotpCode,
});
export type TStaffSignInRequest = z.infer<typeof ZStaffSignInRequest>;

export const ZStaffMeResponse = ok({ staff: ZStaffMember });
export type TStaffMeResponse = z.infer<typeof ZStaffMeResponse>;

export const ZStaffSetupToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'staffLinkInvalid');
/** GET setup/?token=: what the link's page asks for. */
export const ZStaffSetupQuery = z.object({ token: ZStaffSetupToken });

/** What the set-up page shows: who the link is for and the second factor to enrol. */
export const ZStaffSetupInfoResponse = ok({
  email: z.string(),
  name: z.string(),
  /** Base32, for typing into an authenticator app. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as an SVG QR code. */
  qrSvg: z.string(),
  expiresAt: ZIsoDateTime,
});
export type TStaffSetupInfoResponse = z.infer<typeof ZStaffSetupInfoResponse>;

export const ZStaffSetupRequest = z.object({
  token: ZStaffSetupToken,
  password: ZStaffPassword,
  code: ZTotpCode,
});
export type TStaffSetupRequest = z.infer<typeof ZStaffSetupRequest>;

export const ZStaffListResponse = ok({ staff: z.array(ZStaffMember) });
export type TStaffListResponse = z.infer<typeof ZStaffListResponse>;

export const ZStaffAddRequest = z.object({
  email: ZStaffEmail,
  name: ZStaffName,
  role: ZStaffRole,
  offices: ZStaffOffices,
});
export type TStaffAddRequest = z.infer<typeof ZStaffAddRequest>;

/** A new person, or a new link for one who lost theirs: the link is shown once and never stored. */
export const ZStaffLinkResponse = ok({ staff: ZStaffMember, setupLink: z.string(), expiresAt: ZIsoDateTime });
export type TStaffLinkResponse = z.infer<typeof ZStaffLinkResponse>;

export const ZStaffUpdateRequest = z.object({
  id: ZId,
  version: z.number().int().min(0),
  name: ZStaffName,
  role: ZStaffRole,
  offices: ZStaffOffices,
  active: z.boolean(),
});
export type TStaffUpdateRequest = z.infer<typeof ZStaffUpdateRequest>;

export const ZStaffIdRequest = z.object({ id: ZId });

/** Pickup offices, for choosing where an operator works (names in the page's language). */
export const ZStaffOffice = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string(),
  active: z.boolean(),
});
export type TStaffOffice = z.infer<typeof ZStaffOffice>;
export const ZStaffOfficesResponse = ok({ offices: z.array(ZStaffOffice) });
export type TStaffOfficesResponse = z.infer<typeof ZStaffOfficesResponse>;
