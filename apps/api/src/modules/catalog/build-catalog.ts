import {
  type Locale,
  SUBSCRIPTION_TERMS,
  type TCatalog,
  type TCity,
  type TCityPrice,
  type TExtra,
  type TGadget,
  type TModel,
  type TOrg,
  type TTerm,
} from '@ijara/contract';
import { pick } from '../../lib/localize';
import { toPhotos } from './photos/photo-files';
import type { CatalogRows, CityRow } from './repository';

export function iconUrl(image: string): string {
  return `/svg/${image}.svg`;
}

export function toCity(row: CityRow, locale: Locale): TCity {
  return { id: row.id, name: pick(locale, row.nameRu, row.nameEn), slug: row.slug, served: row.served };
}

function isTerm(term: number): term is TTerm {
  return (SUBSCRIPTION_TERMS as readonly number[]).includes(term);
}

/** The lowest monthly price in each city where one of the models has a price, in the cities' order. */
function priceFromByCity(models: TModel[], cityOrder: number[]): TCityPrice[] {
  const lowest = new Map<number, number>();
  for (const price of models.flatMap((model) => model.prices)) {
    const now = lowest.get(price.cityID);
    if (now === undefined || price.monthly < now) lowest.set(price.cityID, price.monthly);
  }
  return cityOrder.flatMap((cityID) => {
    const monthly = lowest.get(cityID);
    return monthly === undefined ? [] : [{ cityID, monthly }];
  });
}

/** The catalogue answer of SPEC.md §3 in one locale, from the rows of CatalogRepository.loadCatalog. */
export function buildCatalog(
  rows: CatalogRows,
  orgRow: NonNullable<CatalogRows['org']>,
  locale: Locale,
): TCatalog {
  const extraById = new Map<number, TExtra>(
    rows.extras.map((row) => [
      row.id,
      { id: row.id, name: pick(locale, row.nameRu, row.nameEn), price: row.price, billing: row.billing },
    ]),
  );
  const colorByModel = new Map(rows.colors.map((row) => [row.modelId, row.hex]));
  const cityOrder = rows.cities.map((city) => city.id);
  const modelsByGadget = new Map<number, TModel[]>();
  for (const row of rows.models) {
    const color = colorByModel.get(row.id);
    const prices = rows.prices
      .filter((price) => price.modelId === row.id)
      .flatMap((price) =>
        isTerm(price.term) ? [{ cityID: price.cityId, term: price.term, monthly: price.monthly }] : [],
      );
    const model: TModel = {
      id: row.id,
      name: pick(locale, row.nameRu, row.nameEn),
      slug: row.slug,
      specs: pick(locale, row.specsRu, row.specsEn),
      ...(color ? { color } : {}),
      prices,
      insuranceMonthly: row.insuranceMonthly,
      value: row.value,
    };
    modelsByGadget.set(row.gadgetId, [...(modelsByGadget.get(row.gadgetId) ?? []), model]);
  }

  const photosByGadget = new Map<number, CatalogRows['photos']>();
  for (const photo of rows.photos) {
    photosByGadget.set(photo.gadgetId, [...(photosByGadget.get(photo.gadgetId) ?? []), photo]);
  }

  const gadgets: TGadget[] = rows.gadgets.map((row) => {
    const gadgetModels = modelsByGadget.get(row.id) ?? [];
    const photos = toPhotos(photosByGadget.get(row.id) ?? []);
    const monthly = gadgetModels.flatMap((model) => model.prices.map((price) => price.monthly));
    return {
      id: row.id,
      name: pick(locale, row.nameRu, row.nameEn),
      slug: row.slug,
      categoyID: row.categoryId,
      description: pick(locale, row.descriptionRu, row.descriptionEn),
      image: iconUrl(row.image),
      photo: photos[0] ?? null,
      photos,
      priceFrom: monthly.length > 0 ? Math.min(...monthly) : 0,
      priceFromByCity: priceFromByCity(gadgetModels, cityOrder),
      models: gadgetModels,
      extras: rows.gadgetExtras
        .filter((link) => link.gadgetId === row.id)
        .flatMap((link) => extraById.get(link.extraId) ?? []),
    };
  });

  const org: TOrg = {
    name: orgRow.name,
    legalName: pick(locale, orgRow.legalNameRu, orgRow.legalNameEn),
    taxNumber: orgRow.taxNumber,
    phone: orgRow.phone,
    email: orgRow.email,
    address: pick(locale, orgRow.addressRu, orgRow.addressEn),
    whatsapp: orgRow.whatsapp,
    telegram: orgRow.telegram,
    vk: orgRow.vk,
    chatBot: orgRow.chatBot,
    pickup_offices: rows.offices.map((row) => ({
      id: row.id,
      cityID: row.cityId,
      name: pick(locale, row.nameRu, row.nameEn),
      address: pick(locale, row.addressRu, row.addressEn),
      hours: pick(locale, row.hoursRu, row.hoursEn),
    })),
  };

  return {
    statusCode: '200',
    cities: rows.cities.map((row) => toCity(row, locale)),
    category: rows.categories.map((row) => ({
      id: row.id,
      name: pick(locale, row.nameRu, row.nameEn),
      slug: row.slug,
    })),
    gadgets,
    org,
  };
}
