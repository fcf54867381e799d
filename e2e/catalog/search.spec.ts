import { expect, test } from '@playwright/test';

test('search by name and sort by price live in the URL, so a shared link shows the same list', async ({
  page,
}) => {
  await page.goto('/catalog/');
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
