import { CLAIM_OPEN_STATUSES } from '@ijara/contract';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  bonusLedger,
  cards,
  claimFiles,
  claimPeriod,
  claims,
  clients,
  conditionPhotos,
  conditionRecords,
  deviceUnits,
  paymentLines,
  payments,
  sessions,
  subscriptions,
} from '../../db/schema/index';
import { rawRows } from '../../lib/raw-rows';
import { insertPaymentLines } from '../payments/index';

export type ClaimRow = typeof claims.$inferSelect;
export type NewClaim = typeof claims.$inferInsert;
export type ClaimPaymentRow = typeof payments.$inferSelect;

/** A file about to be stored: a photo or the police report. */
export interface NewClaimFile {
  name: string;
  role: 'photo' | 'report';
  type: 'image' | 'pdf';
  position: number;
  width: number | null;
  height: number | null;
  bytes: Buffer;
  thumb: Buffer | null;
}

/** A stored file as the answers name it. */
export interface ClaimFileRef {
  id: number;
  claimId: number;
  name: string;
  role: 'photo' | 'report';
  type: 'image' | 'pdf';
  position: number;
}

const fileRef = {
  id: claimFiles.id,
  claimId: claimFiles.claimId,
  name: claimFiles.name,
  role: claimFiles.role,
  type: claimFiles.type,
  position: claimFiles.position,
};

/** The partial unique index's predicate, for `on conflict`: an open claim of the subscription. */
const OPEN = sql.raw(`status in (${CLAIM_OPEN_STATUSES.map((status) => `'${status}'`).join(', ')})`);

