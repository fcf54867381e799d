import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { namedRows, prepared, reusable } from '../../db/prepared';
import {
  sandboxCallbacks,
  sandboxCards,
  sandboxCharges,
  sandboxRefunds,
  sandboxSessions,
} from '../../db/schema/index';
import { rawRows } from '../../lib/raw-rows';
import { type Behaviour, TEST_CARDS } from './test-cards';

export type SessionRow = typeof sandboxSessions.$inferSelect & { expired: boolean };
export type SessionStatus = SessionRow['status'];
export type CardRow = typeof sandboxCards.$inferSelect;
export type ChargeRow = typeof sandboxCharges.$inferSelect;
export type NewCharge = Omit<ChargeRow, 'refundedAmount' | 'createdAt'>;
interface ChargeRecord {
  refunded_amount: number;
  created_at: string | Date;
}
export interface DueCallback {
  eventId: string;
  body: string;
  attempts: number;
}

/**
 * An event as it is stored: its body, and when it is due. One this process sends at once is stored
 * leased to it (due after the lease), so no other process sends it meanwhile and a crash before the
 * send only delays it; the others are due at once, or later when held back.
 */
export interface OutgoingCallback {
  eventId: string;
  body: string;
  dueInMs: number;
  sendNow: boolean;
}

interface DueRow {
  event_id: string;
  body: string;
  attempts: number;
  due_at: string | Date;
  seq: string | number;
}

/** How a charge can end: as one of the test cards' behaviours, or with no card of its token. */
export const NO_CARD = 'no_card';
export const CHARGE_WAYS = [...new Set(TEST_CARDS.map((card) => card.behaviour)), NO_CARD] as const;
export type ChargeWay = Behaviour | typeof NO_CARD;

/** A delivery in progress keeps its callback from other processes this long. */
export const LEASE_SECONDS = 60;
/** After this many failed deliveries a callback is given up (about a day of backoff). */
export const MAX_DELIVERIES = 16;

const secondsFromNow = (seconds: number) => sql`now() + (${seconds}::int * interval '1 second')`;

const callbackRow = reusable((db) =>
  db
    .insert(sandboxCallbacks)
    .values({
      eventId: sql.placeholder('eventId'),
      body: sql.placeholder('body'),
      nextAttemptAt: sql`now() + (${sql.placeholder('holdMs')}::int * interval '1 millisecond')`,
    })
    .prepare('sandbox_callback'),
);

/**
 * The sandbox's own tables; nothing else reads or writes them. What every charge runs is named (parsed
 * once per connection), as the api's own statements of a charge are (docs/decisions/029).
 */
export class SandboxRepository {
  private readonly delivered = prepared(() =>
    this.db
      .update(sandboxCallbacks)
      .set({ deliveredAt: sql`now()`, attempts: sql`${sandboxCallbacks.attempts} + 1` })
      .where(sql`${sandboxCallbacks.eventId} = any(${sql.placeholder('eventIds')}::text[])`)
      .prepare('sandbox_callbacks_delivered'),
  );

  constructor(readonly db: Db) {}

  async insertSession(
    row: { id: string; reference: string; returnUrl: string; locale: string },
    ttl: number,
  ) {
    await this.db.insert(sandboxSessions).values({ ...row, expiresAt: secondsFromNow(ttl) });
  }

  async findSession(id: string): Promise<SessionRow | null> {
    const rows = await this.db
      .select({ session: sandboxSessions, expired: sql<boolean>`${sandboxSessions.expiresAt} < now()` })
      .from(sandboxSessions)
      .where(eq(sandboxSessions.id, id))
      .limit(1);
    const row = rows[0];
    return row ? { ...row.session, expired: row.expired } : null;
  }

  /** Moves a session on only from the states given, so a double submit changes it once. */
  async moveSession(
    tx: Db,
    id: string,
    from: SessionStatus[],
    values: Partial<typeof sandboxSessions.$inferInsert>,
  ): Promise<boolean> {
    const rows = await tx
      .update(sandboxSessions)
      .set(values)
      .where(
        and(
          eq(sandboxSessions.id, id),
          inArray(sandboxSessions.status, from),
          sql`${sandboxSessions.expiresAt} >= now()`,
        ),
      )
      .returning({ id: sandboxSessions.id });
    return rows.length > 0;
  }

  async insertCard(tx: Db, card: typeof sandboxCards.$inferInsert): Promise<void> {
    await tx.insert(sandboxCards).values(card);
  }

