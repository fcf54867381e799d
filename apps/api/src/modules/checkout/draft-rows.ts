import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { prepared } from '../../db/prepared';
import {
  categories,
  cities,
  clients,
  companies,
  deliveryFees,
  deviceUnits,
  extras,
  FIRST_PERIOD,
  gadgetExtras,
  gadgets,
  modelPrices,
  models,
  payments,
  pickupOffices,
  promoCodes,
  promoRedemptions,
} from '../../db/schema/index';
import type { PromoCode as PromoRow } from '../../promo/rules';
import type { CatalogRows } from '../catalog/index';
import { draftCatalogue } from './draft-catalogue';
import type { DraftQuery, DraftRows } from './draft-query';

type Dates = { validFrom: string | null; validUntil: string | null };
type PromoJson = { used: boolean; row: Omit<PromoRow, 'validFrom' | 'validUntil'> & Dates };

const p = {
  clientId: sql.placeholder('clientId'),
  cityId: sql.placeholder('cityId'),
  modelId: sql.placeholder('modelId'),
  officeId: sql.placeholder('officeId'),
  code: sql.placeholder('code'),
  extraIds: sql.placeholder('extraIds'),
  today: sql.placeholder('today'),
};

/**
 * Everything a draft names in one statement, each part a subquery answering JSON, with the same text
 * for every draft (absent parts match no row), so it is prepared once per connection: one round trip
 * per draft instead of seven (docs/decisions/029). An order reads it in its transaction.
 */
function draftRowsQuery(db: Db) {
  return db
    .select({
      city: sql<DraftRows['city']>`${citySql}`,
      models: sql<DraftRows['models']>`${modelsSql}`,
      office: sql<DraftRows['office']>`${officeSql}`,
      extras: sql<DraftRows['extras']>`${extrasSql}`,
      ...clientColumns,
    })
    .from(sql`(select 1) as draft`)
    .prepare('draft_rows');
}

/** A quote's statement: only what is the client's or changes by the minute; the rest is catalogue. */
function clientRowsQuery(db: Db) {
  return db.select(clientColumns).from(sql`(select 1) as draft`).prepare('draft_client_rows');
}

/** The catalogue snapshot the catalogue calls serve (CatalogService.rows). */
export interface CatalogueSnapshot {
  rows(): Promise<CatalogRows>;
}

/**
 * Reads a draft's rows. A quote (subscription/calculate/) takes the catalogue's part from the
 * snapshot, which may be up to a minute old in another process: creating re-reads everything in its
 * transaction and answers 409 price_changed when the first payment moved (docs/decisions/029).
 */
export class DraftRowsReader {
  private readonly client = prepared(() => clientRowsQuery(this.db));

  constructor(
    private readonly db: Db,
    private readonly catalogue: CatalogueSnapshot,
  ) {}

  /** Everything from the database, inside the caller's transaction (an order). */
  async read(query: DraftQuery, tx: Db): Promise<DraftRows> {
    const [row] = await draftRowsQuery(tx).execute({ ...query });
    if (!row) throw new Error('the draft query answered no row');
    const { city, models, office, extras } = row;
    return { city, models, office, extras, ...clientParts(query, row) };
  }

  /** The catalogue's part from the snapshot, the client's part in one round trip. */
  async quote(query: DraftQuery): Promise<DraftRows> {
    const [rows, [row]] = await Promise.all([this.catalogue.rows(), this.client().execute({ ...query })]);
    if (!row) throw new Error('the draft query answered no row');
    return { ...draftCatalogue(rows, query), ...clientParts(query, row) };
  }
}

type ClientRow = {
  overdue: boolean;
  employer: DraftRows['employer'];
  promo: PromoJson | null;
  free: number | string;
  expected: string | null;
};

function clientParts(query: DraftQuery, row: ClientRow) {
  return {
    overdue: row.overdue === true,
    employerPercent: row.employer?.verified ? row.employer.percent : 0,
    employer: row.employer,
    promo:
      query.code === null
        ? null
        : row.promo
          ? { row: promoRow(row.promo.row), used: row.promo.used }
          : { row: null, used: false },
    free: Number(row.free),
    expected: row.expected,
  };
}

function promoRow({ validFrom, validUntil, ...rest }: Omit<PromoRow, 'validFrom' | 'validUntil'> & Dates) {
  return {
    ...rest,
    validFrom: validFrom === null ? null : new Date(validFrom),
    validUntil: validUntil === null ? null : new Date(validUntil),
  };
}

const citySql = sql`(select json_build_object('id', ${cities.id}, 'served', ${cities.served}, 'deliveryFee', ${deliveryFees.fee})
    from ${cities} left join ${deliveryFees} on ${deliveryFees.cityId} = ${cities.id}
    where ${cities.id} = ${p.cityId} limit 1)`;

