import type { TStaffCatalogResponse } from '@ijara/contract/staff';
import type { Db } from '../../db/database';
import { toCategoryRecord, toGadgetRecord, toModelRecord, toPhotos } from './records';
import { type CatalogDeskRepository, NO_USE, type PhotoFileRow } from './repository';

/** Items grouped by a key, each group in the items' order. */
function groupBy<Item>(items: readonly Item[], key: (item: Item) => number): Map<number, Item[]> {
  const groups = new Map<number, Item[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/**
 * The whole catalogue as managers see it, hidden records too, in catalogue order: categories, their
 * gadgets (extras, photos, what names their models), each gadget's models. A handful of queries.
 */
export async function catalogList(
  db: Db,
  repository: CatalogDeskRepository,
): Promise<Omit<TStaffCatalogResponse, 'statusCode'>> {
  // One after another: on PGlite there is one connection anyway.
  const categories = await repository.categories(db);
  const gadgets = await repository.gadgets(db);
  const models = await repository.models(db);
  const colors = new Map((await repository.colors(db)).map((row) => [row.modelId, row.hex]));
  const links = groupBy(await repository.extraLinks(db), (link) => link.gadgetId);
  const photos = groupBy<PhotoFileRow>(await repository.photoFiles(db), (row) => row.gadgetId);
  const uses = await repository.uses(db);
  const extras = await repository.extras(db);

  const modelsOf = groupBy(
    models.map((row) => toModelRecord(row, colors.get(row.id) ?? null, uses.get(row.id) ?? NO_USE)),
    (model) => model.gadgetID,
  );
  const gadgetsOf = groupBy(
    gadgets.map((row) =>
      toGadgetRecord(row, {
        extras: (links.get(row.id) ?? []).map((link) => link.extraId).sort((a, b) => a - b),
        photos: toPhotos(photos.get(row.id) ?? []),
        models: modelsOf.get(row.id) ?? [],
      }),
    ),
    (gadget) => gadget.categoryID,
  );
  return {
    categories: categories.map((row) => toCategoryRecord(row, gadgetsOf.get(row.id) ?? [])),
    extras,
  };
}
