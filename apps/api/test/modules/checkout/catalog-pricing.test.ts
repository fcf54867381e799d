import {
  catalogPricing,
  deliveryFeeIn,
  type Locale,
  type PriceChoice,
  priceDraft,
  SUBSCRIPTION_TERMS,
  type TCatalog,
  type TDeliveryFee,
  type TGadget,
  ZCalculateResponse,
  ZCatalogResponse,
  ZDeliveryFeesResponse,
  ZErrorResponse,
} from '@ijara/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import { apiInject } from '../../helpers/request';

type Variant = Pick<PriceChoice, 'insurance' | 'extras' | 'delivery'>;

/**
 * The options tried for each model, term and city: none (pickup), all of them (insurance, every extra,
 * delivery), and each extra alone with insurance and the way of receiving alternating. Every input of
 * the price then meets every model, term and city: the rent, the model's insurance, each extra's price,
 * billing and name, and the city's delivery fee; how they add up is `priceDraft`'s own test.
 */
function variants(gadget: TGadget): Variant[] {
  const ids = gadget.extras.map((extra) => extra.id);
  return [
    { insurance: false, extras: [], delivery: 'pickup' },
    { insurance: true, extras: ids, delivery: 'delivery' },
    ...ids.map(
      (id, i): Variant => ({ insurance: i % 2 === 0, extras: [id], delivery: i % 2 ? 'pickup' : 'delivery' }),
    ),
  ];
}

/**
 * Issue 26: the device page prices a choice before sign-in with contract `priceDraft`, fed from the
 * public catalogue (info/catalog/) and the delivery fees (info/delivery-fees/). For every model, term and
 * served city of the seed and a spread of options, that price is what subscription/calculate/ answers
 * for the same draft: the same lines, first payment, monthly amount and delivery fee.
 */
describeWithApp('the device page’s price is subscription/calculate/’s', ({ app }) => {
  const catalogs = {} as Record<Locale, TCatalog>;
  let fees: TDeliveryFee[] = [];
  let token = '';

  beforeAll(async () => {
    for (const locale of ['ru', 'en'] as const) {
      const answer = await apiInject(app(), { path: 'info/catalog/', locale });
      catalogs[locale] = ZCatalogResponse.parse(answer.json());
    }
    fees = ZDeliveryFeesResponse.parse((await apiInject(app(), { path: 'info/delivery-fees/' })).json()).fees;
    ({ token } = await signedInClient(app()));
  });

  it('lists the delivery fee of every served city, as checkout charges it', () => {
    const served = catalogs.ru.cities.filter((city) => city.served).map((city) => city.id);
    expect(fees.map((entry) => entry.cityID)).toEqual(served);
    // The seed: 300 som in Bishkek, 400 som in Osh.
    expect(fees).toEqual([
      { cityID: 1, fee: 30_000 },
      { cityID: 2, fee: 40_000 },
    ]);
  });

  it('prices every model, term and city, with a spread of options, as subscription/calculate/ does', async () => {
    let priced = 0;
    let refused = 0;
    const served = catalogs.ru.cities.filter((city) => city.served);
    for (const [index, gadget] of catalogs.ru.gadgets.entries()) {
      // Both languages' catalogues: the lines' labels (extras' names among them) must match too.
      const locale: Locale = index % 2 === 0 ? 'ru' : 'en';
      const localized = catalogs[locale].gadgets.find((g) => g.id === gadget.id);
      if (!localized) throw new Error(`gadget ${gadget.id} missing from the ${locale} catalogue`);
      for (const model of localized.models) {
        for (const city of served) {
          const office = catalogs.ru.org.pickup_offices.find((o) => o.cityID === city.id);
          const fee = deliveryFeeIn(fees, city.id);
          expect(fee, `the fee of city ${city.id}`).toBeDefined();
          for (const term of SUBSCRIPTION_TERMS) {
            for (const variant of variants(localized)) {
              if (variant.delivery === 'pickup' && !office) continue;
              const choice: PriceChoice = { model: model.id, term, city: city.id, ...variant };
              const label = JSON.stringify(choice);
              const answer = await apiInject(app(), {
                path: 'subscription/calculate/',
                token,
                locale,
                body: {
                  ...choice,
                  extras: [...choice.extras],
                  ...(choice.delivery === 'delivery' ? { address: 'Чуй 1' } : { office: office?.id }),
                },
              });
              const pricing = catalogPricing(localized, choice, fee ?? 0);
              if (!pricing) {
                // Not offered for this term in this city: the api refuses it too.
                expect(answer.statusCode, label).toBe(400);
                ZErrorResponse.parse(answer.json());
                refused += 1;
                continue;
              }
              expect(answer.statusCode, label).toBe(200);
              const { calculation } = ZCalculateResponse.parse(answer.json());
              const quote = priceDraft(pricing, locale);
              expect(
                {
                  lines: calculation.lines,
                  firstPayment: calculation.firstPayment,
                  monthly: calculation.monthly,
                  deliveryFee: calculation.deliveryFee,
                  discount: calculation.discount,
                },
                label,
              ).toEqual({
                lines: quote.lines,
                firstPayment: quote.firstPayment,
                monthly: quote.monthly,
                deliveryFee: quote.deliveryFee,
                discount: 0,
              });
              priced += 1;
            }
          }
        }
      }
    }
    expect(priced).toBeGreaterThan(500);
    // The seed prices every model for every term in both served cities.
    expect(refused).toBe(0);
  }, 60_000);
});
