import { formatDate, SUBSCRIPTION_STATUS, todayInBishkek } from '@ijara/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { apiText } from '../../texts';
import { HandOverRepository } from './hand-over-repository';
import { type ChangedBy, StatusRepository } from './status-repository';
import type { SubscriptionRow } from './transitions';

export interface DeliverySlot {
  date: string;
  from: string;
  to: string;
}

/** Told inside the transaction that set the slot (orders-desk writes the client's courier notice). */
export type SlotObserver = (tx: Db, row: SubscriptionRow, slot: DeliverySlot) => Promise<void>;

/**
 * A delivery order's day and time window, set by staff before the hand-over (issue 29), not before
 * its expected unit arrives. Under the subscription's row lock, with its audit row; changing it again
 * tells the client again.
 */
export class DeliverySchedule {
  private readonly repository = new StatusRepository();
  private readonly units = new HandOverRepository();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async schedule(
    subscriptionId: number,
    slot: DeliverySlot,
    by: ChangedBy,
    onScheduled?: SlotObserver,
  ): Promise<DeliverySlot> {
    if (slot.date < todayInBishkek(this.clock.now())) {
      throw new AppError('validation_failed', { fields: { date: 'staffDatePast' } });
    }
    return this.db.transaction(async (tx) => {
      const row = await this.repository.lock(tx, subscriptionId);
      if (!row) throw new AppError('not_found', { text: 'subscriptionNotFound' });
      if (row.status !== SUBSCRIPTION_STATUS.created) {
        throw new AppError('status_not_allowed', {
          text: 'opsNotAwaitingHandover',
          values: () => ({ status: String(row.status) }),
        });
      }
      if (row.delivery !== 'delivery')
        throw new AppError('status_not_allowed', { text: 'staffNotADelivery' });
      // Expected stock (docs/decisions/051): the courier takes the device from the day it arrives.
      const arrives = (await this.units.heldBy(tx, row.id))?.availableFrom ?? null;
      if (arrives !== null && slot.date < arrives) {
        throw new AppError('validation_failed', {
          fieldTexts: (locale) => ({
            date: apiText('staffDeliveryBeforeArrival', locale, { date: formatDate(arrives, locale) }),
          }),
        });
      }
      await this.repository.update(tx, row.id, {
        deliveryOn: slot.date,
        deliveryFrom: slot.from,
        deliveryTo: slot.to,
      });
      await this.repository.audit(tx, by, {
        clientId: row.clientId,
        action: 'subscription.delivery_scheduled',
        subscriptionId: row.id,
        details: {
          ...slot,
          before: row.deliveryOn
            ? { date: row.deliveryOn, from: row.deliveryFrom, to: row.deliveryTo }
            : null,
        },
      });
      await onScheduled?.(tx, row, slot);
      return slot;
    });
  }
}
