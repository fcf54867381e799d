import { and, desc, eq, inArray, isNull, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { prepared } from '../../../db/prepared';
import { auditLog, cards, clients, subscriptions } from '../../../db/schema/index';
import type { BoundCard } from '../../../gateways/types';

export type CardRow = typeof cards.$inferSelect;

/** What an answer shows of a card (toCard). */
export type ShownCard = Pick<CardRow, 'id' | 'maskedPan' | 'brand' | 'expiry' | 'active'>;

/** The audit action of a binding the gateway refused. */
export const BIND_FAILED = 'card.bind_failed';

/** Subscription statuses a card pays for: active and paused (DESIGN.md §4). */
const PAYING_STATUSES = [2, 3];

/** Card SQL. Every change runs under the client's row lock, so "exactly one active card" holds. */
const cardsOf = (db: Db, clientId: number | Placeholder) =>
  db
    .select()
    .from(cards)
    .where(and(eq(cards.clientId, clientId), isNull(cards.removedAt)))
    .orderBy(cards.createdAt, cards.id);

export class CardRepository {
  /**
   * payment/cards/'s read in one round trip, built once and planned once per connection: the client's
   * row (always there for a signed-in client) with each bound card joined, oldest first, and beside each
   * the unanswered bind failure — the newest `card.bind_failed` audit row of the last 30 minutes that is
   * newer than every card the client has bound (a later binding answers it).
   */
  private readonly pageOfClient = prepared(() =>
    this.db
      .select({
        card: {
          id: cards.id,
          maskedPan: cards.maskedPan,
          brand: cards.brand,
          expiry: cards.expiry,
          active: cards.active,
        },
        failure: sql<{ code: string | null; at: string } | null>`(
          select json_build_object('code', a.details->>'code', 'at', a.created_at) from ${auditLog} a
          where a.client_id = ${clients.id} and a.action = ${BIND_FAILED}
            and a.created_at > now() - interval '30 minutes'
            and a.created_at > coalesce((select max(c.created_at) from ${cards} c where c.client_id = ${clients.id}), '-infinity')
          order by a.created_at desc, a.id desc limit 1
        )`,
      })
      .from(clients)
      .leftJoin(cards, and(eq(cards.clientId, clients.id), isNull(cards.removedAt)))
      .where(eq(clients.id, sql.placeholder('clientId')))
      .orderBy(cards.createdAt, cards.id)
      .prepare('cards_page_of_client'),
  );

  constructor(readonly db: Db) {}

  /** The client's bound cards, oldest first, as `db` (the change's transaction) sees them. */
  list(clientId: number, db: Db): Promise<CardRow[]> {
    return cardsOf(db, clientId);
  }

  /** The cards and the unanswered bind failure (see pageOfClient), read together. */
  async page(clientId: number): Promise<{ cards: ShownCard[]; failure: { code: string; at: Date } | null }> {
    const rows = await this.pageOfClient().execute({ clientId });
    const failure = rows[0]?.failure ?? null;
    return {
      cards: rows.flatMap((row) => (row.card ? [row.card] : [])),
      failure: failure ? { code: failure.code ?? '', at: new Date(failure.at) } : null,
    };
  }

  /** Serialises card changes of one client; false when the client does not exist. */
  async lockClient(tx: Db, clientId: number): Promise<boolean> {
    const rows = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.id, clientId))
      .for('update');
    return rows.length > 0;
  }

  /** A card from the gateway; the client's first card becomes active. Null when the token is known. */
  async insert(tx: Db, clientId: number, gateway: string, card: BoundCard): Promise<CardRow | null> {
    const rows = await tx
      .insert(cards)
      .values({
        clientId,
        gateway,
        gatewayToken: card.token,
        maskedPan: card.pan,
        brand: card.brand,
        expiry: card.expiry,
        active: sql`not exists (select 1 from cards where client_id = ${clientId} and active and removed_at is null)`,
      })
      .onConflictDoNothing()
      .returning();
    return rows[0] ?? null;
  }

  /** Makes `cardId` the one active card (the others first, for the one-active index). */
  async activate(tx: Db, clientId: number, cardId: number): Promise<void> {
    await tx
      .update(cards)
      .set({ active: false })
      .where(and(eq(cards.clientId, clientId), eq(cards.active, true), sql`${cards.id} <> ${cardId}`));
    await tx.update(cards).set({ active: true }).where(eq(cards.id, cardId));
  }

  async remove(tx: Db, cardId: number): Promise<void> {
    await tx.update(cards).set({ active: false, removedAt: sql`now()` }).where(eq(cards.id, cardId));
  }

  /** The newest remaining card, which takes over when the active one is removed. */
  async newest(tx: Db, clientId: number): Promise<CardRow | null> {
    const rows = await tx
      .select()
      .from(cards)
      .where(and(eq(cards.clientId, clientId), isNull(cards.removedAt)))
      .orderBy(desc(cards.createdAt), desc(cards.id))
      .limit(1);
    return rows[0] ?? null;
  }

  /**
   * Erasure: every card of the client is removed and its gateway token overwritten, so nothing can
   * charge it again; the masked number and brand stay with the payments that name the card.
   */
  async detachAll(tx: Db, clientId: number): Promise<number> {
    const rows = await tx
      .update(cards)
      .set({
        active: false,
        removedAt: sql`coalesce(${cards.removedAt}, now())`,
        gatewayToken: sql`'erased:' || ${cards.id}`,
      })
      .where(and(eq(cards.clientId, clientId), sql`${cards.gatewayToken} not like 'erased:%'`))
      .returning({ id: cards.id });
    return rows.length;
  }

  async countAttached(clientId: number): Promise<number> {
    const rows = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cards)
      .where(and(eq(cards.clientId, clientId), sql`${cards.gatewayToken} not like 'erased:%'`));
    return Number(rows[0]?.n ?? 0);
  }

  async hasPayingSubscription(tx: Db, clientId: number): Promise<boolean> {
    const rows = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.clientId, clientId), inArray(subscriptions.status, PAYING_STATUSES)))
      .limit(1);
    return rows.length > 0;
  }
}
