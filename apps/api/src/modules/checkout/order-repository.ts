import { type PricedExtra, SUBSCRIPTION_STATUS } from '@ijara/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/database';
import {
  cards,
  clients,
  FIRST_PERIOD,
  models,
  notifications,
  payments,
  subscriptionExtras,
  subscriptions,
} from '../../db/schema/index';
import { statusSql } from '../../db/statuses';
import { rawRows } from '../../lib/raw-rows';
import { giveBackPromoUse, takePromoUse } from '../../promo/codes';
import { insertPaymentLines, type NewPaymentLine } from '../payments/index';

export type NewSubscription = typeof subscriptions.$inferInsert;

/** The first period's payment row of a subscription: period 1, type "subscription". */

/** The first period's payment of an order: what it came to, and how its charge ended. */
function selectFirstPayment(db: Db, subscriptionId: number) {
  return db
    .select({ id: payments.id, status: payments.status, amount: payments.amount, code: payments.failureCode })
    .from(payments)
    .where(
      and(
        eq(payments.subscriptionId, subscriptionId),
        eq(payments.period, FIRST_PERIOD),
        eq(payments.type, 'subscription'),
      ),
    );
}

/** The rows a checkout writes, and their removal when its first charge fails. */
export class OrderRepository {
  /** The client under a row lock, so flags read here hold until the order is written. */
  async lockClient(tx: Db, clientId: number) {
    const rows = await tx
      .select({
        id: clients.id,
        forbidden: clients.forbidden,
        deletePersonalData: clients.deletePersonalData,
      })
      .from(clients)
      .where(eq(clients.id, clientId))
      .for('update');
    return rows[0] ?? null;
  }

  async activeCard(tx: Db, clientId: number): Promise<number | null> {
    const rows = await tx
      .select({ id: cards.id })
      .from(cards)
      .where(and(eq(cards.clientId, clientId), eq(cards.active, true), isNull(cards.removedAt)))
      .limit(1);
    return rows[0]?.id ?? null;
  }

  /** Takes one use of the code for this client (global cap and once per client). */
  redeemPromo(tx: Db, promoId: number, clientId: number): Promise<'ok' | 'used_up' | 'already_used'> {
    return takePromoUse(tx, promoId, clientId);
  }

  /** The client's order of the same draft still paying or waiting for hand-over (status 1), if any. */
  async openOrder(tx: Db, clientId: number, draftKey: string): Promise<number | null> {
    const rows = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.clientId, clientId),
          eq(subscriptions.draftKey, draftKey),
          eq(subscriptions.status, SUBSCRIPTION_STATUS.created),
        ),
      )
      .limit(1);
    return rows[0]?.id ?? null;
  }

  /** The order's first payment as it stands: what a replayed create answers. */
  async firstPayment(db: Db, subscriptionId: number) {
    const rows = await selectFirstPayment(db, subscriptionId).limit(1);
    return rows[0] ?? null;
  }

  /**
   * The order's row. The device's value stated in the card is the model's value at checkout, copied
   * so a later change of the model's value leaves it as it is (docs/decisions/059).
   */
  async insertSubscription(tx: Db, values: NewSubscription) {
    const deviceValue = sql`(select ${models.value} from ${models} where ${models.id} = ${values.modelId})`;
    const [row] = await tx
      .insert(subscriptions)
      .values({ deviceValue, ...values })
      .returning();
    if (!row) throw new Error('subscription not inserted');
    return row;
  }

  async insertExtras(tx: Db, subscriptionId: number, extras: PricedExtra[]): Promise<void> {
    if (extras.length === 0) return;
    await tx.insert(subscriptionExtras).values(
      extras.map((extra) => ({
        subscriptionId,
        extraId: extra.id,
        price: extra.price,
        billing: extra.billing,
      })),
    );
  }

  /** The first payment as a try in flight (try 1), the way the billing job writes monthly ones, with its lines. */
  async insertFirstPayment(
    tx: Db,
    values: { clientId: number; subscriptionId: number; amount: number; cardId: number; gateway: string },
    lines: readonly NewPaymentLine[],
  ): Promise<number> {
    const [row] = await tx
      .insert(payments)
      .values({
        clientId: values.clientId,
        subscriptionId: values.subscriptionId,
        period: FIRST_PERIOD,
        type: 'subscription',
        status: 'processing',
        amount: values.amount,
        cardId: values.cardId,
        gateway: values.gateway,
        attempts: 1,
        dueAt: sql`now()`,
      })
      .returning({ id: payments.id });
    if (!row) throw new Error('payment not inserted');
    await insertPaymentLines(tx, { id: row.id, amount: values.amount }, lines);
    return row.id;
  }

  async audit(
    tx: Db,
    entry: {
      clientId: number;
      actor: 'client' | 'system';
      ip?: string | null;
      action: string;
      subscriptionId: number;
      details: object;
    },
  ): Promise<void> {
    await writeAudit(tx, {
      clientId: entry.clientId,
      actor: entry.actor,
      action: entry.action,
      entity: 'subscription',
      entityId: String(entry.subscriptionId),
      ip: entry.ip ?? null,
      details: entry.details,
    });
  }

  /** Locks the first payment, then the subscription: the order payment settlement locks them in. */
  async lockFailedCheckout(tx: Db, subscriptionId: number) {
    const [payment] = await selectFirstPayment(tx, subscriptionId).for('update');
    const [subscription] = await tx
      .select({
        id: subscriptions.id,
        clientId: subscriptions.clientId,
        status: subscriptions.status,
        promoCodeId: subscriptions.promoCodeId,
      })
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId))
      .for('update');
    return { payment: payment ?? null, subscription: subscription ?? null };
  }

  /**
   * Erases an order whose first charge failed: the promo use is given back, the failed-charge
   * message payments wrote for it is withdrawn, and the payment, extras and subscription rows go.
   * The audit log keeps the attempt.
   */
  async erase(
    tx: Db,
    order: { subscriptionId: number; clientId: number; paymentId: number | null; promoCodeId: number | null },
  ): Promise<void> {
    if (order.promoCodeId !== null) await giveBackPromoUse(tx, order.promoCodeId, order.clientId);
    if (order.paymentId !== null) {
      await tx
        .delete(notifications)
        .where(
          and(
            eq(notifications.clientId, order.clientId),
            eq(notifications.kind, 'payment_failed'),
            sql`${notifications.values}->>'paymentId' = ${String(order.paymentId)}`,
          ),
        );
      await tx.delete(payments).where(eq(payments.id, order.paymentId));
    }
    await tx.delete(subscriptions).where(eq(subscriptions.id, order.subscriptionId));
  }

  async notify(tx: Db, clientId: number, values: { amount: number }): Promise<void> {
    await tx.insert(notifications).values({
      clientId,
      kind: 'checkout_failed',
      textKey: 'checkoutFailedMessage',
      values,
    });
  }

  /** Orders still in status 1 whose first charge has failed (an outcome that arrived late). */
  async failedCheckouts(db: Db, limit: number): Promise<number[]> {
    const rows = await rawRows<{ id: number }>(
      db,
      sql`select s.id from subscriptions s
          join payments p on p.subscription_id = s.id and p.period = ${FIRST_PERIOD} and p.type = 'subscription'
          where s.status = ${statusSql(SUBSCRIPTION_STATUS.created)} and p.status = 'fail'
          order by s.id
          limit ${limit}`,
    );
    return rows.map((row) => Number(row.id));
  }
}
