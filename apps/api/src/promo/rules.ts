import type { AppliedPromo, SpecTextKey, TPromoRejection } from '@ijara/contract';

/**
 * Both kinds of promo code live in one table: subscription codes (a discount, taken at checkout) and
 * bonus codes (points, taken on the bonus page). Each kind is refused where the other is taken.
 */
export type PromoKind = 'bonus' | 'subscription';

/** A promo_codes row as the rules read it. */
export interface PromoCode {
  id: number;
  code: string;
  kind: PromoKind;
  percent: number | null;
  amount: number | null;
  appliesTo: 'first_month' | 'every_month' | null;
  validFrom: Date | null;
  validUntil: Date | null;
  maxUses: number | null;
  usedCount: number;
  active: boolean;
}

/** A code that applies is the contract's `AppliedPromo`, the form pricing takes it in. */
export type PromoVerdict = { valid: true; promo: AppliedPromo } | { valid: false; reason: TPromoRejection };

export type BonusPromoRejection =
  | 'unknown'
  | 'subscription_code'
  | 'not_started'
  | 'expired'
  | 'already_used'
  | 'used_up';

export type BonusPromoVerdict =
  | { valid: true; promo: { id: number; code: string; points: number } }
  | { valid: false; reason: BonusPromoRejection };

/** Codes are stored upper-case and matched case-insensitively. */
export function normaliseCode(input: string): string {
  return input.trim().toUpperCase();
}

/** A draft's optional code: blank means "no code". */
export function normaliseOptionalCode(input: string | undefined): string | null {
  const code = normaliseCode(input ?? '');
  return code === '' ? null : code;
}

type CommonRefusal = 'unknown' | 'other_kind' | 'not_started' | 'expired' | 'already_used' | 'used_up';

/**
 * The checks both kinds share, in the order the client is told of them. `usedByClient`: the client has
 * redeemed the code before (each code once per client, DESIGN.md §5).
 */
function refusal(
  row: PromoCode | null,
  kind: PromoKind,
  usedByClient: boolean,
  now: Date,
): CommonRefusal | null {
  if (!row?.active) return 'unknown';
  if (row.kind !== kind) return 'other_kind';
  if (row.validFrom && row.validFrom > now) return 'not_started';
  if (row.validUntil && row.validUntil <= now) return 'expired';
  if (usedByClient) return 'already_used';
  if (row.maxUses !== null && row.usedCount >= row.maxUses) return 'used_up';
  return null;
}

/** Whether a subscription code applies for this client now (checkout). */
export function judgeSubscriptionCode(row: PromoCode | null, usedByClient: boolean, now: Date): PromoVerdict {
  const refused = refusal(row, 'subscription', usedByClient, now);
  if (refused) return { valid: false, reason: refused === 'other_kind' ? 'bonus_code' : refused };
  if (!row) return { valid: false, reason: 'unknown' };
  const discount =
    row.percent !== null ? { percent: row.percent } : row.amount !== null ? { amount: row.amount } : null;
  // The database's checks make this impossible; a broken row is treated as unknown, never as free.
  if (!discount || !row.appliesTo) return { valid: false, reason: 'unknown' };
  return { valid: true, promo: { id: row.id, code: row.code, discount, appliesTo: row.appliesTo } };
}

/** Whether a bonus code credits this client now (the bonus page). */
export function judgeBonusCode(row: PromoCode | null, usedByClient: boolean, now: Date): BonusPromoVerdict {
  const refused = refusal(row, 'bonus', usedByClient, now);
  if (refused) return { valid: false, reason: refused === 'other_kind' ? 'subscription_code' : refused };
  // A bonus code without points is a broken row: treated as unknown, never as a zero credit.
  if (!row || row.amount === null || row.amount <= 0) return { valid: false, reason: 'unknown' };
  return { valid: true, promo: { id: row.id, code: row.code, points: row.amount } };
}

/** The message of each refusal at checkout. */
export const PROMO_REJECTION_TEXT: Record<TPromoRejection, SpecTextKey> = {
  unknown: 'promoUnknown',
  bonus_code: 'promoBonusCode',
  not_started: 'promoNotStarted',
  expired: 'promoExpired',
  used_up: 'promoUsedUp',
  already_used: 'promoAlreadyUsed',
};

/** The message of each refusal on the bonus page. */
export const BONUS_PROMO_TEXT: Record<BonusPromoRejection, SpecTextKey> = {
  unknown: 'promoUnknown',
  subscription_code: 'promoSubscriptionCode',
  not_started: 'promoNotStarted',
  expired: 'promoExpired',
  already_used: 'promoAlreadyUsed',
  used_up: 'promoUsedUp',
};
