import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AppliedPromo,
  type PricingInput,
  percentOf,
  priceDraft,
  promoAppliedMessage,
} from '../../../src/modules/checkout/pricing';

const base: PricingInput = {
  term: 12,
  rent: 389_000,
  insurance: null,
  extras: [],
  delivery: { kind: 'pickup' },
  employerPercent: 0,
  promo: null,
};

const promo = (discount: AppliedPromo['discount'], appliesTo: AppliedPromo['appliesTo']): AppliedPromo => ({
  id: 1,
  code: 'TEST',
  discount,
  appliesTo,
});

describe('priceDraft: one place for the price', () => {
  it('prices the bare rent of a pickup order: first payment and monthly are the rent', () => {
    const quote = priceDraft(base, 'ru');
    expect(quote).toMatchObject({ firstPayment: 389_000, monthly: 389_000, deliveryFee: 0, discount: 0 });
    expect(quote.lines.map((line) => [line.kind, line.label, line.amount, line.billing])).toEqual([
      ['rent', 'Подписка на 12\u00a0месяцев', 389_000, 'monthly'],
      ['delivery', 'Самовывоз из пункта выдачи', 0, 'once'],
    ]);
  });

  it('labels the lines in the request locale', () => {
    const quote = priceDraft(
      {
        ...base,
        term: 3,
        insurance: 25_000,
        delivery: { kind: 'delivery', fee: 30_000 },
        employerPercent: 10,
      },
      'en',
    );
    expect(quote.lines.map((line) => line.label)).toEqual([
      'Subscription for 3\u00a0months',
      'Damage and theft insurance',
      'Delivery to your address',
      'Employer discount, 10%',
    ]);
  });

  it('takes the employer discount first and the promo from what is left, each rounded down to whole som', () => {
    // 6 123 som × 10% = 612.30 → 612 som; then 15% of 5 511 som = 826.65 → 826 som.
    const quote = priceDraft(
      { ...base, rent: 612_300, employerPercent: 10, promo: promo({ percent: 15 }, 'every_month') },
      'en',
    );
    expect(quote).toMatchObject({
      employerDiscount: 61_200,
      promoDiscount: 82_600,
      monthly: 468_500,
      firstPayment: 468_500,
      discount: 143_800,
      monthlyDiscount: 143_800,
    });
  });

  it('applies a first-month promo to the first payment only', () => {
    const quote = priceDraft(
      { ...base, insurance: 25_000, promo: promo({ amount: 50_000 }, 'first_month') },
      'ru',
    );
    expect(quote).toMatchObject({
      firstPayment: 364_000,
      monthly: 414_000,
      discount: 50_000,
      monthlyDiscount: 0,
    });
    expect(quote.lines.at(-1)).toMatchObject({ kind: 'promo_discount', amount: -50_000, billing: 'once' });
  });

  it('never discounts a fixed amount beyond the rent: insurance, extras and delivery stay whole', () => {
    const quote = priceDraft(
      {
        ...base,
        rent: 20_000,
        insurance: 5_000,
        extras: [{ id: 1, name: 'Case', price: 7_000, billing: 'once' }],
        delivery: { kind: 'delivery', fee: 3_000 },
        promo: promo({ amount: 50_000 }, 'every_month'),
      },
      'ru',
    );
    expect(quote).toMatchObject({ promoDiscount: 20_000, monthly: 5_000, firstPayment: 15_000 });
  });

  it('says what the promo gives, in both languages', () => {
    expect(promoAppliedMessage(promo({ percent: 10 }, 'every_month'), 'ru')).toBe(
      'Промокод применён: −10% на каждый месяц.',
    );
    expect(promoAppliedMessage(promo({ amount: 50_000 }, 'first_month'), 'en')).toBe(
      'Promo code applied: −500\u00a0som on the first month.',
    );
  });

  it('rounds percentages down to whole som (docs/decisions/038)', () => {
    // Half of 6 091 som is 3 045.50 som: 3 045 som, never "3 045,50 сом".
    expect(percentOf(609_100, 50)).toBe(304_500);
    expect(percentOf(599_000, 10)).toBe(59_900);
    expect(percentOf(12_345, 15)).toBe(1_800);
    expect(percentOf(100, 0)).toBe(0);
  });

  it('keeps every amount in whole som when the catalogue prices are whole som', () => {
    const som = fc.integer({ min: 0, max: 500_000 }).map((n) => n * 100);
    fc.assert(
      fc.property(
        som.filter((n) => n > 0),
        fc.option(som, { nil: null }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (rent, insurance, employerPercent, percent) => {
          const quote = priceDraft(
            { ...base, rent, insurance, employerPercent, promo: promo({ percent }, 'every_month') },
            'en',
          );
          for (const amount of [quote.firstPayment, quote.monthly, quote.discount, quote.monthlyDiscount]) {
            expect(amount % 100).toBe(0);
          }
        },
      ),
    );
  });

  const money = fc.integer({ min: 0, max: 50_000_000 });
  const input: fc.Arbitrary<PricingInput> = fc.record({
    term: fc.constantFrom(3 as const, 6 as const, 12 as const),
    rent: fc.integer({ min: 1, max: 50_000_000 }),
    insurance: fc.option(money, { nil: null }),
    extras: fc.array(
      fc.record({
        id: fc.integer({ min: 1, max: 1000 }),
        name: fc.string(),
        price: money,
        billing: fc.constantFrom('monthly' as const, 'once' as const),
      }),
      { maxLength: 5 },
    ),
    delivery: fc.oneof(
      fc.constant({ kind: 'pickup' as const }),
      money.map((fee) => ({ kind: 'delivery' as const, fee })),
    ),
    employerPercent: fc.integer({ min: 0, max: 100 }),
    promo: fc.option(
      fc.record({
        id: fc.constant(1),
        code: fc.constant('P'),
        discount: fc.oneof(
          fc.integer({ min: 0, max: 100 }).map((percent) => ({ percent })),
          money.map((amount) => ({ amount })),
        ),
        appliesTo: fc.constantFrom('first_month' as const, 'every_month' as const),
      }),
      { nil: null },
    ),
  });

  it('adds up: the first payment is every line, the monthly amount the monthly lines, integers ≥ 0', () => {
    fc.assert(
      fc.property(input, (draft) => {
        const quote = priceDraft(draft, 'en');
        const total = (lines: typeof quote.lines) => lines.reduce((sum, line) => sum + line.amount, 0);
        expect(quote.firstPayment).toBe(total(quote.lines));
        expect(quote.monthly).toBe(total(quote.lines.filter((line) => line.billing === 'monthly')));
        for (const value of [quote.firstPayment, quote.monthly, quote.discount, quote.monthlyDiscount]) {
          expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
        }
        expect(quote.employerDiscount + quote.promoDiscount).toBeLessThanOrEqual(draft.rent);
        const addOns =
          (draft.insurance ?? 0) +
          draft.extras
            .filter((extra) => extra.billing === 'monthly')
            .reduce((sum, extra) => sum + extra.price, 0);
        expect(quote.monthly).toBeGreaterThanOrEqual(addOns);
      }),
    );
  });
});
