import { localizePath, matchRoute, ROUTES, type RouteId, splitLocale, type TCatalog } from '@ijara/contract';
import { type MenuKey, menuKeyOfSegment } from './menu/menu-items';

export type CrumbLabel = { menu: MenuKey } | { page: RouteId } | { text: string };

export interface Crumb {
  label: CrumbLabel;
  /** Null when the partial path is not a page of its own. */
  href: string | null;
}

function paramName(
  catalog: TCatalog | undefined,
  name: string,
  value: string,
  params: Record<string, string>,
) {
  const same = (item: { id: number; slug: string }) => item.slug === value || String(item.id) === value;
  if (name === 'category') return catalog?.category.find(same)?.name;
  if (name === 'gadget') {
    const category = catalog?.category.find(
      (c) => c.slug === params.category || String(c.id) === params.category,
    );
    return catalog?.gadgets.find((g) => g.categoyID === category?.id && same(g))?.name;
  }
  if (name === 'office') return catalog?.org.pickup_offices.find((o) => String(o.id) === value)?.name;
  return undefined;
}

/**
 * SPEC.md §2: the first path segment shows its menu label (or the page's title when it is not in a
 * menu); later segments show the route's parameter values, by name when the catalogue knows them.
 */
export function breadcrumbItems(pathname: string, catalog: TCatalog | undefined): Crumb[] {
  const match = matchRoute(pathname);
  if (!match || match.id === 'home') return [];
  const { locale, path } = splitLocale(pathname);
  const segments = path.split('/').filter(Boolean);
  const pattern = ROUTES[match.id].split('/').filter(Boolean);
  return segments.map((segment, index) => {
    const partial = `/${segments.slice(0, index + 1).join('/')}/`;
    const href = matchRoute(partial) ? localizePath(partial, locale) : null;
    const part = pattern[index] ?? '';
    if (index === 0) {
      const menu = menuKeyOfSegment(segment);
      const page = (Object.keys(ROUTES) as RouteId[]).find((id) => ROUTES[id] === partial) ?? match.id;
      return { href, label: menu ? { menu } : { page } };
    }
    const name = part.startsWith(':') ? part.slice(1) : '';
    return { href, label: { text: paramName(catalog, name, segment, match.params) ?? segment } };
  });
}
