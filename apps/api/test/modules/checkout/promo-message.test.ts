import { describe, expect, it } from 'vitest';
import { promoAppliedMessage } from '../../../src/modules/checkout/promo-message';

describe('promoAppliedMessage', () => {
  it('says what the promo gives, in both languages', () => {
    const promo = { id: 1, code: 'TEST' } as const;
    expect(promoAppliedMessage({ ...promo, discount: { percent: 10 }, appliesTo: 'every_month' }, 'ru')).toBe(
      'Промокод применён: −10% на каждый месяц.',
    );
    expect(
      promoAppliedMessage({ ...promo, discount: { amount: 50_000 }, appliesTo: 'first_month' }, 'en'),
    ).toBe('Promo code applied: −500\u00a0som on the first month.');
  });
});
