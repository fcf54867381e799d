import type { Locale } from './constants';
import type { Money } from './money';
import { formatCount } from './plural';
import type { TPaymentLine, TPaymentLineKind } from './schemas/payments';
import { fillText } from './texts';

/**
 * What a stored payment line keeps besides its kind and amount: the values of its label, so the text
 * is the contract's in the reader's language (docs/decisions/054).
 */
export interface PaymentLineDetail {
  /** kind "subscription": the term; kind "early_exit": the term whose price applies. */
  term?: number;
  /** kind "early_exit": the months re-priced. */
  months?: number;
  /** kind "discount": an employer's percentage, or a promo code. */
  percent?: number;
  code?: string;
  /** kind "claim": the claim's number. */
  claim?: number;
}

export interface StoredPaymentLine {
  kind: TPaymentLineKind;
  amount: Money;
  extraId: number | null;
  /** The extra's name in the reader's language (kind "extra"). */
  extraName: string | null;
  detail: PaymentLineDetail | null;
}

function label(line: StoredPaymentLine, locale: Locale): string {
  const detail = line.detail ?? {};
  const months = (count: number) => formatCount(count, 'month', locale);
  switch (line.kind) {
    case 'subscription':
      return detail.term
        ? fillText('lineRent', locale, { term: months(detail.term) })
        : fillText('paymentLineSubscription', locale);
    case 'insurance':
      return fillText('lineInsurance', locale);
    case 'delivery':
      return fillText('lineDelivery', locale);
    case 'extra':
      return line.extraName ?? fillText('paymentLineExtra', locale);
    case 'discount':
      if (detail.percent) return fillText('lineEmployerDiscount', locale, { percent: detail.percent });
      if (detail.code) return fillText('linePromoDiscount', locale, { code: detail.code });
      return fillText('paymentLineDiscount', locale);
    case 'early_exit':
      return fillText('paymentLineEarlyExit', locale, {
        months: months(detail.months ?? 0),
        term: months(detail.term ?? 0),
      });
    case 'buyout':
      return fillText('paymentLineBuyout', locale);
    case 'points':
      return fillText('paymentLinePoints', locale);
    case 'claim':
      return fillText('paymentLineClaim', locale, { id: detail.claim ?? '' });
  }
}

/** A stored line as the wire's, labelled in `locale`. */
export function toPaymentLine(line: StoredPaymentLine, locale: Locale): TPaymentLine {
  return {
    kind: line.kind,
    label: label(line, locale),
    amount: line.amount,
    ...(line.extraId === null ? {} : { extraID: line.extraId }),
  };
}
