import type { SeedBonusCode } from './types';

/** Whole som to points (1 point = 1 tyiyn). */
const som = (amount: number): number => amount * 100;

/** Bonus promo codes of the demo: one of each state the bonus page explains. */
export const bonusCodes: SeedBonusCode[] = [
  { code: 'WELCOME500', points: som(500) },
  { code: 'BONUS100', points: som(100), maxUses: 1_000 },
  { code: 'NEWYEAR2025', points: som(300), validUntil: '2025-01-15T00:00:00+06:00' },
  { code: 'GIFT1000', points: som(1_000), maxUses: 50, usedCount: 50 },
];
