import type { SpecTextKey, TPromoRejection } from '@ijara/contract';
import type { AppliedPromo } from './pricing';

/** A promo_codes row as checkout reads it. */
export interface PromoRow {
  id: number;
  code: string;
  kind: 'bonus' | 'subscription';
  percent: number | null;
  amount: number | null;
  appliesTo: 'first_month' | 'every_month' | null;
  validFrom: Date | null;
  validUntil: Date | null;
  maxUses: number | null;
  usedCount: number;
  active: boolean;
}

export type PromoVerdict = { valid: true; promo: AppliedPromo } | { valid: false; reason: TPromoRejection };

/** Codes are stored upper-case and matched case-insensitively; blank means "no code". */
export function normalisePromo(input: string | undefined): string | null {
  const code = input?.trim().toUpperCase() ?? '';
  return code === '' ? null : code;
}

/**
 * Whether a subscription promo code applies for this client now. `usedByClient`: the client has
 * redeemed it before (each code once per client, DESIGN.md §5).
 */
export function judgePromo(row: PromoRow | null, usedByClient: boolean, now: Date): PromoVerdict {
  if (!row?.active) return { valid: false, reason: 'unknown' };
  if (row.kind !== 'subscription') return { valid: false, reason: 'bonus_code' };
  if (row.validFrom && row.validFrom > now) return { valid: false, reason: 'not_started' };
  if (row.validUntil && row.validUntil <= now) return { valid: false, reason: 'expired' };
  if (usedByClient) return { valid: false, reason: 'already_used' };
  if (row.maxUses !== null && row.usedCount >= row.maxUses) return { valid: false, reason: 'used_up' };
  const discount =
    row.percent !== null ? { percent: row.percent } : row.amount !== null ? { amount: row.amount } : null;
  // The database's checks make this impossible; a broken row is treated as unknown, never as free.
  if (!discount || !row.appliesTo) return { valid: false, reason: 'unknown' };
  return { valid: true, promo: { id: row.id, code: row.code, discount, appliesTo: row.appliesTo } };
}

export const PROMO_REJECTION_TEXT: Record<TPromoRejection, SpecTextKey> = {
  unknown: 'promoUnknown',
  bonus_code: 'promoBonusCode',
  not_started: 'promoNotStarted',
  expired: 'promoExpired',
  used_up: 'promoUsedUp',
  already_used: 'promoAlreadyUsed',
};
