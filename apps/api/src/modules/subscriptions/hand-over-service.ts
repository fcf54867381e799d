import {
  formatDate,
  type Locale,
  SUBSCRIPTION_STATUS,
  type TSubscription,
  todayInBishkek,
} from '@ijara/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { ChargeClaim } from '../payments/index';
import { applyTransition } from './apply-transition';

import { type ConditionInput, writeConditionRecord } from './condition-records';
import type { ExitService } from './exit-service';
import { HandOverRepository, type UnitRow } from './hand-over-repository';
import type { SubscriptionsService } from './service';
import { StatusRepository } from './status-repository';
import { closeTransition, handOverTransition, type SubscriptionRow } from './transitions';

export interface StaffAction {
  subscriptionId: number;
  operator: string;
  /** The staff member in the staff app; none for the ops CLI's automation account. */
  staffId?: number | null;
  ip: string | null;
  locale: Locale;
}

export interface HandOverInput extends StaffAction {
  serial: string;
  /** The operator saw the client's physical ID (SPEC.md §1); nothing is handed over without it. */
  idChecked: boolean;
  /** The staff app's condition record (photos, IMEI, accessories, note); the ops CLI records none. */
  condition?: ConditionInput;
}

export interface ReturnInput extends StaffAction {
  /** The outcome: ok → the unit is available again, damaged → repair. */
  condition: 'ok' | 'damaged';
  /** The staff app's condition record of the return; the ops CLI records none. */
  conditionRecord?: ConditionInput;
}

/** How the device came back, and who received it (null: the ops CLI, or a newer model's hand-over). */
export interface ReturnReceived {
  condition: 'ok' | 'damaged';
  staffId: number | null;
}

/**
 * Told inside the transaction that closed a subscription on its return, after its condition record
 * was written (notices write "received"; a damaged one opens a claim, docs/decisions/059).
 */
export type ReturnObserver = (tx: Db, row: SubscriptionRow, returned: ReturnReceived) => Promise<void>;

/** The staff side of the state machine: the device handed over (1 → 2) and received back (→ 5). */
export class HandOverService {
  private readonly subscriptions = new StatusRepository();
  private readonly units = new HandOverRepository();
  private readonly returnObservers: ReturnObserver[] = [];

  constructor(
    private readonly db: Db,
    private readonly reader: SubscriptionsService,
    private readonly clock: Clock,
    private readonly exit: Pick<ExitService, 'price' | 'record' | 'send'>,
  ) {}

  /**
   * Rents the unit with `serial` (the one reserved at checkout, or another free one of the same model
   * in the same city, which then takes its place) and starts the subscription today. A unit that is
   * expected stock goes out from the day it arrives, not before (docs/decisions/051).
   */
  async handOver(input: HandOverInput): Promise<TSubscription> {
    if (!input.idChecked) {
      throw new AppError('validation_failed', {
        text: 'opsIdNotChecked',
        fields: { idChecked: 'opsIdNotChecked' },
      });
    }
    return this.db.transaction(async (tx) => {
      const row = await this.lockSubscription(tx, input.subscriptionId);
      const waiting = row.status === SUBSCRIPTION_STATUS.created;
      if (waiting) await this.checkFirstPayment(tx, row.id);
      const unit = waiting ? await this.pickUnit(tx, row, input.serial) : null;
      const transition = handOverTransition(row, this.clock.now(), {
        serial: unit?.serial ?? input.serial,
        operator: input.operator,
      });
      await applyTransition(tx, this.subscriptions, row, transition, staff(input), { unitId: unit?.id });
      if (unit) await this.units.rent(tx, unit.id, row.id);
      if (unit && input.condition) await writeConditionRecord(tx, 'handover', row.id, unit, input.condition);
      if (row.replacesId !== null) await this.closeReplaced(tx, row, input);
      return this.answer(tx, row.id, input.locale);
    });
  }

  /**
   * A newer model (docs/decisions/056): its hand-over is also the return of the device of the
   * subscription it replaces, closed in the same transaction the way the returns desk receives one
   * (its unit available again; staff move it to repair from the stock desk if need be). One already
   * returned or not out is left as it is.
   */
  private async closeReplaced(tx: Db, row: SubscriptionRow, input: StaffAction): Promise<void> {
    if (row.replacesId === null) return;
    const replaced = await this.subscriptions.lock(tx, row.replacesId);
    if (!replaced || !RETURNABLE.has(replaced.status)) return;
    await this.close(
      tx,
      replaced,
      { ...input, subscriptionId: replaced.id, condition: 'ok' },
      { replacedBy: row.id },
    );
  }

  /** Another module's work on each return received, in its transaction (the notices outbox). */
  observeReturns(observer: ReturnObserver): void {
    this.returnObservers.push(observer);
  }

