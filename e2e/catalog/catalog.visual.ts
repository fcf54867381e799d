import { expect, test } from '@playwright/test';
import { shoot, WIDTHS } from '../support/screenshot';

test('catalogue, a category and device pages at 375 and 1280 px', async ({ page }) => {
  test.setTimeout(90_000);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/catalog/');
    await expect(page.getByRole('article').first()).toBeVisible();
    await shoot(page, 'catalog', width);
    await page.goto('/catalog/laptops/');
    await expect(page.getByRole('article').first()).toBeVisible();
    await shoot(page, 'catalog-laptops', width);
    for (const device of [
      'smartphones/iphone-16-pro',
      'watches/apple-watch-series-10',
      'consoles/playstation-5-slim',
    ]) {
      await page.goto(`/catalog/${device}/`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, `device-${device.split('/')[1]}`, width);
    }
  }
});
