import { DEV_TERM_END_PATH } from '../../packages/contract/src/index';
import { expect, test } from '../support/signed-in-test';

/** A customer in the last month of the term books the return at an office and sees the booking. */
test('a subscription in its last month: the return booked at an office', async ({
  page,
  request,
  client,
}) => {
  const answer = await request.post(DEV_TERM_END_PATH, { data: { phone: client.phone, endsInDays: 10 } });
  expect(answer.status()).toBe(200);
  const { subscriptionID } = (await answer.json()) as { subscriptionID: number };

  await page.goto(`/subscriptions/${subscriptionID}/`);
  const section = page.getByRole('region', { name: 'Возврат устройства' });
  await expect(section.getByText(/Срок подписки заканчивается/)).toBeVisible();
  const office = section.getByLabel('Пункт выдачи', { exact: true });
  await office.selectOption({ index: 1 });
  const date = section.getByLabel('Дата возврата');
  const min = await date.getAttribute('min');
  if (!min) throw new Error('the date has no minimum');
  await date.fill(min);
  // The date and the place are stated before confirming.
  await expect(section.getByText(/^Вы вернёте устройство .* в пункт «/)).toBeVisible();
  await section.getByRole('button', { name: 'Записаться на возврат' }).click();

  await expect(section.getByText('Что взять с собой')).toBeVisible();
  await expect(section.getByText(/паспорт или ID-карту/)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Изменить запись' })).toBeVisible();
  await page.reload();
  await expect(section.getByText('Часы работы')).toBeVisible();

  // The contract as a PDF (docs/decisions/057): a link signed for this session, a download.
  const contract = page.getByRole('link', { name: 'Договор (PDF)' });
  const href = await contract.getAttribute('href');
  if (!href) throw new Error('the contract link has no address');
  const pdf = await request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
