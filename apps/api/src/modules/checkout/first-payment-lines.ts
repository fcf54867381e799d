import type { PricingInput, Quote, TPriceLine } from '@ijara/contract';
import type { NewPaymentLine } from '../payments/index';

/**
 * The first payment's lines are the quote's own (priceDraft), never priced again: the month's rent,
 * insurance, each extra (one-off or monthly), delivery, and the discounts as negative lines. They add
 * up to `quote.firstPayment` because that is their sum (docs/decisions/054).
 */
export function firstPaymentLines(quote: Quote, pricing: PricingInput): NewPaymentLine[] {
  const asLine: Record<TPriceLine['kind'], (line: TPriceLine) => NewPaymentLine> = {
    rent: (line) => ({ kind: 'subscription', amount: line.amount, detail: { term: pricing.term } }),
    insurance: (line) => ({ kind: 'insurance', amount: line.amount }),
    extra: (line) => ({ kind: 'extra', amount: line.amount, extraId: line.extraID ?? null }),
    delivery: (line) => ({ kind: 'delivery', amount: line.amount }),
    employer_discount: (line) => ({
      kind: 'discount',
      amount: line.amount,
      detail: { percent: pricing.employerPercent },
    }),
    promo_discount: (line) => ({
      kind: 'discount',
      amount: line.amount,
      detail: { code: pricing.promo?.code ?? '' },
    }),
  };
  return quote.lines.map((line) => asLine[line.kind](line));
}
