import { addDays, todayInBishkek } from '@ijara/contract';
import type { Db } from '../../db/database';
import { BUYOUT_PERIOD, FIRST_PERIOD } from '../../db/schema/index';
import type { ClientTryObserver, SettlementObserver } from '../payments/index';
import { dedupeKey } from './kinds';
import type { NoticeOutbox } from './outbox';
import type { NoticeRepository } from './repository';

/**
 * Notices of charge outcomes, written in the transaction that settles the charge (the billing job,
 * reconciliation, a gateway callback, pay-now: all settle through payments' ChargeSettlement).
 * - succeeded: a receipt link, for every card charge but a claim's (the claims module's "claim paid"
 *   notice carries the receipt, docs/decisions/059);
 * - failed: the amount, the reason, a pay link and the next try — unless the charge is the first one
 *   of an order still at checkout (the checkout undoes the order and tells the person itself), or a
 *   try the client started on /payments/ (withheld by clientTryNotices when it was claimed: the page
 *   shows the outcome, and the gateway's callback often settles it before the answer, so who started
 *   the try is not known here), or a buy-out's (the buy-out dialog shows it; nothing is owed). A
 *   claim's failure is told even when its subscription has ended (a lost device): it is still owed.
 */
export function paymentNotices(
  outbox: NoticeOutbox,
  repository: NoticeRepository,
  holdDays: number,
): SettlementObserver {
  return async (tx, settled) => {
    const { payment } = settled;
    if (settled.status === 'succeeded') {
      // A claim's payment is told by the claims module ("claim paid", with the receipt).
      if (payment.claimId !== null) return;
      await outbox.enqueue(tx, {
        clientId: payment.clientId,
        kind: 'charge_succeeded',
        dedupeKey: dedupeKey.chargeSucceeded(payment.id),
        values: { paymentId: payment.id, amount: payment.amount },
      });
      if (payment.period === FIRST_PERIOD && payment.subscriptionId !== null) {
        await orderReady(tx, outbox, repository, payment.clientId, payment.subscriptionId, holdDays);
        await contractMail(tx, outbox, repository, payment.clientId, payment.subscriptionId);
      }
      return;
    }
    // A declined buy-out is told on the page that asked for it, and nothing is owed (docs/decisions/055).
    if (payment.period === BUYOUT_PERIOD) return;
    // A claim's amount is owed whatever the subscription's state (a lost device ends it): docs/decisions/059.
    if (
      payment.claimId === null &&
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

/** The period checkout charges: its payment makes a pickup order ready at its office. */

/** A paid pickup order: the device waits at the office until the order-expiry job's day. */
async function orderReady(
  tx: Db,
  outbox: NoticeOutbox,
  repository: NoticeRepository,
  clientId: number,
  subscriptionId: number,
  holdDays: number,
): Promise<void> {
  const order = await repository.waitingPickup(tx, subscriptionId);
  if (!order) return;
  // Expected stock (docs/decisions/051): it waits from the day its unit arrives, and is held from then.
  const ordered = todayInBishkek(new Date(order.created_at));
  const from = order.ready_on !== null && order.ready_on > ordered ? order.ready_on : null;
  await outbox.enqueue(tx, {
    clientId,
    kind: 'order_ready',
    dedupeKey: dedupeKey.orderReady(subscriptionId),
    values: {
      subscriptionId,
      office: { ru: `${order.name_ru}, ${order.address_ru}`, en: `${order.name_en}, ${order.address_en}` },
      until: addDays(from ?? ordered, holdDays),
      ...(from === null ? {} : { from }),
    },
  });
}

/**
 * The order's first payment went through: the offer is accepted (its section 1), and the contract goes
 * as a PDF to the client's e-mail — a verified one only, else nothing is written (docs/decisions/057).
 * Once per order (its dedupe key), sent after this commit by the outbox, retried there if SMTP fails.
 */
async function contractMail(
  tx: Db,
  outbox: NoticeOutbox,
  repository: NoticeRepository,
  clientId: number,
  subscriptionId: number,
): Promise<void> {
  if (!(await repository.emailVerified(tx, clientId))) return;
  await outbox.enqueue(tx, {
    clientId,
    kind: 'contract',
    dedupeKey: dedupeKey.contract(subscriptionId),
    values: { subscriptionId },
  });
}

/** Why a client's own try has no failure notice (the outbox row's last_error). */
export const CLIENT_TRY = 'started by the client, who sees the outcome on the page';

/**
 * A try the client started (pay-now) tells its failure on the page that started it, not again by a
 * message: its failure notice is withheld in the claim's transaction, before any outcome can settle.
 */
export function clientTryNotices(outbox: NoticeOutbox): ClientTryObserver {
  return async (tx, started) => {
    await outbox.withhold(
      tx,
      {
        clientId: started.clientId,
        kind: 'charge_failed',
        dedupeKey: dedupeKey.chargeFailed(started.paymentId, started.attempt),
        values: { paymentId: started.paymentId, attempt: started.attempt },
      },
      CLIENT_TRY,
    );
  };
}
