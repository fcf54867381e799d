import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 1280, height: 900 } });

/* Two visits, each walking a few pages in one loaded app: a new page load is most of a journey's cost. */

test('the FAQ: the footer, the questions from the api as an accordion, the language switch keeping the page', async ({
  page,
}) => {
  await page.goto('/faq/');
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Ijara`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Вопросы и ответы/);
  await page.getByRole('button', { name: /залог/i }).first().click();
  await expect(page.getByRole('region').filter({ hasText: /залог/i }).first()).toBeVisible();

  await page.getByRole('link', { name: /English/ }).click();
  await expect(page).toHaveURL('/en/faq/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/FAQ|Questions/i);
  await expect(page).toHaveTitle('FAQ — Ijara');
  await page.getByRole('link', { name: /Русский/ }).click();
  await expect(page).toHaveURL('/faq/');
  await expect(page).toHaveTitle('Вопросы и ответы — Ijara');
});

test('the documents link to every document page, a document shows only the logo, about has the social links', async ({
  page,
}) => {
  await page.goto('/en/documents/');
  for (const [name, path] of [
    [/offer/i, '/en/contract/'],
    [/recurring/i, '/en/rekurrent/'],
    [/privacy/i, '/en/privacy/'],
  ] as const) {
    await page.getByRole('main').getByRole('link', { name }).first().click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/en/documents/');
  }

  await page.goto('/privacy/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/конфиденциальност/i);
  await expect(page.getByRole('navigation', { name: /меню|menu/i })).toHaveCount(0);

  await page.goto('/about/');
  await expect(page.getByRole('link', { name: /WhatsApp/ }).first()).toHaveAttribute('href', /wa\.me/);
  await expect(page.getByRole('link', { name: /Telegram/ }).first()).toHaveAttribute('href', /t\.me/);
});
