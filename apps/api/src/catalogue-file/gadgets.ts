import type { Db } from '../db/database';
import type { ImportResult } from './counts';
import { diff, groupBy, same } from './diff';
import type { CatalogueFile, CatalogueGadget, CatalogueModel } from './format';
import { type Columns, deleteWhereIn, insertRows, type RowUpdate, updateRows } from './recordset';
import type { CatalogueRows, ModelRow } from './repository';
import { switchOff } from './steps';

/**
 * Gadgets with their extras, models with their colour and prices. A changed gadget (its extras
 * included) raises `gadgets.version`; a model raises `models.version` when its own fields change
 * (names, specs, colour, value, insurance, shown, place) and `models.prices_version` when its grid
 * changes (prices, insurance, value), as the staff app's forms do. A model's prices in the file
 * replace its rows; subscriptions keep the price they were sold at (their own columns).
 */

type Ids = Map<string, number>;

const GADGET: Columns = {
  categoryId: ['category_id', 'int'],
  nameRu: ['name_ru', 'text'],
  nameEn: ['name_en', 'text'],
  descriptionRu: ['description_ru', 'text'],
  descriptionEn: ['description_en', 'text'],
  image: ['image', 'text'],
  active: ['active', 'boolean'],
  position: ['position', 'int'],
};

const MODEL: Columns = {
  nameRu: ['name_ru', 'text'],
  nameEn: ['name_en', 'text'],
  specsRu: ['specs_ru', 'text'],
  specsEn: ['specs_en', 'text'],
  value: ['value', 'int'],
  insuranceMonthly: ['insurance_monthly', 'int'],
  active: ['active', 'boolean'],
  position: ['position', 'int'],
};

const PRICE: Columns = {
  modelId: ['model_id', 'int'],
  cityId: ['city_id', 'int'],
  term: ['term', 'int'],
  monthly: ['monthly', 'int'],
};

/** "cityId:term=monthly …", sorted: two grids are the same when these are. */
const gridKey = (cells: { cityId: number; term: number; monthly: number }[]) =>
  cells
    .map((cell) => `${cell.cityId}:${cell.term}=${cell.monthly}`)
    .sort()
    .join(' ');

function cellsOf(model: CatalogueModel, cityIds: Ids) {
  return Object.entries(model.prices).flatMap(([city, byTerm]) =>
    Object.entries(byTerm).map(([term, monthly]) => ({
      cityId: cityIds.get(city) ?? 0,
      term: Number(term),
      monthly: monthly ?? 0,
    })),
  );
}

const modelFields = (model: CatalogueModel, position: number) => ({
  nameRu: model.name.ru,
  nameEn: model.name.en,
  specsRu: model.specs.ru,
  specsEn: model.specs.en,
  value: model.value,
  insuranceMonthly: model.insuranceMonthly,
  active: model.active,
  position,
});

export async function writeGadgets(
  tx: Db,
  file: CatalogueFile,
  rows: CatalogueRows,
  ids: { categories: Ids; extras: Ids },
  result: ImportResult,
): Promise<Ids> {
  const fieldsOf = (gadget: CatalogueGadget, position: number) => ({
    categoryId: ids.categories.get(gadget.category) ?? 0,
    nameRu: gadget.name.ru,
    nameEn: gadget.name.en,
    descriptionRu: gadget.description.ru,
    descriptionEn: gadget.description.en,
    image: gadget.image,
    active: gadget.active,
    position,
  });
  const extraIds = (gadget: CatalogueGadget) => gadget.extras.map((slug) => ids.extras.get(slug) ?? 0);
  const links = groupBy(rows.links, (link) => link.gadgetId);
  const linkKey = (extras: number[]) => [...extras].sort((a, b) => a - b).join(',');
  const found = diff(
    rows.gadgets,
    (row) => row.slug,
    file.gadgets.map((gadget, position) => ({
      key: gadget.slug,
      gadget,
      fields: fieldsOf(gadget, position),
    })),
  );
  const inserted = await insertRows<{ id: number; slug: string }>(
    tx,
    'gadgets',
    { slug: ['slug', 'text'], ...GADGET },
    found.inserts.map((want) => ({ slug: want.key, ...want.fields })),
    ['id', 'slug'],
  );
  const relinked = found.pairs.filter(
    ({ row, want }) =>
      linkKey((links.get(row.id) ?? []).map((link) => link.extraId)) !== linkKey(extraIds(want.gadget)),
  );
  const changed = found.pairs.filter((pair) => !same(pair.row, pair.want.fields) || relinked.includes(pair));
  await updateRows(
    tx,
    'gadgets',
    GADGET,
    changed.map(({ row, want }) => ({ id: row.id, fields: want.fields, raise: { version: 1 } })),
    ['version'],
  );
  const gadgetIds: Ids = new Map(
    [...rows.gadgets, ...inserted].map((row) => [row.slug, Number(row.id)] as const),
  );
  await deleteWhereIn(
    tx,
    'gadget_extras',
    'gadget_id',
    relinked.map((pair) => pair.row.id),
  );
  const newLinks = [...found.inserts.map((want) => want.gadget), ...relinked.map((pair) => pair.want.gadget)];
  await insertRows(
    tx,
    'gadget_extras',
    { gadgetId: ['gadget_id', 'int'], extraId: ['extra_id', 'int'] },
    newLinks.flatMap((gadget) =>
      extraIds(gadget).map((extraId) => ({ gadgetId: gadgetIds.get(gadget.slug), extraId })),
    ),
  );
  result.added.gadgets = inserted.length;
  result.changed.gadgets = changed.length;
  result.switchedOff.gadgets = await switchOff(tx, 'gadgets', found.absent, true);
  return gadgetIds;
}

