import { SUBSCRIPTION_STATUS } from '@ijara/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  categories,
  extras,
  gadgetExtras,
  gadgetPhotos,
  gadgets,
  modelColors,
  models,
} from '../../db/schema/index';
import { statusesSql } from '../../db/statuses';
import { rawRows } from '../../lib/raw-rows';

export type CategoryRow = typeof categories.$inferSelect;
export type GadgetRow = typeof gadgets.$inferSelect;
export type ModelRow = typeof models.$inferSelect;

export type CategoryFields = Pick<CategoryRow, 'slug' | 'nameRu' | 'nameEn' | 'active'>;
export type GadgetFields = Pick<
  GadgetRow,
  'categoryId' | 'slug' | 'nameRu' | 'nameEn' | 'descriptionRu' | 'descriptionEn' | 'image' | 'active'
>;
export type ModelFields = Pick<
  ModelRow,
  'slug' | 'nameRu' | 'nameEn' | 'specsRu' | 'specsEn' | 'value' | 'insuranceMonthly' | 'active'
>;

/** A photo's files without their bytes, in the gadget's order. */
export interface PhotoFileRow {
  gadgetId: number;
  version: string;
  width: number;
  height: number;
  position: number;
}

/** What names a model: subscriptions (running ones apart) and stock units, retired ones too. */
export interface ModelUse {
  running: number;
  subscriptions: number;
  units: number;
}

export const NO_USE: ModelUse = { running: 0, subscriptions: 0, units: 0 };

const RUNNING = statusesSql(
  SUBSCRIPTION_STATUS.created,
  SUBSCRIPTION_STATUS.active,
  SUBSCRIPTION_STATUS.pending,
);

/** The SQL of the catalogue desk; every write runs in the caller's transaction, with catalogChanged(). */
export class CatalogDeskRepository {
  categories(db: Db) {
    return db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
  }

  gadgets(db: Db) {
    return db.select().from(gadgets).orderBy(asc(gadgets.position), asc(gadgets.id));
  }

  models(db: Db) {
    return db.select().from(models).orderBy(asc(models.position), asc(models.id));
  }

  colors(db: Db) {
    return db.select().from(modelColors);
  }

  extras(db: Db) {
    return db
      .select({ id: extras.id, nameRu: extras.nameRu, nameEn: extras.nameEn, active: extras.active })
      .from(extras)
      .orderBy(asc(extras.id));
  }

  extraLinks(db: Db) {
    return db.select().from(gadgetExtras);
  }

  /** Every photo file's size, without the bytes, photos in their order and each photo's files together. */
  photoFiles(db: Db, gadgetId?: number): Promise<PhotoFileRow[]> {
    return db
      .select({
        gadgetId: gadgetPhotos.gadgetId,
        version: gadgetPhotos.version,
        width: gadgetPhotos.width,
        height: gadgetPhotos.height,
        position: gadgetPhotos.position,
      })
      .from(gadgetPhotos)
      .where(gadgetId === undefined ? undefined : eq(gadgetPhotos.gadgetId, gadgetId))
      .orderBy(
        asc(gadgetPhotos.gadgetId),
        asc(gadgetPhotos.position),
        asc(gadgetPhotos.createdAt),
        asc(gadgetPhotos.version),
        asc(gadgetPhotos.width),
      );
  }

  /** Per model (those of one gadget, or all): its subscriptions ever, the running ones, its units. */
  async uses(db: Db, gadgetId?: number): Promise<Map<number, ModelUse>> {
    const only = gadgetId === undefined ? sql`` : sql`where m.gadget_id = ${gadgetId}`;
    const rows = await rawRows<{ model_id: number; running: number; subscriptions: number; units: number }>(
      db,
      sql`select m.id as model_id, coalesce(s.running, 0)::int as running,
            coalesce(s.subscriptions, 0)::int as subscriptions, coalesce(u.units, 0)::int as units
          from models m
          left join (select model_id, count(*) as subscriptions,
                       count(*) filter (where status in ${RUNNING}) as running
                     from subscriptions group by model_id) s on s.model_id = m.id
          left join (select model_id, count(*) as units from device_units group by model_id) u
            on u.model_id = m.id
          ${only}`,
    );
    return new Map(
      rows.map((row) => [
        Number(row.model_id),
        { running: Number(row.running), subscriptions: Number(row.subscriptions), units: Number(row.units) },
      ]),
    );
  }

  // --- rows under their lock: a write compares the version it was sent under this lock ---

