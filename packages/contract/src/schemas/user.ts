import { z } from 'zod';
import { CLIENT_AGE } from '../constants';
import { ageOn, todayInBishkek } from '../dates';
import { isValidEmail } from '../email';
import { ok, ZId, ZIsoDate, ZMoney } from '../envelope';

export const ZGender = z.enum(['male', 'female']);
export const ZCommunication = z.enum(['whatsapp', 'telegram', 'sms', 'call', 'email']);
export const ZCitizenship = z.enum(['kg', 'kz', 'ru', 'uz', 'tj', 'other']);

/** The client of SPEC.md §3. `bonus` is the point balance (1 point = 1 tyiyn, shown like money). */
export const ZClient = z.object({
  id: ZId,
  city: ZId.nullable(),
  company: ZId.nullable(),
  /** The company's discount applies: the client's work there is confirmed (docs/decisions/049). */
  companyVerified: z.boolean(),
  gender: ZGender.nullable(),
  citizenship: ZCitizenship.nullable(),
  communication: ZCommunication.nullable(),
  firstName: z.string(),
  lastName: z.string(),
  patronymic: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  advertising: z.boolean(),
  birthdate: ZIsoDate.nullable(),
  phone: z.string(),
  bonus: ZMoney,
  forbidden: z.boolean(),
  delete_personal_data: z.boolean(),
  delete_personal_data_date: ZIsoDate.nullable(),
});
export type TClient = z.infer<typeof ZClient>;

export const ZGetInfoResponse = ok({ client: ZClient });

/** The longest part of a name (first, last, patronymic), in characters; the texts nameTooLong say it. */
export const NAME_MAX = 60;
/** Letters of any script with their marks, words joined by spaces, hyphens or apostrophes: no digits or emoji. */
const NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '’-]+[\p{L}\p{M}]+)*$/u;
const ZName = z
  .string()
  .trim()
  .min(1, 'fieldRequired')
  .max(NAME_MAX, 'nameTooLong')
  .regex(NAME_PATTERN, 'nameLetters');
const ZPatronymic = z
  .string()
  .trim()
  .max(NAME_MAX, 'nameTooLong')
  .refine((value) => value === '' || NAME_PATTERN.test(value), 'nameLetters');
export const ZEmail = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidEmail(value), 'invalidEmail');

/** A birthdate of someone between CLIENT_AGE.min and CLIENT_AGE.max years old today (in Bishkek). */
export const ZBirthdate = ZIsoDate.superRefine((value, ctx) => {
  const age = ageOn(value, todayInBishkek());
  if (age < CLIENT_AGE.min) ctx.addIssue({ code: 'custom', message: 'underage' });
  else if (age > CLIENT_AGE.max) ctx.addIssue({ code: 'custom', message: 'incorrectInfo' });
});

/**
 * Profile fields saved by user/updateinfo/ (also completes a new client's registration). The phone is
 * how a client signs in, so it is not one of them: sending it is refused, not silently dropped.
 */
export const ZUpdateInfoRequest = z.object({
  firstName: ZName,
  lastName: ZName,
  patronymic: ZPatronymic.default(''),
  birthdate: ZBirthdate,
  gender: ZGender,
  email: ZEmail.default(''),
  communication: ZCommunication,
  citizenship: ZCitizenship,
  city: ZId.optional(),
  /** The employer: left out keeps it, null clears it; a change waits for a new confirmation. */
  company: ZId.nullable().optional(),
  phone: z.never({ error: 'phoneNotEditable' }).optional(),
});
export type TUpdateInfoRequest = z.input<typeof ZUpdateInfoRequest>;
export const ZUpdateInfoResponse = ok({ client: ZClient });

export const ZAdvertisingRequest = z.object({ advertising: z.boolean() });
export const ZVerifyEmailRequest = z.object({ token: z.string().min(16).max(256) });
/** base64 of `token + ":" + confirmation word` (DESIGN.md §4; encodeDeletionAgreement). */
export const ZDeletePersonalDataRequest = z.object({
  agreement: z.string().trim().min(1, 'fieldRequired').max(1024),
});
/** Withdraws a pending deletion request before its day (our addition; docs/decisions/022). */
export const ZCancelDeletionRequest = z.object({}).strict();
export const ZClientResponse = ok({ client: ZClient });
