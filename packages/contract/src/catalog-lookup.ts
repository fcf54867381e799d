import type { TCatalog, TCategory, TGadget } from './schemas/catalog';

const bySlugOrId = (value: string) => (item: { id: number; slug: string }) =>
  item.slug === value || String(item.id) === value;

/** A category of the catalogue answer by its slug (or id, as older links carry). */
export function findCategory(catalog: TCatalog, slug: string): TCategory | undefined {
  return catalog.category.find(bySlugOrId(slug));
}

export function gadgetsOf(catalog: TCatalog, category: TCategory): TGadget[] {
  return catalog.gadgets.filter((gadget) => gadget.categoyID === category.id);
}

/**
 * The device page's pair, /catalog/{category}/{gadget}/: a gadget only counts as found under its own
 * category. The web shows the page by it, and the api answers 404 for a pair it does not find.
 */
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

/** Whether a catalogue page's parameters name something in this catalogue. */
export function catalogPageExists(
  catalog: TCatalog,
  params: { category?: string; gadget?: string },
): boolean {
  if (params.category === undefined) return true;
  if (params.gadget === undefined) return findCategory(catalog, params.category) !== undefined;
  return findGadget(catalog, params.category, params.gadget) !== undefined;
}
