import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { deviceUnits, gadgets, models } from '../../../src/db/schema/index';
import { describeEachDatabase } from '../../helpers/app';
import { PAYMENT_TEST_CONFIG } from '../../helpers/payments';
import { buyer, checkoutFor, draft, NO_KEY, order, SEED, setStock } from './fixture';

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

    it('expected stock: ordered at once from the earliest day, a unit here now wins, in stock the day it comes', async () => {
      const model = 2;
      const real = app().clock.now;
      const on = (day: string) => {
        app().clock.now = () => new Date(`${day}T10:00:00+06:00`);
      };
      try {
        on('2026-12-01');
        await setStock(app(), model, SEED.bishkek, 0);
        const arriving = async (availableFrom: string | null) => {
          const [unit] = await app()
            .db.insert(deviceUnits)
            .values({ modelId: model, cityId: SEED.bishkek, serial: `EXP-${Math.random()}`, availableFrom })
            .returning();
          return unit?.id;
        };
        const early = await arriving('2026-12-03');
        await arriving('2026-12-05');
        const checkout = checkoutFor(app());
        const stock = async () =>
          (await checkout.stockLevels()).find(
            (entry) => entry.modelID === model && entry.cityID === SEED.bishkek,
          );
        const create = async () =>
          checkout.create({
            clientId: (await buyer(app())).id,
            request: order({ model }),
            roistat: null,
            ip: null,
            locale: 'ru',
            intent: NO_KEY,
          });
        expect(await stock()).toEqual({
          modelID: model,
          cityID: SEED.bishkek,
          level: 'expected',
          availableFrom: '2026-12-03',
        });
        const quote = await checkout.calculate((await buyer(app())).id, draft({ model }), 'ru');
        expect(quote).toMatchObject({ stock: 'expected', availableFrom: '2026-12-03' });

        const first = await create();
        expect(first.subscription.readyOn).toBe('2026-12-03');
        const [held] = await app()
          .db.select()
          .from(deviceUnits)
          .where(eq(deviceUnits.id, early ?? 0));
        expect(held).toMatchObject({ state: 'reserved', subscriptionId: first.subscription.id });
        const read = await app().subscriptions.read.one(app().db, first.subscription.id, 'ru');
        expect(read?.readyOn).toBe('2026-12-03');
        expect((await stock())?.availableFrom).toBe('2026-12-05');

        // A unit here now wins: the level and the next order take it.
        const here = await arriving(null);
        checkout.stockChanged();
        expect(await stock()).toEqual({ modelID: model, cityID: SEED.bishkek, level: 'last_one' });
        const second = await create();
        expect(second.subscription.readyOn).toBeNull();
        const [taken] = await app()
          .db.select()
          .from(deviceUnits)
          .where(eq(deviceUnits.id, here ?? 0));
        expect(taken?.subscriptionId).toBe(second.subscription.id);

        // The day the first unit comes: the order states no later day, and the other one is in stock
        // on its day, with no restart (the cached levels are the day's).
        on('2026-12-03');
        expect(
          (await app().subscriptions.read.one(app().db, first.subscription.id, 'ru'))?.readyOn,
        ).toBeNull();
        expect((await stock())?.level).toBe('expected');
        on('2026-12-05');
        expect(await stock()).toEqual({ modelID: model, cityID: SEED.bishkek, level: 'last_one' });
      } finally {
        app().clock.now = real;
      }
    });
  },
  PAYMENT_TEST_CONFIG,
);
