import type { Page } from '@playwright/test';

/** The widths every screen is looked at: a phone and a desktop. */
export const WIDTHS = [375, 1280] as const;

/** A full-page PNG in test-results/screenshots/ once the page has settled, for a person to look at. */
export async function shoot(page: Page, name: string, width: number): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
}
