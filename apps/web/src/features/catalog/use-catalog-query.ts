import { useSearchParams } from 'react-router';
import { type CatalogQuery, catalogQueryParams, readCatalogQuery } from './catalog-query';

/** The catalogue's search and sort, kept in the URL (?q=, ?sort=) so a link shows the same list. */
export function useCatalogQuery(): [CatalogQuery, (next: Partial<CatalogQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = readCatalogQuery(params);
  const change = (next: Partial<CatalogQuery>) =>
    setParams(catalogQueryParams({ ...query, ...next }), { replace: true, preventScrollReset: true });
  return [query, change];
}
