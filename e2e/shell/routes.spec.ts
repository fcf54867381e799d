import { expect, test } from '@playwright/test';
import { SPEC_TEXTS } from '../../packages/contract/src/index';
import { everyRoute, GUARDED } from '../support/routes';

test.describe('every route of SPEC.md §2 answers with the app', () => {
  for (const route of everyRoute()) {
    test(`${route.path}`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      const home = route.locale === 'en' ? '/en/' : '/';
      if (GUARDED.includes(route.id)) {
        await expect(page).toHaveURL(home);
      } else {
        await expect(page).toHaveURL(route.path);
      }
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', route.locale);
      await expect(page.getByText(SPEC_TEXTS[route.locale].notFoundTitle)).toHaveCount(
        route.id === 'notFound' ? 1 : 0,
      );
    });
  }
});

test.describe('unknown paths', () => {
  test('answer 404 and show the Russian 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: SPEC_TEXTS.ru.notFoundTitle })).toBeVisible();
    await page.getByRole('link', { name: SPEC_TEXTS.ru.backHome }).click();
    await expect(page).toHaveURL('/');
  });

  test('answer 404 and show the English 404 page', async ({ page }) => {
    const response = await page.goto('/en/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Sorry, this page could not be found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  });

  test('an unknown catalogue slug shows the 404 page', async ({ page }) => {
    await page.goto('/catalog/no-such-category/');
    await expect(page.getByRole('heading', { name: SPEC_TEXTS.ru.notFoundTitle })).toBeVisible();
  });

  test('/about redirects to /about/ with 301', async ({ request }) => {
    const response = await request.get('/about?from=ad', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/about/?from=ad');
  });
});
