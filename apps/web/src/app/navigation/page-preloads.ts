import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '@ijara/contract';

/**
 * The scripts each page needs, from the build's route-preloads.json (the list the api names in a first
 * visit's HTML too), and those of the modules pages run only when first used. The entry's own lists of
 * what each page imports were 1.6 KB gzip of every first visit, so they hold only the pages' styles
 * (vite.config.ts); this table comes once the app has taken the first page over, and each navigation
 * preloads its page's scripts from it, side by side rather than each after the one importing it
 * (docs/decisions/061).
 */
export async function loadPagePreloads(): Promise<RoutePreloads> {
  const response = await fetch(`/${ROUTE_PRELOADS_FILE}`);
  if (!response.ok) throw new Error(`${ROUTE_PRELOADS_FILE}: ${response.status}`);
  return (await response.json()) as RoutePreloads;
}
