import {
  type Locale,
  type Money,
  type PricedExtra,
  priceDraft,
  SUBSCRIPTION_TERMS,
  type TPriceLine,
  type TTerm,
} from '@ijara/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  categories,
  clients,
  companies,
  extras,
  gadgets,
  modelPrices,
  models,
  subscriptionExtras,
} from '../../db/schema/index';
import { pick } from '../../lib/localize';
import type { SubscriptionRow } from './transitions';

/** What an extension is priced from today: the model's grid in the city, its insurance, the extras, the employer. */
export interface ExtendPriceRows {
  /** The model, its gadget and category are published: it is still rented out. */
  offered: boolean;
  /** The model's monthly price in the subscription's city by term (terms with a price only). */
  termPrices: Record<string, Money>;
  insuranceMonthly: Money;
  /** The subscription's monthly extras at today's prices. */
  extras: Array<{ id: number; nameRu: string; nameEn: string; price: Money }>;
  /** The client's employer discount, when the work there is confirmed (as checkout prices it). */
  employerPercent: number;
}

/** One term priced: the monthly amount and what it is made of, as checkout prices a month. */
export interface PricedTerm {
  term: TTerm;
  monthly: Money;
  rent: Money;
  insurance: Money;
  /** What the employer's discount takes off each month (positive). */
  discount: Money;
  extras: Array<{ extraId: number; price: Money }>;
  lines: TPriceLine[];
}

/** Today's rows for pricing an extension of `row`, read through `db` (the caller's transaction when writing). */
export async function extendPriceRows(db: Db, row: SubscriptionRow): Promise<ExtendPriceRows> {
  const [model] = await db
    .select({
      insuranceMonthly: models.insuranceMonthly,
      offered: sql<boolean>`${models.active} and ${gadgets.active} and ${categories.active}`,
    })
    .from(models)
    .innerJoin(gadgets, eq(gadgets.id, models.gadgetId))
    .innerJoin(categories, eq(categories.id, gadgets.categoryId))
    .where(eq(models.id, row.modelId));
  const prices = await db
    .select({ term: modelPrices.term, monthly: modelPrices.monthly })
    .from(modelPrices)
    .where(and(eq(modelPrices.modelId, row.modelId), eq(modelPrices.cityId, row.cityId)));
  const monthlyExtras = await db
    .select({ id: extras.id, nameRu: extras.nameRu, nameEn: extras.nameEn, price: extras.price })
    .from(subscriptionExtras)
    .innerJoin(extras, eq(extras.id, subscriptionExtras.extraId))
    .where(and(eq(subscriptionExtras.subscriptionId, row.id), eq(subscriptionExtras.billing, 'monthly')))
    .orderBy(extras.id);
  const [employer] = await db
    .select({ percent: companies.discountPercent })
    .from(clients)
    .innerJoin(companies, eq(companies.id, clients.companyId))
    .where(
      and(eq(clients.id, row.clientId), eq(companies.active, true), isNotNull(clients.companyVerifiedAt)),
    );
  return {
    offered: model?.offered === true,
    termPrices: Object.fromEntries(
      prices.filter((price) => price.monthly > 0).map((price) => [String(price.term), price.monthly]),
    ),
    insuranceMonthly: model?.insuranceMonthly ?? 0,
    extras: monthlyExtras,
    employerPercent: employer?.percent ?? 0,
  };
}

/**
 * Each term the model has a price for, priced as checkout prices a month (contract `priceDraft`, the one
 * price computation): the rent for the term in the city, insurance when the subscription has it, its
 * monthly extras, less the employer's discount. An order's promo code does not carry over, and nothing
 * is delivered: only the monthly lines count.
 */
export function priceTerms(rows: ExtendPriceRows, row: SubscriptionRow, locale: Locale): PricedTerm[] {
  return SUBSCRIPTION_TERMS.flatMap((term): PricedTerm[] => {
    const rent = rows.termPrices[String(term)];
    if (rent === undefined) return [];
    const extrasNow: PricedExtra[] = rows.extras.map((extra) => ({
      id: extra.id,
      name: pick(locale, extra.nameRu, extra.nameEn),
      price: extra.price,
      billing: 'monthly',
    }));
    const insurance = row.insurance ? rows.insuranceMonthly : null;
    const quote = priceDraft(
      {
        term,
        rent,
        insurance,
        extras: extrasNow,
        delivery: { kind: 'pickup' },
        employerPercent: rows.employerPercent,
        promo: null,
      },
      locale,
    );
    return [
      {
        term,
        monthly: quote.monthly,
        rent,
        insurance: insurance ?? 0,
        discount: quote.monthlyDiscount,
        extras: rows.extras.map((extra) => ({ extraId: extra.id, price: extra.price })),
        lines: quote.lines.filter((line) => line.billing === 'monthly'),
      },
    ];
  });
}
