import { expect, test } from '@playwright/test';

test('search by name and sort by price live in the URL, so a shared link shows the same list', async ({
  page,
}) => {
  // On a phone, with a visitor's city picker beside it, the field's hint is whole (issue 26 item 19:
  // it read "Найти устро" at 375 px).
  await page.setViewportSize({ width: 375, height: 720 });
  await page.goto('/catalog/');
  const room = await page.getByRole('searchbox', { name: 'Поиск по названию' }).evaluate((field) => {
    const input = field as HTMLInputElement;
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return -1;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const box =
      input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return box - context.measureText(input.placeholder).width;
  });
  expect(room).toBeGreaterThanOrEqual(0);
  await page.getByRole('searchbox', { name: 'Поиск по названию' }).fill('iphone pro');
  await expect(page).toHaveURL(/\/catalog\/\?q=iphone\+pro$/);
  await expect(page.getByRole('heading', { name: 'Найдено 2 устройства' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Сортировка' }).selectOption({ label: 'Сначала дороже' });
  await expect(page).toHaveURL(/\?q=iphone\+pro&sort=price-desc$/);
  const names = page.getByRole('article').getByRole('heading');
  await expect(names).toHaveText(['iPhone 16 Pro Max', 'iPhone 16 Pro']);

  // Another person opens the link.
  const shared = await page.context().newPage();
  await shared.goto(page.url());
  await expect(shared.getByRole('searchbox', { name: 'Поиск по названию' })).toHaveValue('iphone pro');
  await expect(shared.getByRole('article').getByRole('heading')).toHaveText([
    'iPhone 16 Pro Max',
    'iPhone 16 Pro',
  ]);

  await page.getByRole('searchbox', { name: 'Поиск по названию' }).fill('телевизор');
  await expect(page.getByRole('heading', { name: 'Ничего не нашлось' })).toBeVisible();
  await page.getByRole('button', { name: 'Сбросить поиск' }).click();
  await expect(page.getByRole('searchbox', { name: 'Поиск по названию' })).toHaveValue('');
  await expect(page).toHaveURL(/\/catalog\/\?sort=price-desc$/);
  await expect(page.getByRole('article').first()).toBeVisible();
});
