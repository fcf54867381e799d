import type { TGadget } from '@ijara/contract';
import { priceFromIn } from './city-price';
import { SEARCH_ALIASES } from './search-aliases';

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

const ALIASES = Object.entries(SEARCH_ALIASES);

/**
 * The Latin words a search word may stand for: itself, and the names of SEARCH_ALIASES it spells
 * ("айфон" → iphone) or begins, from three letters on, while it is still being typed ("айф" → iphone).
 */
function readings(word: string): string[] {
  const spelled = ALIASES.filter(
    ([cyrillic]) => cyrillic === word || (word.length >= 3 && cyrillic.startsWith(word)),
  );
  return [word, ...spelled.map(([, latin]) => latin)];
}

/**
 * A gadget matches when every word of the search is in its name or in one of its models' names, as
 * typed or in Latin letters for the names people write in Cyrillic (search-aliases.ts).
 */
export function matchesSearch(gadget: TGadget, q: string): boolean {
  // "пс5", "айфон16": the Cyrillic word and the number are two words, as in the names.
  const words = fold(q)
    .replace(/([а-я])(\d)/g, '$1 $2')
    .split(' ')
    .filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold([gadget.name, ...gadget.models.map((model) => model.name)].join(' '));
  return words.every((word) => readings(word).some((reading) => haystack.includes(reading)));
}

/**
 * Filters by the search and orders by the "from" price in the city; the default keeps the catalogue's
 * order. Gadgets not offered in the city go last either way.
 */
export function applyCatalogQuery(
  gadgets: TGadget[],
  query: CatalogQuery,
  cityId: number | undefined,
): TGadget[] {
  const found = gadgets.filter((gadget) => matchesSearch(gadget, query.q));
  if (query.sort === 'default') return found;
  const direction = query.sort === 'price-asc' ? 1 : -1;
  return found
    .map((gadget, index) => ({ gadget, index, price: priceFromIn(gadget, cityId) }))
    .sort((a, b) => {
      if (a.price === undefined || b.price === undefined) {
        return Number(a.price === undefined) - Number(b.price === undefined) || a.index - b.index;
      }
      return direction * (a.price - b.price) || a.index - b.index;
    })
    .map(({ gadget }) => gadget);
}
