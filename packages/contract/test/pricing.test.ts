import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AppliedPromo,
  catalogPricing,
  deliveryFeeIn,
  type PricingInput,
  percentOf,
  priceDraft,
  type TGadget,
} from '../src';

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

describe('catalogPricing: the device page reads the same input from the public catalogue', () => {
  const gadget: Pick<TGadget, 'models' | 'extras'> = {
    models: [
      {
        id: 7,
        name: 'iPhone 16, 128 GB',
        slug: '128gb',
        specs: '128 GB',
        prices: [
          { cityID: 1, term: 12, monthly: 389_000 },
          { cityID: 2, term: 12, monthly: 369_000 },
        ],
        insuranceMonthly: 25_000,
        value: 9_500_000,
      },
    ],
    extras: [
      { id: 1, name: 'Case', price: 150_000, billing: 'once' },
      { id: 5, name: 'AirPods', price: 59_000, billing: 'monthly' },
    ],
  };
  const choice = {
    model: 7,
    term: 12,
    city: 2,
    insurance: true,
    extras: [5, 1],
    delivery: 'delivery',
  } as const;

  it('takes the city’s price for the term, the model’s insurance and the extras in the draft’s order', () => {
    expect(catalogPricing(gadget, choice, 40_000)).toEqual({
      term: 12,
      rent: 369_000,
      insurance: 25_000,
      extras: [
        { id: 5, name: 'AirPods', price: 59_000, billing: 'monthly' },
        { id: 1, name: 'Case', price: 150_000, billing: 'once' },
      ],
      delivery: { kind: 'delivery', fee: 40_000 },
      employerPercent: 0,
      promo: null,
    });
  });

  it('has no price for a term or city the model is not offered for, and ignores an extra not offered', () => {
    expect(catalogPricing(gadget, { ...choice, term: 6 }, 0)).toBeUndefined();
    expect(catalogPricing(gadget, { ...choice, city: 3 }, 0)).toBeUndefined();
    expect(catalogPricing(gadget, { ...choice, model: 8 }, 0)).toBeUndefined();
    const pickup = catalogPricing(
      gadget,
      { ...choice, insurance: false, extras: [9], delivery: 'pickup' },
      40_000,
    );
    expect(pickup).toMatchObject({ insurance: null, extras: [], delivery: { kind: 'pickup' } });
  });

  it('reads a city’s fee from info/delivery-fees/’s list', () => {
    const fees = [
      { cityID: 1, fee: 30_000 },
      { cityID: 2, fee: 0 },
    ];
    expect([deliveryFeeIn(fees, 1), deliveryFeeIn(fees, 2), deliveryFeeIn(fees, 3)]).toEqual([
      30_000,
      0,
      undefined,
    ]);
  });
});
