import { sql } from 'drizzle-orm';
import { checkedCatalogue, importCatalogue } from '../../catalogue-file/index';
import { catalogChanged } from '../catalog-version';
import type { Db } from '../database';
import { SCHEMA_LOCK_ID } from '../database';
import { cities } from '../schema/index';
import { seedCheckout } from './seed-checkout';
import type { SeedContent } from './seed-content';
import { seedInfo } from './seed-info';

export interface SeedResult {
  seeded: boolean;
}

/**
 * Loads the content into a database that has no cities yet, in one transaction. Running it again,
 * or from several processes at once, changes nothing: the advisory lock serialises them and the
 * second one finds the cities. The catalogue goes in as `catalogue-import` puts a file in.
 */
export async function seedDemo(db: Db, content: SeedContent): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SCHEMA_LOCK_ID})`);
    const existing = await tx.select({ id: cities.id }).from(cities).limit(1);
    if (existing.length > 0) return { seeded: false };
    await importCatalogue(tx, checkedCatalogue(content.catalogue, 'the seed catalogue'));
    await seedInfo(tx, content);
    await seedCheckout(tx, content);
    await catalogChanged(tx);
    return { seeded: true };
  });
}

/** Whether the database has a catalogue (any city), whoever loaded it. */
export async function hasCatalogue(db: Db): Promise<boolean> {
  return (await db.select({ id: cities.id }).from(cities).limit(1)).length > 0;
}