const modelsSql = sql`(select coalesce(json_agg(json_build_object(
      'id', ${models.id}, 'active', ${models.active}, 'nameRu', ${models.nameRu}, 'nameEn', ${models.nameEn},
      'specsRu', ${models.specsRu}, 'specsEn', ${models.specsEn}, 'insuranceMonthly', ${models.insuranceMonthly},
      'gadgetId', ${gadgets.id}, 'gadgetActive', ${gadgets.active} and ${categories.active}, 'gadgetNameRu', ${gadgets.nameRu},
      'gadgetNameEn', ${gadgets.nameEn}, 'term', ${modelPrices.term}, 'monthly', ${modelPrices.monthly}
    ) order by ${modelPrices.term}), '[]'::json)
    from ${models} join ${gadgets} on ${gadgets.id} = ${models.gadgetId}
    join ${categories} on ${categories.id} = ${gadgets.categoryId}
    left join ${modelPrices} on ${modelPrices.modelId} = ${models.id} and ${modelPrices.cityId} = ${p.cityId}
    where ${models.id} = ${p.modelId})`;

const officeSql = sql`(select json_build_object('id', ${pickupOffices.id}, 'cityId', ${pickupOffices.cityId},
      'active', ${pickupOffices.active}, 'addressRu', ${pickupOffices.addressRu}, 'addressEn', ${pickupOffices.addressEn})
    from ${pickupOffices} where ${pickupOffices.id} = ${p.officeId} limit 1)`;

const employerSql = sql`(select json_build_object('nameRu', ${companies.nameRu}, 'nameEn', ${companies.nameEn},
      'percent', ${companies.discountPercent}, 'verified', ${clients.companyVerifiedAt} is not null)
    from ${clients} join ${companies} on ${companies.id} = ${clients.companyId}
    where ${clients.id} = ${p.clientId} and ${companies.active} and ${companies.discountPercent} > 0 limit 1)`;

const promoSql = sql`(select json_build_object('used', ${promoRedemptions.id} is not null, 'row', json_build_object(
      'id', ${promoCodes.id}, 'code', ${promoCodes.code}, 'kind', ${promoCodes.kind}, 'percent', ${promoCodes.percent},
      'amount', ${promoCodes.amount}, 'appliesTo', ${promoCodes.appliesTo}, 'validFrom', ${promoCodes.validFrom},
      'validUntil', ${promoCodes.validUntil}, 'maxUses', ${promoCodes.maxUses}, 'usedCount', ${promoCodes.usedCount},
      'active', ${promoCodes.active}))
    from ${promoCodes} left join ${promoRedemptions}
      on ${promoRedemptions.promoCodeId} = ${promoCodes.id} and ${promoRedemptions.clientId} = ${p.clientId}
    where ${promoCodes.code} = ${p.code} limit 1)`;

const extrasSql = sql`(select coalesce(json_agg(json_build_object('id', ${extras.id}, 'nameRu', ${extras.nameRu},
      'nameEn', ${extras.nameEn}, 'price', ${extras.price}, 'billing', ${extras.billing})), '[]'::json)
    from ${extras} join ${gadgetExtras} on ${gadgetExtras.extraId} = ${extras.id}
    join ${models} on ${models.gadgetId} = ${gadgetExtras.gadgetId} and ${models.id} = ${p.modelId}
    where ${extras.id} = any(${p.extraIds}::int[]) and ${extras.active})`;

/** An available unit is here on the day asked unless it arrives later (docs/decisions/051). */
const hereToday = sql`(${deviceUnits.availableFrom} is null or ${deviceUnits.availableFrom} <= ${p.today}::date)`;

const freeSql = sql`(select count(*) from (select 1 from ${deviceUnits}
    where ${deviceUnits.modelId} = ${p.modelId} and ${deviceUnits.cityId} = ${p.cityId} and ${deviceUnits.state} = 'available'
      and ${hereToday}
    limit 2) free)`;

const expectedSql = sql`(select min(${deviceUnits.availableFrom})::text from ${deviceUnits}
    where ${deviceUnits.modelId} = ${p.modelId} and ${deviceUnits.cityId} = ${p.cityId} and ${deviceUnits.state} = 'available'
      and not ${hereToday})`;

/**
 * A payment of the client that failed and is not paid yet. An order's failed first payment is not one:
 * the order is undone (at once, or by the checkout sweep after an outage) and another may be placed.
 */
const overdueSql = sql`exists (select 1 from ${payments}
    where ${payments.clientId} = ${p.clientId} and ${payments.status} = 'fail'
      and ${payments.period} <> ${FIRST_PERIOD})`;

const clientColumns = {
  overdue: sql<boolean>`${overdueSql}`,
  employer: sql<DraftRows['employer']>`${employerSql}`,
  promo: sql<PromoJson | null>`${promoSql}`,
  free: sql<number | string>`${freeSql}`,
  expected: sql<string | null>`${expectedSql}`,
};
