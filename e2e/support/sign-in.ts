import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEV_OUTBOX_PATH, normalizePhone, ZDevOutboxResponse } from '../../packages/contract/src/index';
import { appStarted } from './app-started';
import { E2E_LOOPBACK_URL } from './base-url';
import { useOwnNetwork } from './network';

/** A fresh, valid Kyrgyz mobile number for one test: 996 70X XXX XXX. */
export function uniquePhone(): string {
  for (;;) {
    const phone = `99670${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
    if (normalizePhone(phone) === phone) return phone;
  }
}

/**
 * The newest code the dev channel sent to `phone`, once at least `count` messages have gone there.
 * Read straight from this machine: the outbox answers no forwarded request, and a journey's own
 * request context carries its X-Forwarded-For (./network.ts).
 */
export async function readCode(_request: APIRequestContext, phone: string, count = 1): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await fetch(`${E2E_LOOPBACK_URL}${DEV_OUTBOX_PATH}?phone=${phone}`);
      const { messages } = ZDevOutboxResponse.parse(await response.json());
      code = messages.length >= count ? (messages[0]?.code ?? '') : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Fills the first step of the sign-in screen (Russian) and asks for the code. */
export async function requestCode(page: Page, phone: string, city = 'Бишкек'): Promise<void> {
  await useOwnNetwork(page);
  await page.goto('/');
  // The drawn page is inert until the app has taken it over; a fill before then goes nowhere.
  await appStarted(page);
  const field = page.getByLabel('Номер телефона');
  // The form's checks arrive while the page is idle and take the plain form's place (docs/decisions/061);
  // a fill landing in the instant of that swap goes into the field being replaced. What is typed before
  // the checks arrive is kept: apps/web/src/features/auth/components/sign-in-form.test.tsx.
  await expect(async () => {
    await field.fill(phone.slice(3));
    await expect(field).not.toHaveValue('', { timeout: 1_000 });
  }).toPass();
  await page.getByLabel('Город').selectOption({ label: city });
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Введите код' })).toBeVisible();
}

/**
 * Signs `phone` in through the UI with the code from the dev outbox. A new person ends on
 * /registration/, a registered one on their landing page (SPEC.md §2).
 */
export async function signIn(page: Page, phone: string): Promise<void> {
  await requestCode(page, phone);
  const code = await readCode(page.request, phone);
  // Typing the sixth digit submits by itself.
  await page.getByLabel('Код из сообщения').fill(code);
  await page.waitForURL((url) => url.pathname !== '/');
}

/** Completes /registration/ with valid data and waits to leave it. */
export async function register(page: Page, name = { first: 'Айдай', last: 'Токтогулова' }): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Завершите регистрацию' })).toBeVisible();
  await page.getByLabel('Фамилия').fill(name.last);
  await page.getByLabel('Имя', { exact: true }).fill(name.first);
  await page.getByLabel('Дата рождения').fill('1995-04-17');
  await page.getByText('Женский').click();
  await page.getByLabel('Гражданство').selectOption('kg');
  await page.getByLabel('Как с вами связаться').selectOption('whatsapp');
  await page.getByRole('button', { name: 'Сохранить и продолжить' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/registration/'));
}
