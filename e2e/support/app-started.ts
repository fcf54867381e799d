import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app runs in the page. A page the server drew shows before its scripts and is inert
 * until they have taken it over (docs/decisions/032); what the app does on arrival — remembering
 * ?city= or ?device= — happens then.
 */
export async function appStarted(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}
