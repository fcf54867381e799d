import { DEV_TERM_END_PATH } from '../../packages/contract/src/index';
import { draftIphoneForPickup } from '../checkout/draft';
import { shoot, WIDTHS } from '../support/screenshot';
import { expect, test } from '../support/signed-in-test';

test('the term-end choices, a term chosen, and the unsubscribe dialog offering a newer model, at 375 and 1280 px', async ({
  page,
  request,
  client,
}) => {
  // Two widths, each a page, a choice and a dialog: longer than one journey.
  test.setTimeout(150_000);
  const answer = await request.post(DEV_TERM_END_PATH, { data: { phone: client.phone, endsInDays: 12 } });
  expect(answer.status()).toBe(200);
  const { subscriptionID } = (await answer.json()) as { subscriptionID: number };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/subscriptions/${subscriptionID}/`);
    const choices = page.getByRole('region', { name: 'Срок подходит к концу' });
    await choices.getByRole('radio', { name: /^На 6 месяцев/ }).check();
    await expect(choices.getByText(/^Новый срок: с /)).toBeVisible();
    await shoot(page, 'subscription-term-end-choices', width);
    await choices.screenshot({
      path: `test-results/screenshots/subscription-term-end-choices-section-${width}.png`,
    });

    await page.getByRole('button', { name: 'Отказаться' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('link', { name: 'Выбрать новую модель' })).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/subscription-unsubscribe-newer-${width}.png` });

    // The newer model: the link remembers what it replaces, and checkout says so.
    await dialog.getByRole('link', { name: 'Выбрать новую модель' }).click();
    await expect(page).toHaveURL(new RegExp(`/catalog/\\?replaces=${subscriptionID}$`));
    await draftIphoneForPickup(page, 6);
    await expect(page.getByText(`Взамен подписки №\u00a0${subscriptionID}:`)).toBeVisible();
    await shoot(page, 'checkout-newer-model', width);
  }
});