export async function writeModels(
  tx: Db,
  file: CatalogueFile,
  rows: CatalogueRows,
  ids: { gadgets: Ids; cities: Ids },
  result: ImportResult,
): Promise<void> {
  const modelsOf = groupBy(rows.models, (row) => row.gadgetId);
  const colorOf = new Map(rows.colors.map((row) => [row.modelId, row.hex]));
  const gridOf = new Map(
    [...groupBy(rows.prices, (row) => row.modelId)].map(([modelId, cells]) => [modelId, gridKey(cells)]),
  );
  const inserts: { gadgetId: number; model: CatalogueModel; position: number }[] = [];
  const updates: RowUpdate[] = [];
  const recoloured: { id: number; model: CatalogueModel }[] = [];
  const repriced: { id: number; model: CatalogueModel }[] = [];
  const absent: ModelRow[] = [];
  for (const gadget of file.gadgets) {
    const gadgetId = ids.gadgets.get(gadget.slug) ?? 0;
    const found = diff(
      modelsOf.get(gadgetId) ?? [],
      (row) => row.slug,
      gadget.models.map((model, position) => ({ key: model.slug, model, position })),
    );
    inserts.push(...found.inserts.map((want) => ({ gadgetId, ...want })));
    absent.push(...found.absent);
    for (const { row, want } of found.pairs) {
      const fields = modelFields(want.model, want.position);
      const colour = (colorOf.get(row.id) ?? null) !== want.model.color;
      const grid =
        (gridOf.get(row.id) ?? '') !== gridKey(cellsOf(want.model, ids.cities)) ||
        row.value !== want.model.value ||
        row.insuranceMonthly !== want.model.insuranceMonthly;
      const own = colour || !same(row, fields);
      if (!own && !grid) continue;
      updates.push({ id: row.id, fields, raise: { version: own ? 1 : 0, prices_version: grid ? 1 : 0 } });
      if (colour) recoloured.push({ id: row.id, model: want.model });
      if (grid) repriced.push({ id: row.id, model: want.model });
    }
  }
  const inserted = await insertRows<{ id: number; gadget_id: number; slug: string }>(
    tx,
    'models',
    { gadgetId: ['gadget_id', 'int'], slug: ['slug', 'text'], ...MODEL },
    inserts.map((want) => ({
      gadgetId: want.gadgetId,
      slug: want.model.slug,
      ...modelFields(want.model, want.position),
    })),
    ['id', 'gadget_id', 'slug'],
  );
  await updateRows(tx, 'models', MODEL, updates, ['version', 'prices_version']);
  const newId = new Map(inserted.map((row) => [`${row.gadget_id}/${row.slug}`, Number(row.id)]));
  const added = inserts.map((want) => ({
    id: newId.get(`${want.gadgetId}/${want.model.slug}`) ?? 0,
    model: want.model,
  }));

  await deleteWhereIn(
    tx,
    'model_colors',
    'model_id',
    recoloured.map((entry) => entry.id),
  );
  await insertRows(
    tx,
    'model_colors',
    { modelId: ['model_id', 'int'], hex: ['hex', 'text'] },
    [...added, ...recoloured].flatMap(({ id, model }) =>
      model.color === null ? [] : [{ modelId: id, hex: model.color }],
    ),
  );
  await deleteWhereIn(
    tx,
    'model_prices',
    'model_id',
    repriced.map((entry) => entry.id),
  );
  await insertRows(
    tx,
    'model_prices',
    PRICE,
    [...added, ...repriced].flatMap(({ id, model }) =>
      cellsOf(model, ids.cities).map((cell) => ({ modelId: id, ...cell })),
    ),
  );
  result.added.models = inserted.length;
  result.changed.models = updates.length;
  result.switchedOff.models = await switchOff(tx, 'models', absent, true);
}
