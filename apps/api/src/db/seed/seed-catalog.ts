import type { Db } from '../database';
import {
  categories,
  cities,
  companies,
  extras,
  gadgetExtras,
  gadgets,
  modelColors,
  modelPrices,
  models,
  pickupOffices,
} from '../schema/index';
import { lookup } from './lookup';
import type { SeedContent } from './seed-content';

/** Inserts by table, not by row: every round trip costs on PGlite. */
export async function seedCatalog(db: Db, content: SeedContent): Promise<void> {
  const cityId = lookup(
    await db
      .insert(cities)
      .values(
        content.cities.map((city, position) => ({
          slug: city.slug,
          nameRu: city.name.ru,
          nameEn: city.name.en,
          served: city.served,
          position,
        })),
      )
      .returning({ id: cities.id, slug: cities.slug }),
    'city',
  );
  const categoryId = lookup(
    await db
      .insert(categories)
      .values(
        content.categories.map((category, position) => ({
          slug: category.slug,
          nameRu: category.name.ru,
          nameEn: category.name.en,
          position,
        })),
      )
      .returning({ id: categories.id, slug: categories.slug }),
    'category',
  );
  const extraId = lookup(
    await db
      .insert(extras)
      .values(
        content.extras.map((extra) => ({
          slug: extra.slug,
          nameRu: extra.name.ru,
          nameEn: extra.name.en,
          price: extra.price,
          billing: extra.billing,
        })),
      )
      .returning({ id: extras.id, slug: extras.slug }),
    'extra',
  );
  await seedGadgets(db, content, categoryId, cityId, extraId);
  if (content.offices.length > 0) {
    await db.insert(pickupOffices).values(
      content.offices.map((office, position) => ({
        cityId: cityId(office.citySlug),
        nameRu: office.name.ru,
        nameEn: office.name.en,
        addressRu: office.address.ru,
        addressEn: office.address.en,
        hoursRu: office.hours.ru,
        hoursEn: office.hours.en,
        position,
      })),
    );
  }
  if (content.companies.length > 0) {
    await db.insert(companies).values(
      content.companies.map((company, position) => ({
        nameRu: company.name.ru,
        nameEn: company.name.en,
        discountPercent: company.discountPercent,
        position,
      })),
    );
  }
}

type Lookup = (slug: string) => number;

async function seedGadgets(
  db: Db,
  content: SeedContent,
  categoryId: Lookup,
  cityId: Lookup,
  extraId: Lookup,
) {
  if (content.gadgets.length === 0) return;
  const gadgetId = lookup(
    await db
      .insert(gadgets)
      .values(
        content.gadgets.map((gadget, position) => ({
          slug: gadget.slug,
          categoryId: categoryId(gadget.categorySlug),
          nameRu: gadget.name.ru,
          nameEn: gadget.name.en,
          descriptionRu: gadget.description.ru,
          descriptionEn: gadget.description.en,
          image: gadget.image,
          position,
        })),
      )
      .returning({ id: gadgets.id, slug: gadgets.slug }),
    'gadget',
  );
  const modelRows = content.gadgets.flatMap((gadget) =>
    gadget.models.map((model, position) => ({
      gadgetId: gadgetId(gadget.slug),
      slug: model.slug,
      nameRu: model.name.ru,
      nameEn: model.name.en,
      specsRu: model.specs.ru,
      specsEn: model.specs.en,
      value: model.value,
      insuranceMonthly: model.insuranceMonthly,
      position,
    })),
  );
  if (modelRows.length > 0) {
    const inserted = await db
      .insert(models)
      .values(modelRows)
      .returning({ id: models.id, gadgetId: models.gadgetId, slug: models.slug });
    const modelId = lookup(
      inserted.map((row) => ({ id: row.id, slug: `${row.gadgetId}/${row.slug}` })),
      'model',
    );
    const prices = content.gadgets.flatMap((gadget) =>
      gadget.models.flatMap((model) =>
        Object.entries(model.prices).flatMap(([citySlug, byTerm]) =>
          Object.entries(byTerm).map(([term, monthly]) => ({
            modelId: modelId(`${gadgetId(gadget.slug)}/${model.slug}`),
            cityId: cityId(citySlug),
            term: Number(term),
            monthly,
          })),
        ),
      ),
    );
    if (prices.length > 0) await db.insert(modelPrices).values(prices);
    const colors = content.gadgets.flatMap((gadget) =>
      gadget.models.flatMap((model) =>
        model.color ? [{ modelId: modelId(`${gadgetId(gadget.slug)}/${model.slug}`), hex: model.color }] : [],
      ),
    );
    if (colors.length > 0) await db.insert(modelColors).values(colors);
  }
  const links = content.gadgets.flatMap((gadget) =>
    gadget.extras.map((slug) => ({ gadgetId: gadgetId(gadget.slug), extraId: extraId(slug) })),
  );
  if (links.length > 0) await db.insert(gadgetExtras).values(links);
}