  /**
   * The charge of a new idempotency key and the callback reporting it, in one statement (so both or
   * neither are kept), as the card of its token decides: `ways` holds the charge and the callback's body
   * for each card behaviour and for NO_CARD; a behaviour not among them charges as `success` does.
   * Null when the key was used before (then no callback either).
   */
  async insertCharge(
    ways: Record<ChargeWay, NewCharge>,
    plan: { eventId: string; dueInMs: number; bodies: Record<ChargeWay, string> },
  ): Promise<{ way: ChargeWay; charge: ChargeRow } | null> {
    const shared = ways[NO_CARD]; // what every way has in common: ids, card, amount
    const variants: Record<
      string,
      { status: string; decline: string | null; code: string | null; body: string }
    > = {};
    for (const way of CHARGE_WAYS) {
      const { status, decline, declineCode } = ways[way];
      variants[way] = { status, decline, code: declineCode, body: plan.bodies[way] };
    }
    const rows = await namedRows<ChargeRecord & { way: ChargeWay }>(
      this.db,
      'sandbox_charge',
      sql`with card as (
            select behaviour from sandbox_gateway_cards where token = ${shared.cardToken} limit 1),
          way as (
            select case when not exists (select 1 from card) then ${NO_CARD}
                        when v ? (select behaviour from card) then (select behaviour from card)
                        else ${'success' satisfies ChargeWay} end as chosen, v
            from (select ${JSON.stringify(variants)}::jsonb as v) variants),
          charge as (
            insert into sandbox_gateway_charges
              (id, idempotency_key, card_token, reference, amount, currency, status, decline, decline_code)
            select ${shared.id}, ${shared.idempotencyKey}, ${shared.cardToken}, ${shared.reference},
                   ${shared.amount}::int, ${shared.currency}, v -> chosen ->> 'status', v -> chosen ->> 'decline',
                   v -> chosen ->> 'code'
            from way
            on conflict do nothing
            returning refunded_amount, created_at),
          callback as (
            insert into sandbox_gateway_callbacks (event_id, body, next_attempt_at)
            select ${plan.eventId}, v -> chosen ->> 'body',
                   now() + (${plan.dueInMs}::int * interval '1 millisecond')
            from way, charge)
          select way.chosen as way, charge.refunded_amount, charge.created_at from charge, way`,
    );
    const row = rows[0];
    if (!row) return null;
    const stored = ways[row.way];
    return {
      way: row.way,
      charge: { ...stored, refundedAmount: Number(row.refunded_amount), createdAt: new Date(row.created_at) },
    };
  }

  async findChargeByKey(idempotencyKey: string): Promise<ChargeRow | null> {
    const rows = await this.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, idempotencyKey))
      .limit(1);
    return rows[0] ?? null;
  }

  /** Adds to a succeeded charge's refunds within its amount; null when that is not possible. */
  /** Takes the refund's key; false when a refund with this key was made before. */
  async takeRefundKey(tx: Db, key: string, chargeId: string, amount: number): Promise<boolean> {
    const rows = await tx
      .insert(sandboxRefunds)
      .values({ idempotencyKey: key, chargeId, amount })
      .onConflictDoNothing()
      .returning({ key: sandboxRefunds.idempotencyKey });
    return rows.length > 0;
  }

  async findCharge(tx: Db, chargeId: string): Promise<ChargeRow | null> {
    const rows = await tx.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId));
    return rows[0] ?? null;
  }

  async addRefund(tx: Db, chargeId: string, amount: number): Promise<ChargeRow | null> {
    const rows = await tx
      .update(sandboxCharges)
      .set({ refundedAmount: sql`${sandboxCharges.refundedAmount} + ${amount}` })
      .where(
        and(
          eq(sandboxCharges.id, chargeId),
          eq(sandboxCharges.status, 'succeeded'),
          sql`${sandboxCharges.refundedAmount} + ${amount} <= ${sandboxCharges.amount}`,
        ),
      )
      .returning();
    return rows[0] ?? null;
  }

  async insertCallback(tx: Db, eventId: string, body: string, holdMs: number): Promise<void> {
    await callbackRow(tx).execute({ eventId, body, holdMs });
  }

  /** Leases due callbacks, oldest due first, so each process delivers its own. */
  async claimDue(limit: number): Promise<DueCallback[]> {
    const rows = await rawRows<DueRow>(
      this.db,
      sql`with due as (
            select event_id, next_attempt_at as due_at, seq from sandbox_gateway_callbacks
            where delivered_at is null and next_attempt_at <= now() and attempts < ${MAX_DELIVERIES}
            order by next_attempt_at, seq
            limit ${limit}
            for update skip locked)
          update sandbox_gateway_callbacks c set next_attempt_at = ${secondsFromNow(LEASE_SECONDS)}
          from due where c.event_id = due.event_id
          returning c.event_id, c.body, c.attempts, due.due_at, due.seq`,
    );
    // RETURNING keeps no order; the CTE's is the delivery order.
    return rows
      .sort(
        (a, b) =>
          new Date(a.due_at).getTime() - new Date(b.due_at).getTime() || Number(a.seq) - Number(b.seq),
      )
      .map((row) => ({ eventId: row.event_id, body: row.body, attempts: row.attempts }));
  }

  async markDelivered(eventIds: string[]): Promise<void> {
    await this.delivered().execute({ eventIds });
  }

  /** A lease given back unused: due now. */
  async release(eventId: string): Promise<void> {
    await this.db
      .update(sandboxCallbacks)
      .set({ nextAttemptAt: sql`now()` })
      .where(and(eq(sandboxCallbacks.eventId, eventId), isNull(sandboxCallbacks.deliveredAt)));
  }

  async markFailed(eventId: string, backoffSeconds: number): Promise<void> {
    await this.db
      .update(sandboxCallbacks)
      .set({ attempts: sql`${sandboxCallbacks.attempts} + 1`, nextAttemptAt: secondsFromNow(backoffSeconds) })
      .where(eq(sandboxCallbacks.eventId, eventId));
  }
}
