import type { Page } from '@playwright/test';
import { bindThroughGateway } from '../payments/hosted-page';
import { shoot, WIDTHS } from '../support/screenshot';
import { expect, test } from '../support/signed-in-test';

/**
 * Builds a draft on the device page and opens /checkout/ with it. Each width takes another term: the
 * same draft again would be the same order, which the api refuses while it waits for its hand-over.
 */
async function draftAndCheckout(page: Page, way: 'pickup' | 'delivery', term: RegExp): Promise<void> {
  await page.goto('/catalog/smartphones/iphone-16/');
  await page.getByRole('radio', { name: term }).check();
  await page.getByRole('checkbox', { name: /Защитный чехол и стекло/ }).check();
  await page.getByLabel(/Страховка/).check();
  if (way === 'pickup') await page.getByRole('radio', { name: 'Самовывоз' }).check();
  else await page.getByLabel('Адрес доставки').fill('Бишкек, ул. Токтогула, 125, кв. 7');
  await page.getByRole('button', { name: 'Оформить подписку' }).click();
  await expect(page.getByRole('button', { name: /^Оплатить/ })).toBeVisible();
}

test('device page, catalogue search, checkout and both success pages at 375 and 1280 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/cards/');
  await bindThroughGateway(page, 'Привязать карту', '4242 4242 4242 4242');

  // A promo code is once per person: each width applies another one.
  const promos = ['FIRST50', 'SAVE10'];
  const terms = [/12 месяцев/, /6 месяцев/];
  for (const [index, width] of WIDTHS.entries()) {
    const promo = promos[index] ?? '';
    const term = terms[index] ?? /3 месяца/;
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/catalog/?q=iphone&sort=price-asc');
    await expect(page.getByRole('article').first()).toBeVisible();
    await shoot(page, 'catalog-search', width);
    await page.goto('/catalog/smartphones/iphone-16/');
    await page.getByRole('radio', { name: 'Самовывоз' }).check();
    await shoot(page, 'device-page', width);

    await draftAndCheckout(page, 'pickup', term);
    await page.getByLabel('Промокод').fill(promo);
    await page.getByRole('button', { name: 'Применить' }).click();
    await expect(page.getByText(`Промокод ${promo}`)).toBeVisible();
    await page.getByLabel(/Я принимаю публичную оферту/).check();
    await shoot(page, 'checkout', width);
    await page.getByRole('button', { name: /^Оплатить/ }).click();
    await expect(page.getByRole('heading', { name: 'Подписка оформлена' })).toBeVisible();
    await expect(page.getByText('Заказ', { exact: true })).toBeVisible();
    await shoot(page, 'success-subscription', width);

    await draftAndCheckout(page, 'delivery', term);
    await page.getByLabel(/Я принимаю публичную оферту/).check();
    await page.getByRole('button', { name: /^Оплатить/ }).click();
    await expect(page.getByRole('heading', { name: 'Спасибо! Заявка принята' })).toBeVisible();
    await shoot(page, 'success', width);
  }
});
