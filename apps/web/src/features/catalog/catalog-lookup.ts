import type { TCatalog, TCategory, TCity, TPickupOffice } from '@ijara/contract';
import type { IconName } from '../../components/ui/icon';

// The lookups the api's page statuses use too live in the contract (catalog-lookup.ts).
export { findCategory, findDevice, findGadget, gadgetsOf } from '@ijara/contract';

const bySlugOrId = (value: string) => (item: { id: number; slug: string }) =>
  item.slug === value || String(item.id) === value;

export function findCity(cities: TCity[], value: string | number | null | undefined): TCity | undefined {
  if (value === null || value === undefined) return undefined;
  return cities.find(bySlugOrId(String(value)));
}

/** Offices are addressed by id only (/success-subscription/{office}/). */
export function findPickupOffice(catalog: TCatalog, id: string): TPickupOffice | undefined {
  return catalog.org.pickup_offices.find((office) => String(office.id) === id);
}

const ICONS: Array<[RegExp, IconName]> = [
  [/phone|smart|телефон/i, 'phone'],
  [/laptop|notebook|mac|ноутбук/i, 'laptop'],
  [/tablet|pad|планшет/i, 'tablet'],
  [/watch|час/i, 'watch'],
  [/console|game|play|консол|игр/i, 'console'],
  [/audio|head|sound|наушник|звук/i, 'headphones'],
];

/** The icon that stands for a category when a device has no picture. */
export function categoryIcon(category: Pick<TCategory, 'slug' | 'name'> | undefined): IconName {
  if (!category) return 'box';
  // The slug first: the English name "Smart watches" would otherwise match the phones' "smart".
  const iconOf = (text: string) => ICONS.find(([pattern]) => pattern.test(text))?.[1];
  return iconOf(category.slug) ?? iconOf(category.name) ?? 'box';
}
