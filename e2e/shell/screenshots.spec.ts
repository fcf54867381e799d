import { expect, test } from '@playwright/test';

const PAGES = [
  ['home', '/'],
  ['about', '/about/'],
  ['faq', '/faq/'],
  ['documents', '/documents/'],
  ['not-found', '/no-such-page/'],
  ['catalog', '/catalog/'],
  ['en-home', '/en/'],
] as const;

for (const width of [375, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const [name, path] of PAGES) {
      test(`screenshot of ${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
      });
    }
  });
}
