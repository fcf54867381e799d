import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { shoot, WIDTHS } from '../support/screenshot';
import { addStaffByCli, setUpByLink, staffEmail } from '../support/staff';

/** A product photo: a device of `fill` on a light background, as PNG. */
function picture(fill: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="100%" height="100%" fill="#f4f4f2"/>
    <rect x="430" y="110" width="340" height="680" rx="48" fill="${fill}"/>
    <circle cx="520" cy="200" r="34" fill="#d9dbe0"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test('staff catalogue: the list, a gadget with photos and a model form, the device page’s thumbnails, at 375 and 1280 px', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const photos = [
    { name: 'black.png', mimeType: 'image/png', buffer: await picture('#2e3541') },
    { name: 'pink.png', mimeType: 'image/png', buffer: await picture('#e8b4c8') },
  ];
  for (const [round, width] of WIDTHS.entries()) {
    const viewport = { width, height: 900 };
    const link = await addStaffByCli(baseURL ?? '', staffEmail('manager'), 'Айгерим Бекова', 'manager');
    const { page } = await setUpByLink(browser, link, viewport);

    await page.getByRole('navigation').getByRole('link', { name: 'Каталог' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Каталог' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Смартфоны/ })).toBeVisible();
    await shoot(page, 'staff-catalog', width);

    await page.getByRole('button', { name: 'Новая категория' }).click();
    await page.getByLabel('Название по-русски').fill('Камеры');
    await page.getByLabel('Адрес (slug)').fill('Камеры!');
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(page.getByText(/Адрес \(slug\) — латинские строчные буквы/)).toBeVisible();
    await shoot(page, 'staff-catalog-category-errors', width);
    await page.getByRole('button', { name: 'Отмена' }).click();

    await page.getByRole('link', { name: 'Открыть: iPhone 16', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'iPhone 16' })).toBeVisible();
    if (round === 0) {
      await page.getByLabel('Добавить фото').setInputFiles(photos);
      await expect(page.getByRole('status')).toHaveText('Фото добавлено.');
    }
    await expect(page.getByRole('img', { name: 'Фото 2' })).toBeVisible();
    await page
      .getByRole('button', { name: /^Изменить: iPhone 16/ })
      .first()
      .click();
    await page.getByLabel('Цвет, #rrggbb').fill('чёрный');
    await page.getByRole('button', { name: 'Сохранить модель' }).click();
    await expect(page.getByText('Цвет — в виде #rrggbb, например #1f2937, или пусто.')).toBeVisible();
    await shoot(page, 'staff-catalog-gadget', width);

    const visitor = await browser.newPage({ viewport, storageState: { cookies: [], origins: [] } });
    await visitor.goto('/catalog/smartphones/iphone-16/');
    await expect(visitor.getByRole('button', { name: 'Показать фото 2 из 2' })).toBeVisible();
    await visitor.getByRole('button', { name: 'Показать фото 2 из 2' }).click();
    await expect(visitor.locator('[data-picture="photo"] img')).toHaveAttribute('src', /\.webp$/);
    // The full-page picture from the top: the header and the photo column are sticky.
    await visitor.evaluate(() => window.scrollTo(0, 0));
    await shoot(visitor, 'catalog-device-photos', width);
    await visitor.close();
    await page.context().close();
  }
});
