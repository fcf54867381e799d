import { DEV_BILLING_PATH, DEV_NOTICES_PATH, ZDevNoticesResponse } from '../../packages/contract/src/index';
import { draftIphoneForPickup } from '../checkout/draft';
import { expect, test } from '../support/signed-in-test';
import { bindThroughGateway, card } from './hosted-page';

test.describe('a notice of a failed charge (docs/decisions/027)', () => {
  test('its pay link opens the account; checkout waits for the payment; paying clears the due amount', async ({
    page,
    client,
  }) => {
    await page.goto('/cards/');
    // Binds, then every charge fails for lack of funds.
    await bindThroughGateway(page, 'Привязать карту', '4000 0000 0000 9995');
    await expect(card(page, '9995').getByText('Основная')).toBeVisible();
    const billing = await page.request.post(DEV_BILLING_PATH, { data: { phone: client.phone } });
    expect(billing.status()).toBe(200);

    // The dev door sends this client's due notices now (the real job holds them in the quiet hours).
    const sent = await page.request.post(DEV_NOTICES_PATH, { data: { phone: client.phone } });
    expect(sent.status()).toBe(200);
    const notice = ZDevNoticesResponse.parse(await sent.json()).messages.find(
      (m) => m.kind === 'charge_failed',
    );
    expect(notice?.text).toContain('Ijara: не удалось списать');
    expect(notice?.text).toContain('На карте недостаточно средств.');
    const link = /https?:\/\/\S+\/payments\/\?subscription=\d+/.exec(notice?.text ?? '')?.[0];
    expect(link).toBeTruthy();

    // No new order while the payment is unpaid: checkout says so before anything is chosen there.
    await draftIphoneForPickup(page, 12);
    await expect(page.getByText(/У вас есть неоплаченный платёж/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Перейти к платежам' })).toHaveAttribute(
      'href',
      '/payments/',
    );
    await expect(page.getByRole('button', { name: /^Оплатить/ })).toHaveCount(0);

    // A card that pays, made the main one, then the link from the message.
    await page.goto('/cards/');
    await bindThroughGateway(page, 'Привязать ещё одну карту', '4242 4242 4242 4242');
    await card(page, '4242').getByRole('button', { name: 'Сделать основной' }).click();
    await expect(card(page, '4242').getByText('Основная')).toBeVisible();
    await page.goto(link ?? '');
    await expect(page.getByText('Пополните карту или выберите другую основную карту')).toBeVisible();
    const row = page.getByRole('article').filter({ hasText: 'Не прошёл' }).first();
    await row.getByRole('button', { name: 'Оплатить', exact: true }).click();
    await expect(page.getByText(/Платёж на .+ прошёл\. Спасибо!/)).toBeVisible();
    await expect(page.getByText('Пополните карту или выберите другую основную карту')).toHaveCount(0);

    // Paid: the same draft can be ordered again.
    await page.goto('/checkout/');
    await expect(page.getByRole('button', { name: /^Оплатить/ })).toBeVisible();
    await expect(page.getByText(/У вас есть неоплаченный платёж/)).toHaveCount(0);
  });
});
