import type { TCard } from '@ijara/contract';

/** How a sandbox card answers; decided by its number, like the test cards of real providers. */
export type Behaviour =
  | 'success'
  | 'declined'
  | 'insufficient_funds'
  | 'expired'
  | 'three_ds'
  | 'charge_declined';

/** The documented test cards; any other Luhn-valid number behaves as `success`. */
export const TEST_CARDS: { number: string; behaviour: Behaviour }[] = [
  { number: '4242424242424242', behaviour: 'success' },
  { number: '4000000000000002', behaviour: 'declined' },
  { number: '4000000000009995', behaviour: 'insufficient_funds' },
  { number: '4000000000000069', behaviour: 'expired' },
  { number: '4000000000003220', behaviour: 'three_ds' },
  { number: '4000000000000341', behaviour: 'charge_declined' },
];

export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function behaviourOf(digits: string): Behaviour {
  return TEST_CARDS.find((card) => card.number === digits)?.behaviour ?? 'success';
}

export interface Expiry {
  month: number;
  year: number;
}

/** "MM/YY" (or "MM / YY", "MMYY") → month and four-digit year; null when malformed. */
export function parseExpiry(input: string): Expiry | null {
  const match = /^\s*(0[1-9]|1[0-2])\s*\/?\s*(\d{2})\s*$/.exec(input);
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** A card is valid through the last day of its expiry month. */
export function expiryInFuture(expiry: Expiry, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year > year || (expiry.year === year && expiry.month >= month);
}

export function formatExpiry(expiry: Expiry): TCard['expiry'] {
  return `${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}`;
}

/** What binding does: a zero-amount check passes unless the bank refuses the card outright. */
export function bindingOutcome(behaviour: Behaviour): { ok: true } | { ok: false; code: string } {
  if (behaviour === 'declined') return { ok: false, code: 'card_declined' };
  if (behaviour === 'expired') return { ok: false, code: 'expired_card' };
  return { ok: true };
}

/** What a merchant-initiated charge of a stored card does. */
export function chargeOutcome(
  behaviour: string,
): { ok: true } | { ok: false; decline: 'soft' | 'hard'; code: string } {
  switch (behaviour) {
    case 'declined':
    case 'charge_declined':
      return { ok: false, decline: 'hard', code: 'card_declined' };
    case 'insufficient_funds':
      return { ok: false, decline: 'soft', code: 'insufficient_funds' };
    case 'expired':
      return { ok: false, decline: 'hard', code: 'expired_card' };
    default:
      return { ok: true };
  }
}
