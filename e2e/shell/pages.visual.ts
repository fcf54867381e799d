import { expect, test } from '@playwright/test';
import { shoot, WIDTHS } from '../support/screenshot';
import { test as signedIn } from '../support/signed-in-test';

const PAGES = [
  ['home', '/'],
  ['about', '/about/'],
  ['faq', '/faq/'],
  ['documents', '/documents/'],
  ['not-found', '/no-such-page/'],
  ['catalog', '/catalog/'],
  ['en-home', '/en/'],
] as const;

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const [name, path] of PAGES) {
      test(`screenshot of ${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await shoot(page, name, width);
      });
    }
  });
}

signedIn.describe('with a loaded client at 375 px', () => {
  signedIn.use({ viewport: { width: 375, height: 800 } });

  signedIn('the open mobile menu', async ({ page }) => {
    await page.goto('/catalog/');
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/mobile-menu-375.png' });
  });
});
