import { ROUTE_IDS, type RouteId } from '@ijara/contract';
import type { ComponentType } from 'react';
import { withChunkReload } from './navigation/chunk-reload';
import { LAYOUT_FILES, type LayoutName, PAGE_FILES } from './route-files';

export interface RouteModule {
  Component: ComponentType;
}
type Load = () => Promise<RouteModule>;

// Not the part two pages share (subscription-media.tsx): each file here becomes a lazy import in the
// entry, with the list of what it imports.
const pageFiles = import.meta.glob<RouteModule>([
  './routes/*.tsx',
  '!./routes/*.test.tsx',
  '!./routes/subscription-media.tsx',
]);
const layoutFiles = import.meta.glob<RouteModule>(['./layouts/*-layout.tsx']);

function lazyFile(files: Record<string, () => Promise<RouteModule>>, path: string): Load {
  const load = files[path];
  if (!load) throw new Error(`No module ${path}`);
  return withChunkReload(load);
}

/** One lazy module per page: each is its own chunk. */
export const pageModules = Object.fromEntries(
  ROUTE_IDS.map((id) => [id, lazyFile(pageFiles, `./routes/${PAGE_FILES[id]}.tsx`)]),
) as Record<RouteId, Load>;

export const layoutModules = Object.fromEntries(
  Object.entries(LAYOUT_FILES).map(([name, file]) => [name, lazyFile(layoutFiles, `./layouts/${file}.tsx`)]),
) as Record<LayoutName, Load>;

export const errorModule = withChunkReload(() => import('./errors/route-error-boundary'));

/** Where people usually go next; fetched when the browser is idle. */
export const LIKELY_NEXT: Partial<Record<RouteId, RouteId[]>> = {
  home: ['catalog', 'catalogCategory', 'catalogGadget'],
  catalog: ['catalogCategory', 'catalogGadget'],
  catalogCategory: ['catalogGadget'],
  catalogGadget: ['checkout'],
  subscriptions: ['subscription', 'payments', 'catalog'],
  payments: ['paymentReceipt'],
  documents: ['contract', 'privacy'],
  faq: ['about', 'catalog'],
  about: ['faq', 'catalog'],
};
