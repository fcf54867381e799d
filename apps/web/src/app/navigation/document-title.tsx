import { BRAND_NAME, type RouteId } from '@ijara/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';

/** The title the last page drawn by the server gave the tab (src/entry-server.tsx sends it). */
export const drawnTitle = { value: '' };

/** What a tab can be titled by: a route, or the generic error page. */
export type TitleId = RouteId | 'error';

/** The tab's title for a page, "Карты — Ijara", in the page's language. */
export function useDocumentTitle(id: TitleId): void {
  const { t } = useTranslation();
  // The generic error page's name is SPEC.md §8's "Error".
  const page = id === 'error' ? t('spec.errorFallbackMessage') : t(`titles.${id}`);
  const title = t('app.titleOf', { page, brand: BRAND_NAME });
  // The server runs no effects: its page carries the title in its <title> instead.
  if (import.meta.env.SSR) drawnTitle.value = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * The pages of a layout sit under this route element: it titles the tab after the deepest matched route
 * (its handle names it: route-table.ts RouteHandle). When a page fails, the route's error boundary replaces this element and titles
 * the tab itself (404 or error), so one element sets the title at a time.
 */
export function PageTitle() {
  const matches = useMatches();
  const id = matches
    .map((match) => (match.handle as { routeId?: RouteId } | undefined)?.routeId)
    .filter((routeId) => routeId !== undefined)
    .at(-1);
  useDocumentTitle(id ?? 'notFound');
  return <Outlet />;
}
