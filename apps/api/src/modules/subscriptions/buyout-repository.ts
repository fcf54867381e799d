import { SUBSCRIPTION_STATUS } from '@ijara/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  BUYOUT_PERIOD,
  bonusLedger,
  cards,
  clients,
  deviceUnits,
  FIRST_PERIOD,
  models,
  payments,
  returnBookings,
  subscriptions,
} from '../../db/schema/index';
import { rawRows } from '../../lib/raw-rows';
import { StatusRepository } from './status-repository';
import type { SubscriptionRow } from './transitions';

export type BuyoutPaymentRow = typeof payments.$inferSelect;

/** What a buy-out's price and its payment are read from, at one moment. */
export interface BuyoutFacts {
  /** The model's retail price today. */
  value: number;
  /** Rent paid so far (docs/decisions/055): rent lines, early exit and discounts of successful payments. */
  rentPaid: number;
  bonus: number;
  card: { id: number; pan: string } | null;
}

/**
 * The line kinds that are rent: the month's rent (and a late month's), an early exit's re-pricing of
 * the months used, and the discounts taken off them. Insurance, extras and delivery are not rent.
 */
const RENT_KINDS = sql`('subscription', 'early_exit', 'discount')`;

/** The SQL of a buy-out: the facts its price is made of, its payment, and what a paid one changes. */
export class BuyoutRepository {
  private readonly statuses = new StatusRepository();

  /** The client's subscription, or any, under a row lock; null when missing or another client's. */
  lock(tx: Db, subscriptionId: number, clientId?: number): Promise<SubscriptionRow | null> {
    return this.statuses.lock(tx, subscriptionId, clientId);
  }

