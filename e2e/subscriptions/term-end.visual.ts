import { DEV_TERM_END_PATH } from '../../packages/contract/src/index';
import { shoot, WIDTHS } from '../support/screenshot';
import { expect, test } from '../support/signed-in-test';

test('a subscription in its last month with the return booking, at 375 and 1280 px', async ({
  page,
  request,
  client,
}) => {
  const create = async () => {
    const answer = await request.post(DEV_TERM_END_PATH, { data: { phone: client.phone, endsInDays: 12 } });
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { subscriptionID: number }).subscriptionID;
  };
  const open = await create();
  const booked = await create();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/subscriptions/${open}/`);
    const section = page.getByRole('region', { name: 'Возврат устройства' });
    await section.getByLabel('Пункт выдачи', { exact: true }).selectOption({ index: 1 });
    const date = section.getByLabel('Дата возврата');
    await date.fill((await date.getAttribute('min')) ?? '');
    await expect(section.getByText(/^Вы вернёте устройство/)).toBeVisible();
    await shoot(page, 'subscription-term-end-form', width);

    await page.goto(`/subscriptions/${booked}/`);
    const bookedSection = page.getByRole('region', { name: 'Возврат устройства' });
    if (await bookedSection.getByRole('button', { name: 'Записаться на возврат' }).isVisible()) {
      await bookedSection.getByLabel('Пункт выдачи', { exact: true }).selectOption({ index: 1 });
      const day = bookedSection.getByLabel('Дата возврата');
      await day.fill((await day.getAttribute('max')) ?? '');
      await bookedSection.getByRole('button', { name: 'Записаться на возврат' }).click();
    }
    await expect(bookedSection.getByText('Что взять с собой')).toBeVisible();
    await shoot(page, 'subscription-term-end-booked', width);
  }
});
