import { expect, test } from '@playwright/test';
import { uniquePhone } from '../support/sign-in';
import { confirmInTelegram, startTelegramSignIn } from '../support/telegram';

test('signing in through the Telegram bot', async ({ page }) => {
  const ticket = await startTelegramSignIn(page);
  const link = page.getByRole('link', { name: /Открыть Telegram/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('href', `https://t.me/ijara_kg_bot?start=${ticket}`);
  await expect(page.getByText('Откройте бота @ijara_kg_bot')).toBeVisible();
  await expect(page.getByText('Ждём подтверждения из Telegram…')).toBeVisible();

  await confirmInTelegram(page.request, ticket, uniquePhone());

  // The page polls every ~2 s; a new person completes the profile next.
  await page.waitForURL('/registration/');
  await expect(page.getByRole('heading', { level: 1, name: 'Завершите регистрацию' })).toBeVisible();
});

test('a Telegram sign-in needs the city first', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Войти через Telegram' }).click();
  await expect(page.getByText('Это поле обязательно')).toBeVisible();
  await expect(page.getByLabel('Город')).toBeFocused();
});
