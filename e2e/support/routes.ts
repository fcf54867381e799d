import { localizePath, ROUTES, type RouteId } from '../../packages/contract/src/index';

/** Routes that need a signed-in client (or, for registration, a token); anonymous visitors go home. */
export const GUARDED: RouteId[] = [
  'subscriptions',
  'payments',
  'cards',
  'profile',
  'checkout',
  'bonusSystem',
  'successSubscription',
  'deleteProfileInfo',
  'registration',
];

/** Sample values for the parameterised routes, from the demo catalogue. */
const SAMPLES: Record<string, string> = {
  category: 'smartphones',
  gadget: 'iphone-16',
  office: '1',
};

export interface SampleRoute {
  id: RouteId;
  path: string;
  locale: 'ru' | 'en';
}

/** Every route of SPEC.md §2 in both languages, parameters filled. */
export function everyRoute(): SampleRoute[] {
  const routes: SampleRoute[] = [];
  for (const [id, pattern] of Object.entries(ROUTES) as [RouteId, string][]) {
    const path = pattern.replace(/:(\w+)/g, (_, name: string) => SAMPLES[name] ?? 'x');
    for (const locale of ['ru', 'en'] as const) routes.push({ id, path: localizePath(path, locale), locale });
  }
  return routes;
}
