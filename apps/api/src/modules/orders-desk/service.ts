import { formatPhone, type Locale, todayInBishkek } from '@ijara/contract';
import {
  HANDOVER_PHOTO_WIDTHS,
  type TStaffCancelResponse,
  type TStaffDashboardResponse,
  type TStaffDeliveryResponse,
  type TStaffHandoverResponse,
  type TStaffOrder,
  type TStaffOrderDetail,
  type ZStaffCancelRequest,
  type ZStaffDeliveryRequest,
  type ZStaffHandoverRequest,
} from '@ijara/contract/staff';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { pick } from '../../lib/localize';
import { processPhoto } from '../../photos/process-photo';
import { dedupeKey, type NoticeOutbox } from '../notices/index';
import { reachOf, type StaffRow } from '../staff/index';
import type { Subscriptions } from '../subscriptions/index';
import { type OrderRow, OrdersDeskRepository } from './repository';

type HandoverBody = z.output<typeof ZStaffHandoverRequest>;

function toOrder(row: OrderRow, locale: Locale, today: string): TStaffOrder {
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    clientName: `${row.first_name} ${row.last_name}`.trim(),
    phone: row.phone,
    model: pick(locale, row.model_ru, row.model_en),
    term: row.term,
    insurance: row.insurance,
    delivery: row.delivery,
    officeID: row.office_id,
    office: row.office_ru === null ? null : pick(locale, row.office_ru, row.office_en ?? row.office_ru),
    city: pick(locale, row.city_ru, row.city_en),
    address: row.delivery_address,
    serial: row.serial,
    payment: row.payment,
    deliverySlot:
      row.delivery_on && row.delivery_from && row.delivery_to
        ? { date: row.delivery_on, from: row.delivery_from, to: row.delivery_to }
        : null,
    readyOn: row.ready_on !== null && row.ready_on > today ? row.ready_on : null,
    replaces: row.replaces_id === null ? null : { id: row.replaces_id, serial: row.replaces_serial },
  };
}

/** The counter's side of orders: what waits, what one order needs, and the hand-over with its record. */
export class OrdersDesk {
  private readonly repository = new OrdersDeskRepository();

  constructor(
    private readonly db: Db,
    private readonly subscriptions: Pick<Subscriptions, 'handOver' | 'cancel' | 'delivery' | 'termEnd'>,
    private readonly outbox: NoticeOutbox,
    private readonly clock: Clock,
  ) {}

  async waiting(person: StaffRow, office: number | undefined, q: string | undefined, locale: Locale) {
    const rows = await this.repository.waiting(this.db, reachOf(person), office, q);
    const today = todayInBishkek(this.clock.now());
    return rows.map((row) => toOrder(row, locale, today));
  }

  async one(person: StaffRow, id: number, locale: Locale): Promise<TStaffOrderDetail> {
    const row = await this.repository.one(this.db, reachOf(person), id);
    if (!row) throw new AppError('not_found', { text: 'staffOrderNotHere' });
    const today = todayInBishkek(this.clock.now());
    const [extras, units] = await Promise.all([
      this.repository.extras(this.db, id),
      this.repository.units(this.db, id, today),
    ]);
    return {
      ...toOrder(row, locale, today),
      client: {
        id: row.client_id,
        firstName: row.first_name,
        lastName: row.last_name,
        patronymic: row.patronymic || null,
        birthdate: row.birthdate,
      },
      extras: extras.map((e) => ({
        name: pick(locale, e.name_ru, e.name_en),
        billing: e.billing,
        price: e.price,
      })),
      monthlyTotal: row.monthly_total,
      firstPayment: row.first_payment,
      units: units.map((u) => ({
        serial: u.serial,
        imei: u.imei,
        reserved: u.reserved,
        office: u.office_ru === null ? null : pick(locale, u.office_ru, u.office_en ?? u.office_ru),
      })),
    };
  }