  async lockCategory(tx: Db, id: number): Promise<CategoryRow | null> {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    return row ?? null;
  }

  async lockGadget(tx: Db, id: number): Promise<GadgetRow | null> {
    const [row] = await tx.select().from(gadgets).where(eq(gadgets.id, id)).for('update');
    return row ?? null;
  }

  async lockModel(tx: Db, id: number): Promise<ModelRow | null> {
    const [row] = await tx.select().from(models).where(eq(models.id, id)).for('update');
    return row ?? null;
  }

  async categoryExists(db: Db, id: number): Promise<boolean> {
    const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
    return row !== undefined;
  }

  /** The gadget's category, or null when there is no such gadget. */
  async gadgetParent(db: Db, id: number): Promise<number | null> {
    const [row] = await db.select({ parent: gadgets.categoryId }).from(gadgets).where(eq(gadgets.id, id));
    return row?.parent ?? null;
  }

  /** The model's gadget, or null when there is no such model. */
  async modelParent(db: Db, id: number): Promise<number | null> {
    const [row] = await db.select({ parent: models.gadgetId }).from(models).where(eq(models.id, id));
    return row?.parent ?? null;
  }

  async gadgetCount(db: Db, categoryId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(gadgets)
      .where(eq(gadgets.categoryId, categoryId));
    return Number(row?.n ?? 0);
  }

  async knownExtras(db: Db): Promise<Set<number>> {
    return new Set((await db.select({ id: extras.id }).from(extras)).map((row) => row.id));
  }

  async gadgetExtraIds(db: Db, gadgetId: number): Promise<number[]> {
    const rows = await db
      .select({ id: gadgetExtras.extraId })
      .from(gadgetExtras)
      .where(eq(gadgetExtras.gadgetId, gadgetId))
      .orderBy(asc(gadgetExtras.extraId));
    return rows.map((row) => row.id);
  }

  async modelColor(db: Db, modelId: number): Promise<string | null> {
    const [row] = await db.select().from(modelColors).where(eq(modelColors.modelId, modelId));
    return row?.hex ?? null;
  }

  // --- slugs: unique among categories, among gadgets, among one gadget's models ---

