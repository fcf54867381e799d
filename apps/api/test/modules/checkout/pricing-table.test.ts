import type { TTerm } from '@ijara/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../helpers/app';
import { createClient } from '../../helpers/auth';
import {
  AIRPODS,
  BISHKEK_DELIVERY,
  CASE_GLASS,
  checkoutFor,
  draft,
  IPHONE_INSURANCE,
  IPHONE_RENT,
  SEED,
} from './fixture';

const TERMS = [3, 6, 12] as const;
const EXTRAS = [[], [SEED.airpods], [SEED.caseGlass], [SEED.airpods, SEED.caseGlass]] as const;
const DELIVERIES = ['pickup', 'delivery'] as const;
/** The seeded subscription codes: 50% / 10% / 500 som / 200 som, first month or every month. */
const PROMOS = [null, 'FIRST50', 'SAVE10', 'MINUS500', 'MINUS200'] as const;
type Promo = (typeof PROMOS)[number];

/**
 * Discounts worked out by hand from the seeded prices: the employer's 10% of the rent, then each
 * promo on what is left ([without employer, with employer]), each rounded down to whole som
 * (docs/decisions/038): 50% of 5 391 som is 2 695 som, not 2 695,50.
 */
const EMPLOYER_10: Record<TTerm, number> = { 3: 59_900, 6: 48_900, 12: 38_900 };
const PROMO_OFF: Record<Exclude<Promo, null>, Record<TTerm, [number, number]>> = {
  FIRST50: { 3: [299_500, 269_500], 6: [244_500, 220_000], 12: [194_500, 175_000] },
  SAVE10: { 3: [59_900, 53_900], 6: [48_900, 44_000], 12: [38_900, 35_000] },
  MINUS500: { 3: [50_000, 50_000], 6: [50_000, 50_000], 12: [50_000, 50_000] },
  MINUS200: { 3: [20_000, 20_000], 6: [20_000, 20_000], 12: [20_000, 20_000] },
};
const EVERY_MONTH = new Set<Promo>(['SAVE10', 'MINUS200']);

interface Row {
  term: TTerm;
  insurance: boolean;
  extras: readonly number[];
  delivery: (typeof DELIVERIES)[number];
  promo: Promo;
  employer: boolean;
}

function expected(row: Row): { firstPayment: number; monthly: number } {
  const rent = IPHONE_RENT[row.term];
  const employer = row.employer ? EMPLOYER_10[row.term] : 0;
  const promo = row.promo ? PROMO_OFF[row.promo][row.term][row.employer ? 1 : 0] : 0;
  const insurance = row.insurance ? IPHONE_INSURANCE : 0;
  const monthlyExtras = row.extras.includes(SEED.airpods) ? AIRPODS : 0;
  const onceExtras = row.extras.includes(SEED.caseGlass) ? CASE_GLASS : 0;
  const delivery = row.delivery === 'delivery' ? BISHKEK_DELIVERY : 0;
  const monthlyBase = rent - employer + insurance + monthlyExtras;
  return {
    monthly: monthlyBase - (EVERY_MONTH.has(row.promo) ? promo : 0),
    firstPayment: monthlyBase - promo + onceExtras + delivery,
  };
}

/** The employer's discount applies once the work there is confirmed (docs/decisions/049). */
const CONFIRMED = { companyVerifiedAt: new Date(), companyVerifiedBy: 'staff' } as const;

describeEachDatabase('subscription/calculate/: the pricing table', ({ app }) => {
  it('matches hand-computed sums for a few orders, line by line', async () => {
    const checkout = checkoutFor(app());
    const client = await createClient(app(), { companyId: SEED.joldoshFinance, ...CONFIRMED });
    const full = await checkout.calculate(
      client.id,
      draft({
        term: 12,
        insurance: true,
        extras: [SEED.airpods, SEED.caseGlass],
        delivery: 'delivery',
        address: 'Бишкек, ул. Киевская, 77',
        promo: 'first50',
      }),
      'ru',
    );
    expect(full.lines.map((line) => [line.kind, line.amount, line.billing])).toEqual([
      ['rent', 389_000, 'monthly'],
      ['insurance', 25_000, 'monthly'],
      ['extra', 59_000, 'monthly'],
      ['extra', 150_000, 'once'],
      ['delivery', 30_000, 'once'],
      ['employer_discount', -38_900, 'monthly'],
      ['promo_discount', -175_000, 'once'],
    ]);
    expect(full).toMatchObject({
      firstPayment: 439_100,
      monthly: 434_100,
      deliveryFee: 30_000,
      discount: 213_900,
      monthlyDiscount: 38_900,
      promo: { code: 'FIRST50', valid: true, message: 'Промокод применён: −50% на первый месяц.' },
      stock: 'in_stock',
    });

    const plain = await checkout.calculate(client.id, draft({ term: 3, promo: 'SAVE10' }), 'en');
    expect(plain).toMatchObject({ firstPayment: 485_200, monthly: 485_200, discount: 113_800 });
  });

  for (const term of TERMS) {
    for (const employer of [false, true]) {
      it(`prices every combination for ${term} months ${employer ? 'with' : 'without'} an employer discount`, async () => {
        const checkout = checkoutFor(app());
        const client = await createClient(
          app(),
          employer ? { companyId: SEED.joldoshFinance, ...CONFIRMED } : {},
        );
        let checked = 0;
        for (const insurance of [false, true]) {
          for (const extras of EXTRAS) {
            for (const delivery of DELIVERIES) {
              for (const promo of PROMOS) {
                const row: Row = { term, insurance, extras, delivery, promo, employer };
                const answer = await checkout.calculate(
                  client.id,
                  draft({
                    term,
                    insurance,
                    extras: [...extras],
                    delivery,
                    ...(delivery === 'delivery' ? { address: 'Чуй 1', office: undefined } : {}),
                    ...(promo ? { promo } : {}),
                  }),
                  'ru',
                );
                const label = JSON.stringify(row);
                expect({ firstPayment: answer.firstPayment, monthly: answer.monthly }, label).toEqual(
                  expected(row),
                );
                expect(answer.deliveryFee, label).toBe(delivery === 'delivery' ? BISHKEK_DELIVERY : 0);
                expect(answer.promo?.valid ?? null, label).toBe(promo ? true : null);
                checked += 1;
              }
            }
          }
        }
        expect(checked).toBe(2 * EXTRAS.length * DELIVERIES.length * PROMOS.length);
      });
    }
  }
});
