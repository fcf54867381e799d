import { formatDate, todayInBishkek } from '@ijara/contract';
import { and, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/database';
import { deviceUnits, returnBookings } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { applyTransition } from './apply-transition';
import { HandOverRepository } from './hand-over-repository';
import { StatusRepository } from './status-repository';
import { closeTransition } from './transitions';

/** The staff member deciding a claim, for the audit rows. */
export interface ClaimActor {
  staffId: number;
  name: string;
  ip: string | null;
}

/**
 * What a claim's decision does to the subscription and its units (docs/decisions/059), in the caller's
 * transaction: a replacement swaps the unit, a device lost or stolen ends the subscription. The
 * subscriptions module keeps these writes, as it keeps the hand-over and the return.
 */
export class ClaimOutcomes {
  private readonly subscriptions = new StatusRepository();
  private readonly units = new HandOverRepository();

  constructor(private readonly clock: Clock) {}

  /**
   * Replaces the client's unit by a free one of the same model, at the subscription's office (a
   * delivery: in its city), here already: the old unit goes to repair, the new one is rented, the
   * subscription's serial changes. 409 when the subscription holds no unit; 400 naming the field when
   * the serial is not such a unit.
   */
  async swapUnit(
    tx: Db,
    input: { subscriptionId: number; serial: string; claimId: number; by: ClaimActor },
  ): Promise<{ from: { id: number; serial: string }; to: { id: number; serial: string } }> {
    const row = await this.subscriptions.lock(tx, input.subscriptionId);
    if (!row) throw new AppError('not_found', { text: 'staffClaimNotHere' });
    const held = await this.units.heldBy(tx, row.id);
    if (held?.state !== 'rented') throw new AppError('unit_unavailable', { text: 'staffClaimNoUnit' });
    const unit = await this.units.bySerial(tx, input.serial);
    const today = todayInBishkek(this.clock.now());
    const fits =
      unit !== null &&
      unit.id !== held.id &&
      unit.state === 'available' &&
      unit.modelId === row.modelId &&
      unit.cityId === row.cityId &&
      (row.delivery !== 'pickup' || unit.officeId === row.officeId) &&
      (unit.availableFrom === null || unit.availableFrom <= today);
    if (!unit || !fits) {
      throw new AppError('validation_failed', {
        text: 'staffClaimReplacementUnavailable',
        fields: { replacementSerial: 'staffClaimReplacementUnavailable' },
      });
    }
    // Freed first: a subscription holds one unit at a time (device_units_one_per_subscription).
    await tx
      .update(deviceUnits)
      .set({
        state: 'repair',
        subscriptionId: null,
        reservedAt: null,
        version: sql`${deviceUnits.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(deviceUnits.id, held.id));
    await tx
      .update(deviceUnits)
      .set({
        state: 'rented',
        subscriptionId: row.id,
        version: sql`${deviceUnits.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(deviceUnits.id, unit.id));
    await this.subscriptions.update(tx, row.id, { serial: unit.serial });
    const details = { subscriptionId: row.id, claimId: input.claimId, operator: input.by.name };
    await this.unitAudit(tx, row.clientId, input.by, held.id, 'unit.claim_swapped_out', {
      ...details,
      before: { state: 'rented' },
      after: { state: 'repair' },
    });
    await this.unitAudit(tx, row.clientId, input.by, unit.id, 'unit.claim_swapped_in', {
      ...details,
      before: { state: 'available' },
      after: { state: 'rented' },
    });
    return { from: { id: held.id, serial: held.serial }, to: { id: unit.id, serial: unit.serial } };
  }

  /**
   * A device lost or stolen: the subscription ends now (→ 5: billing stops, nothing more is charged
   * for it), its unit is retired with the reason, a booked return is cancelled. A subscription whose
   * device is no longer out (received back meanwhile) is left as it is.
   */
  async writeOff(
    tx: Db,
    input: { subscriptionId: number; kind: 'lost' | 'stolen'; claimId: number; by: ClaimActor },
  ): Promise<{ unitId: number | null; closed: boolean }> {
    const row = await this.subscriptions.lock(tx, input.subscriptionId);
    if (!row) throw new AppError('not_found', { text: 'staffClaimNotHere' });
    const transition = closeTransition(row, this.clock.now());
    if (!transition.allowed) return { unitId: null, closed: false };
    const unit = await this.units.heldBy(tx, row.id);
    const by = {
      actor: 'staff',
      operator: input.by.name,
      ip: input.by.ip,
      staffId: input.by.staffId,
    } as const;
    await applyTransition(
      tx,
      this.subscriptions,
      row,
      { ...transition, action: 'subscription.written_off' },
      by,
      {
        unitId: unit?.id ?? null,
        claimId: input.claimId,
        kind: input.kind,
      },
    );
    await tx.delete(returnBookings).where(eq(returnBookings.subscriptionId, row.id));
    if (!unit) return { unitId: null, closed: true };
    const word = input.kind === 'lost' ? 'Утерян' : 'Украден';
    const reason = `${word} клиентом (заявка №${input.claimId}, подписка №${row.id}, ${formatDate(todayInBishkek(this.clock.now()), 'ru')})`;
    await tx
      .update(deviceUnits)
      .set({
        state: 'retired',
        subscriptionId: null,
        reservedAt: null,
        retiredReason: reason,
        version: sql`${deviceUnits.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(deviceUnits.id, unit.id)));
    await this.unitAudit(tx, row.clientId, input.by, unit.id, 'unit.retired', {
      subscriptionId: row.id,
      claimId: input.claimId,
      reason: input.kind,
      operator: input.by.name,
      before: { state: unit.state },
      after: { state: 'retired' },
    });
    return { unitId: unit.id, closed: true };
  }

  private unitAudit(
    tx: Db,
    clientId: number,
    by: ClaimActor,
    unitId: number,
    action: string,
    details: object,
  ): Promise<void> {
    return writeAudit(tx, {
      actor: 'staff',
      action,
      clientId,
      entity: 'unit',
      entityId: unitId,
      ip: by.ip,
      staffId: by.staffId,
      details,
    });
  }
}