  /**
   * Hands the order over with its condition record: photos made WebP (a process of their own, one at a
   * time) before the transaction; the state change, the unit and the record commit together. A second
   * operator handing over the same order meets the first one's row lock and then a 409.
   */
  async handOver(
    person: StaffRow,
    body: HandoverBody,
    ip: string,
    locale: Locale,
  ): Promise<TStaffHandoverResponse> {
    if (!(await this.repository.one(this.db, reachOf(person), body.subscriptionID))) {
      throw new AppError('not_found', { text: 'staffOrderNotHere' });
    }
    const photos = [];
    for (const photo of body.photos) {
      photos.push(await processPhoto(Buffer.from(photo, 'base64'), HANDOVER_PHOTO_WIDTHS, true));
    }
    const subscription = await this.subscriptions.handOver.handOver({
      subscriptionId: body.subscriptionID,
      serial: body.serial,
      idChecked: body.idChecked,
      operator: person.name,
      staffId: person.id,
      ip,
      locale,
      condition: {
        staffId: person.id,
        imei: body.imei,
        accessories: body.accessories,
        note: body.note,
        photos,
      },
    });
    return {
      statusCode: '200',
      id: subscription.id,
      status: subscription.status,
      startDate: subscription.startDate ?? null,
    };
  }

  /** A manager cancels an order before its hand-over; what was paid is refunded (docs/decisions/041). */
  async cancel(
    person: StaffRow,
    body: z.output<typeof ZStaffCancelRequest>,
    ip: string,
    locale: Locale,
  ): Promise<TStaffCancelResponse> {
    if (!(await this.repository.one(this.db, reachOf(person), body.subscriptionID))) {
      throw new AppError('not_found', { text: 'staffOrderNotHere' });
    }
    const { subscription, refund } = await this.subscriptions.cancel.cancel({
      subscriptionId: body.subscriptionID,
      reason: body.reason,
      by: { actor: 'staff', operator: person.name, staffId: person.id, ip },
      locale,
    });
    return { statusCode: '200', id: subscription.id, status: subscription.status, refund };
  }

  /** The courier's day and window; the client's notice is written in the same transaction. */
  async scheduleDelivery(
    person: StaffRow,
    body: z.output<typeof ZStaffDeliveryRequest>,
    ip: string,
  ): Promise<TStaffDeliveryResponse> {
    if (!(await this.repository.one(this.db, reachOf(person), body.subscriptionID))) {
      throw new AppError('not_found', { text: 'staffOrderNotHere' });
    }
    const slot = { date: body.date, from: body.from, to: body.to };
    const by = { actor: 'staff', operator: person.name, staffId: person.id, ip } as const;
    await this.subscriptions.delivery.schedule(body.subscriptionID, slot, by, async (tx, row) => {
      await this.outbox.enqueue(tx, {
        clientId: row.clientId,
        kind: 'courier_scheduled',
        dedupeKey: dedupeKey.courierScheduled(row.id, slot.date, slot.from),
        values: { subscriptionId: row.id, ...slot },
      });
    });
    return { statusCode: '200', id: body.subscriptionID, deliverySlot: slot };
  }

  /** The dashboard: counted from the queue's own query, so each count is its list's length. */
  async dashboard(person: StaffRow, locale: Locale): Promise<TStaffDashboardResponse> {
    const reach = reachOf(person);
    const today = todayInBishkek(this.clock.now());
    const grace = this.subscriptions.termEnd.rules.returnGraceDays;
    const [waiting, returns, overdueReturns, failed] = await Promise.all([
      this.repository.waiting(this.db, reach, undefined, undefined),
      this.repository.returnsWaiting(this.db, reach),
      this.repository.overdueReturns(this.db, reach, today, grace),
      this.repository.failedPayments(this.db, reach, FAILED_LIMIT),
    ]);
    const pickups = new Map<number, { officeID: number; office: string; count: number }>();
    for (const row of waiting) {
      if (row.delivery !== 'pickup' || row.office_id === null) continue;
      const office = pick(locale, row.office_ru ?? '', row.office_en ?? row.office_ru ?? '');
      const entry = pickups.get(row.office_id) ?? { officeID: row.office_id, office, count: 0 };
      entry.count += 1;
      pickups.set(row.office_id, entry);
    }
    const deliveries = waiting.filter((row) => row.delivery === 'delivery');
    return {
      statusCode: '200',
      pickups: [...pickups.values()],
      deliveriesToSchedule: deliveries.filter((row) => row.delivery_on === null).length,
      deliveriesToday: deliveries.filter((row) => row.delivery_on === today).length,
      returns,
      overdueReturns,
      failedPayments: failed.map((row) => ({
        paymentID: row.payment_id,
        clientID: row.client_id,
        clientName: `${row.first_name} ${row.last_name}`.trim(),
        phone: formatPhone(row.phone),
        subscriptionID: row.subscription_id,
        amount: row.amount,
        since: new Date(row.since).toISOString(),
      })),
    };
  }
}

/** The dashboard lists at most this many failed payments. */
const FAILED_LIMIT = 100;
