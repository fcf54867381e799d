import type { Page } from '@playwright/test';
import type { RouteId } from '../../packages/contract/src/index';
import { requestCode, uniquePhone } from '../support/sign-in';
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
  // The app's own first load done before the walk: a path pushed while it was still loading its
  // modules once left the router loading the next page past the wait (CI, a loaded machine).
  await settled(page);
  for (const path of paths) {
    await openInApp(page, path);
    await settled(page);
    const { by, widest } = await sidewaysOverflow(page);
    if (by > 0) found.push(`${path} scrolls ${by} px sideways: ${widest.join(', ')}`);
  }
  return found;
}

/** The signed-in walk in parts, so the parts run side by side and each stays well inside its time limit. */
const PARTS = 3;

test.describe('fit on a small phone', () => {
  const viewport = { width: 320, height: 640 };
  test.use({ viewport });

  for (let part = 0; part < PARTS; part++) {
    test(`no page scrolls sideways at 320 px, signed in (part ${part + 1} of ${PARTS})`, async ({ page }) => {
      // Two cards make the widest /cards/ (issue 13: 378 px at 375).
      await page.route('**/api/v3/payment/cards/', (route) => route.fulfill({ json: TWO_CARDS }));
      const paths = (await everyPath(page)).filter((_, index) => index % PARTS === part);
      expect(
        await overflowing(
          page,
          paths.map((p) => p.path),
        ),
      ).toEqual([]);
    });
  }

  test('no public page scrolls sideways at 320 px, signed out', async ({ page, browser, baseURL }) => {
    const paths = (await everyPath(page)).filter(({ id }) => PUBLIC.has(id));
    const visitor = await browser.newPage({ baseURL, viewport });
    const found = await overflowing(
      visitor,
      paths.map((p) => p.path),
    );
    await visitor.close();
    expect(found).toEqual([]);
  });
});

test('the code step fits 375 px once the SMS resend appears after 60 s', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 720 },
    // A visitor: the file's signed-in session is not theirs.
    storageState: { cookies: [], origins: [] },
  });
  const visitor = await context.newPage();
  await requestCode(visitor, uniquePhone());
  // The page's time jumps a minute on: the countdown, still running, sees it at its next tick.
  await visitor.clock.install();
  await visitor.clock.fastForward('01:05');
  await expect(visitor.getByRole('button', { name: 'Не пришло? Отправить код по SMS' })).toBeVisible();
  const { by, widest } = await sidewaysOverflow(visitor);
  await context.close();
  expect(by, widest.join(', ')).toBe(0);
});

/*
 * On a phone the chat button is the footer's last item, in the flow, so nothing can be under it; from
 * 960 px it floats in the window's corner, in a lane the content keeps free for it: nothing that can be
 * pressed is under it wherever the page is scrolled.
 */
test("the chat button is in the footer's flow at 375 px", async ({ browser, baseURL }) => {
  const visitor = await browser.newPage({ baseURL, viewport: { width: 375, height: 720 } });
  await visitor.goto('/faq/');
  const chat = visitor.getByRole('contentinfo').getByRole('link', { name: CHAT });
  await expect(chat).toBeVisible();
  expect(await chat.evaluate((link) => getComputedStyle(link).position)).not.toBe('fixed');
  await visitor.close();
});

for (const [width, positions] of [[1280, ['top', 'end']]] as const) {
  test.describe(`the chat button at ${width} px`, () => {
    const viewport = { width, height: 720 };
    test.use({ viewport });

    test('covers nothing that can be pressed', async ({ page, browser, baseURL }) => {
      test.setTimeout(60_000);
      await page.route('**/api/v3/payment/cards/', (route) => route.fulfill({ json: TWO_CARDS }));
      const covered: string[] = [];
      // The first page of each session loads the app; the rest are opened inside it (a full load costs
      // a second of the browser's CPU), except the English one, which loads its language.
      const check = async (on: Page, path: string, load = false) => {
        if (load) await on.goto(path);
        else await openInApp(on, path);
        await settled(on);
        await expect(on.getByRole('link', { name: CHAT })).toBeVisible();
        for (const at of positions) {
          for (const hit of await underChatButton(on, CHAT, at)) covered.push(`${path} ${hit}`);
        }
      };
      await check(page, '/cards/', true);
      for (const path of ['/catalog/', '/subscriptions/', '/checkout/', '/profile/', '/success/']) {
        await check(page, path);
      }
      await check(page, '/en/payments/', true);
      const visitor = await browser.newPage({ baseURL, viewport });
      await check(visitor, '/', true);
      for (const path of ['/faq/', '/404/']) await check(visitor, path);
      await visitor.close();
      expect(covered).toEqual([]);
    });
  });
}
