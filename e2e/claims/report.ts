import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { bindThroughGateway } from '../payments/hosted-page';
import { buy } from '../subscriptions/buy';

/** A card bound through the hosted page, then `gadget` ordered through the api: the subscription's id. */
export async function rentWithCard(
  page: Page,
  request: APIRequestContext,
  token: string,
  gadget: string,
  insurance = true,
): Promise<number> {
  await page.goto('/cards/');
  await bindThroughGateway(page, 'Привязать карту', '4242 4242 4242 4242');
  return buy(request, token, gadget, insurance);
}

/** The device's own clock now, as the form's date and time inputs hold it (with seconds). */
export async function nowInBrowser(page: Page): Promise<{ date: string; time: string }> {
  return page.evaluate(() => {
    const at = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
      time: `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`,
    };
  });
}

/** From a subscription's page to its report form, what happened and when (just now), and a description. */
export async function startReport(page: Page, subscriptionId: number, kind: RegExp, description: string) {
  await page.goto(`/subscriptions/${subscriptionId}/`);
  await page.getByRole('link', { name: 'Сообщить о поломке, потере или краже' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Сообщить о поломке, потере или краже' }),
  ).toBeVisible();
  await page.getByRole('radio', { name: kind }).check();
  const now = await nowInBrowser(page);
  await page.getByLabel('Дата').fill(now.date);
  await page.getByLabel('Время').fill(now.time);
  await page.getByLabel('Что произошло').fill(description);
}

/** Sends the form; the number of the claim it filed. */
export async function sendReport(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Отправить заявку' }).click();
  const done = page.getByRole('heading', { level: 1, name: /^Заявка №\d+ принята$/ });
  await expect(done).toBeVisible();
  return Number((await done.textContent())?.match(/\d+/)?.[0]);
}

/** A picture to send as a photo: the page as it is now. */
export async function picture(page: Page, name: string) {
  return { name, mimeType: 'image/png', buffer: await page.screenshot() };
}
