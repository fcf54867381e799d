import { expect, test } from '@playwright/test';

test('the device page shows a visitor’s saved choices again when they come back to it', async ({ page }) => {
  await page.goto('/catalog/smartphones/iphone-16/');
  await page.getByRole('radio', { name: /6 месяцев/ }).check();
  await page.getByRole('checkbox', { name: /Защитный чехол и стекло/ }).check();
  await page.getByRole('radio', { name: 'Самовывоз' }).check();
  await page.getByRole('radio', { name: /Офис на Манаса/ }).check();
  await page.getByRole('button', { name: 'Войти и оформить' }).click();
  await expect(page.getByRole('textbox', { name: /телефон/i })).toBeVisible();

  // A new load: the draft comes from storage and is checked before the page starts from it.
  await page.goto('/catalog/smartphones/iphone-16/');
  await expect(page.getByRole('radio', { name: /6 месяцев/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /12 месяцев/ })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Защитный чехол и стекло/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Офис на Манаса/ })).toBeChecked();
});
