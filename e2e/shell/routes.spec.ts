import { expect, type Page, test } from '@playwright/test';
import { SPEC_TEXTS } from '../../packages/contract/src/index';

// A handful of routes in the browser, end to end through the api's HTML serving and the web router.
// Every route of SPEC.md §2 in both languages is checked below the browser: the server's answer (200, 404,
// 301) in apps/api/test/plugins/web-app.test.ts, the rendering and the guards' redirects in
// apps/web/src/app/every-route.test.tsx (docs/decisions/019-test-layers.md).

async function expectPage(page: Page, path: string, locale: 'ru' | 'en') {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/* Two visits, each going through several pages in one browser page: a new page is most of a journey's cost. */

test('pages render in their language, with parameters; a guarded page sends a visitor home with the way back', async ({
  page,
}) => {
  await expectPage(page, '/catalog/smartphones/iphone-16/', 'ru');
  await expect(page).toHaveURL('/catalog/smartphones/iphone-16/');
  await expect(page.getByText(SPEC_TEXTS.ru.notFoundTitle)).toHaveCount(0);

  await expectPage(page, '/en/catalog/smartphones/', 'en');
  await expect(page).toHaveURL('/en/catalog/smartphones/');
  await expect(page.getByText(SPEC_TEXTS.en.notFoundTitle)).toHaveCount(0);

  await expectPage(page, '/subscriptions/', 'ru');
  // The way back rides along, for after signing in.
  await expect(page).toHaveURL('/?next=%2Fsubscriptions%2F');
  await expectPage(page, '/en/profile/', 'en');
  await expect(page).toHaveURL('/en/?next=%2Fen%2Fprofile%2F');
});

test('an unknown path answers 404 with the 404 page of its language; so does an unknown catalogue slug', async ({
  page,
}) => {
  const english = await page.goto('/en/no-such-page/');
  expect(english?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: SPEC_TEXTS.en.notFoundTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: SPEC_TEXTS.en.backHome })).toBeVisible();

  await page.goto('/catalog/no-such-category/');
  await expect(page.getByRole('heading', { name: SPEC_TEXTS.ru.notFoundTitle })).toBeVisible();

  const russian = await page.goto('/no-such-page/');
  expect(russian?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: SPEC_TEXTS.ru.notFoundTitle })).toBeVisible();
  await page.getByRole('link', { name: SPEC_TEXTS.ru.backHome }).click();
  await expect(page).toHaveURL('/');
});

test('/about redirects to /about/ with 301, keeping the query', async ({ request }) => {
  const response = await request.get('/about?from=ad', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/about/?from=ad');
});
