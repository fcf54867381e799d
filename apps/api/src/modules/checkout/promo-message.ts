import { type AppliedPromo, fillText, formatMoney, type Locale } from '@ijara/contract';

/** "Promo code applied: −15% on every month." in the request's locale. */
export function promoAppliedMessage(promo: AppliedPromo, locale: Locale): string {
  const every = promo.appliesTo === 'every_month';
  if ('percent' in promo.discount) {
    return fillText(every ? 'promoPercentEveryMonth' : 'promoPercentFirstMonth', locale, {
      percent: promo.discount.percent,
    });
  }
  return fillText(every ? 'promoFixedEveryMonth' : 'promoFixedFirstMonth', locale, {
    amount: formatMoney(promo.discount.amount, locale),
  });
}
