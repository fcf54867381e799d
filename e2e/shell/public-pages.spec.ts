import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 1280, height: 900 } });

test('the footer shows the brand and the current year', async ({ page }) => {
  await page.goto('/faq/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Ijara`);
});

test('the FAQ comes from the api and opens like an accordion', async ({ page }) => {
  await page.goto('/faq/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Вопросы и ответы/);
  const first = page.getByRole('button', { name: /залог/i }).first();
  await first.click();
  await expect(page.getByRole('region').filter({ hasText: /залог/i }).first()).toBeVisible();
});

test('the language switch keeps the page', async ({ page }) => {
  await page.goto('/faq/');
  await page.getByRole('link', { name: /English/ }).click();
  await expect(page).toHaveURL('/en/faq/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/FAQ|Questions/i);
  await expect(page).toHaveTitle('FAQ — Ijara');
  await page.getByRole('link', { name: /Русский/ }).click();
  await expect(page).toHaveURL('/faq/');
  await expect(page).toHaveTitle('Вопросы и ответы — Ijara');
});

test('documents list links to every document page', async ({ page }) => {
  await page.goto('/en/documents/');
  for (const [name, path] of [
    [/offer/i, '/en/contract/'],
    [/recurring/i, '/en/rekurrent/'],
    [/privacy/i, '/en/privacy/'],
  ] as const) {
    await page.goto('/en/documents/');
    await page.getByRole('main').getByRole('link', { name }).first().click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('the document layout shows only the logo to a visitor', async ({ page }) => {
  await page.goto('/privacy/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/конфиденциальност/i);
  await expect(page.getByRole('navigation', { name: /меню|menu/i })).toHaveCount(0);
});

test('about shows the company and its social links', async ({ page }) => {
  await page.goto('/about/');
  await expect(page.getByRole('link', { name: /WhatsApp/ }).first()).toHaveAttribute('href', /wa\.me/);
  await expect(page.getByRole('link', { name: /Telegram/ }).first()).toHaveAttribute('href', /t\.me/);
});
