import { type Browser, expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ops } from './ops-cli';

export const STAFF_PASSWORD = 'correct horse battery';

/**
 * The code an authenticator app shows `aheadSeconds` from now. The api takes the codes of one step
 * either side and each step once, so a sign-in right after a set-up uses the next step's code.
 */
export function totpCode(secret: string, aheadSeconds = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + aheadSeconds * 1000,
  });
}

let people = 0;
/** An address no other run of the suite has used. */
export function staffEmail(role: string): string {
  people += 1;
  return `${role}.${Date.now().toString(36)}${people}@ijara.kg`;
}

/** `npm run ops -- staff-add …` (with `--office` for an operator): the one-time set-up link it prints. */
export async function addStaffByCli(
  baseURL: string,
  email: string,
  name: string,
  role: string,
  office?: string,
): Promise<string> {
  const args = ['staff-add', email, '--name', name, '--role', role, ...(office ? ['--office', office] : [])];
  const { setupLink } = await ops<{ setupLink: string }>(baseURL, ...args);
  return setupLink;
}

/** Opens a set-up link in a browser of its own, sets the password and the TOTP; answers the secret. */
export async function setUpByLink(browser: Browser, link: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(link);
  const secret = (await page.locator('code.secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Пароль', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel('Пароль ещё раз').fill(STAFF_PASSWORD);
  await page.getByLabel('Код', { exact: true }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Сохранить и войти' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Заказы к выдаче' })).toBeVisible();
  return { page, secret };
}

export async function signInStaff(
  page: Page,
  email: string,
  secret: string,
  aheadSeconds = 30,
): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Пароль').fill(STAFF_PASSWORD);
  await page.getByLabel('Код из приложения-аутентификатора').fill(totpCode(secret, aheadSeconds));
  await page.getByRole('button', { name: 'Войти' }).click();
}

/**
 * An operator hands the order over in the staff app, on whatever page they are: two photos of the
 * device, the reserved unit's IMEI, a cable in the box, the ID checked.
 */
export async function handOver(page: Page, orderId: number): Promise<void> {
  await page.getByLabel('Поиск').fill(String(orderId));
  await page.getByRole('link', { name: String(orderId), exact: true }).click();
  await expect(page.getByRole('heading', { name: `Заказ № ${orderId}` })).toBeVisible();
  await expect(page.getByLabel('IMEI')).toHaveValue(/^\d{15}$/);
  const photo = await page.screenshot();
  await page.getByLabel('Сфотографировать или выбрать').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: photo },
    { name: 'back.png', mimeType: 'image/png', buffer: photo },
  ]);
  await expect(page.getByRole('img', { name: 'Фото 2' })).toBeVisible();
  await page.getByLabel('Кабель').check();
  await page.getByLabel('Документ клиента проверен: ФИО и дата рождения совпадают').check();
  await page.getByRole('button', { name: 'Выдать устройство' }).click();
  await expect(page.getByRole('status')).toHaveText(`Заказ № ${orderId} выдан.`);
}
