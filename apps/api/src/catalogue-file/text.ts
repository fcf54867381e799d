import { type CatalogueFile, TERM_KEYS } from './format';

/**
 * The file's text: two-space indentation, keys in the format's order, a newline at the end. Within a
 * model's prices, cities in the file's order and terms 3, 6, 12; a gadget's extras in the file's order
 * of extras. So the same catalogue always gives the same bytes (export → import → export).
 */
export function catalogueText(file: CatalogueFile): string {
  const cityOrder = new Map(file.cities.map((city, index) => [city.slug, index]));
  const extraOrder = new Map(file.extras.map((extra, index) => [extra.slug, index]));
  const rank = (order: Map<string, number>, slug: string) => order.get(slug) ?? Number.MAX_SAFE_INTEGER;
  const both = (text: { ru: string; en: string }) => ({ ru: text.ru, en: text.en });
  const canonical: CatalogueFile = {
    format: file.format,
    cities: file.cities.map((city) => ({
      slug: city.slug,
      name: both(city.name),
      served: city.served,
      deliveryFee: city.deliveryFee,
    })),
    categories: file.categories.map((category) => ({
      slug: category.slug,
      name: both(category.name),
      active: category.active,
    })),
    extras: file.extras.map((extra) => ({
      slug: extra.slug,
      name: both(extra.name),
      price: extra.price,
      billing: extra.billing,
      active: extra.active,
    })),
    gadgets: file.gadgets.map((gadget) => ({
      slug: gadget.slug,
      category: gadget.category,
      name: both(gadget.name),
      description: both(gadget.description),
      image: gadget.image,
      active: gadget.active,
      extras: [...gadget.extras].sort((a, b) => rank(extraOrder, a) - rank(extraOrder, b)),
      models: gadget.models.map((model) => ({
        slug: model.slug,
        name: both(model.name),
        specs: both(model.specs),
        color: model.color,
        value: model.value,
        insuranceMonthly: model.insuranceMonthly,
        active: model.active,
        prices: Object.fromEntries(
          Object.entries(model.prices)
            .sort(([a], [b]) => rank(cityOrder, a) - rank(cityOrder, b))
            .map(([city, byTerm]) => [
              city,
              Object.fromEntries(
                TERM_KEYS.flatMap((term) => (byTerm[term] === undefined ? [] : [[term, byTerm[term]]])),
              ),
            ]),
        ),
      })),
    })),
    offices: file.offices.map((office) => ({
      city: office.city,
      name: both(office.name),
      address: both(office.address),
      hours: both(office.hours),
      mapUrl: office.mapUrl,
      active: office.active,
    })),
    companies: file.companies.map((company) => ({
      name: both(company.name),
      discountPercent: company.discountPercent,
      active: company.active,
    })),
  };
  return `${JSON.stringify(canonical, null, 2)}\n`;
}
