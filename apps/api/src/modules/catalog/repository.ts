import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { readCatalogVersion } from '../../db/catalog-version';
import type { Db } from '../../db/database';
import {
  categories,
  cities,
  companies,
  deliveryFees,
  extras,
  gadgetExtras,
  gadgetPhotos,
  gadgets,
  modelColors,
  modelPrices,
  models,
  org,
  pickupOffices,
} from '../../db/schema/index';

export type CatalogRows = Awaited<ReturnType<CatalogRepository['loadCatalog']>>;
export type CityRow = typeof cities.$inferSelect;

export class CatalogRepository {
  constructor(private readonly db: Db) {}

  listCities() {
    return this.db.select().from(cities).orderBy(asc(cities.position), asc(cities.id));
  }

  listCompanies() {
    return this.db
      .select()
      .from(companies)
      .where(eq(companies.active, true))
      .orderBy(asc(companies.position), asc(companies.id));
  }

  /** A gadget by slug or id, listed or not (an operator may prepare one before it goes live). */
  async findGadget(ref: string) {
    const id = /^[1-9]\d{0,9}$/.test(ref) && Number(ref) <= 2_147_483_647 ? Number(ref) : null;
    const [row] = await this.db
      .select({ id: gadgets.id, slug: gadgets.slug, nameRu: gadgets.nameRu, nameEn: gadgets.nameEn })
      .from(gadgets)
      .where(id === null ? eq(gadgets.slug, ref) : or(eq(gadgets.id, id), eq(gadgets.slug, ref)))
      .limit(1);
    return row;
  }

  /** The catalogue's version (db/catalog-version.ts): the snapshot is read again when it changes. */
  version(): Promise<number> {
    return readCatalogVersion(this.db);
  }

  /** The whole catalogue in a handful of queries; the service caches what it builds from them. */
  async loadCatalog() {
    const db = this.db;
    const [
      cityRows,
      companyRows,
      categoryRows,
      gadgetRows,
      modelRows,
      priceRows,
      extraRows,
      linkRows,
      officeRows,
      orgRows,
      colorRows,
      photoRows,
      feeRows,
    ] = await Promise.all([
      this.listCities(),
      this.listCompanies(),
      db
        .select()
        .from(categories)
        .where(eq(categories.active, true))
        .orderBy(asc(categories.position), asc(categories.id)),
      // A hidden category hides its gadgets (docs/decisions/050).
      db
        .select()
        .from(gadgets)
        .where(
          and(
            eq(gadgets.active, true),
            inArray(
              gadgets.categoryId,
              db.select({ id: categories.id }).from(categories).where(eq(categories.active, true)),
            ),
          ),
        )
        .orderBy(asc(gadgets.position), asc(gadgets.id)),
      db.select().from(models).where(eq(models.active, true)).orderBy(asc(models.position), asc(models.id)),
      db.select().from(modelPrices).orderBy(asc(modelPrices.cityId), asc(modelPrices.term)),
      db.select().from(extras).where(eq(extras.active, true)).orderBy(asc(extras.id)),
      db.select().from(gadgetExtras),
      db
        .select()
        .from(pickupOffices)
        .where(eq(pickupOffices.active, true))
        .orderBy(asc(pickupOffices.position), asc(pickupOffices.id)),
      db.select().from(org).where(eq(org.id, 1)),
      db.select().from(modelColors),
      // The files' sizes, not their bytes: those are served by photos/photo-routes.ts.
      db
        .select({
          gadgetId: gadgetPhotos.gadgetId,
          width: gadgetPhotos.width,
          height: gadgetPhotos.height,
          version: gadgetPhotos.version,
        })
        .from(gadgetPhotos)
        // Each gadget's photos in their order, each photo's files together.
        .orderBy(
          asc(gadgetPhotos.gadgetId),
          asc(gadgetPhotos.position),
          asc(gadgetPhotos.createdAt),
          asc(gadgetPhotos.version),
          asc(gadgetPhotos.width),
        ),
      // Not shown in the catalogue; checkout prices a draft's delivery from the same snapshot.
      db.select().from(deliveryFees),
    ]);
    return {
      cities: cityRows,
      companies: companyRows,
      categories: categoryRows,
      gadgets: gadgetRows,
      models: modelRows,
      prices: priceRows,
      extras: extraRows,
      gadgetExtras: linkRows,
      offices: officeRows,
      org: orgRows[0] ?? null,
      colors: colorRows,
      photos: photoRows,
      deliveryFees: feeRows,
    };
  }
}
