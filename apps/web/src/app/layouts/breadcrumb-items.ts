import {
  localizePath,
  matchRoute,
  ROUTES,
  type RouteId,
  splitLocale,
  type TCatalog,
  type TSubscription,
} from '@ijara/contract';
import { findCategory, findGadget, findPickupOffice } from '../../features/catalog/catalog-lookup';
import { type MenuKey, menuKeyOfSegment } from './menu/menu-items';

export type CrumbLabel = { menu: MenuKey } | { page: RouteId } | { text: string };

export interface Crumb {
  label: CrumbLabel;
  /** Null when the partial path is not a page of its own. */
  href: string | null;
}

/** A parameter's name as the catalogue knows it (the same lookups as the pages), else undefined. */
function paramName(catalog: TCatalog | undefined, name: string, params: Record<string, string>) {
  if (!catalog) return undefined;
  const { category = '', gadget = '', office = '' } = params;
  if (name === 'category') return findCategory(catalog, category)?.name;
  if (name === 'gadget') return findGadget(catalog, category, gadget)?.gadget.name;
  if (name === 'office') return findPickupOffice(catalog, office)?.name;
  return undefined;
}

/** What the breadcrumb can name parameters from, as far as it has been loaded. */
export interface CrumbSources {
  catalog?: TCatalog | undefined;
  subscriptions?: TSubscription[] | undefined;
}

/** A subscription by its model's name; "Subscription" until the list is there (the id says nothing). */
function subscriptionLabel(subscriptions: TSubscription[] | undefined, id: string): CrumbLabel {
  const found = subscriptions?.find((s) => String(s.id) === id);
  return found ? { text: found.model.name } : { page: 'subscription' };
}

/**
 * SPEC.md §2: the first path segment shows its menu label (or the page's title when it is not in a
 * menu); later segments show the route's parameter values, by name when the catalogue (or the
 * subscriptions list) knows them.
 */
export function breadcrumbItems(pathname: string, { catalog, subscriptions }: CrumbSources = {}): Crumb[] {
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
    // A fixed segment after a parameter names its page (/payments/42/receipt/ → the receipt).
    if (!part.startsWith(':')) return { href, label: { page: match.id } };
    const name = part.slice(1);
    if (name === 'subscription') return { href, label: subscriptionLabel(subscriptions, segment) };
    return { href, label: { text: paramName(catalog, name, match.params) ?? segment } };
  });
}
