import { SUBSCRIPTION_STATUS } from '@ijara/contract';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { prepared } from '../../db/prepared';
import {
  extras,
  gadgets,
  models,
  pickupOffices,
  subscriptionExtras,
  subscriptions,
} from '../../db/schema/index';
import { statusesSql } from '../../db/statuses';
import type { BookedReturn, CityOffice, PeriodPayment } from './term-end';

export interface ListedExtra {
  id: number;
  nameRu: string;
  nameEn: string;
  price: number;
  billing: 'monthly' | 'once';
}

/** The subscription's extras as a JSON array in the same statement: one round trip for the list. */
const extrasOfRow = sql<ListedExtra[]>`coalesce((
  select json_agg(json_build_object(
    'id', ${extras.id}, 'nameRu', ${extras.nameRu}, 'nameEn', ${extras.nameEn},
    'price', ${subscriptionExtras.price}, 'billing', ${subscriptionExtras.billing}
  ) order by ${extras.id})
  from ${subscriptionExtras} join ${extras} on ${extras.id} = ${subscriptionExtras.extraId}
  where ${subscriptionExtras.subscriptionId} = ${subscriptions.id}
), '[]'::json)`;

export interface ListedHandover {
  at: string;
  by: string | null;
  imei: string | null;
  accessories: string[];
  note: string;
  photos: Array<{ id: number; width: number; height: number }>;
}

/** The hand-over's condition record with its photos' ids and sizes (not their bytes), or null. */
const handoverOfRow = sql<ListedHandover | null>`(
  select json_build_object(
    'at', r.created_at, 'by', st.name, 'imei', r.imei, 'accessories', r.accessories, 'note', r.note,
    'photos', coalesce((
      select json_agg(json_build_object('id', p.id, 'width', p.width, 'height', p.height) order by p.position)
      from condition_photos p where p.record_id = r.id
    ), '[]'::json)
  )
  from condition_records r left join staff st on st.id = r.staff_id
  where r.subscription_id = ${subscriptions.id} and r.kind = 'handover'
)`;

/**
 * The day the unit reserved for the order arrives, when it is expected stock (docs/decisions/051): the
 * earliest day of its pickup or delivery. Null once it is handed over, or for a unit here.
 */
const readyOnOfRow = sql<string | null>`(
  select u.available_from::text from device_units u
  where u.subscription_id = ${subscriptions.id} and u.state = 'reserved'
)`;

/** The booked return (docs/decisions/053) with its office in both languages, or null. */
const bookingOfRow = sql<BookedReturn | null>`(
  select json_build_object(
    'date', b.return_on::text, 'address', b.address,
    'office', case when o.id is null then null else json_build_object('id', o.id,
      'nameRu', o.name_ru, 'nameEn', o.name_en, 'addressRu', o.address_ru, 'addressEn', o.address_en,
      'hoursRu', o.hours_ru, 'hoursEn', o.hours_en) end)
  from return_bookings b left join pickup_offices o on o.id = b.office_id
  where b.subscription_id = ${subscriptions.id}
)`;

/** The monthly payments (type subscription) by the day their period opened: late months among them. */
const periodPaymentsOfRow = sql<PeriodPayment[]>`coalesce((
  select json_agg(json_build_object(
    'dueOn', to_char(p.due_at at time zone 'Asia/Bishkek', 'YYYY-MM-DD'), 'status', p.status, 'amount', p.amount
  ) order by p.period)
  from payments p where p.subscription_id = ${subscriptions.id} and p.type = 'subscription'
    and ${subscriptions.status} in ${statusesSql(SUBSCRIPTION_STATUS.active, SUBSCRIPTION_STATUS.refusal)}
), '[]'::json)`;

/** The active pickup offices of the subscription's city, in both languages, by their position. */
const officesOfRow = sql<CityOffice[]>`coalesce((
  select json_agg(json_build_object('id', o.id, 'nameRu', o.name_ru, 'nameEn', o.name_en,
    'addressRu', o.address_ru, 'addressEn', o.address_en, 'hoursRu', o.hours_ru, 'hoursEn', o.hours_en)
    order by o.position, o.id)
  from pickup_offices o where o.city_id = ${subscriptions.cityId} and o.active
    and ${subscriptions.status} in ${statusesSql(SUBSCRIPTION_STATUS.active, SUBSCRIPTION_STATUS.refusal)}
), '[]'::json)`;

