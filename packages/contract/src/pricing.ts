import { type Locale, MONEY_DIVISOR } from './constants';
import type { Money } from './money';
import { formatCount } from './plural';
import type { TTerm } from './schemas/catalog';
import type { TPriceLine } from './schemas/subscriptions';
import { fillText } from './texts';

/** A subscription code that applies: a percentage or a fixed amount, off the first month or every month. */
export interface AppliedPromo {
  id: number;
  code: string;
  discount: { percent: number } | { amount: Money };
  appliesTo: 'first_month' | 'every_month';
}

export interface PricedExtra {
  id: number;
  name: string;
  price: Money;
  billing: 'monthly' | 'once';
}

export interface PricingInput {
  term: TTerm;
  /** The model's monthly price for this term in this city. */
  rent: Money;
  /** Monthly insurance when chosen, else null. */
  insurance: Money | null;
  extras: PricedExtra[];
  delivery: { kind: 'delivery'; fee: Money } | { kind: 'pickup' };
  /** The employer's discount, 0 when none. */
  employerPercent: number;
  promo: AppliedPromo | null;
}

export interface Quote {
  lines: TPriceLine[];
  firstPayment: Money;
  monthly: Money;
  deliveryFee: Money;
  discount: Money;
  monthlyDiscount: Money;
  /** What each discount takes off the rent (positive), for the record. */
  employerDiscount: Money;
  promoDiscount: Money;
}

/**
 * A percentage of an amount, rounded down to whole som (docs/decisions/038): a discount never exceeds
 * what it promises, and every amount a person sees and pays stays in whole som, as the catalogue's are.
 */
export function percentOf(amount: Money, percent: number): Money {
  return Math.floor((amount * percent) / 100 / MONEY_DIVISOR) * MONEY_DIVISOR;
}

/**
 * The one place prices are computed (issue 7): the api's quote and order (subscription/calculate/,
 * subscription/create/) and the device page's summary before sign-in (issue 26) call it. Discounts
 * apply to the rent only, never to insurance, extras or delivery: first the employer's percentage, then
 * the promo code on what is left (a fixed amount is capped there), so no month goes below the add-ons.
 */
export function priceDraft(input: PricingInput, locale: Locale): Quote {
  const lines: TPriceLine[] = [
    {
      kind: 'rent',
      label: fillText('lineRent', locale, { term: formatCount(input.term, 'month', locale) }),
      amount: input.rent,
      billing: 'monthly',
    },
  ];
  if (input.insurance !== null) {
    lines.push({
      kind: 'insurance',
      label: fillText('lineInsurance', locale),
      amount: input.insurance,
      billing: 'monthly',
    });
  }
  for (const extra of input.extras) {
    lines.push({
      kind: 'extra',
      label: extra.name,
      amount: extra.price,
      billing: extra.billing,
      extraID: extra.id,
    });
  }
  const deliveryFee = input.delivery.kind === 'delivery' ? input.delivery.fee : 0;
  lines.push({
    kind: 'delivery',
    label: fillText(input.delivery.kind === 'delivery' ? 'lineDelivery' : 'linePickup', locale),
    amount: deliveryFee,
    billing: 'once',
  });

  const employerDiscount = percentOf(input.rent, input.employerPercent);
  if (employerDiscount > 0) {
    lines.push({
      kind: 'employer_discount',
      label: fillText('lineEmployerDiscount', locale, { percent: input.employerPercent }),
      amount: -employerDiscount,
      billing: 'monthly',
    });
  }
  const promoDiscount = input.promo ? promoAmount(input.promo, input.rent - employerDiscount) : 0;
  if (input.promo && promoDiscount > 0) {
    lines.push({
      kind: 'promo_discount',
      label: fillText('linePromoDiscount', locale, { code: input.promo.code }),
      amount: -promoDiscount,
      billing: input.promo.appliesTo === 'every_month' ? 'monthly' : 'once',
    });
  }

  const sum = (only?: 'monthly') =>
    lines.reduce((total, line) => (only && line.billing !== only ? total : total + line.amount), 0);
  const everyMonth = input.promo?.appliesTo === 'every_month';
  return {
    lines,
    firstPayment: sum(),
    monthly: sum('monthly'),
    deliveryFee,
    discount: employerDiscount + promoDiscount,
    monthlyDiscount: employerDiscount + (everyMonth ? promoDiscount : 0),
    employerDiscount,
    promoDiscount,
  };
}

function promoAmount(promo: AppliedPromo, base: Money): Money {
  if ('percent' in promo.discount) return percentOf(base, promo.discount.percent);
  return Math.min(promo.discount.amount, base);
}
