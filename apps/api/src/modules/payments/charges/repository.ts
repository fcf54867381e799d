import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { namedRows, prepared, reusable } from '../../../db/prepared';
import { rowOf } from '../../../db/row-of';
import { cards, payments, subscriptions, webhookEvents } from '../../../db/schema/index';
import type { ClientWrites } from '../../clients/index';

const paymentId = sql.placeholder('paymentId');
const subscriptionId = sql.placeholder('subscriptionId');

export type PaymentRow = typeof payments.$inferSelect;
/** A gateway callback's event as webhook_events keeps it (payload: JSON text). */
export interface EventRecord {
  provider: string;
  eventId: string;
  type: string;
  payload: string | null;
}
/** A payment under its row lock, with its subscription's dates as they are now. */
export interface LockedPayment {
  payment: PaymentRow;
  subscription: SubscriptionDates | null;
}
export type SubscriptionDates = Pick<
  typeof subscriptions.$inferSelect,
  'id' | 'nextPaymentDate' | 'billingPeriod' | 'billingDay' | 'startDate'
>;

/** What moving a paid subscription on reads of it. */
const SUBSCRIPTION_DATES = {
  id: subscriptions.id,
  nextPaymentDate: subscriptions.nextPaymentDate,
  billingPeriod: subscriptions.billingPeriod,
  billingDay: subscriptions.billingDay,
  startDate: subscriptions.startDate,
};

const lockWithDates = reusable((db) =>
  db
    .select({ payment: payments, subscription: SUBSCRIPTION_DATES })
    .from(payments)
    .leftJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .where(eq(payments.id, paymentId))
    .for('update', { of: payments })
    .prepare('charge_payment_lock_dates'),
);

const lockPaymentRow = reusable((db) =>
  db.select().from(payments).where(eq(payments.id, paymentId)).for('update').prepare('charge_payment_lock'),
);

const lockSubscriptionDates = reusable((db) =>
  db
    .select(SUBSCRIPTION_DATES)
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .for('update')
    .prepare('charge_subscription_lock'),
);

const advanceSubscription = reusable((db) =>
  db
    .update(subscriptions)
    .set({
      nextPaymentDate: sql`${sql.placeholder('nextPaymentDate')}`,
      billingPeriod: sql`${subscriptions.billingPeriod} + 1`,
      overdueSince: null,
      updatedAt: sql`now()`,
    })
    .where(eq(subscriptions.id, subscriptionId))
    .prepare('charge_subscription_advance'),
);

/**
 * The SQL of settling charges: the payment row, its subscription's dates, cashback. The statements of
 * every charge are named, so PostgreSQL parses and plans each once per connection, not once per charge
 * (about 0.14 ms of its time a statement, `pgbench -M extended` against `-M prepared`: docs/decisions/029).
 * Those run in a transaction are built once per database (`reusable`) and run on its connection.
 */
export class ChargeRepository {
  private readonly byId = prepared(() =>
    this.db.select().from(payments).where(eq(payments.id, paymentId)).limit(1).prepare('charge_payment'),
  );

  /**
   * Marks try `attempt` as handed to the gateway and reads the card's token, in one statement: no row
   * when the try is no longer this claim's to send (settled, superseded, or sent by another process).
   */
  private readonly sendClaim = prepared(() => {
    const attempt = sql.placeholder('attempt');
    return this.db
      .update(payments)
      .set({ sentAttempts: sql`${attempt}` })
      .where(
        and(
          eq(payments.id, paymentId),
          eq(payments.status, 'processing'),
          eq(payments.attempts, attempt),
          sql`${payments.sentAttempts} < ${attempt}`,
        ),
      )
      .returning({
        token: sql<
          string | null
        >`(select c.gateway_token from cards c where c.id = ${sql.placeholder('cardId')})`,
      })
      .prepare('charge_mark_sent');
  });

  constructor(
    readonly db: Db,
    private readonly clients: Pick<ClientWrites, 'creditBonusOnce'>,
  ) {}

