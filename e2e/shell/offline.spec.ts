import { expect, test } from '@playwright/test';
import { test as signedInTest } from '../support/signed-in-test';

// The other journeys block service workers (playwright.config.ts); this one is about the worker.
test.use({ serviceWorkers: 'allow' });
signedInTest.use({ serviceWorkers: 'allow' });

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

signedInTest(
  'a reload of /payments/ offline says it loads when the connection is back, then loads',
  async ({ page, context }) => {
    await page.goto('/payments/');
    await expect(page.getByRole('heading', { name: 'Платежей пока нет' })).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    // The worker keeps the shell, not the history: offline there is nothing saved to show.
    await context.setOffline(true);
    await page.reload();
    await expect(
      page.getByText('Нет соединения с интернетом — страница загрузится, когда связь вернётся'),
    ).toBeVisible();
    await expect(page.getByText('Нет подключения к интернету', { exact: true })).toBeVisible();
    await expect(page.getByText(/показываем сохранённые данные/)).toHaveCount(0);
    await expect(page.getByText(/что-то пошло не так/)).toHaveCount(0);

    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'Платежей пока нет' })).toBeVisible();
    await expect(page.getByText(/Нет подключения к интернету/)).toHaveCount(0);
  },
);
