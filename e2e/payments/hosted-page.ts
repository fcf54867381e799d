import type { Page } from '@playwright/test';

/** Types a test card on the sandbox gateway's hosted page and comes back to /cards/. */
export async function bindThroughGateway(page: Page, button: string, number: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(/\/sandbox-gateway\/bind\//);
  await page.getByLabel('Номер карты').fill(number);
  await page.getByLabel('Срок действия (ММ/ГГ)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Привязать карту' }).click();
  await page.waitForURL((url) => url.pathname === '/cards/');
}

/** A bound card on /cards/, found by its last four digits. */
export const card = (page: Page, last4: string) => page.getByRole('article', { name: new RegExp(last4) });