  async categorySlugTaken(db: Db, slug: string, except: number | null): Promise<boolean> {
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.slug, slug), except === null ? undefined : ne(categories.id, except)));
    return row !== undefined;
  }

  async gadgetSlugTaken(db: Db, slug: string, except: number | null): Promise<boolean> {
    const [row] = await db
      .select({ id: gadgets.id })
      .from(gadgets)
      .where(and(eq(gadgets.slug, slug), except === null ? undefined : ne(gadgets.id, except)));
    return row !== undefined;
  }

  async modelSlugTaken(db: Db, gadgetId: number, slug: string, except: number | null): Promise<boolean> {
    const [row] = await db
      .select({ id: models.id })
      .from(models)
      .where(
        and(
          eq(models.gadgetId, gadgetId),
          eq(models.slug, slug),
          except === null ? undefined : ne(models.id, except),
        ),
      );
    return row !== undefined;
  }

  // --- writes ---

  async insertCategory(tx: Db, fields: CategoryFields): Promise<CategoryRow> {
    const [row] = await tx
      .insert(categories)
      .values({
        ...fields,
        position: sql`(select coalesce(max(${categories.position}), 0) + 1 from ${categories})`,
      })
      .returning();
    if (!row) throw new Error('the category was not written');
    return row;
  }

  async insertGadget(tx: Db, fields: GadgetFields): Promise<GadgetRow> {
    const [row] = await tx
      .insert(gadgets)
      .values({ ...fields, position: lastGadgetPosition(fields.categoryId) })
      .returning();
    if (!row) throw new Error('the gadget was not written');
    return row;
  }

  async insertModel(tx: Db, gadgetId: number, fields: ModelFields): Promise<ModelRow> {
    const [row] = await tx
      .insert(models)
      .values({
        ...fields,
        gadgetId,
        position: sql`(select coalesce(max(${models.position}), 0) + 1 from ${models} where ${models.gadgetId} = ${gadgetId})`,
      })
      .returning();
    if (!row) throw new Error('the model was not written');
    return row;
  }

  /** The category's fields and a new version. */
  async updateCategory(tx: Db, id: number, fields: Partial<CategoryRow>): Promise<number> {
    const [row] = await tx
      .update(categories)
      .set({ ...fields, version: sql`${categories.version} + 1` })
      .where(eq(categories.id, id))
      .returning({ version: categories.version });
    return row?.version ?? 0;
  }

  /** The gadget's fields (a new category: last there) and a new version. */
  async updateGadget(tx: Db, id: number, fields: Partial<GadgetRow>, moved = false): Promise<number> {
    const [row] = await tx
      .update(gadgets)
      .set({
        ...fields,
        ...(moved && fields.categoryId !== undefined
          ? { position: lastGadgetPosition(fields.categoryId) }
          : {}),
        version: sql`${gadgets.version} + 1`,
      })
      .where(eq(gadgets.id, id))
      .returning({ version: gadgets.version });
    return row?.version ?? 0;
  }

  /**
   * The model's fields and a new version; a new retail value or insurance raises the price grid's
   * version too, so a price page opened before answers 409 rather than writing the old amounts back.
   */
  async updateModel(tx: Db, id: number, fields: Partial<ModelRow>): Promise<number> {
    const amounts = 'value' in fields || 'insuranceMonthly' in fields;
    const [row] = await tx
      .update(models)
      .set({
        ...fields,
        version: sql`${models.version} + 1`,
        ...(amounts ? { pricesVersion: sql`${models.pricesVersion} + 1` } : {}),
      })
      .where(eq(models.id, id))
      .returning({ version: models.version });
    return row?.version ?? 0;
  }

  async setColor(tx: Db, modelId: number, hex: string | null): Promise<void> {
    await tx.delete(modelColors).where(eq(modelColors.modelId, modelId));
    if (hex !== null) await tx.insert(modelColors).values({ modelId, hex });
  }

  async setExtras(tx: Db, gadgetId: number, ids: readonly number[]): Promise<void> {
    await tx.delete(gadgetExtras).where(eq(gadgetExtras.gadgetId, gadgetId));
    if (ids.length > 0) await tx.insert(gadgetExtras).values(ids.map((extraId) => ({ gadgetId, extraId })));
  }

  /** Positions 0…n-1 in the given order; the rows named in `raise` get a new version too. */
  async arrange(
    tx: Db,
    table: typeof categories | typeof gadgets | typeof models,
    order: readonly number[],
    raise: readonly number[],
  ): Promise<void> {
    for (const [position, id] of order.entries()) {
      await tx
        .update(table)
        .set({
          position,
          ...(raise.includes(id) ? { version: sql`${table.version} + 1` } : {}),
        })
        .where(eq(table.id, id));
    }
  }

  /** The siblings of a record, in order, under their locks: every category, a category's gadgets, a gadget's models. */
  async lockSiblings(
    tx: Db,
    kind: 'category' | 'gadget' | 'model',
    parentId: number | null,
  ): Promise<{ id: number; position: number; version: number }[]> {
    const columns = (table: typeof categories | typeof gadgets | typeof models) => ({
      id: table.id,
      position: table.position,
      version: table.version,
    });
    if (kind === 'category') {
      return tx
        .select(columns(categories))
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.id))
        .for('update');
    }
    if (kind === 'gadget') {
      return tx
        .select(columns(gadgets))
        .from(gadgets)
        .where(eq(gadgets.categoryId, parentId ?? 0))
        .orderBy(asc(gadgets.position), asc(gadgets.id))
        .for('update');
    }
    return tx
      .select(columns(models))
      .from(models)
      .where(eq(models.gadgetId, parentId ?? 0))
      .orderBy(asc(models.position), asc(models.id))
      .for('update');
  }

  async deleteCategory(tx: Db, id: number): Promise<void> {
    await tx.delete(categories).where(eq(categories.id, id));
  }

  /** Its models, their prices and colours, its photos and extras go with it (on delete cascade). */
  async deleteGadget(tx: Db, id: number): Promise<void> {
    await tx.delete(gadgets).where(eq(gadgets.id, id));
  }

  async deleteModel(tx: Db, id: number): Promise<void> {
    await tx.delete(models).where(eq(models.id, id));
  }

  async raiseGadgetVersion(tx: Db, id: number): Promise<number> {
    const [row] = await tx
      .update(gadgets)
      .set({ version: sql`${gadgets.version} + 1` })
      .where(eq(gadgets.id, id))
      .returning({ version: gadgets.version });
    return row?.version ?? 0;
  }
}

function lastGadgetPosition(categoryId: number) {
  return sql`(select coalesce(max(${gadgets.position}), 0) + 1 from ${gadgets} where ${gadgets.categoryId} = ${categoryId})`;
}
