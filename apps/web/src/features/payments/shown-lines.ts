import type { TPayment, TPaymentLine } from '@ijara/contract';

/**
 * The lines worth showing under a payment (docs/decisions/054): none when the payment is one line of
 * its own type (a plain month, a payment from before lines were kept) — the row already says it.
 */
export function shownLines(payment: TPayment): TPaymentLine[] {
  const [only, ...rest] = payment.lines;
  const titled = only?.kind === payment.type || only?.kind === 'buyout' || only?.kind === 'claim';
  if (only && rest.length === 0 && titled) return [];
  return payment.lines;
}

/** A claim's payment (docs/decisions/059): its row is titled by its line ("Возмещение по заявке №12"). */
export function claimLine(payment: TPayment): TPaymentLine | undefined {
  return payment.lines.find((line) => line.kind === 'claim');
}

/** A buy-out's payment (docs/decisions/055): its row is titled so, not as a month's. */
export function isBuyout(payment: TPayment): boolean {
  return payment.lines.some((line) => line.kind === 'buyout');
}
