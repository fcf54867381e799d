import type { TCard } from '@ijara/contract';
import type { TFunction } from 'i18next';

/** "**** 4242" → "4242": the only digits we ever hold. */
export function lastFour(pan: string): string {
  return pan.slice(-4);
}

/** "Visa •••• 4242", the way the card is named in every message. */
export function cardName(t: TFunction, card: Pick<TCard, 'brand' | 'pan'>): string {
  return t('cards.name', { brand: t(`cards.brands.${card.brand}`), last4: lastFour(card.pan) });
}

/** "Visa ending in 4242" — what a screen reader says instead of four bullets. */
export function spokenCardName(t: TFunction, card: Pick<TCard, 'brand' | 'pan'>): string {
  return t('cards.spokenName', { brand: t(`cards.brands.${card.brand}`), last4: lastFour(card.pan) });
}
