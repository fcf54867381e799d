import type { Page } from '@playwright/test';

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
