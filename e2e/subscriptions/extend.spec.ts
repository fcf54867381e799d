import { DEV_TERM_END_PATH } from '../../packages/contract/src/index';
import { expect, test } from '../support/signed-in-test';

/** A customer in the last month of the term extends by 6 months: price and dates stated, one confirm. */
test('a subscription in its last month: extended by 6 months', async ({ page, request, client }) => {
  const answer = await request.post(DEV_TERM_END_PATH, { data: { phone: client.phone, endsInDays: 10 } });
  expect(answer.status()).toBe(200);
  const { subscriptionID } = (await answer.json()) as { subscriptionID: number };

  await page.goto(`/subscriptions/${subscriptionID}/`);
  const choices = page.getByRole('region', { name: 'Срок подходит к концу' });
  const six = choices.getByRole('radio', { name: /^На 6 месяцев — .* в месяц/ });
  await six.check();
  // Each term states its end; the chosen one's dates and price are stated again before confirming.
  const end = (await six.locator('xpath=..').getByText(/^до /).textContent())?.replace(/^до /, '') ?? '';
  expect(end).not.toBe('');
  await expect(choices.getByText(new RegExp(`^Новый срок: с .* по ${end}, .* в месяц`))).toBeVisible();
  await choices.getByRole('button', { name: 'Продлить на 6 месяцев' }).click();

  await expect(page.getByText(`Подписка продлена до ${end}`)).toBeVisible();
  await expect(choices).toBeHidden();
  const dates = page.getByRole('region', { name: 'Сроки и оплата' });
  await expect(dates.getByText(end).first()).toBeVisible();
  await page.reload();
  await expect(dates.getByText(new RegExp(`^6 месяцев с .* по ${end}`))).toBeVisible();
});
