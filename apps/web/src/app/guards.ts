import { buildPath, type Locale, matchRoute, splitLocale } from '@ijara/contract';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import type { SessionState } from '../lib/session/state';
import { sessionStore } from '../lib/session/store';
import { returnPathOf, withReturnPath } from './session/return-path';

const pathOf = (request: Request) => new URL(request.url).pathname;
const homeOf = (request: Request) => buildPath('home', {}, splitLocale(pathOf(request)).locale);

/**
 * The landing rule checks a saved draft with its contract schema: it loads (with zod) only for someone
 * signed in, so a first visit's entry script carries no schema (docs/decisions/030).
 */
async function redirectAfterSignIn(state: SessionState, locale: Locale, next: string | null): Promise<never> {
  const { pathAfterSignIn } = await import('./session/landing');
  throw redirect(pathAfterSignIn(state, locale, next));
}

/**
 * SPEC.md §5 "authenticated": no client in state → "/", which keeps the way back (`?next=`, checked
 * again where it is read) so the person returns here after signing in.
 */
export function requireClient({ request }: LoaderFunctionArgs) {
  if (sessionStore.get().client) return null;
  const { pathname, search } = new URL(request.url);
  throw redirect(withReturnPath(homeOf(request), `${pathname}${search}`));
}

/**
 * SPEC.md §5 "registration": no token → "/". A registered client has nothing left to fill in and goes
 * on, to the page they were headed for or their landing page.
 */
export function requireToken({ request }: LoaderFunctionArgs) {
  const state = sessionStore.get();
  if (!state.token) throw redirect(homeOf(request));
  if (state.client) {
    const { locale } = splitLocale(pathOf(request));
    return redirectAfterSignIn(state, locale, returnPathOf(new URL(request.url).search, locale));
  }
  return null;
}

/**
 * SPEC.md §5 "goToPage", first half: ?city= and ?device= become the current city and device; ?replaces=
 * the subscription a newer model replaces (docs/decisions/056).
 */
export function rememberQuery({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const city = query.get('city');
  const device = query.get('device');
  const replaces = query.get('replaces');
  if (replaces && /^[1-9]\d{0,8}$/.test(replaces)) sessionStore.set({ replaces: Number(replaces) });
  if (city || device) {
    sessionStore.set({
      ...(city ? { currentCity: city.slice(0, 80) } : {}),
      ...(device ? { currentDevice: device.slice(0, 80) } : {}),
    });
  }
  return null;
}

/**
 * Who is signing in follows the sign-in page's own address: "For Couriers" links to ?type=courier, and
 * every other visit to "/" or "/en/" shows the customer form (issue 13: the courier text had stuck).
 */
function rememberVisitorType(request: Request): void {
  const type = new URL(request.url).searchParams.get('type') === 'courier' ? 'courier' : 'client';
  if (sessionStore.get().type !== type) sessionStore.set({ type });
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
  rememberVisitorType(request);
  const { locale } = splitLocale(pathOf(request));
  if (!sessionStore.get().token || !sessionStore.get().catalog) return null;
  if (sessionStore.get().client) await refreshCount(locale);
  const state = sessionStore.get();
  const next = returnPathOf(new URL(request.url).search, locale);
  if (state.token && state.catalog) return redirectAfterSignIn(state, locale, next);
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