  async lockPayment(tx: Db, id: number): Promise<PaymentRow | null> {
    const rows = await lockPaymentRow(tx).execute({ paymentId: id });
    return rows[0] ?? null;
  }

  /**
   * The payment under its row lock, with its subscription's dates as they are now (not locked: the
   * statement that moves the subscription on checks they are still the same).
   */
  async lockForSettling(tx: Db, id: number): Promise<LockedPayment | null> {
    const rows = await lockWithDates(tx).execute({ paymentId: id });
    return rows[0] ?? null;
  }

  /**
   * A charge callback's event recorded and, only when it is new, its payment locked as lockForSettling
   * does, in one statement (one round trip less in every callback's transaction). `fresh` false: the
   * event was recorded before, and nothing is locked. One row either way, also without the payment
   * (an order undone since), so a new event is told apart from a repeat.
   */
  async recordAndLock(
    tx: Db,
    event: EventRecord,
    id: number,
  ): Promise<{ fresh: boolean; locked: LockedPayment | null }> {
    const [row] = await namedRows<Record<string, unknown> & { fresh: number }>(
      tx,
      'charge_event_payment_lock',
      sql`with event as (
            insert into ${webhookEvents} (provider, event_id, type, payload)
            values (${event.provider}, ${event.eventId}, ${event.type}, ${event.payload}::jsonb)
            on conflict do nothing
            returning id),
          locked as (
            select p.*, ${sql.join(
              Object.values(SUBSCRIPTION_DATES).map(
                (column) => sql`s.${sql.identifier(column.name)} as ${sql.identifier(`s_${column.name}`)}`,
              ),
              sql`, `,
            )}
            from ${payments} p left join ${subscriptions} s on s.id = p.subscription_id
            where p.id = ${id}::int and exists (select 1 from event)
            for update of p)
          select (select count(*) from event)::int as fresh, locked.*
          from (select 1) one left join locked on true`,
    );
    if (!row || Number(row.fresh) === 0) return { fresh: false, locked: null };
    if (row.id === null || row.id === undefined) return { fresh: true, locked: null };
    const subscription = row.s_id === null ? null : rowOf(SUBSCRIPTION_DATES, row, 's_');
    return { fresh: true, locked: { payment: rowOf(getTableColumns(payments), row), subscription } };
  }

  async find(id: number): Promise<PaymentRow | null> {
    const rows = await this.byId().execute({ paymentId: id });
    return rows[0] ?? null;
  }

  /**
   * The payment settled as paid and, in the same statement and before it, its subscription moved on
   * (`advance`, worked out from the dates lockForSettling read) if those dates are still the same.
   * The subscription is written first, so the payment's row gets its new index entries only once this
   * transaction holds the subscription: a claim of the period's payment (billing's claimDue, which holds
   * the subscription while it inserts) never waits on them while holding what this waits for.
   * Answers whether the subscription moved on.
   */
  async markSucceeded(
    tx: Db,
    id: number,
    chargeId: string,
    advance: { subscription: SubscriptionDates; nextPaymentDate: string } | null,
  ): Promise<boolean> {
    const from = advance?.subscription;
    const [row] = await namedRows<{ advanced: number }>(
      tx,
      'charge_succeeded',
      sql`with advanced as (
            update subscriptions set next_payment_date = ${advance?.nextPaymentDate ?? null}::date,
                   billing_period = billing_period + 1, overdue_since = null, updated_at = now()
            where id = ${from?.id ?? null}::int and billing_period = ${from?.billingPeriod ?? null}::int
              and next_payment_date = ${from?.nextPaymentDate ?? null}::date
              and billing_day is not distinct from ${from?.billingDay ?? null}::int
              and start_date is not distinct from ${from?.startDate ?? null}::date
            returning id),
          paid as (
            update payments set status = 'success', gateway_payment_id = ${chargeId}, failure_code = null,
                   next_attempt_at = null, paid_at = now(), updated_at = now()
            where id = ${id}::int and (select count(*) from advanced) >= 0
            returning id)
          select (select count(*) from advanced)::int as advanced, (select count(*) from paid)::int as paid`,
    );
    return Number(row?.advanced) > 0;
  }

