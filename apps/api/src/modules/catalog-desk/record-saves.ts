import type {
  ZStaffCategorySaveRequest,
  ZStaffGadgetSaveRequest,
  ZStaffModelSaveRequest,
} from '@ijara/contract/staff';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { catalogChanged } from '../catalog/index';
import { audit, fieldError, sameVersion, slugChecked, type Writer } from './desk-writes';
import { changed, created, saveAction } from './records';
import type {
  CatalogDeskRepository,
  CategoryFields,
  CategoryRow,
  GadgetFields,
  GadgetRow,
  ModelFields,
  ModelRow,
} from './repository';

type CategoryBody = z.output<typeof ZStaffCategorySaveRequest>;
type GadgetBody = z.output<typeof ZStaffGadgetSaveRequest>;
type ModelBody = z.output<typeof ZStaffModelSaveRequest>;

/** What a save answers: the record and its version now. */
export interface Saved {
  id: number;
  version: number;
}

const categoryOf = ({ slug, nameRu, nameEn, active }: CategoryRow | CategoryBody): CategoryFields => ({
  slug,
  nameRu,
  nameEn,
  active,
});

function gadgetOf(row: GadgetRow): GadgetFields {
  const { categoryId, slug, nameRu, nameEn, descriptionRu, descriptionEn, image, active } = row;
  return { categoryId, slug, nameRu, nameEn, descriptionRu, descriptionEn, image, active };
}

const modelOf = (row: ModelRow | ModelBody): ModelFields => ({
  slug: row.slug,
  nameRu: row.nameRu,
  nameEn: row.nameEn,
  specsRu: row.specsRu,
  specsEn: row.specsEn,
  value: row.value,
  insuranceMonthly: row.insuranceMonthly,
  active: row.active,
});

/**
 * The saves of categories, gadgets and models (docs/decisions/050). Each in one transaction: the row
 * lock, the version compare (409), the checks (400 naming the field), the write with a new version,
 * one audit row of before → after, and catalogChanged() so that every api process shows it.
 */
export class RecordSaves {
  constructor(
    private readonly db: Db,
    private readonly repository: CatalogDeskRepository,
  ) {}

  category(writer: Writer, body: CategoryBody): Promise<Saved> {
    const fields = categoryOf(body);
    const repo = this.repository;
    return slugChecked(
      () =>
        this.db.transaction(async (tx) => {
          const taken = (except: number | null) => repo.categorySlugTaken(tx, fields.slug, except);
          if (body.id === null) {
            if (await taken(null)) throw fieldError('slug', 'staffCategorySlugTaken');
            const row = await repo.insertCategory(tx, fields);
            await audit(tx, writer, {
              action: 'catalog.category_created',
              entity: 'category',
              id: row.id,
              details: created(fields),
            });
            await catalogChanged(tx);
            return { id: row.id, version: row.version };
          }
          const before = sameVersion(await repo.lockCategory(tx, body.id), body.version);
          const diff = changed(categoryOf(before), fields);
          if (Object.keys(diff.after).length === 0) return { id: before.id, version: before.version };
          if ('slug' in diff.after && (await taken(before.id)))
            throw fieldError('slug', 'staffCategorySlugTaken');
          const version = await repo.updateCategory(tx, before.id, fields);
          const action = saveAction('category', diff);
          await audit(tx, writer, { action, entity: 'category', id: before.id, details: diff });
          await catalogChanged(tx);
          return { id: before.id, version };
        }),
      { categories_slug_unique: 'staffCategorySlugTaken' },
    );
  }

