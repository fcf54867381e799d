import type { SettlementObserver } from '../payments/index';
import { dedupeKey } from './kinds';
import type { NoticeOutbox } from './outbox';
import type { NoticeRepository } from './repository';

/**
 * Notices of charge outcomes, written in the transaction that settles the charge (the billing job,
 * reconciliation, a gateway callback, pay-now: all settle through payments' ChargeSettlement).
 * - succeeded: a receipt link, for every card charge;
 * - failed: the amount, the reason, a pay link and the next try — unless the charge is the first one
 *   of an order still at checkout (the checkout undoes the order and tells the person itself). A
 *   declined pay-now is told too: the gateway's callback usually settles it before the answer, so
 *   who started the try is not known here, and the message costs a person on the page nothing.
 */
export function paymentNotices(outbox: NoticeOutbox, repository: NoticeRepository): SettlementObserver {
  return async (tx, settled) => {
    const { payment } = settled;
    if (settled.status === 'succeeded') {
      await outbox.enqueue(tx, {
        clientId: payment.clientId,
        kind: 'charge_succeeded',
        dedupeKey: dedupeKey.chargeSucceeded(payment.id),
        values: { paymentId: payment.id, amount: payment.amount },
      });
      return;
    }
    if (
      payment.subscriptionId !== null &&
      !(await repository.subscriptionRunning(tx, payment.subscriptionId))
    ) {
      return;
    }
    await outbox.enqueue(tx, {
      clientId: payment.clientId,
      kind: 'charge_failed',
      dedupeKey: dedupeKey.chargeFailed(payment.id, payment.attempts),
      values: {
        paymentId: payment.id,
        subscriptionId: payment.subscriptionId,
        attempt: payment.attempts,
        amount: payment.amount,
        code: settled.code,
        nextAttemptAt: settled.nextAttemptAt?.toISOString() ?? null,
      },
    });
  };
}
