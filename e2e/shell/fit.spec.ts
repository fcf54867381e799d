import type { Page } from '@playwright/test';
import type { RouteId } from '../../packages/contract/src/index';
import { expect, test } from '../support/signed-in-test';
import { everyPath, openInApp, settled, sidewaysOverflow, TWO_CARDS, underChatButton } from './fit';

const CHAT = /Написать в поддержку|Chat with support/;

/** Pages a visitor reaches without a session (the rest send them to the sign-in page). */
const PUBLIC = new Set<RouteId>([
  'home',
  'badRequest',
  'notFound',
  'about',
  'catalog',
  'catalogCategory',
  'catalogGadget',
  'contract',
  'cookies',
  'delivery',
  'documents',
  'faq',
  'privacy',
  'rekurrent',
  'success',
  'verifyEmail',
]);

/** Each path in turn, within one loaded app (a full load per page would take most of the time). */
async function overflowing(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  await page.goto('/404/');
  for (const path of paths) {
    await openInApp(page, path);
    await settled(page);
    const { by, widest } = await sidewaysOverflow(page);
    if (by > 0) found.push(`${path} scrolls ${by} px sideways: ${widest.join(', ')}`);
  }
  return found;
}

test.describe('fit on a small phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no page scrolls sideways at 320 px, signed out or signed in', async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    // Two cards make the widest /cards/ (issue 13: 378 px at 375).
    await page.route('**/api/v3/payment/cards/', (route) => route.fulfill({ json: TWO_CARDS }));
    const paths = await everyPath(page);
    const visitor = await browser.newPage({ baseURL, viewport: { width: 320, height: 640 } });
    const publicPaths = paths.filter(({ id }) => PUBLIC.has(id));
    // The two sessions side by side: the whole check stays well under a minute.
    const [signedIn, signedOut] = await Promise.all([
      overflowing(
        page,
        paths.map((p) => p.path),
      ),
      overflowing(
        visitor,
        publicPaths.map((p) => p.path),
      ),
    ]);
    await visitor.close();

    expect([...signedIn, ...signedOut]).toEqual([]);
  });
});

/*
 * The chat button floats in the window's corner. From 960 px the content keeps a lane free for it, so
 * nothing is under it wherever the page is scrolled; on a phone the end of every page is kept free.
 */
for (const [width, positions] of [
  [375, ['end']],
  [1280, ['top', 'end']],
] as const) {
  test.describe(`the chat button at ${width} px`, () => {
    const viewport = { width, height: 720 };
    test.use({ viewport });

    test('covers nothing that can be pressed', async ({ page, browser, baseURL }) => {
      test.setTimeout(60_000);
      await page.route('**/api/v3/payment/cards/', (route) => route.fulfill({ json: TWO_CARDS }));
      const covered: string[] = [];
      const check = async (on: Page, path: string) => {
        await on.goto(path);
        await settled(on);
        await expect(on.getByRole('link', { name: CHAT })).toBeVisible();
        for (const at of positions) {
          for (const hit of await underChatButton(on, CHAT, at)) covered.push(`${path} ${hit}`);
        }
      };
      for (const path of ['/cards/', '/catalog/', '/profile/', '/success/', '/en/payments/']) {
        await check(page, path);
      }
      const visitor = await browser.newPage({ baseURL, viewport });
      for (const path of ['/', '/faq/', '/404/']) await check(visitor, path);
      await visitor.close();
      expect(covered).toEqual([]);
    });
  });
}
