import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { useOwnNetwork } from './network';

const WEBHOOK = '/api/bots/telegram/';
/** Set for the e2e server in e2e/support/serve.mts. */
const SECRET_HEADER = { 'x-telegram-bot-api-secret-token': 'e2e-telegram-secret' };

/** A Telegram user for one test: the chat and the sender are the same person. */
export function telegramUser(): number {
  return 100_000 + Math.floor(Math.random() * 1e9);
}

/** Posts an Update with `message` to the bot's webhook, as Telegram would. */
export async function telegramSends(
  request: APIRequestContext,
  userId: number,
  message: Record<string, unknown>,
): Promise<void> {
  const response = await request.post(WEBHOOK, {
    headers: SECRET_HEADER,
    data: {
      update_id: Math.floor(Math.random() * 1e9),
      message: {
        message_id: Math.floor(Math.random() * 1e6),
        date: Math.floor(Date.now() / 1000),
        chat: { id: userId, type: 'private' },
        from: { id: userId, is_bot: false, first_name: 'Айдай' },
        ...message,
      },
    },
  });
  expect(response.status()).toBe(200);
}

/** Opens the Telegram step of the sign-in screen and returns the ticket from the bot link. */
export async function startTelegramSignIn(page: Page, city = 'Бишкек'): Promise<string> {
  await useOwnNetwork(page);
  await page.goto('/');
  await page.getByLabel('Город').selectOption({ label: city });
  await page.getByRole('button', { name: 'Войти через Telegram' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Вход через Telegram' })).toBeVisible();
  const href = (await page.getByRole('link', { name: /Открыть Telegram/ }).getAttribute('href')) ?? '';
  return new URL(href).searchParams.get('start') ?? '';
}

/** The person presses Start in the bot and shares their own contact with `phone`. */
export async function confirmInTelegram(
  request: APIRequestContext,
  ticket: string,
  phone: string,
): Promise<void> {
  const userId = telegramUser();
  await telegramSends(request, userId, { text: `/start ${ticket}` });
  await telegramSends(request, userId, {
    contact: { phone_number: `+${phone}`, user_id: userId, first_name: 'Айдай' },
  });
}

/** Signs `phone` in through the bot without any code being sent (no send limit is touched). */
export async function signInWithTelegram(page: Page, phone: string): Promise<void> {
  await confirmInTelegram(page.request, await startTelegramSignIn(page), phone);
  await page.waitForURL((url) => url.pathname !== '/');
}
