import type { TPayment, TPaymentLine } from '@ijara/contract';

/**
 * The lines worth showing under a payment (docs/decisions/054): none when the payment is one line of
 * its own type (a plain month, a payment from before lines were kept) — the row already says it.
 */
export function shownLines(payment: TPayment): TPaymentLine[] {
  const [only, ...rest] = payment.lines;
  if (only && rest.length === 0 && (only.kind === payment.type || only.kind === 'buyout')) return [];
  return payment.lines;
}

/** A buy-out's payment (docs/decisions/055): its row is titled so, not as a month's. */
export function isBuyout(payment: TPayment): boolean {
  return payment.lines.some((line) => line.kind === 'buyout');
}
