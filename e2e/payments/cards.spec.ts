import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEV_BILLING_PATH } from '../../packages/contract/src/index';
import { register, signIn, uniquePhone } from '../support/sign-in';

// SPEC.md §9 fixes `maximum-scale=1`; axe's meta-viewport rule reports the specification's choice.
const AXE_DISABLED = ['meta-viewport'];

async function signInAsNewClient(page: Page): Promise<string> {
  const phone = uniquePhone();
  await signIn(page, phone);
  if (new URL(page.url()).pathname.startsWith('/registration/')) await register(page);
  return phone;
}

/** Types a test card on the sandbox gateway's hosted page and comes back to /cards/. */
async function bindThroughGateway(page: Page, button: string, number: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(/\/sandbox-gateway\/bind\//);
  await page.getByLabel('Номер карты').fill(number);
  await page.getByLabel('Срок действия (ММ/ГГ)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Привязать карту' }).click();
  await page.waitForURL((url) => url.pathname === '/cards/');
}

const card = (page: Page, last4: string) => page.getByRole('article', { name: new RegExp(last4) });

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).disableRules(AXE_DISABLED).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test.describe('cards and payments', () => {
  test.describe.configure({ timeout: 90_000 });

  test('bind two cards through the hosted page, make the second active, remove the first', async ({
    page,
  }) => {
    await signInAsNewClient(page);
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
    await signInAsNewClient(page);
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

  test('see a payment in /payments/', async ({ page }) => {
    const phone = await signInAsNewClient(page);
    await page.goto('/cards/');
    await bindThroughGateway(page, 'Привязать карту', '4242 4242 4242 4242');
    await expect(card(page, '4242').getByText('Основная')).toBeVisible();
    // Checkout is a later issue: the dev route gives this client an active subscription due today and
    // runs one billing pass, which charges the active card through the sandbox gateway.
    const response = await page.request.post(DEV_BILLING_PATH, { data: { phone } });
    expect(response.status()).toBe(200);

    await expect(async () => {
      await page.goto('/payments/');
      const row = page.getByRole('region').first().getByRole('article').first();
      await expect(row).toContainText('Оплата подписки', { timeout: 1_000 });
      await expect(row).toContainText('Оплачен', { timeout: 1_000 });
      await expect(row).toContainText('Карта •••• 4242', { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
  });

  test('screenshots of /cards/ and /payments/ at 375 and 1280 px', async ({ page }) => {
    await signInAsNewClient(page);
    await page.goto('/cards/');
    await bindThroughGateway(page, 'Привязать карту', '4242 4242 4242 4242');
    await expect(card(page, '4242')).toBeVisible();
    await bindThroughGateway(page, 'Привязать ещё одну карту', '5555 5555 5555 4444');
    await expect(card(page, '4444')).toBeVisible();

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/cards/');
      await expect(page.getByRole('article')).toHaveCount(2);
      await page.screenshot({ path: `test-results/screenshots/cards-${width}.png`, fullPage: true });
      await page.goto('/payments/');
      await expect(page.getByRole('heading', { level: 1, name: 'Платежи' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `test-results/screenshots/payments-${width}.png`, fullPage: true });
    }

    // Until a payment can exist (see the fixme above), the history's look is checked with a stubbed
    // answer of the contract's shape.
    await page.route('**/api/v3/payment/list/', (route) => route.fulfill({ json: HISTORY }));
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/payments/');
      await expect(page.getByRole('heading', { level: 2, name: 'Ноябрь 2026' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: `test-results/screenshots/payments-history-stub-${width}.png`,
        fullPage: true,
      });
    }
  });
});

const payment = (
  id: number,
  date: string,
  status: string,
  type: string,
  amount: number,
  sub: number | null,
) => ({
  id,
  type,
  status,
  amount,
  date,
  subscriptionID: sub,
  card: '**** 4444',
});

const HISTORY = {
  statusCode: '200',
  payments: [
    payment(6, '2026-11-01T04:00:00Z', 'fail', 'subscription', 489_000, 11),
    payment(5, '2026-11-01T04:00:00Z', 'success', 'insurance', 25_000, 11),
    payment(4, '2026-10-20T08:30:00Z', 'processing', 'subscription', 1_299_050, 12),
    payment(3, '2026-10-01T04:00:00Z', 'success', 'subscription', 489_000, 11),
    payment(2, '2026-10-01T04:00:00Z', 'success', 'insurance', 25_000, 11),
    payment(1, '2026-09-28T10:00:00Z', 'success', 'delivery', 30_000, 11),
  ],
};