/** The latest extension (docs/decisions/056), or null. */
const extensionOfRow = sql<{ term: number; startsOn: string; endsOn: string; monthly: number } | null>`(
  select json_build_object('term', e.term, 'startsOn', e.starts_on::text, 'endsOn', e.ends_on::text,
    'monthly', e.monthly_total)
  from subscription_extensions e where e.subscription_id = ${subscriptions.id}
  order by e.from_period desc limit 1
)`;

/** A courier may collect the device: the subscription's city has a delivery fee. */
const courierOfRow = sql<boolean>`exists (select 1 from delivery_fees f where f.city_id = ${subscriptions.cityId})`;

/**
 * The subscription's columns the answer shows (to-subscription.ts), not all 38: every column costs its
 * description, parsing and mapping on each read of subscription/info/.
 */
const listedColumns = {
  id: subscriptions.id,
  clientId: subscriptions.clientId,
  cityId: subscriptions.cityId,
  status: subscriptions.status,
  serial: subscriptions.serial,
  term: subscriptions.term,
  startDate: subscriptions.startDate,
  endDate: subscriptions.endDate,
  nextPaymentDate: subscriptions.nextPaymentDate,
  returnDate: subscriptions.returnDate,
  insurance: subscriptions.insurance,
  delivery: subscriptions.delivery,
  deliveryAddress: subscriptions.deliveryAddress,
  promo: subscriptions.promo,
  monthlyTotal: subscriptions.monthlyTotal,
  deviceValue: subscriptions.deviceValue,
  createdAt: subscriptions.createdAt,
  billingPeriod: subscriptions.billingPeriod,
  periodsBefore: subscriptions.periodsBefore,
  replacesId: subscriptions.replacesId,
  pauseCount: subscriptions.pauseCount,
  pausedAt: subscriptions.pausedAt,
  pauseEndsOn: subscriptions.pauseEndsOn,
  closedAt: subscriptions.closedAt,
  deliveryOn: subscriptions.deliveryOn,
  deliveryFrom: subscriptions.deliveryFrom,
  deliveryTo: subscriptions.deliveryTo,
};

function select(db: Db, where: SQL | undefined) {
  return db
    .select({
      subscription: listedColumns,
      model: {
        id: models.id,
        nameRu: models.nameRu,
        nameEn: models.nameEn,
        specsRu: models.specsRu,
        specsEn: models.specsEn,
      },
      gadget: { id: gadgets.id, nameRu: gadgets.nameRu, nameEn: gadgets.nameEn },
      office: { addressRu: pickupOffices.addressRu, addressEn: pickupOffices.addressEn },
      extras: extrasOfRow,
      handover: handoverOfRow,
      readyOn: readyOnOfRow,
      booking: bookingOfRow,
      periodPayments: periodPaymentsOfRow,
      courier: courierOfRow,
      offices: officesOfRow,
      extension: extensionOfRow,
    })
    .from(subscriptions)
    .innerJoin(models, eq(models.id, subscriptions.modelId))
    .innerJoin(gadgets, eq(gadgets.id, models.gadgetId))
    .leftJoin(pickupOffices, eq(pickupOffices.id, subscriptions.officeId))
    .where(where)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

/** Subscriptions with what the list shows: model, gadget, office and extras, each in one statement. */
export class SubscriptionsRepository {
  /** subscription/info/'s read: built once, planned once per connection. */
  private readonly ofClient = prepared(() =>
    select(this.db, eq(subscriptions.clientId, sql.placeholder('clientId'))).prepare(
      'subscriptions_of_client',
    ),
  );

  constructor(private readonly db: Db) {}

  /** A client's subscriptions, newest first. */
  listForClient(clientId: number) {
    return this.ofClient().execute({ clientId });
  }

  /** One subscription, whoever's it is (staff answers), as `db` (maybe a transaction) sees it. */
  byId(db: Db, subscriptionId: number) {
    return select(db, eq(subscriptions.id, subscriptionId));
  }
}

export type ListedSubscription = Awaited<ReturnType<SubscriptionsRepository['byId']>>[number];
