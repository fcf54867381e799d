import { expect, test } from '@playwright/test';
import { shoot, WIDTHS } from '../support/screenshot';
import { addStaffByCli, setUpByLink, staffEmail } from '../support/staff';

test('staff app: sign-in, set-up, start page and staff at 375 and 1280 px', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  for (const width of WIDTHS) {
    const viewport = { width, height: 900 };
    const visitor = await browser.newPage({ viewport, storageState: { cookies: [], origins: [] } });
    await visitor.goto('/staff/');
    await expect(visitor.getByRole('heading', { name: 'Вход для сотрудников' })).toBeVisible();
    await shoot(visitor, 'staff-sign-in', width);
    const link = await addStaffByCli(baseURL ?? '', staffEmail('admin'), 'Аида Садыкова', 'admin');
    await visitor.goto(link);
    await expect(visitor.locator('code.secret')).toBeVisible();
    await shoot(visitor, 'staff-setup', width);
    await visitor.close();

    const { page } = await setUpByLink(browser, link, viewport);
    await shoot(page, 'staff-home', width);
    await page.goto('/staff/people/');
    await expect(page.getByRole('row', { name: /Аида Садыкова/ }).first()).toBeVisible();
    await shoot(page, 'staff-people', width);
    await page.context().close();
  }
});
