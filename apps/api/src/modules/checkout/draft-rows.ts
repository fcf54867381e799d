import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { prepared } from '../../db/prepared';
import {
  cities,
  clients,
  companies,
  deliveryFees,
  deviceUnits,
  extras,
  gadgetExtras,
  gadgets,
  modelPrices,
  models,
  pickupOffices,
  promoCodes,
  promoRedemptions,
} from '../../db/schema/index';
import type { PromoRow } from './promo-rules';

/** What a draft names, as the catalogue holds it. */
export interface DraftRows {
  city: { id: number; served: boolean; deliveryFee: number | null } | null;
  /** The model with its gadget, once per price of the city (one row with null term and price: none). */
  models: Array<{
    id: number;
    active: boolean;
    nameRu: string;
    nameEn: string;
    specsRu: string;
    specsEn: string;
    insuranceMonthly: number;
    gadgetId: number;
    gadgetActive: boolean;
    gadgetNameRu: string;
    gadgetNameEn: string;
    term: number | null;
    monthly: number | null;
  }>;
  office: {
    id: number;
    cityId: number;
    active: boolean;
    addressRu: string;
    addressEn: string;
  } | null;
  /** The client's employer discount (0 without an employer or when the employer is inactive). */
  employerPercent: number;
  /** The code's row and whether this client redeemed it before; null when no code was given. */
  promo: { row: PromoRow | null; used: boolean } | null;
  /** The asked extras that are active and offered with the model's gadget. */
  extras: Array<{ id: number; nameRu: string; nameEn: string; price: number; billing: 'monthly' | 'once' }>;
  /** Free units of the model in the city, counted up to two. */
  free: number;
}

export interface DraftQuery {
  clientId: number;
  cityId: number;
  modelId: number;
  officeId: number | null;
  code: string | null;
  extraIds: number[];
}

type Dates = { validFrom: string | null; validUntil: string | null };
type PromoJson = { used: boolean; row: Omit<PromoRow, 'validFrom' | 'validUntil'> & Dates };

const p = {
  clientId: sql.placeholder('clientId'),
  cityId: sql.placeholder('cityId'),
  modelId: sql.placeholder('modelId'),
  officeId: sql.placeholder('officeId'),
  code: sql.placeholder('code'),
  extraIds: sql.placeholder('extraIds'),
};

/**
 * Everything a draft names in one statement, each part a subquery answering JSON, with the same text
 * for every draft (absent parts match no row), so it is prepared once per connection: one round trip
 * per quote instead of seven, which held seven of the pool's ten connections per request
 * (subscription/calculate/ 0.06× a single select; docs/decisions/029).
 */
function draftRowsQuery(db: Db) {
  return db
    .select({
      city: sql<DraftRows['city']>`${citySql}`,
      models: sql<DraftRows['models']>`${modelsSql}`,
      office: sql<DraftRows['office']>`${officeSql}`,
      employerPercent: sql<number | null>`${employerSql}`,
      promo: sql<PromoJson | null>`${promoSql}`,
      extras: sql<DraftRows['extras']>`${extrasSql}`,
      free: sql<number | string>`${freeSql}`,
    })
    .from(sql`(select 1) as draft`)
    .prepare('draft_rows');
}

/** Reads a draft's rows: prepared on the pool, or inside the caller's transaction. */
export class DraftRowsReader {
  private readonly onPool = prepared(() => draftRowsQuery(this.db));

  constructor(private readonly db: Db) {}

  async read(query: DraftQuery, tx?: Db): Promise<DraftRows> {
    const statement = tx ? draftRowsQuery(tx) : this.onPool();
    const [row] = await statement.execute({ ...query });
    if (!row) throw new Error('the draft query answered no row');
    return {
      city: row.city,
      models: row.models,
      office: row.office,
      employerPercent: Number(row.employerPercent ?? 0),
      promo:
        query.code === null
          ? null
          : row.promo
            ? { row: promoRow(row.promo.row), used: row.promo.used }
            : { row: null, used: false },
      extras: row.extras,
      free: Number(row.free),
    };
  }
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
      'gadgetId', ${gadgets.id}, 'gadgetActive', ${gadgets.active}, 'gadgetNameRu', ${gadgets.nameRu},
      'gadgetNameEn', ${gadgets.nameEn}, 'term', ${modelPrices.term}, 'monthly', ${modelPrices.monthly}
    ) order by ${modelPrices.term}), '[]'::json)
    from ${models} join ${gadgets} on ${gadgets.id} = ${models.gadgetId}
    left join ${modelPrices} on ${modelPrices.modelId} = ${models.id} and ${modelPrices.cityId} = ${p.cityId}
    where ${models.id} = ${p.modelId})`;

const officeSql = sql`(select json_build_object('id', ${pickupOffices.id}, 'cityId', ${pickupOffices.cityId},
      'active', ${pickupOffices.active}, 'addressRu', ${pickupOffices.addressRu}, 'addressEn', ${pickupOffices.addressEn})
    from ${pickupOffices} where ${pickupOffices.id} = ${p.officeId} limit 1)`;

const employerSql = sql`(select case when ${companies.active} then ${companies.discountPercent} else 0 end
    from ${clients} join ${companies} on ${companies.id} = ${clients.companyId}
    where ${clients.id} = ${p.clientId} limit 1)`;

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

const freeSql = sql`(select count(*) from (select 1 from ${deviceUnits}
    where ${deviceUnits.modelId} = ${p.modelId} and ${deviceUnits.cityId} = ${p.cityId} and ${deviceUnits.state} = 'available'
    limit 2) free)`;
