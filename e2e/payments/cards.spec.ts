import { DEV_BILLING_PATH } from '../../packages/contract/src/index';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/signed-in-test';
import { bindThroughGateway, card } from './hosted-page';
import { PAYMENT_HISTORY } from './payment-history-stub';

test.describe('cards and payments', () => {
  test.describe.configure({ timeout: 90_000 });

  test('bind two cards through the hosted page, make the second active, remove the first', async ({
    page,
  }) => {
    await page.goto('/cards/');
    await expect(page.getByRole('heading', { name: 'Карт пока нет' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'рекуррентные платежи' })).toHaveAttribute(
      'href',
      '/rekurrent/',
    );

    await bindThroughGateway(page, 'Привязать карту', '4242 4242 4242 4242');
    await expect(page.getByText('Готово: карта Visa •••• 4242 привязана.')).toBeVisible();
    await expect(page).toHaveURL(/\/cards\/$/); // the ?bind= outcome is tidied from the address
    await expect(card(page, '4242').getByText('Основная')).toBeVisible();
    await expect(card(page, '4242').getByText('Списываем ежемесячную оплату')).toBeVisible();

    await bindThroughGateway(page, 'Привязать ещё одну карту', '5555 5555 5555 4444');
    await expect(page.getByText('Готово: карта Mastercard •••• 4444 привязана.')).toBeVisible();
    await expect(card(page, '4444').getByText('Основная')).toHaveCount(0);

    await card(page, '4444').getByRole('button', { name: 'Сделать основной' }).click();
    await expect(page.getByText('Теперь оплата списывается с карты Mastercard •••• 4444.')).toBeVisible();
    await expect(card(page, '4444').getByText('Основная')).toBeVisible();
    await expect(card(page, '4242').getByText('Основная')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await card(page, '4242').getByRole('button', { name: 'Удалить' }).click();
    const dialog = page.getByRole('dialog', { name: 'Удалить карту Visa •••• 4242?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Удалить карту' }).click();
    await expect(page.getByText('Карта Visa •••• 4242 удалена.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card(page, '4444').getByText('Основная')).toBeVisible();

    // The list is the api's, not the page's memory.
    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card(page, '4444')).toBeVisible();
  });

  test('a declined card, a cancelled binding and a 3-D Secure confirmation', async ({ page }) => {
    await page.goto('/cards/');
    await page.getByRole('button', { name: 'Привязать карту' }).click();
    await page.waitForURL(/\/sandbox-gateway\/bind\//);
    await page.getByLabel('Номер карты').fill('4000 0000 0000 0002');
    await page.getByLabel('Срок действия (ММ/ГГ)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Привязать карту' }).click();
    await expect(page.getByRole('alert')).toContainText('Банк отклонил эту карту');
    await page.getByRole('button', { name: 'Отменить и вернуться в Ijara' }).click();
    await page.waitForURL((url) => url.pathname === '/cards/');
    await expect(page.getByText('Привязка карты отменена. Карты остались без изменений.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Карт пока нет' })).toBeVisible();

    await page.getByRole('button', { name: 'Привязать карту' }).click();
    await page.waitForURL(/\/sandbox-gateway\/bind\//);
    await page.getByLabel('Номер карты').fill('4000 0000 0000 3220');
    await page.getByLabel('Срок действия (ММ/ГГ)').fill('11/31');
    await page.getByLabel('CVC').fill('321');
    await page.getByRole('button', { name: 'Привязать карту' }).click();
    await expect(page.getByRole('heading', { name: 'Подтверждение 3-D Secure' })).toBeVisible();
    await page.getByRole('button', { name: 'Подтвердить' }).click();
    await page.waitForURL((url) => url.pathname === '/cards/');
    await expect(page.getByText('Готово: карта Visa •••• 3220 привязана.')).toBeVisible();
    await expect(card(page, '3220').getByText('Действует до 11/31')).toBeVisible();
  });

  test('see a payment in /payments/', async ({ page, client }) => {
    await page.goto('/cards/');
    await bindThroughGateway(page, 'Привязать карту', '4242 4242 4242 4242');
    await expect(card(page, '4242').getByText('Основная')).toBeVisible();
    // Checkout is a later issue: the dev route gives this client an active subscription due today and
    // runs one billing pass, which charges the active card through the sandbox gateway.
    const response = await page.request.post(DEV_BILLING_PATH, { data: { phone: client.phone } });
    expect(response.status()).toBe(200);

    await expect(async () => {
      await page.goto('/payments/');
      const row = page.getByRole('region').first().getByRole('article').first();
      await expect(row).toContainText('Оплата подписки', { timeout: 1_000 });
      await expect(row).toContainText('Оплачен', { timeout: 1_000 });
      await expect(row).toContainText('Карта •••• 4242', { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
  });

  test('the payment history passes axe at 375 and 1280 px (payment/list/ stubbed)', async ({ page }) => {
    // Every status and kind of payment at once, which one real client cannot have yet.
    await page.route('**/api/v3/payment/list/', (route) => route.fulfill({ json: PAYMENT_HISTORY }));
    await page.goto('/payments/');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByRole('heading', { level: 2, name: 'Ноябрь 2026' })).toBeVisible();
      await expectNoAxeViolations(page, { label: `/payments/ at ${width} px`, soft: true });
    }
  });
});