  async find(db: Db, subscriptionId: number, clientId: number): Promise<SubscriptionRow | null> {
    const rows = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.clientId, clientId)));
    return rows[0] ?? null;
  }

  async facts(db: Db, row: SubscriptionRow): Promise<BuyoutFacts> {
    const [facts] = await rawRows<{ value: number | null; rent: number; bonus: number | null }>(
      db,
      sql`select
            (select ${models.value} from ${models} where ${models.id} = ${row.modelId}) as value,
            (select coalesce(sum(greatest(0, paid.rent - p.refunded_amount)), 0)::integer
               from ${payments} p
               cross join lateral (
                 select coalesce(sum(l.amount), 0) as rent from payment_lines l
                 where l.payment_id = p.id and l.kind in ${RENT_KINDS}) paid
               where p.subscription_id = ${row.id} and p.status = 'success'
                 and p.period <> ${BUYOUT_PERIOD}) as rent,
            (select ${clients.bonus} from ${clients} where ${clients.id} = ${row.clientId}) as bonus`,
    );
    const [card] = await db
      .select({ id: cards.id, pan: cards.maskedPan })
      .from(cards)
      .where(and(eq(cards.clientId, row.clientId), eq(cards.active, true), isNull(cards.removedAt)))
      .limit(1);
    return {
      value: Number(facts?.value ?? 0),
      rentPaid: Number(facts?.rent ?? 0),
      bonus: Number(facts?.bonus ?? 0),
      card: card ?? null,
    };
  }

  /**
   * What stands in a buy-out's way among the client's payments: a failed payment not paid yet (an
   * order's failed first payment is not one: that order is undone, as checkout counts it), or a payment
   * of this subscription still "processing" (its outcome changes the rent paid).
   */
  async blocking(db: Db, row: SubscriptionRow): Promise<'overdue' | 'processing' | null> {
    const [found] = await rawRows<{ overdue: boolean; processing: boolean }>(
      db,
      sql`select
            exists (select 1 from ${payments} where ${payments.clientId} = ${row.clientId}
              and ${payments.status} = 'fail' and ${payments.period} <> ${FIRST_PERIOD}) as overdue,
            exists (select 1 from ${payments} where ${payments.subscriptionId} = ${row.id}
              and ${payments.status} = 'processing' and ${payments.period} <> ${BUYOUT_PERIOD}) as processing`,
    );
    if (found?.overdue) return 'overdue';
    if (found?.processing) return 'processing';
    return null;
  }

  async buyoutPayment(db: Db, subscriptionId: number): Promise<BuyoutPaymentRow | null> {
    const rows = await db
      .select()
      .from(payments)
      .where(and(eq(payments.subscriptionId, subscriptionId), eq(payments.period, BUYOUT_PERIOD)));
    return rows[0] ?? null;
  }

  async paymentById(db: Db, paymentId: number, clientId: number): Promise<BuyoutPaymentRow | null> {
    const rows = await db
      .select()
      .from(payments)
      .where(
        and(eq(payments.id, paymentId), eq(payments.clientId, clientId), eq(payments.period, BUYOUT_PERIOD)),
      );
    return rows[0] ?? null;
  }

  /**
   * The buy-out's payment row: "processing" on try 1 with the card for what the card pays, or
   * "success" paid in full with points (gateway "points", as bonus/subscription/ records it). The
   * unique key (subscription, −1, subscription) makes a second one impossible: null then.
   */
  async insertPayment(
    tx: Db,
    row: SubscriptionRow,
    values: { amount: number; cardId: number | null; gateway: string; pointsOnly: boolean },
  ): Promise<BuyoutPaymentRow | null> {
    const [payment] = await tx
      .insert(payments)
      .values({
        clientId: row.clientId,
        subscriptionId: row.id,
        period: BUYOUT_PERIOD,
        type: 'subscription',
        amount: values.amount,
        dueAt: sql`now()`,
        ...(values.pointsOnly
          ? { status: 'success', bonusUsed: values.amount, gateway: 'points', paidAt: sql`now()` }
          : { status: 'processing', cardId: values.cardId, gateway: values.gateway, attempts: 1 }),
      })
      .onConflictDoNothing({ target: [payments.subscriptionId, payments.period, payments.type] })
      .returning();
    return payment ?? null;
  }

  /**
   * A ledger row of the points a buy-out took or gave back. It names no payment: a declined buy-out's
   * payment row is removed, the ledger stays (append-only); the key names the payment once.
   */
  async ledger(
    tx: Db,
    entry: { clientId: number; amount: number; reason: 'payment' | 'refund'; key: string },
  ): Promise<void> {
    await tx.insert(bonusLedger).values({
      clientId: entry.clientId,
      amount: entry.amount,
      reason: entry.reason,
      idempotencyKey: entry.key,
    });
  }

  /**
   * The points a buy-out took, from its ledger row (`buyout:payment:<id>`), and whether they were given
   * back already: a decline settles once, but this keeps the give-back to one whatever runs.
   */
  async pointsTaken(tx: Db, paymentId: number): Promise<number> {
    const [row] = await rawRows<{ taken: number; back: number }>(
      tx,
      sql`select
            coalesce((select -amount from ${bonusLedger}
              where ${bonusLedger.idempotencyKey} = ${`buyout:payment:${paymentId}`}), 0)::integer as taken,
            coalesce((select amount from ${bonusLedger}
              where ${bonusLedger.idempotencyKey} = ${`buyout-back:payment:${paymentId}`}), 0)::integer as back`,
    );
    return row && row.back === 0 ? Number(row.taken) : 0;
  }

  /** A declined buy-out's payment goes (its lines with it): nothing is owed, and another may be tried. */
  async removePayment(tx: Db, paymentId: number): Promise<void> {
    await tx.delete(payments).where(eq(payments.id, paymentId));
  }

  /** Status 7: billing stops, a pause or a return date no longer applies, the day it ended is kept. */
  async markBoughtOut(tx: Db, subscriptionId: number): Promise<void> {
    await tx
      .update(subscriptions)
      .set({
        status: SUBSCRIPTION_STATUS.boughtOut,
        nextPaymentDate: null,
        returnDate: null,
        pauseEndsOn: null,
        overdueSince: null,
        closedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(subscriptions.id, subscriptionId));
  }

  /**
   * The unit the client holds is sold: retired for good, with the sale's subscription and a reason
   * staff read. Null when the subscription holds no unit (an order older than stock units).
   */
  async sellUnit(
    tx: Db,
    subscriptionId: number,
    reason: string,
  ): Promise<{ id: number; serial: string } | null> {
    const [unit] = await tx
      .update(deviceUnits)
      .set({
        state: 'retired',
        subscriptionId: null,
        reservedAt: null,
        retiredReason: reason,
        soldSubscriptionId: subscriptionId,
        version: sql`${deviceUnits.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(deviceUnits.subscriptionId, subscriptionId), eq(deviceUnits.state, 'rented')))
      .returning({ id: deviceUnits.id, serial: deviceUnits.serial });
    return unit ?? null;
  }

  /** A booked return is cancelled: the device stays with its owner. Answers the day it was booked for. */
  async cancelReturn(tx: Db, subscriptionId: number): Promise<string | null> {
    const [booking] = await tx
      .delete(returnBookings)
      .where(eq(returnBookings.subscriptionId, subscriptionId))
      .returning({ returnOn: returnBookings.returnOn });
    return booking?.returnOn ?? null;
  }
}
