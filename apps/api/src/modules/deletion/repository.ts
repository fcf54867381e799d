import { and, asc, eq, inArray, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import { blankClientAddresses, writeAudit } from '../../db/audit';
import type { Db } from '../../db/database';
import {
  auditLog,
  bonusLedger,
  clientLanguages,
  clients,
  emailVerifications,
  idempotencyKeys,
  models,
  notices,
  notifications,
  payments,
  returnBookings,
  subscriptions,
} from '../../db/schema/index';
import type { ClientRow, ClientWrites } from '../clients/index';
import { erasedClient, RUNNING_STATUSES } from './erasure-plan';

export interface RunningSubscription {
  id: number;
  status: number;
  modelRu: string;
  modelEn: string;
}

/** What erasure deletes or blanks beside the client row (the counts the preview shows). */
export interface ErasedRows {
  emailVerifications: number;
  /** Messages to the client: the `notifications` rows and the notices outbox (with its language). */
  notifications: number;
  idempotencyKeys: number;
  deliveryAddresses: number;
  /** Courier addresses of booked returns (docs/decisions/053, 057). */
  returnAddresses: number;
  auditAddresses: number;
}

const count = sql<number>`count(*)::int`;

/** The client's booked returns that hold a courier's address not blanked yet. */
const courierAddressOf = (clientId: number) =>
  sql`${returnBookings.address} is not null and ${returnBookings.address} <> ''
      and ${returnBookings.subscriptionId} in (select ${subscriptions.id} from ${subscriptions} where ${subscriptions.clientId} = ${clientId})`;

export class DeletionRepository {
  constructor(
    readonly db: Db,
    private readonly clients: Pick<ClientWrites, 'setDeletionRequested' | 'erase'>,
  ) {}

  async lockClient(tx: Db, clientId: number): Promise<ClientRow | null> {
    const rows = await tx.select().from(clients).where(eq(clients.id, clientId)).for('update');
    return rows[0] ?? null;
  }

  async byPhone(phone: string): Promise<ClientRow | null> {
    const rows = await this.db.select().from(clients).where(eq(clients.phone, phone)).limit(1);
    return rows[0] ?? null;
  }

  /** The client's subscriptions that are not closed, with their model names. */
  running(db: Db, clientId: number): Promise<RunningSubscription[]> {
    return db
      .select({
        id: subscriptions.id,
        status: subscriptions.status,
        modelRu: models.nameRu,
        modelEn: models.nameEn,
      })
      .from(subscriptions)
      .innerJoin(models, eq(models.id, subscriptions.modelId))
      .where(and(eq(subscriptions.clientId, clientId), inArray(subscriptions.status, [...RUNNING_STATUSES])))
      .orderBy(asc(subscriptions.id));
  }

  /** The request (a day) or its cancellation (null), written by the clients module. */
  setRequested(tx: Db, clientId: number, requestedOn: string | null): Promise<ClientRow> {
    return this.clients.setDeletionRequested(tx, clientId, requestedOn);
  }

  /**
   * One client whose erasure day has come (requested on or before `requestedBy`) and who has no
   * running subscription, locked; a row another process holds is skipped, so each is erased once.
   */
  async claimDue(tx: Db, requestedBy: string): Promise<{ id: number; phone: string } | null> {
    const rows = await tx
      .select({ id: clients.id, phone: clients.phone })
      .from(clients)
      .where(
        and(
          eq(clients.deletePersonalData, true),
          isNull(clients.erasedAt),
          lte(clients.deletePersonalDataDate, requestedBy),
          notExists(
            tx
              .select({ id: subscriptions.id })
              .from(subscriptions)
              .where(
                and(
                  eq(subscriptions.clientId, clients.id),
                  inArray(subscriptions.status, [...RUNNING_STATUSES]),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(clients.deletePersonalDataDate), asc(clients.id))
      .limit(1)
      .for('update', { of: clients, skipLocked: true });
    return rows[0] ?? null;
  }

  /** Clients past their day and not erased: after a run, those a running subscription holds back. */
  async countWaiting(requestedBy: string): Promise<number> {
    const rows = await this.db
      .select({ n: count })
      .from(clients)
      .where(
        and(
          eq(clients.deletePersonalData, true),
          isNull(clients.erasedAt),
          lte(clients.deletePersonalDataDate, requestedBy),
        ),
      );
    return Number(rows[0]?.n ?? 0);
  }

  /** Blanks the client row and deletes or blanks what else holds personal data of the client. */
  async erase(tx: Db, clientId: number): Promise<ErasedRows> {
    await this.clients.erase(tx, clientId, erasedClient(clientId));
    const verifications = await tx
      .delete(emailVerifications)
      .where(eq(emailVerifications.clientId, clientId))
      .returning({ id: emailVerifications.id });
    const messages = await tx
      .delete(notifications)
      .where(eq(notifications.clientId, clientId))
      .returning({ id: notifications.id });
    const sentNotices = await tx
      .delete(notices)
      .where(eq(notices.clientId, clientId))
      .returning({ id: notices.id });
    await tx.delete(clientLanguages).where(eq(clientLanguages.clientId, clientId));
    const keys = await tx
      .delete(idempotencyKeys)
      .where(eq(idempotencyKeys.clientId, clientId))
      .returning({ id: idempotencyKeys.id });
    const addresses = await tx
      .update(subscriptions)
      .set({ deliveryAddress: null, roistatVisit: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(subscriptions.clientId, clientId),
          sql`(${subscriptions.deliveryAddress} is not null or ${subscriptions.roistatVisit} is not null)`,
        ),
      )
      .returning({ id: subscriptions.id });
    // A courier return's address (a booking keeps an office or an address: blanked, not nulled).
    const returnAddresses = await tx
      .update(returnBookings)
      .set({ address: '', updatedAt: sql`now()` })
      .where(courierAddressOf(clientId))
      .returning({ id: returnBookings.subscriptionId });
    const auditAddresses = await blankClientAddresses(tx, clientId);
    return {
      emailVerifications: verifications.length,
      notifications: messages.length + sentNotices.length,
      idempotencyKeys: keys.length,
      deliveryAddresses: addresses.length,
      returnAddresses: returnAddresses.length,
      auditAddresses,
    };
  }

  /** What `erase` would touch, and what stays (the preview). */
  async counts(
    clientId: number,
  ): Promise<ErasedRows & { subscriptions: number; payments: number; bonusEntries: number }> {
    const n = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
    const { db } = this;
    return {
      emailVerifications: await n(
        db.select({ n: count }).from(emailVerifications).where(eq(emailVerifications.clientId, clientId)),
      ),
      notifications:
        (await n(db.select({ n: count }).from(notifications).where(eq(notifications.clientId, clientId)))) +
        (await n(db.select({ n: count }).from(notices).where(eq(notices.clientId, clientId)))),
      idempotencyKeys: await n(
        db.select({ n: count }).from(idempotencyKeys).where(eq(idempotencyKeys.clientId, clientId)),
      ),
      deliveryAddresses: await n(
        db
          .select({ n: count })
          .from(subscriptions)
          .where(
            and(
              eq(subscriptions.clientId, clientId),
              sql`(${subscriptions.deliveryAddress} is not null or ${subscriptions.roistatVisit} is not null)`,
            ),
          ),
      ),
      returnAddresses: await n(
        db.select({ n: count }).from(returnBookings).where(courierAddressOf(clientId)),
      ),
      auditAddresses: await n(
        db
          .select({ n: count })
          .from(auditLog)
          .where(and(eq(auditLog.clientId, clientId), eq(auditLog.actor, 'client'), isNotNull(auditLog.ip))),
      ),
      subscriptions: await n(
        db.select({ n: count }).from(subscriptions).where(eq(subscriptions.clientId, clientId)),
      ),
      payments: await n(db.select({ n: count }).from(payments).where(eq(payments.clientId, clientId))),
      bonusEntries: await n(
        db.select({ n: count }).from(bonusLedger).where(eq(bonusLedger.clientId, clientId)),
      ),
    };
  }

  async audit(
    tx: Db,
    entry: {
      clientId: number;
      actor: 'client' | 'system';
      action: string;
      ip: string | null;
      details: object;
    },
  ): Promise<void> {
    await writeAudit(tx, { ...entry, entity: 'client', entityId: entry.clientId });
  }
}
