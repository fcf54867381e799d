import { expect, type Page } from '@playwright/test';

/** A signed-in customer chooses iPhone 16 for `months` with pickup at the Manas office and opens checkout. */
export async function draftIphoneForPickup(page: Page, months: 6 | 12): Promise<void> {
  await page.goto('/catalog/smartphones/iphone-16/');
  await page.getByRole('radio', { name: new RegExp(`${months} месяцев`) }).check();
  await page.getByRole('radio', { name: 'Самовывоз' }).check();
  await page.getByRole('radio', { name: /Офис на Манаса/ }).check();
  await page.getByRole('button', { name: 'Оформить подписку' }).click();
  await expect(page).toHaveURL(/\/checkout\/$/);
}
