import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { groupBy } from './diff';
import type { CatalogueFile, CatalogueModel } from './format';
import { CATALOGUE_FORMAT } from './format';
import { type CatalogueRows, readCatalogueRows } from './repository';
import { catalogueText } from './text';

const both = (ru: string, en: string) => ({ ru, en });

/** The rows as the file says them: slugs for ids, every city, gadget, model, office and company. */
export function catalogueOf(rows: CatalogueRows): CatalogueFile {
  const citySlug = new Map(rows.cities.map((city) => [city.id, city.slug]));
  const categorySlug = new Map(rows.categories.map((category) => [category.id, category.slug]));
  const extraSlug = new Map(rows.extras.map((extra) => [extra.id, extra.slug]));
  const fee = new Map(rows.fees.map((row) => [row.cityId, row.fee]));
  const color = new Map(rows.colors.map((row) => [row.modelId, row.hex]));
  const pricesOf = groupBy(rows.prices, (row) => row.modelId);
  const modelsOf = groupBy(rows.models, (row) => row.gadgetId);
  const linksOf = groupBy(rows.links, (row) => row.gadgetId);
  const slugOf = (map: Map<number, string>, id: number) => map.get(id) ?? '';

  const prices = (modelId: number): CatalogueModel['prices'] => {
    const grid: CatalogueModel['prices'] = {};
    for (const row of pricesOf.get(modelId) ?? []) {
      const city = slugOf(citySlug, row.cityId);
      grid[city] = { ...grid[city], [String(row.term)]: row.monthly };
    }
    return grid;
  };

  return {
    format: CATALOGUE_FORMAT,
    cities: rows.cities.map((city) => ({
      slug: city.slug,
      name: both(city.nameRu, city.nameEn),
      served: city.served,
      deliveryFee: fee.get(city.id) ?? null,
    })),
    categories: rows.categories.map((category) => ({
      slug: category.slug,
      name: both(category.nameRu, category.nameEn),
      active: category.active,
    })),
    extras: rows.extras.map((extra) => ({
      slug: extra.slug,
      name: both(extra.nameRu, extra.nameEn),
      price: extra.price,
      billing: extra.billing,
      active: extra.active,
    })),
    gadgets: rows.gadgets.map((gadget) => ({
      slug: gadget.slug,
      category: slugOf(categorySlug, gadget.categoryId),
      name: both(gadget.nameRu, gadget.nameEn),
      description: both(gadget.descriptionRu, gadget.descriptionEn),
      image: gadget.image,
      active: gadget.active,
      extras: (linksOf.get(gadget.id) ?? []).map((link) => slugOf(extraSlug, link.extraId)),
      models: (modelsOf.get(gadget.id) ?? []).map((model) => ({
        slug: model.slug,
        name: both(model.nameRu, model.nameEn),
        specs: both(model.specsRu, model.specsEn),
        color: color.get(model.id) ?? null,
        value: model.value,
        insuranceMonthly: model.insuranceMonthly,
        active: model.active,
        prices: prices(model.id),
      })),
    })),
    offices: rows.offices.map((office) => ({
      city: slugOf(citySlug, office.cityId),
      name: both(office.nameRu, office.nameEn),
      address: both(office.addressRu, office.addressEn),
      hours: both(office.hoursRu, office.hoursEn),
      mapUrl: office.mapUrl,
      active: office.active,
    })),
    companies: rows.companies.map((company) => ({
      name: both(company.nameRu, company.nameEn),
      discountPercent: company.discountPercent,
      active: company.active,
    })),
  };
}

/** The whole catalogue as the file's text, read in one snapshot (a change meanwhile is in or out whole). */
export async function exportCatalogue(db: Db): Promise<string> {
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    return readCatalogueRows(tx, false);
  });
  return catalogueText(catalogueOf(rows));
}