/** The SQL of claims: the rows, their files and their one payment. */
export class ClaimsRepository {
  /** The subscription a claim is reported on, under its row lock (reports of one subscription queue). */
  async lockSubscription(tx: Db, subscriptionId: number, clientId: number) {
    const rows = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.clientId, clientId)))
      .for('update');
    return rows[0] ?? null;
  }

  /** The client's subscription's status, read without a lock (a report's early refusals). */
  async subscriptionOf(db: Db, subscriptionId: number, clientId: number) {
    const [row] = await db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.clientId, clientId)));
    return row ?? null;
  }

  async ownsSubscription(db: Db, clientId: number, subscriptionId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.clientId, clientId)));
    return row !== undefined;
  }

  async heldUnit(tx: Db, subscriptionId: number): Promise<number | null> {
    const [unit] = await tx
      .select({ id: deviceUnits.id })
      .from(deviceUnits)
      .where(eq(deviceUnits.subscriptionId, subscriptionId));
    return unit?.id ?? null;
  }

  async openClaim(db: Db, subscriptionId: number): Promise<number | null> {
    const [row] = await db
      .select({ id: claims.id })
      .from(claims)
      .where(and(eq(claims.subscriptionId, subscriptionId), OPEN));
    return row?.id ?? null;
  }

  /** The claim; null when the subscription has an open one already (the partial unique index). */
  async insert(tx: Db, values: NewClaim): Promise<ClaimRow | null> {
    const [row] = await tx
      .insert(claims)
      .values(values)
      .onConflictDoNothing({ target: claims.subscriptionId, where: OPEN })
      .returning();
    return row ?? null;
  }

  async insertFiles(tx: Db, claimId: number, files: readonly NewClaimFile[]): Promise<void> {
    if (files.length > 0) await tx.insert(claimFiles).values(files.map((file) => ({ ...file, claimId })));
  }

  async find(db: Db, id: number): Promise<ClaimRow | null> {
    const [row] = await db.select().from(claims).where(eq(claims.id, id));
    return row ?? null;
  }

  async lock(tx: Db, id: number): Promise<ClaimRow | null> {
    const [row] = await tx.select().from(claims).where(eq(claims.id, id)).for('update');
    return row ?? null;
  }

  async update(tx: Db, id: number, changes: Partial<NewClaim>): Promise<ClaimRow> {
    const [row] = await tx
      .update(claims)
      .set({ ...changes, version: sql`${claims.version} + 1`, updatedAt: sql`now()` })
      .where(eq(claims.id, id))
      .returning();
    if (!row) throw new Error(`claim ${id} vanished`);
    return row;
  }

  /** The claims of one subscription of the client, newest first. */
  ofSubscription(db: Db, clientId: number, subscriptionId: number): Promise<ClaimRow[]> {
    return db
      .select()
      .from(claims)
      .where(and(eq(claims.clientId, clientId), eq(claims.subscriptionId, subscriptionId)))
      .orderBy(desc(claims.reportedAt), desc(claims.id));
  }

  filesOf(db: Db, claimIds: readonly number[]): Promise<ClaimFileRef[]> {
    if (claimIds.length === 0) return Promise.resolve([]);
    return db
      .select(fileRef)
      .from(claimFiles)
      .where(inArray(claimFiles.claimId, [...claimIds]))
      .orderBy(asc(claimFiles.claimId), asc(claimFiles.role), asc(claimFiles.position));
  }

  paymentsOf(db: Db, claimIds: readonly number[]) {
    if (claimIds.length === 0) return Promise.resolve([]);
    return db
      .select({ claimId: payments.claimId, id: payments.id, status: payments.status })
      .from(payments)
      .where(inArray(payments.claimId, [...claimIds]));
  }

  async paymentOf(db: Db, claimId: number): Promise<ClaimPaymentRow | null> {
    const [row] = await db.select().from(payments).where(eq(payments.claimId, claimId));
    return row ?? null;
  }

  async lockPayment(tx: Db, paymentId: number): Promise<ClaimPaymentRow | null> {
    const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    return row ?? null;
  }

  /** The session's token hash: the key of its signed links (lib/signed-link.ts). */
  async sessionKey(db: Db, sessionId: number): Promise<string | null> {
    const [row] = await db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    return row?.tokenHash ?? null;
  }

  /** A file by its name, when its claim is the client's of a live session; with that session's key. */
  async fileForSession(db: Db, name: string, sessionId: number) {
    const [row] = await db
      .select({
        type: claimFiles.type,
        bytes: claimFiles.bytes,
        thumb: claimFiles.thumb,
        tokenHash: sessions.tokenHash,
      })
      .from(claimFiles)
      .innerJoin(claims, eq(claims.id, claimFiles.claimId))
      .innerJoin(sessions, eq(sessions.clientId, claims.clientId))
      .where(
        and(
          eq(claimFiles.name, name),
          eq(sessions.id, sessionId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
        ),
      );
    return row ?? null;
  }

  /** The client's points balance (the clients module keeps it; read here, taken through it). */
  async bonus(db: Db, clientId: number): Promise<number> {
    const [row] = await db.select({ bonus: clients.bonus }).from(clients).where(eq(clients.id, clientId));
    return row?.bonus ?? 0;
  }

  /** The active card's id, or null. */
  async activeCard(db: Db, clientId: number): Promise<number | null> {
    const [card] = await db
      .select({ id: cards.id })
      .from(cards)
      .where(and(eq(cards.clientId, clientId), eq(cards.active, true), isNull(cards.removedAt)))
      .limit(1);
    return card?.id ?? null;
  }

  /**
   * The claim's payment, try 1 "processing" with the active card (none: the try fails softly, and the
   * claim stays owed). One per claim: `payments_one_per_claim`, and its period of its own.
   */
  async insertPayment(
    tx: Db,
    claim: ClaimRow,
    values: { amount: number; cardId: number | null; gateway: string },
  ): Promise<ClaimPaymentRow> {
    const [payment] = await tx
      .insert(payments)
      .values({
        clientId: claim.clientId,
        subscriptionId: claim.subscriptionId,
        claimId: claim.id,
        period: claimPeriod(claim.id),
        type: 'subscription',
        status: 'processing',
        amount: values.amount,
        cardId: values.cardId,
        gateway: values.gateway,
        attempts: 1,
        dueAt: sql`now()`,
      })
      .returning();
    if (!payment) throw new Error(`claim ${claim.id}: payment not inserted`);
    await insertPaymentLines(tx, payment, [claimLine(claim.id, values.amount)]);
    return payment;
  }

  /** The payment's lines again: the claim's amount, and the points that paid part of it (negative). */
  async rewriteLines(
    tx: Db,
    payment: { id: number; amount: number },
    claimId: number,
    whole: number,
    points: number,
  ) {
    await tx.delete(paymentLines).where(eq(paymentLines.paymentId, payment.id));
    const lines =
      points > 0 && points < whole
        ? [claimLine(claimId, whole), { kind: 'points' as const, amount: -points }]
        : [claimLine(claimId, whole)];
    await insertPaymentLines(tx, payment, lines);
  }

  async updatePayment(tx: Db, paymentId: number, changes: Partial<typeof payments.$inferInsert>) {
    const [row] = await tx
      .update(payments)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(payments.id, paymentId))
      .returning();
    if (!row) throw new Error(`payment ${paymentId} vanished`);
    return row;
  }

  async ledger(
    tx: Db,
    entry: { clientId: number; amount: number; reason: 'payment' | 'refund'; key: string },
  ) {
    await tx.insert(bonusLedger).values({
      clientId: entry.clientId,
      amount: entry.amount,
      reason: entry.reason,
      idempotencyKey: entry.key,
    });
  }

  /** The points a try of a claim's payment took and has not given back. */
  async pointsTaken(tx: Db, paymentId: number, attempt: number): Promise<number> {
    const [row] = await rawRows<{ taken: number; back: number }>(
      tx,
      sql`select
            coalesce((select -amount from ${bonusLedger}
              where ${bonusLedger.idempotencyKey} = ${pointsKey(paymentId, attempt)}), 0)::integer as taken,
            coalesce((select amount from ${bonusLedger}
              where ${bonusLedger.idempotencyKey} = ${pointsBackKey(paymentId, attempt)}), 0)::integer as back`,
    );
    return row && Number(row.back) === 0 ? Number(row.taken) : 0;
  }

  /** The photos of the return's condition record of a subscription, to open a claim with. */
  async returnPhotos(tx: Db, subscriptionId: number) {
    return tx
      .select({
        unitId: conditionRecords.unitId,
        note: conditionRecords.note,
        width: conditionPhotos.width,
        height: conditionPhotos.height,
        bytes: conditionPhotos.bytes,
        thumb: conditionPhotos.thumb,
      })
      .from(conditionRecords)
      .leftJoin(conditionPhotos, eq(conditionPhotos.recordId, conditionRecords.id))
      .where(and(eq(conditionRecords.subscriptionId, subscriptionId), eq(conditionRecords.kind, 'return')))
      .orderBy(asc(conditionPhotos.position));
  }
}

/** The ledger keys of a claim payment's try: points taken, and given back after a decline. */
export const pointsKey = (paymentId: number, attempt: number) => `claim:payment:${paymentId}:${attempt}`;
export const pointsBackKey = (paymentId: number, attempt: number) =>
  `claim-back:payment:${paymentId}:${attempt}`;

function claimLine(claimId: number, amount: number) {
  return { kind: 'claim' as const, amount, detail: { claim: claimId } };
}
