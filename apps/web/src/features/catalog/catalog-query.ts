import type { TGadget } from '@ijara/contract';

export const CATALOG_SORTS = ['default', 'price-asc', 'price-desc'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

export interface CatalogQuery {
  /** The search text as typed (the URL's ?q=). */
  q: string;
  sort: CatalogSort;
}

/** Reads ?q= and ?sort= leniently: an unknown sort is the default order, never an error page. */
export function readCatalogQuery(params: URLSearchParams): CatalogQuery {
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    sort: CATALOG_SORTS.includes(sort as CatalogSort) ? (sort as CatalogSort) : 'default',
  };
}

/** The URL parameters for a query; defaults are left out so a plain catalogue link stays plain. */
export function catalogQueryParams({ q, sort }: CatalogQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q);
  if (sort !== 'default') params.set('sort', sort);
  return params;
}

export const isFiltered = (query: CatalogQuery) => query.q.trim() !== '' || query.sort !== 'default';

/** Case-, ё- and spacing-insensitive form used for matching names in both languages. */
const fold = (text: string) => text.toLocaleLowerCase('ru').replaceAll('ё', 'е').replace(/\s+/g, ' ').trim();

/** A gadget matches when every word of the search is in its name or in one of its models' names. */
export function matchesSearch(gadget: TGadget, q: string): boolean {
  const words = fold(q).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold([gadget.name, ...gadget.models.map((model) => model.name)].join(' '));
  return words.every((word) => haystack.includes(word));
}

/** Filters by the search and orders by the "from" price; the default keeps the catalogue's order. */
export function applyCatalogQuery(gadgets: TGadget[], query: CatalogQuery): TGadget[] {
  const found = gadgets.filter((gadget) => matchesSearch(gadget, query.q));
  if (query.sort === 'default') return found;
  const direction = query.sort === 'price-asc' ? 1 : -1;
  return found
    .map((gadget, index) => ({ gadget, index }))
    .sort((a, b) => direction * (a.gadget.priceFrom - b.gadget.priceFrom) || a.index - b.index)
    .map(({ gadget }) => gadget);
}
