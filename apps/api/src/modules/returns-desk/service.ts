import { type Locale, SUBSCRIPTION_STATUS, todayInBishkek } from '@ijara/contract';
import {
  HANDOVER_PHOTO_WIDTHS,
  type TStaffReturn,
  type TStaffReturnDetail,
  type TStaffReturnReceivedResponse,
  type ZStaffReturnRequest,
} from '@ijara/contract/staff';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError, isAppError } from '../../errors';
import { pick } from '../../lib/localize';
import { processPhoto } from '../../photos/process-photo';
import { reachOf, type StaffRow } from '../staff/index';
import type { Subscriptions } from '../subscriptions/index';
import { type ReturnRow, ReturnsDeskRepository, type TermToday } from './repository';

type ReturnBody = z.output<typeof ZStaffReturnRequest>;

/** The returns list shows at most this many. */
const RETURNS_LIMIT = 200;

const notHere = () => new AppError('not_found', { text: 'staffReturnNotHere' });
const taken = () => new AppError('status_not_allowed', { text: 'staffReturnTaken' });

const { active, pending, refusal } = SUBSCRIPTION_STATUS;
const RETURNABLE: ReadonlySet<number> = new Set([active, pending, refusal]);

function toReturn(row: ReturnRow, locale: Locale): TStaffReturn {
  return {
    id: row.id,
    clientName: `${row.first_name} ${row.last_name}`.trim(),
    phone: row.phone,
    model: pick(locale, row.model_ru, row.model_en),
    status: row.status,
    serial: row.serial,
    imei: row.imei,
    returnDate: row.return_date,
    delivery: row.delivery,
    office: row.office_ru === null ? null : pick(locale, row.office_ru, row.office_en ?? row.office_ru),
    city: pick(locale, row.city_ru, row.city_en),
    address: row.delivery_address,
    dueBack: row.due_back,
    booking: row.booked_on
      ? {
          date: row.booked_on,
          office:
            row.booked_office_ru === null
              ? null
              : pick(locale, row.booked_office_ru, row.booked_office_en ?? row.booked_office_ru),
          address: row.booked_address,
        }
      : null,
    overdue: row.overdue,
  };
}

/** The counter's side of returns: what is due back, one return, and its receipt with a condition record. */
export class ReturnsDesk {
  private readonly repository = new ReturnsDeskRepository();

  constructor(
    private readonly db: Db,
    private readonly subscriptions: Pick<Subscriptions, 'handOver' | 'termEnd'>,
  ) {}

  private term(): TermToday {
    const { rules, clock } = this.subscriptions.termEnd;
    return { today: todayInBishkek(clock.now()), graceDays: rules.returnGraceDays };
  }

  async due(person: StaffRow, q: string | undefined, locale: Locale): Promise<TStaffReturn[]> {
    const rows = await this.repository.due(this.db, reachOf(person), q, RETURNS_LIMIT, this.term());
    return rows.map((row) => toReturn(row, locale));
  }

  async one(person: StaffRow, id: number, locale: Locale): Promise<TStaffReturnDetail> {
    const row = await this.repository.one(this.db, reachOf(person), id, this.term());
    if (!row) throw notHere();
    const handover = await this.repository.handover(this.db, id);
    return {
      ...toReturn(row, locale),
      handover: handover && {
        at: new Date(handover.created_at).toISOString(),
        accessories: handover.accessories,
        note: handover.note,
      },
    };
  }

  /**
   * Receives the device with its condition record: photos made WebP before the transaction; the
   * close, the record and the unit's new state commit together. A second operator receiving the same
   * return meets the first one's row lock, then a closed subscription: 409.
   */
  async receive(
    person: StaffRow,
    body: ReturnBody,
    ip: string,
    locale: Locale,
  ): Promise<TStaffReturnReceivedResponse> {
    const status = await this.repository.statusInReach(this.db, reachOf(person), body.subscriptionID);
    if (status === SUBSCRIPTION_STATUS.closed) throw taken();
    if (status === null || !RETURNABLE.has(status)) throw notHere();
    const photos = [];
    for (const photo of body.photos) {
      photos.push(await processPhoto(Buffer.from(photo, 'base64'), HANDOVER_PHOTO_WIDTHS, true));
    }
    try {
      const subscription = await this.subscriptions.handOver.receiveReturn({
        subscriptionId: body.subscriptionID,
        operator: person.name,
        staffId: person.id,
        ip,
        locale,
        condition: body.outcome,
        conditionRecord: {
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
        unitState: body.outcome === 'damaged' ? 'repair' : 'available',
      };
    } catch (error) {
      // It was returnable a moment ago: only another receipt can have closed it since.
      if (isAppError(error) && error.code === 'status_not_allowed') throw taken();
      throw error;
    }
  }
}
