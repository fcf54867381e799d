import type { TCatalog, TCategory, TCity, TGadget, TPickupOffice } from '@ijara/contract';
import type { IconName } from '../../components/ui/icon';

const bySlugOrId = (value: string) => (item: { id: number; slug: string }) =>
  item.slug === value || String(item.id) === value;

export function findCategory(catalog: TCatalog, slug: string): TCategory | undefined {
  return catalog.category.find(bySlugOrId(slug));
}

export function gadgetsOf(catalog: TCatalog, category: TCategory): TGadget[] {
  return catalog.gadgets.filter((gadget) => gadget.categoyID === category.id);
}

/** A gadget only counts as found under its own category. */
export function findGadget(catalog: TCatalog, categorySlug: string, gadgetSlug: string) {
  const category = findCategory(catalog, categorySlug);
  const gadget = category && gadgetsOf(catalog, category).find(bySlugOrId(gadgetSlug));
  return category && gadget ? { category, gadget } : undefined;
}

/**
 * What ?device= names (SPEC.md §5 goToPage): a gadget by slug or id in any category, with its category,
 * or else a category.
 */
export function findDevice(catalog: TCatalog, value: string) {
  const gadget = catalog.gadgets.find(bySlugOrId(value));
  const category = gadget && catalog.category.find((c) => c.id === gadget.categoyID);
  if (gadget && category) return { category, gadget };
  const named = findCategory(catalog, value);
  return named ? { category: named, gadget: undefined } : undefined;
}

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
  const key = `${category.slug} ${category.name}`;
  return ICONS.find(([pattern]) => pattern.test(key))?.[1] ?? 'box';
}
