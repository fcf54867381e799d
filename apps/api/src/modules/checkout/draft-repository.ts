import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { findPromoCode } from '../../db/promo-codes';
import {
  cities,
  clients,
  companies,
  deliveryFees,
  extras,
  gadgetExtras,
  gadgets,
  modelPrices,
  models,
  pickupOffices,
} from '../../db/schema/index';
import type { PromoRow } from './promo-rules';

/** The catalogue rows a draft names, read the same way for pricing and for creating. */
export class DraftRepository {
  /** The model with its gadget and its monthly prices in one city (no price rows: not sold there). */
  async model(db: Db, modelId: number, cityId: number) {
    return db
      .select({
        id: models.id,
        active: models.active,
        nameRu: models.nameRu,
        nameEn: models.nameEn,
        specsRu: models.specsRu,
        specsEn: models.specsEn,
        insuranceMonthly: models.insuranceMonthly,
        gadgetId: gadgets.id,
        gadgetActive: gadgets.active,
        gadgetNameRu: gadgets.nameRu,
        gadgetNameEn: gadgets.nameEn,
        term: modelPrices.term,
        monthly: modelPrices.monthly,
      })
      .from(models)
      .innerJoin(gadgets, eq(gadgets.id, models.gadgetId))
      .leftJoin(modelPrices, and(eq(modelPrices.modelId, models.id), eq(modelPrices.cityId, cityId)))
      .where(eq(models.id, modelId));
  }

  async city(db: Db, cityId: number) {
    const rows = await db
      .select({ id: cities.id, served: cities.served, deliveryFee: deliveryFees.fee })
      .from(cities)
      .leftJoin(deliveryFees, eq(deliveryFees.cityId, cities.id))
      .where(eq(cities.id, cityId))
      .limit(1);
    return rows[0] ?? null;
  }

  /** The asked extras that are active and offered with the model's gadget. */
  async extras(db: Db, modelId: number, extraIds: number[]) {
    if (extraIds.length === 0) return [];
    return db
      .select({
        id: extras.id,
        nameRu: extras.nameRu,
        nameEn: extras.nameEn,
        price: extras.price,
        billing: extras.billing,
      })
      .from(extras)
      .innerJoin(gadgetExtras, eq(gadgetExtras.extraId, extras.id))
      .innerJoin(models, and(eq(models.gadgetId, gadgetExtras.gadgetId), eq(models.id, modelId)))
      .where(and(inArray(extras.id, extraIds), eq(extras.active, true)));
  }

  async office(db: Db, officeId: number) {
    const rows = await db
      .select({
        id: pickupOffices.id,
        cityId: pickupOffices.cityId,
        active: pickupOffices.active,
        addressRu: pickupOffices.addressRu,
        addressEn: pickupOffices.addressEn,
      })
      .from(pickupOffices)
      .where(eq(pickupOffices.id, officeId))
      .limit(1);
    return rows[0] ?? null;
  }

  /** The client's employer discount (0 without an employer or when the employer is inactive). */
  async employerPercent(db: Db, clientId: number): Promise<number> {
    const rows = await db
      .select({ percent: companies.discountPercent, active: companies.active })
      .from(clients)
      .innerJoin(companies, eq(companies.id, clients.companyId))
      .where(eq(clients.id, clientId))
      .limit(1);
    const row = rows[0];
    return row?.active ? row.percent : 0;
  }

  /** The code's row and whether this client redeemed it before. */
  promo(db: Db, code: string, clientId: number): Promise<{ row: PromoRow | null; used: boolean }> {
    return findPromoCode(db, code, clientId);
  }
}
