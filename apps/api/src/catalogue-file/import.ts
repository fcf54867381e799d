import { sql } from 'drizzle-orm';
import { catalogChanged } from '../db/catalog-version';
import type { Db } from '../db/database';
import { changedAnything, type ImportResult, newResult } from './counts';
import type { CatalogueFile } from './format';
import { writeGadgets, writeModels } from './gadgets';
import { officeProblems, planOffices, writeOffices } from './offices';
import { readCatalogueRows } from './repository';
import type { Problem } from './rules';
import { writeCategories, writeCities, writeCompanies, writeExtras } from './steps';

/** Two imports at once wait for each other; any number the api processes agree on. */
const IMPORT_LOCK_ID = 7_201_962;

/** The database refuses what the file alone cannot show (an office in use switched off): nothing is written. */
export class CatalogueRefused extends Error {
  override name = 'CatalogueRefused';
  constructor(readonly problems: Problem[]) {
    super(problems.map((problem) => problem.message).join('; '));
  }
}

/**
 * A checked catalogue into the database, in the caller's transaction `tx` (all or nothing): entries
 * matched by slug (models within their gadget; offices by city and Russian name, companies by
 * Russian name), new ones inserted, changed ones updated with their version columns raised, those
 * left out switched off — never deleted, running subscriptions name them; cities left out stay as
 * they are. Table by table, a statement per kind of write: an empty database (the demo seed) and a
 * full one take the same path. The catalogue's version goes up when anything changed, so every api
 * process reloads it (docs/decisions/043).
 */
export async function importCatalogue(tx: Db, file: CatalogueFile): Promise<ImportResult> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_ID})`);
  const rows = await readCatalogueRows(tx, true);
  const offices = planOffices(file, rows);
  const refused = await officeProblems(tx, offices, rows);
  if (refused.length > 0) throw new CatalogueRefused(refused);

  const result = newResult();
  const cities = await writeCities(tx, file, rows, result);
  const categories = await writeCategories(tx, file, rows, result);
  const extras = await writeExtras(tx, file, rows, result);
  const gadgets = await writeGadgets(tx, file, rows, { categories, extras }, result);
  await writeModels(tx, file, rows, { gadgets, cities }, result);
  await writeOffices(tx, offices, cities, result);
  await writeCompanies(tx, file, rows, result);
  if (changedAnything(result)) await catalogChanged(tx);
  return result;
}
