import type { SpecTextKey } from '@ijara/contract';

/** A promo_codes row as the bonus page reads it. */
export interface BonusPromoRow {
  id: number;
  code: string;
  kind: 'bonus' | 'subscription';
  amount: number | null;
  validFrom: Date | null;
  validUntil: Date | null;
  maxUses: number | null;
  usedCount: number;
  active: boolean;
}

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

/** Whether a bonus code credits this client now; `usedByClient`: redeemed before (once per client). */
export function judgeBonusPromo(
  row: BonusPromoRow | null,
  usedByClient: boolean,
  now: Date,
): BonusPromoVerdict {
  if (!row?.active) return { valid: false, reason: 'unknown' };
  if (row.kind !== 'bonus') return { valid: false, reason: 'subscription_code' };
  if (row.validFrom && row.validFrom > now) return { valid: false, reason: 'not_started' };
  if (row.validUntil && row.validUntil <= now) return { valid: false, reason: 'expired' };
  if (usedByClient) return { valid: false, reason: 'already_used' };
  if (row.maxUses !== null && row.usedCount >= row.maxUses) return { valid: false, reason: 'used_up' };
  // A bonus code without points is a broken row: treated as unknown, never as a zero credit.
  if (row.amount === null || row.amount <= 0) return { valid: false, reason: 'unknown' };
  return { valid: true, promo: { id: row.id, code: row.code, points: row.amount } };
}

export const BONUS_PROMO_TEXT: Record<BonusPromoRejection, SpecTextKey> = {
  unknown: 'promoUnknown',
  subscription_code: 'promoSubscriptionCode',
  not_started: 'promoNotStarted',
  expired: 'promoExpired',
  already_used: 'promoAlreadyUsed',
  used_up: 'promoUsedUp',
};