  /** Paid in full with bonus points: no card, no gateway charge. */
  async markPaidWithPoints(tx: Db, id: number): Promise<void> {
    await tx
      .update(payments)
      .set({
        status: 'success',
        bonusUsed: sql`${payments.amount}`,
        cardId: null,
        gateway: 'points',
        failureCode: null,
        nextAttemptAt: null,
        paidAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(payments.id, id));
  }

  async markFailed(
    tx: Db,
    id: number,
    values: { chargeId: string | null; code: string; nextAttemptAt: Date | null },
  ): Promise<void> {
    await tx
      .update(payments)
      .set({
        status: 'fail',
        ...(values.chargeId ? { gatewayPaymentId: values.chargeId } : {}),
        failureCode: values.code,
        nextAttemptAt: values.nextAttemptAt,
        updatedAt: sql`now()`,
      })
      .where(eq(payments.id, id));
  }

  /** What moving a paid subscription on reads of it, under its row lock. */
  async lockSubscription(tx: Db, id: number): Promise<SubscriptionDates | null> {
    const rows = await lockSubscriptionDates(tx).execute({ subscriptionId: id });
    return rows[0] ?? null;
  }

  /** The paid period is over: the next one opens on `nextPaymentDate`, and nothing is overdue. */
  async advance(tx: Db, id: number, nextPaymentDate: string): Promise<void> {
    await advanceSubscription(tx).execute({ subscriptionId: id, nextPaymentDate });
  }

  async markOverdue(tx: Db, id: number): Promise<void> {
    await tx
      .update(subscriptions)
      .set({ overdueSince: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(subscriptions.id, id), isNull(subscriptions.overdueSince)));
  }

  /** One ledger row per payment (its unique key) and the balance beside it; false when credited before. */
  creditCashback(tx: Db, clientId: number, id: number, points: number): Promise<boolean> {
    return this.clients.creditBonusOnce(tx, {
      clientId,
      points,
      reason: 'cashback',
      paymentId: id,
      key: `cashback:payment:${id}`,
    });
  }

  /** Raises the refunded total (never lowers it: a late callback of a smaller refund changes nothing). */
  async raiseRefund(tx: Db, id: number, total: number): Promise<boolean> {
    const rows = await tx
      .update(payments)
      .set({ refundedAmount: total, updatedAt: sql`now()` })
      .where(
        and(
          eq(payments.id, id),
          sql`${payments.refundedAmount} < ${total}`,
          sql`${payments.amount} >= ${total}`,
        ),
      )
      .returning({ id: payments.id });
    return rows.length > 0;
  }

  async activeCard(tx: Db, clientId: number): Promise<{ id: number; token: string } | null> {
    const rows = await tx
      .select({ id: cards.id, token: cards.gatewayToken })
      .from(cards)
      .where(and(eq(cards.clientId, clientId), eq(cards.active, true), isNull(cards.removedAt)))
      .limit(1);
    return rows[0] ?? null;
  }

  /**
   * Marks try `attempt` as handed to the gateway and reads the card's token, in one statement: false
   * when the try is no longer this claim's to send (settled, superseded, or sent by another process).
   */
  async markSent(claim: { paymentId: number; attempt: number; cardId: number | null }) {
    const rows = await this.sendClaim().execute(claim);
    const row = rows[0];
    return row ? { sent: true as const, token: row.token } : { sent: false as const };
  }

  async cardToken(cardId: number): Promise<string | null> {
    const rows = await this.db
      .select({ token: cards.gatewayToken })
      .from(cards)
      .where(eq(cards.id, cardId))
      .limit(1);
    return rows[0]?.token ?? null;
  }
}
