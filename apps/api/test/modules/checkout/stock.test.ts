import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { deviceUnits, gadgets, models } from '../../../src/db/schema/index';
import { describeEachDatabase } from '../../helpers/app';
import { PAYMENT_TEST_CONFIG } from '../../helpers/payments';
import { buyer, checkoutFor, NO_KEY, order, SEED, setStock } from './fixture';

async function modelIdOf(app: Parameters<typeof checkoutFor>[0], gadget: string, model: string) {
  const rows = await app.db
    .select({ id: models.id, slug: models.slug })
    .from(models)
    .innerJoin(gadgets, eq(gadgets.id, models.gadgetId))
    .where(eq(gadgets.slug, gadget));
  const row = rows.find((candidate) => candidate.slug === model);
  if (!row) throw new Error(`no model ${gadget}/${model}`);
  return row.id;
}

describeEachDatabase(
  'stock: device units and availability',
  ({ app }) => {
    it('seeds units for every model in both served cities, one sold out in Osh and one last unit in Bishkek', async () => {
      const levels = await checkoutFor(app()).stockLevels();
      const modelCount = (await app().db.select({ id: models.id }).from(models)).length;
      expect(levels).toHaveLength(modelCount * 2);
      expect(new Set(levels.map((level) => level.cityID))).toEqual(new Set([SEED.bishkek, SEED.osh]));
      const xbox = await modelIdOf(app(), 'xbox-series-x', '1tb-black');
      const ps5 = await modelIdOf(app(), 'playstation-5-slim', 'digital-1tb');
      expect(levels).toContainEqual({ modelID: xbox, cityID: SEED.osh, level: 'out_of_stock' });
      expect(levels).toContainEqual({ modelID: xbox, cityID: SEED.bishkek, level: 'in_stock' });
      expect(levels).toContainEqual({ modelID: ps5, cityID: SEED.bishkek, level: 'last_one' });
      // The unit in repair does not count, and phones carry a 15-digit IMEI.
      const xboxOsh = await app().db.select().from(deviceUnits).where(eq(deviceUnits.modelId, xbox));
      expect(xboxOsh.filter((unit) => unit.cityId === SEED.osh).map((unit) => unit.state)).toEqual([
        'repair',
      ]);
      const [phone] = await app()
        .db.select()
        .from(deviceUnits)
        .where(eq(deviceUnits.modelId, SEED.iphone))
        .limit(1);
      expect(phone?.imei).toMatch(/^\d{15}$/);
    });

    it('moves a model from "in stock" to "last one" to "out of stock" as this process reserves units', async () => {
      const checkout = checkoutFor(app());
      await setStock(app(), 7, SEED.bishkek, 2);
      const level = async () =>
        (await checkout.stockLevels()).find((entry) => entry.modelID === 7 && entry.cityID === SEED.bishkek)
          ?.level;
      expect(await level()).toBe('in_stock');
      await checkout.create({
        clientId: (await buyer(app())).id,
        request: order({ model: 7 }),
        roistat: null,
        ip: null,
        locale: 'en',
        intent: NO_KEY,
      });
      expect(await level()).toBe('last_one');
      await checkout.create({
        clientId: (await buyer(app())).id,
        request: order({ model: 7 }),
        roistat: null,
        ip: null,
        locale: 'en',
        intent: NO_KEY,
      });
      expect(await level()).toBe('out_of_stock');
    });
  },
  PAYMENT_TEST_CONFIG,
);
