import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deviceUnits, payments } from '../../db/schema/index';

export type UnitRow = typeof deviceUnits.$inferSelect;

/** Device units (each read under its row lock) and the first payment, for hand-over and return. */
export class HandOverRepository {
  async heldBy(tx: Db, subscriptionId: number): Promise<UnitRow | null> {
    const rows = await tx
      .select()
      .from(deviceUnits)
      .where(eq(deviceUnits.subscriptionId, subscriptionId))
      .for('update');
    return rows[0] ?? null;
  }

  /** Serials are matched without regard to case: they are typed off a label. */
  async bySerial(tx: Db, serial: string): Promise<UnitRow | null> {
    const rows = await tx
      .select()
      .from(deviceUnits)
      .where(sql`upper(${deviceUnits.serial}) = upper(${serial})`)
      .for('update');
    return rows[0] ?? null;
  }

  async rent(tx: Db, unitId: number, subscriptionId: number): Promise<void> {
    await tx
      .update(deviceUnits)
      .set({ state: 'rented', subscriptionId, updatedAt: sql`now()` })
      .where(eq(deviceUnits.id, unitId));
  }

  async free(tx: Db, unitId: number, state: 'available' | 'repair'): Promise<void> {
    await tx
      .update(deviceUnits)
      .set({ state, subscriptionId: null, reservedAt: null, updatedAt: sql`now()` })
      .where(eq(deviceUnits.id, unitId));
  }

  /** The status of the payment for the first period; null when nothing was due at checkout. */
  async firstPaymentStatus(tx: Db, subscriptionId: number): Promise<string | null> {
    const rows = await tx
      .select({ status: payments.status })
      .from(payments)
      .where(
        and(
          eq(payments.subscriptionId, subscriptionId),
          eq(payments.period, 1),
          eq(payments.type, 'subscription'),
        ),
      );
    return rows[0]?.status ?? null;
  }
}
