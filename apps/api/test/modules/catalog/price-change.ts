import { ZCatalogResponse } from '@ijara/contract';
import { asc, eq } from 'drizzle-orm';
import { catalogChanged } from '../../../src/db/catalog-version';
import type { Db } from '../../../src/db/database';
import { modelPrices } from '../../../src/db/schema/index';

export type PriceRow = typeof modelPrices.$inferSelect;

/** A price of the demo catalogue to change. */
export async function somePrice(db: Db): Promise<PriceRow> {
  const [row] = await db.select().from(modelPrices).orderBy(asc(modelPrices.id)).limit(1);
  if (!row) throw new Error('the demo catalogue has no prices');
  return row;
}

/** The price 100 som higher, committed as a catalogue write is: with catalogChanged() in its transaction. */
export async function raisePrice(db: Db, row: PriceRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(modelPrices)
      .set({ monthly: row.monthly + 10_000 })
      .where(eq(modelPrices.id, row.id));
    await catalogChanged(tx);
  });
  row.monthly += 10_000;
}

/** What a catalogue answer shows for the price's model, city and term. */
export function shownMonthly(body: unknown, row: PriceRow): number | undefined {
  const catalog = ZCatalogResponse.parse(body);
  const model = catalog.gadgets.flatMap((gadget) => gadget.models).find((m) => m.id === row.modelId);
  return model?.prices.find((price) => price.cityID === row.cityId && price.term === row.term)?.monthly;
}
