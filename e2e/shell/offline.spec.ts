import { expect, test } from '@playwright/test';

// The other journeys block service workers (playwright.config.ts); this one is about the worker.
test.use({ serviceWorkers: 'allow' });

test('a reload while offline still shows the shell and says it is offline', async ({ page, context }) => {
  await page.goto('/faq/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The page that registered the worker is not controlled until the next load.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Нет подключения к интернету/).first()).toBeVisible();
  await context.setOffline(false);
});
