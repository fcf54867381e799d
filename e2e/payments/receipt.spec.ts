import { readFile } from 'node:fs/promises';
import { DEV_BILLING_PATH, formatDate, todayInBishkek } from '../../packages/contract/src/index';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/signed-in-test';
import { bindThroughGateway, card } from './hosted-page';

test('a paid month: from /payments/ to its receipt, then the PDF', async ({ page, client }) => {
  test.setTimeout(90_000);
  await page.goto('/cards/');
  await bindThroughGateway(page, 'Привязать карту', '4242 4242 4242 4242');
  await expect(card(page, '4242').getByText('Основная')).toBeVisible();
  // A subscription due today and one billing pass, which charges the card (as in cards.spec.ts).
  expect((await page.request.post(DEV_BILLING_PATH, { data: { phone: client.phone } })).status()).toBe(200);

  const receiptLink = page.getByRole('link', { name: 'Квитанция' });
  await expect(async () => {
    await page.goto('/payments/');
    await expect(receiptLink).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const row = page.getByRole('article').filter({ has: receiptLink });
  const rowAmount = row.locator('p').filter({ hasText: /\d\sсом$/ });
  const amount = (await rowAmount.textContent()) ?? '';
  expect(amount).toMatch(/^[\d\s]+\sсом$/);
  await receiptLink.click();

  await expect(page).toHaveURL(/\/payments\/\d+\/receipt\/$/);
  const id = /\/payments\/(\d+)\/receipt\//.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Квитанция об оплате № ${id}`);
  const today = formatDate(todayInBishkek(), 'ru');
  const line = (label: string) => page.getByRole('term').filter({ hasText: label }).locator('+ dd');
  await expect(line('Номер платежа')).toHaveText(id);
  await expect(line('Дата оплаты')).toHaveText(today);
  await expect(line('Назначение платежа')).toHaveText(/^Ежемесячная оплата подписки на .+/);
  await expect(line('Период')).toContainText(`2-й месяц из 12: ${today} – `);
  await expect(line('Способ оплаты')).toHaveText('Банковская карта •••• 4242');
  await expect(line('Сумма')).toHaveText(amount);
  await expect(line('Получатель')).toHaveText('ОсОО «Иджара Сервис»');
  await expect(line('ИНН')).toHaveText(/^\d{14}$/);
  await expect(line('Адрес')).toContainText('Бишкек');
  const breadcrumb = page.getByRole('navigation', { name: 'Навигационная цепочка' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Платежи', id, 'Квитанция']);
  await expectNoAxeViolations(page);

  // The link is the api's, signed for this session: what it serves is a PDF…
  const download = page.getByRole('link', { name: 'Скачать PDF' });
  const href = (await download.getAttribute('href')) ?? '';
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toBe(`attachment; filename="ijara-receipt-${id}.pdf"`);
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // …and the browser saves it as a file.
  const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(saved.suggestedFilename()).toBe(`ijara-receipt-${id}.pdf`);
  expect((await readFile(await saved.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
