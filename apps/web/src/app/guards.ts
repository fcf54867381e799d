import { buildPath, type Locale, matchRoute, splitLocale } from '@ijara/contract';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { sessionStore } from '../lib/session/store';
import { landingPath } from './session/landing';

const pathOf = (request: Request) => new URL(request.url).pathname;
const homeOf = (request: Request) => buildPath('home', {}, splitLocale(pathOf(request)).locale);

/** SPEC.md §5 "authenticated": no client in state → "/". */
export function requireClient({ request }: LoaderFunctionArgs) {
  if (!sessionStore.get().client) throw redirect(homeOf(request));
  return null;
}

/** SPEC.md §5 "registration": no token → "/". */
export function requireToken({ request }: LoaderFunctionArgs) {
  if (!sessionStore.get().token) throw redirect(homeOf(request));
  return null;
}

/**
 * SPEC.md §5 "goToPage", first half: ?city= and ?device= become the current city and device. ?type=
 * (the sign-in screen's "For Couriers" link) sets who is signing in.
 */
export function rememberQuery({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const city = query.get('city');
  const device = query.get('device');
  const type = query.get('type');
  if (city || device || type) {
    sessionStore.set({
      ...(city ? { currentCity: city.slice(0, 80) } : {}),
      ...(device ? { currentDevice: device.slice(0, 80) } : {}),
      ...(type === 'courier' || type === 'client' ? { type } : {}),
    });
  }
  return null;
}

/** How long the sign-in page waits for a fresh subscriptions count before landing with the stored one. */
export const LANDING_COUNT_WAIT_MS = 1500;

/**
 * The stored count may be old: a device handed over by staff since the last visit makes a counted
 * subscription the app never heard of. The api is asked again (its module loads only here, for a
 * signed-in client), for a short while at most.
 */
async function refreshCount(locale: Locale): Promise<void> {
  const refresh = import('./session/initialise-client').then((m) => m.refreshSubscriptionsCount(locale));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, LANDING_COUNT_WAIT_MS);
  });
  await Promise.race([refresh.catch(() => undefined), late]);
  clearTimeout(timer);
}

/** SPEC.md §5 "goToPage", second half, on the sign-in page: with a token and a catalogue, go on. */
export async function goToPage({ request }: LoaderFunctionArgs) {
  const { locale } = splitLocale(pathOf(request));
  if (!sessionStore.get().token || !sessionStore.get().catalog) return null;
  if (sessionStore.get().client) await refreshCount(locale);
  const state = sessionStore.get();
  if (state.token && state.catalog) throw redirect(landingPath(state, locale));
  return null;
}

/**
 * The route table decides, not the router's looser matching: no trailing slash or a malformed
 * parameter is a 404 (SPEC.md §8 "failed route validation gives 404"), as on the server.
 */
export function validatePath({ request }: LoaderFunctionArgs) {
  if (!matchRoute(pathOf(request))) throw data(null, { status: 404, statusText: 'Not Found' });
  return null;
}