  gadget(writer: Writer, body: GadgetBody): Promise<Saved> {
    const own: GadgetFields = {
      categoryId: body.categoryID,
      slug: body.slug,
      nameRu: body.nameRu,
      nameEn: body.nameEn,
      descriptionRu: body.descriptionRu,
      descriptionEn: body.descriptionEn,
      image: body.image,
      active: body.active,
    };
    const repo = this.repository;
    const extrasSorted = [...body.extras].sort((a, b) => a - b);
    return slugChecked(
      () =>
        this.db.transaction(async (tx) => {
          if (!(await repo.categoryExists(tx, own.categoryId))) {
            throw fieldError('categoryID', 'staffCatalogCategory');
          }
          const known = await repo.knownExtras(tx);
          if (extrasSorted.some((id) => !known.has(id))) throw fieldError('extras', 'staffCatalogExtras');
          const taken = (except: number | null) => repo.gadgetSlugTaken(tx, own.slug, except);
          if (body.id === null) {
            if (await taken(null)) throw fieldError('slug', 'staffGadgetSlugTaken');
            const row = await repo.insertGadget(tx, own);
            await repo.setExtras(tx, row.id, extrasSorted);
            await audit(tx, writer, {
              action: 'catalog.gadget_created',
              entity: 'gadget',
              id: row.id,
              details: created({ ...own, extras: extrasSorted }),
            });
            await catalogChanged(tx);
            return { id: row.id, version: row.version };
          }
          const before = sameVersion(await repo.lockGadget(tx, body.id), body.version);
          const beforeExtras = await repo.gadgetExtraIds(tx, before.id);
          const diff = changed(
            { ...gadgetOf(before), extras: beforeExtras },
            { ...own, extras: extrasSorted },
          );
          if (Object.keys(diff.after).length === 0) return { id: before.id, version: before.version };
          if ('slug' in diff.after && (await taken(before.id)))
            throw fieldError('slug', 'staffGadgetSlugTaken');
          const version = await repo.updateGadget(tx, before.id, own, 'categoryId' in diff.after);
          if ('extras' in diff.after) await repo.setExtras(tx, before.id, extrasSorted);
          const action = saveAction('gadget', diff);
          await audit(tx, writer, { action, entity: 'gadget', id: before.id, details: diff });
          await catalogChanged(tx);
          return { id: before.id, version };
        }),
      { gadgets_slug_unique: 'staffGadgetSlugTaken' },
    );
  }

  /** A model stays with the gadget it was created for: `gadgetID` is read on creation only. */
  model(writer: Writer, body: ModelBody): Promise<Saved> {
    const fields = modelOf(body);
    const repo = this.repository;
    return slugChecked(
      () =>
        this.db.transaction(async (tx) => {
          if (body.id === null) {
            // The gadget's lock: a delete of it waits, or has happened and the model is refused.
            const gadget = await repo.lockGadget(tx, body.gadgetID);
            if (!gadget) throw fieldError('gadgetID', 'staffCatalogGadget');
            if (await repo.modelSlugTaken(tx, gadget.id, fields.slug, null)) {
              throw fieldError('slug', 'staffModelSlugTaken');
            }
            const row = await repo.insertModel(tx, gadget.id, fields);
            await repo.setColor(tx, row.id, body.color);
            await audit(tx, writer, {
              action: 'catalog.model_created',
              entity: 'model',
              id: row.id,
              details: created({ gadgetId: gadget.id, ...fields, color: body.color }),
            });
            await catalogChanged(tx);
            return { id: row.id, version: row.version };
          }
          const before = sameVersion(await repo.lockModel(tx, body.id), body.version);
          const color = await repo.modelColor(tx, before.id);
          const diff = changed({ ...modelOf(before), color }, { ...fields, color: body.color });
          if (Object.keys(diff.after).length === 0) return { id: before.id, version: before.version };
          if (
            'slug' in diff.after &&
            (await repo.modelSlugTaken(tx, before.gadgetId, fields.slug, before.id))
          ) {
            throw fieldError('slug', 'staffModelSlugTaken');
          }
          const { color: _color, ...own } = diff.after as Partial<ModelFields> & { color?: string | null };
          const version = await repo.updateModel(tx, before.id, own);
          if ('color' in diff.after) await repo.setColor(tx, before.id, body.color);
          const action = saveAction('model', diff);
          await audit(tx, writer, {
            action,
            entity: 'model',
            id: before.id,
            details: { gadgetId: before.gadgetId, ...diff },
          });
          await catalogChanged(tx);
          return { id: before.id, version };
        }),
      { models_gadget_slug_unique: 'staffModelSlugTaken' },
    );
  }
}
