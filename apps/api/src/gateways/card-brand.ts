import type { TCard } from '@ijara/contract';

/** The brand of a card from its leading digits (a full or masked number). */
export function brandOf(digits: string): TCard['brand'] {
  if (digits.startsWith('9417')) return 'elcart';
  if (digits.startsWith('62')) return 'unionpay';
  const four = Number(digits.slice(0, 4));
  if (four >= 2200 && four <= 2204) return 'mir';
  if (digits.startsWith('4')) return 'visa';
  if (digits.startsWith('5')) return 'mastercard';
  return 'other';
}
