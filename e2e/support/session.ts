import type { Page } from '@playwright/test';
import type { ApiSession } from './api-sign-in';

/** apps/web/src/lib/session/store.ts keeps the session of SPEC.md §3 under this local-storage key. */
const SESSION_KEY = 'ijara.session';

/** The web app's stored session (SPEC.md §3), as the page's local storage holds it. */
export async function storedSession(page: Page): Promise<{ token: string | null; clientID: number | null }> {
  const text = await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY);
  const session = text ? (JSON.parse(text) as { token?: unknown; clientID?: unknown }) : {};
  return {
    token: typeof session.token === 'string' ? session.token : null,
    clientID: typeof session.clientID === 'number' ? session.clientID : null,
  };
}

/**
 * A browser storage state holding `session` the way the web app stores a sign-in: token, client id and
 * (once registered) the client. No version is stored, so the app runs its own start-up initialisation
 * (SPEC.md §4) on the first page, as after an update, instead of the test copying what it would load.
 */
export function sessionStorageState(baseURL: string, session: ApiSession) {
  const value = JSON.stringify({
    token: session.token,
    clientID: session.clientID,
    client: session.client,
    version: null,
  });
  return {
    cookies: [],
    origins: [{ origin: new URL(baseURL).origin, localStorage: [{ name: SESSION_KEY, value }] }],
  };
}
