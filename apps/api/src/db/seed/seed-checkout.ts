import { eq } from 'drizzle-orm';
import type { Db } from '../database';
import { cities, deviceUnits, gadgets, models, pickupOffices, promoCodes } from '../schema/index';
import { lookup } from './lookup';
import type { SeedContent } from './seed-content';

/**
 * What checkout and the bonus page need beyond the catalogue (whose delivery fees are in the
 * catalogue file): device units, subscription promo codes and bonus codes.
 */
export async function seedCheckout(db: Db, content: SeedContent): Promise<void> {
  const units = content.units ?? [];
  if (units.length > 0) {
    const cityId = lookup(await db.select({ id: cities.id, slug: cities.slug }).from(cities), 'city');
    const modelRows = await db
      .select({ id: models.id, gadget: gadgets.slug, model: models.slug })
      .from(models)
      .innerJoin(gadgets, eq(gadgets.id, models.gadgetId));
    const modelId = lookup(
      modelRows.map((row) => ({ id: row.id, slug: `${row.gadget}/${row.model}` })),
      'model',
    );
    // Offices were imported with their index in the catalogue file as their position.
    const officeRows = await db
      .select({ id: pickupOffices.id, position: pickupOffices.position })
      .from(pickupOffices);
    const officeId = lookup(
      officeRows.map((row) => ({ id: row.id, slug: String(row.position) })),
      'office',
    );
    await db.insert(deviceUnits).values(
      units.map((unit) => ({
        modelId: modelId(`${unit.gadgetSlug}/${unit.modelSlug}`),
        cityId: cityId(unit.citySlug),
        officeId: unit.office === null ? null : officeId(String(unit.office)),
        serial: unit.serial,
        imei: unit.imei,
        state: unit.state,
      })),
    );
  }
  const codes = content.promoCodes ?? [];
  if (codes.length > 0) {
    await db.insert(promoCodes).values(
      codes.map((promo) => ({
        code: promo.code.toUpperCase(),
        kind: 'subscription' as const,
        percent: 'percent' in promo.discount ? promo.discount.percent : null,
        amount: 'amount' in promo.discount ? promo.discount.amount : null,
        appliesTo: promo.appliesTo,
        validUntil: promo.validUntil ? new Date(promo.validUntil) : null,
        maxUses: promo.maxUses ?? null,
        usedCount: promo.usedCount ?? 0,
      })),
    );
  }
  const bonusCodes = content.bonusCodes ?? [];
  if (bonusCodes.length > 0) {
    await db.insert(promoCodes).values(
      bonusCodes.map((promo) => ({
        code: promo.code.toUpperCase(),
        kind: 'bonus' as const,
        amount: promo.points,
        validFrom: promo.validFrom ? new Date(promo.validFrom) : null,
        validUntil: promo.validUntil ? new Date(promo.validUntil) : null,
        maxUses: promo.maxUses ?? null,
        usedCount: promo.usedCount ?? 0,
      })),
    );
  }
}
