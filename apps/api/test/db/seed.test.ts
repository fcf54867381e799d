import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import {
  cities,
  documents,
  faq,
  gadgetExtras,
  modelPrices,
  models,
  org,
  pickupOffices,
} from '../../src/db/schema/index';
import { seedDemo } from '../../src/db/seed/seed-demo';
import { fixtureContent } from '../fixtures/content';
import { DRIVERS, unseededDatabase } from '../helpers/database';

const TABLES = {
  cities,
  models,
  prices: modelPrices,
  links: gadgetExtras,
  offices: pickupOffices,
  faq,
  documents,
  org,
};

async function counts(database: Database): Promise<Record<keyof typeof TABLES, number>> {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => {
      const [row] = await database.db.select({ n: count() }).from(table);
      return [name, row?.n ?? -1] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<keyof typeof TABLES, number>;
}

describe.each(DRIVERS)('seedDemo on an empty database [%s]', (driver) => {
  let database: Database;
  let drop = async () => {};

  beforeAll(async () => {
    ({ database, drop } = await unseededDatabase(driver));
  });
  afterAll(async () => {
    await database?.close();
    await drop();
  });

  it('rolls back everything when the content is wrong', async () => {
    const broken = fixtureContent();
    broken.catalogue.offices[0] = { ...broken.catalogue.offices[0]!, city: 'nowhere' };
    await expect(seedDemo(database.db, broken)).rejects.toThrow(/unknown city "nowhere"/);
    expect((await counts(database)).cities).toBe(0);
  });

  it('loads every table once, and does nothing the second time', async () => {
    expect(await seedDemo(database.db, fixtureContent())).toEqual({ seeded: true });
    const expected = { cities: 2, models: 1, prices: 3, links: 1, offices: 1, faq: 1, documents: 12, org: 1 };
    expect(await counts(database)).toEqual(expected);
    expect(await seedDemo(database.db, fixtureContent())).toEqual({ seeded: false });
    expect(await counts(database)).toEqual(expected);
  });

  it('migrating again changes nothing', async () => {
    await database.migrate();
    expect((await counts(database)).cities).toBe(2);
  });
});
