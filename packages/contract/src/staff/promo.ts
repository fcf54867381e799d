import { z } from 'zod';
import { INT4_MAX, ok, ZId, ZIsoDateTime } from '../envelope';

/**
 * Promo codes as managers keep them (issue 30, docs/decisions/046): the list with how much each code
 * was used, a create-or-edit form, and the on/off switch. A code is never deleted.
 */
export const PROMO_KINDS = ['bonus', 'subscription'] as const;
export type PromoKindName = (typeof PROMO_KINDS)[number];
export const PROMO_APPLIES_TO = ['first_month', 'every_month'] as const;

/** Upper-case Latin letters and digits, 3–32: what a person can read out and type on a phone. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9]{3,32}$/;
/** Each client uses a code once (DESIGN.md §5: UNIQUE(client, promo) in the database); not editable. */
export const PROMO_PER_CLIENT = 1;
/** An amount is whole som (docs/decisions/038) on a wire of tyiyn; at most a million som. */
export const PROMO_AMOUNT_MAX = 1_000_000 * 100;

const ZVersion = z.number().int().min(0).max(INT4_MAX);

export const ZStaffPromoCode = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  /** bonus: the points credited; subscription: a fixed discount a month. Tyiyn, whole som. */
  amount: z.number().nullable(),
  /** subscription only, instead of amount. */
  percent: z.number().nullable(),
  /** subscription only: the first month or every month. */
  appliesTo: z.enum(PROMO_APPLIES_TO).nullable(),
  /** The first and the last day it works (Bishkek time, both included); null: no bound. */
  validFrom: z.iso.date().nullable(),
  validTo: z.iso.date().nullable(),
  /** Uses in total at most; null: no cap. */
  maxUses: z.number().nullable(),
  perClient: z.literal(PROMO_PER_CLIENT),
  active: z.boolean(),
  /** Uses taken in total, and by how many clients. */
  used: z.number(),
  clients: z.number(),
  /** Raised by every edit; an edit sent with an older one answers 409 (version_conflict). */
  version: z.number(),
  createdAt: ZIsoDateTime,
});
export type TStaffPromoCode = z.infer<typeof ZStaffPromoCode>;

export const ZStaffPromoListResponse = ok({ codes: z.array(ZStaffPromoCode) });
export type TStaffPromoListResponse = z.infer<typeof ZStaffPromoListResponse>;

const ZAmount = z
  .number({ error: 'staffPromoAmountFormat' })
  .int('staffPromoAmountFormat')
  .min(100, 'staffPromoAmountFormat')
  .max(PROMO_AMOUNT_MAX, 'staffPromoAmountFormat')
  .refine((tyiyn) => tyiyn % 100 === 0, 'staffPromoAmountFormat');

const ZDay = z.iso.date({ error: 'staffDateFormat' }).nullable();

const ZPromoFields = z.object({
  code: z.string().trim().regex(PROMO_CODE_PATTERN, 'staffPromoCodeFormat'),
  kind: z.enum(PROMO_KINDS, { error: 'staffPromoKind' }),
  amount: ZAmount.nullable(),
  percent: z
    .number({ error: 'staffPromoPercentRange' })
    .int('staffPromoPercentRange')
    .min(1, 'staffPromoPercentRange')
    .max(100, 'staffPromoPercentRange')
    .nullable(),
  appliesTo: z.enum(PROMO_APPLIES_TO, { error: 'staffPromoAppliesTo' }).nullable(),
  validFrom: ZDay,
  validTo: ZDay,
  maxUses: z
    .number({ error: 'staffPromoCapFormat' })
    .int('staffPromoCapFormat')
    .min(1, 'staffPromoCapFormat')
    .max(INT4_MAX, 'staffPromoCapFormat')
    .nullable(),
  active: z.boolean(),
});

type PromoFields = z.output<typeof ZPromoFields>;

/** What holds across fields: each kind's terms, and the last day not before the first. */
function checkTerms(code: PromoFields, context: z.RefinementCtx): void {
  const fail = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
  if (code.kind === 'bonus') {
    if (code.amount === null) fail('amount', 'staffPromoPointsRequired');
    if (code.percent !== null) fail('percent', 'staffPromoBonusNoPercent');
  } else {
    if (code.amount === null && code.percent === null) fail('amount', 'staffPromoDiscountRequired');
    if (code.amount !== null && code.percent !== null) fail('percent', 'staffPromoOneDiscount');
    if (code.appliesTo === null) fail('appliesTo', 'staffPromoAppliesTo');
  }
  if (code.validFrom && code.validTo && code.validTo < code.validFrom)
    fail('validTo', 'staffPromoDatesOrder');
}

/** The fields of a code as the form checks them (the api checks the same, with id and version). */
export const ZStaffPromoFields = ZPromoFields.superRefine(checkTerms);

/**
 * POST promo/save/: a new code (no id) or an edit (id and the version the page showed). A code used
 * at least once keeps its kind and its discount or points (409 staffPromoUsedTerms).
 */
export const ZStaffPromoSaveRequest = ZPromoFields.extend({
  id: ZId.nullable().default(null),
  version: ZVersion.default(0),
}).superRefine(checkTerms);
export type TStaffPromoSaveRequest = z.input<typeof ZStaffPromoSaveRequest>;

/** POST promo/active/: switch a code on or off. */
export const ZStaffPromoActiveRequest = z.object({ id: ZId, version: ZVersion, active: z.boolean() });
export type TStaffPromoActiveRequest = z.input<typeof ZStaffPromoActiveRequest>;

export const ZStaffPromoSavedResponse = ok({ code: ZStaffPromoCode });
export type TStaffPromoSavedResponse = z.infer<typeof ZStaffPromoSavedResponse>;
