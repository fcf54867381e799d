import type { Money } from './money';
import type { PricedExtra, PricingInput } from './pricing';
import type { TDeliveryFee, TGadget, TTerm } from './schemas/catalog';

/** What a person chooses on the device page: the fields of a draft that decide its price. */
export interface PriceChoice {
  model: number;
  term: TTerm;
  city: number;
  insurance: boolean;
  /** In the order the draft sends them (the api prices them in that order). */
  extras: readonly number[];
  delivery: 'delivery' | 'pickup';
}

/** A city's delivery fee as info/delivery-fees/ answers it; undefined while the answer names no such city. */
export function deliveryFeeIn(fees: readonly TDeliveryFee[], cityId: number): Money | undefined {
  return fees.find((entry) => entry.cityID === cityId)?.fee;
}

/**
 * A choice's pricing input read from the public catalogue — info/catalog/'s gadget and info/delivery-fees/'s
 * fee — which is what subscription/calculate/ prices the same draft from (an api test holds the two
 * equal for every choice the seed offers). Without the client's employer discount and promo code: those
 * belong to a signed-in client and are priced at checkout. Undefined when the model has no price for the
 * term in the city; an extra the gadget does not offer is left out (the api refuses it).
 */
export function catalogPricing(
  gadget: Pick<TGadget, 'models' | 'extras'>,
  choice: PriceChoice,
  deliveryFee: Money,
): PricingInput | undefined {
  const model = gadget.models.find((m) => m.id === choice.model);
  const rent = model?.prices.find((p) => p.cityID === choice.city && p.term === choice.term)?.monthly;
  if (!model || rent === undefined) return undefined;
  const extras = choice.extras.flatMap((id): PricedExtra[] => {
    const extra = gadget.extras.find((e) => e.id === id);
    return extra ? [{ id, name: extra.name, price: extra.price, billing: extra.billing }] : [];
  });
  return {
    term: choice.term,
    rent,
    insurance: choice.insurance ? model.insuranceMonthly : null,
    extras,
    delivery: choice.delivery === 'delivery' ? { kind: 'delivery', fee: deliveryFee } : { kind: 'pickup' },
    employerPercent: 0,
    promo: null,
  };
}
