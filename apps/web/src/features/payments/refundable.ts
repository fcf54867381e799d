import type { TPayment } from '@ijara/contract';

/** What a subscription's successful payments came to, less what was refunded of them: what a cancellation gives back. */
export function refundable(payments: TPayment[], subscriptionId: number): number {
  return payments
    .filter((payment) => payment.subscriptionID === subscriptionId && payment.status === 'success')
    .reduce((sum, payment) => sum + payment.amount - payment.refunded, 0);
}
