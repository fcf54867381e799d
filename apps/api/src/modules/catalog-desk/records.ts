import type {
  TStaffCatalogCategory,
  TStaffCatalogGadget,
  TStaffCatalogModel,
  TStaffCatalogUse,
  TStaffGadgetPhoto,
} from '@ijara/contract/staff';
import { toPhoto } from '../catalog/index';
import type { CategoryRow, GadgetRow, ModelRow, ModelUse, PhotoFileRow } from './repository';

/** A gadget's photos in their order, each with its files (rows come in photo order, files together). */
export function toPhotos(rows: readonly PhotoFileRow[]): TStaffGadgetPhoto[] {
  const byVersion = new Map<string, PhotoFileRow[]>();
  for (const row of rows) byVersion.set(row.version, [...(byVersion.get(row.version) ?? []), row]);
  return [...byVersion].flatMap(([id, files]) => {
    const photo = toPhoto(files);
    return photo ? [{ id, ...photo }] : [];
  });
}

export function toModelRecord(row: ModelRow, color: string | null, use: ModelUse): TStaffCatalogModel {
  return {
    id: row.id,
    gadgetID: row.gadgetId,
    slug: row.slug,
    nameRu: row.nameRu,
    nameEn: row.nameEn,
    specsRu: row.specsRu,
    specsEn: row.specsEn,
    color,
    value: row.value,
    insuranceMonthly: row.insuranceMonthly,
    active: row.active,
    position: row.position,
    version: row.version,
    use,
  };
}

export function sumUses(uses: readonly TStaffCatalogUse[]): TStaffCatalogUse {
  return uses.reduce(
    (sum, use) => ({
      running: sum.running + use.running,
      subscriptions: sum.subscriptions + use.subscriptions,
      units: sum.units + use.units,
    }),
    { running: 0, subscriptions: 0, units: 0 },
  );
}

export function toGadgetRecord(
  row: GadgetRow,
  parts: { extras: number[]; photos: TStaffGadgetPhoto[]; models: TStaffCatalogModel[] },
): TStaffCatalogGadget {
  return {
    id: row.id,
    categoryID: row.categoryId,
    slug: row.slug,
    nameRu: row.nameRu,
    nameEn: row.nameEn,
    descriptionRu: row.descriptionRu,
    descriptionEn: row.descriptionEn,
    image: row.image,
    extras: parts.extras,
    photos: parts.photos,
    active: row.active,
    position: row.position,
    version: row.version,
    models: parts.models,
    use: sumUses(parts.models.map((model) => model.use)),
  };
}

export function toCategoryRecord(row: CategoryRow, gadgets: TStaffCatalogGadget[]): TStaffCatalogCategory {
  return {
    id: row.id,
    slug: row.slug,
    nameRu: row.nameRu,
    nameEn: row.nameEn,
    active: row.active,
    position: row.position,
    version: row.version,
    gadgets,
  };
}

/** Only what changed, as `before` and `after` (lists compared by their content). */
export function changed<Facts extends Record<string, unknown>>(before: Facts, after: Partial<Facts>) {
  const keys = Object.keys(after).filter((key) => !same(before[key], after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A new record's audit: everything it was created with, as `after`. */
export const created = (fields: Record<string, unknown>) => ({ after: fields });

/** `catalog.model_saved`, or `_hidden` / `_shown` when that is what changed. */
export function saveAction(kind: string, diff: { after: Record<string, unknown> }): string {
  if ('active' in diff.after) return `catalog.${kind}_${diff.after.active ? 'shown' : 'hidden'}`;
  return `catalog.${kind}_saved`;
}