  /**
   * Closes the subscription and frees its unit: available again, or in repair when damaged. The
   * condition record, when given, is written before the unit is freed, and its IMEI check (a swapped
   * device) undoes the whole return.
   */
  async receiveReturn(input: ReturnInput): Promise<TSubscription> {
    const done = await this.db.transaction(async (tx) => {
      const row = await this.lockSubscription(tx, input.subscriptionId);
      const claim = await this.chargeEarlyReturn(tx, row);
      await this.close(tx, row, input);
      return { claim, subscription: await this.answer(tx, row.id, input.locale) };
    });
    if (done.claim) await this.exit.send(done.claim, staff(input));
    return done.subscription;
  }

  /**
   * A device brought back before its term ends without an unsubscribe is an early exit all the same
   * (docs/decisions/054): the months used are re-priced as the unsubscribe would have, in the
   * return's transaction, and the charge is sent after it commits. An unsubscribed one (status 4)
   * paid its exit at the unsubscribe; a term used up costs nothing more.
   */
  private async chargeEarlyReturn(tx: Db, row: SubscriptionRow): Promise<ChargeClaim | null> {
    if (row.status !== SUBSCRIPTION_STATUS.active && row.status !== SUBSCRIPTION_STATUS.pending) return null;
    const transition = closeTransition(row, this.clock.now());
    if (!transition.allowed) return null;
    const charge = await this.exit.price(tx, row, transition.changes);
    return this.exit.record(tx, row, charge);
  }

  /** The return of a locked subscription (receiveReturn's, and a newer model's hand-over's). */
  private async close(tx: Db, row: SubscriptionRow, input: ReturnInput, details: object = {}): Promise<void> {
    const transition = closeTransition(row, this.clock.now());
    const unit = transition.allowed ? await this.units.heldBy(tx, row.id) : null;
    await applyTransition(tx, this.subscriptions, row, transition, staff(input), {
      unitId: unit?.id ?? null,
      condition: input.condition,
      ...details,
    });
    if (input.conditionRecord) {
      if (!unit) throw new AppError('unit_unavailable', { text: 'staffReturnNoUnit' });
      await writeConditionRecord(tx, 'return', row.id, unit, input.conditionRecord, input.condition);
    }
    if (unit) await this.units.free(tx, unit.id, input.condition === 'damaged' ? 'repair' : 'available');
    const returned = { condition: input.condition, staffId: input.staffId ?? null };
    for (const observer of this.returnObservers) await observer(tx, row, returned);
  }

  private async lockSubscription(tx: Db, subscriptionId: number): Promise<SubscriptionRow> {
    const row = await this.subscriptions.lock(tx, subscriptionId);
    if (!row) throw new AppError('not_found', { text: 'subscriptionNotFound' });
    return row;
  }

  /** A device goes out only for a paid first period (or one nothing was due for). */
  private async checkFirstPayment(tx: Db, subscriptionId: number): Promise<void> {
    const status = await this.units.firstPaymentStatus(tx, subscriptionId);
    if (status !== null && status !== 'success') {
      throw new AppError('status_not_allowed', { text: 'opsFirstPaymentPending' });
    }
  }

  private async pickUnit(tx: Db, row: SubscriptionRow, serial: string): Promise<UnitRow> {
    const reserved = await this.units.heldBy(tx, row.id);
    const unit = await this.units.bySerial(tx, serial);
    if (!unit) throw new AppError('unit_unavailable', { text: 'opsUnitUnknown' });
    const swapped = unit.id !== reserved?.id;
    if (swapped && (unit.modelId !== row.modelId || unit.cityId !== row.cityId)) {
      throw new AppError('unit_unavailable', { text: 'opsUnitMismatch' });
    }
    if (swapped && unit.state !== 'available')
      throw new AppError('unit_unavailable', { text: 'opsUnitTaken' });
    const arrives = unit.availableFrom;
    if (arrives !== null && arrives > todayInBishkek(this.clock.now())) {
      throw new AppError('unit_unavailable', {
        text: 'opsUnitNotArrived',
        values: (locale) => ({ date: formatDate(arrives, locale) }),
      });
    }
    // Freed first: a subscription holds one unit at a time (device_units_one_per_subscription).
    if (swapped && reserved) await this.units.free(tx, reserved.id, 'available');
    return unit;
  }

  private async answer(tx: Db, subscriptionId: number, locale: Locale): Promise<TSubscription> {
    const subscription = await this.reader.one(tx, subscriptionId, locale);
    if (!subscription) throw new AppError('internal');
    return subscription;
  }
}

/** The statuses whose device is out with the client: a return closes them. */
const RETURNABLE: ReadonlySet<number> = new Set([
  SUBSCRIPTION_STATUS.active,
  SUBSCRIPTION_STATUS.pending,
  SUBSCRIPTION_STATUS.refusal,
]);

function staff(input: StaffAction) {
  return { actor: 'staff', operator: input.operator, ip: input.ip, staffId: input.staffId ?? null } as const;
}
