import type { Decline } from '../types';

/** Our decline codes; the payments module turns each into a text (modules/payments/charges/decline-text.ts). */
export type DeclineCode =
  | 'insufficient_funds'
  | 'expired_card'
  | 'three_ds_required'
  | 'card_declined'
  | 'gateway_unavailable';

/**
 * The issuer's ISO 8583 response code, as Freedom Pay passes it in pg_failure_code / pg_error_code,
 * to our outcome (docs/decisions/024). Soft declines are tried again on the retry days; hard ones not.
 */
const BY_ISO_CODE: Record<string, { code: DeclineCode; decline: Decline }> = {
  '51': { code: 'insufficient_funds', decline: 'soft' },
  '61': { code: 'insufficient_funds', decline: 'soft' },
  '33': { code: 'expired_card', decline: 'hard' },
  '54': { code: 'expired_card', decline: 'hard' },
  '1A': { code: 'three_ds_required', decline: 'hard' },
  '65': { code: 'three_ds_required', decline: 'hard' },
  '68': { code: 'gateway_unavailable', decline: 'soft' },
  '91': { code: 'gateway_unavailable', decline: 'soft' },
  '96': { code: 'gateway_unavailable', decline: 'soft' },
};

/** Any other code is a plain decline, not tried again. */
export function declineOf(failureCode: string): { code: DeclineCode; decline: Decline } {
  return BY_ISO_CODE[failureCode.trim().toUpperCase()] ?? { code: 'card_declined', decline: 'hard' };
}
