import { shoot, WIDTHS } from '../support/screenshot';
import { expect, test } from '../support/signed-in-test';
import { addStaffByCli, handOver, setUpByLink, staffEmail } from '../support/staff';
import { picture, rentWithCard, sendReport, startReport } from './report';

test('the claim report form, the claim on the subscription page and the staff claim page', async ({
  page,
  request,
  client,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const id = await rentWithCard(page, request, client.token, 'iphone-16-pro');
  // Handed over at the counter with photos: the staff claim page shows them beside the client's.
  const link = await addStaffByCli(baseURL ?? '', staffEmail('manager'), 'Нурлан Мамытов', 'manager');
  const { page: desk } = await setUpByLink(browser, link);
  await handOver(desk, id);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await startReport(page, id, /Украли/, 'Вырвали из рук в маршрутке на Чуй, заявление в милицию подано.');
    await page
      .getByLabel('Добавить фото')
      .setInputFiles([await picture(page, 'front.png'), await picture(page, 'back.png')]);
    await page.getByLabel('Приложить справку').setInputFiles(await picture(page, 'spravka.png'));
    await expect(page.getByRole('img', { name: 'Фото справки из милиции' })).toBeVisible();
    await shoot(page, 'claim-report-form', width);
  }
  // A report two days late (not sent): the cost box says staff decide on the cover.
  await page.setViewportSize({ width: 375, height: 900 });
  await page.getByLabel('Дата').fill(
    await page.evaluate(() => {
      const at = new Date(Date.now() - 2 * 86_400_000);
      return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
    }),
  );
  await expect(page.getByRole('note')).toBeVisible();
  await page.getByRole('region', { name: 'Сколько это будет стоить' }).screenshot({
    path: 'test-results/screenshots/claim-report-late-cost-375.png',
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await startReport(page, id, /Украли/, 'Вырвали из рук в маршрутке на Чуй, заявление в милицию подано.');
  await page
    .getByLabel('Добавить фото')
    .setInputFiles([await picture(page, 'front.png'), await picture(page, 'back.png')]);
  await page.getByLabel('Приложить справку').setInputFiles(await picture(page, 'spravka.png'));
  const claimId = await sendReport(page);
  await shoot(page, 'claim-report-done', 1280);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/subscriptions/${id}/`);
    const section = page.getByRole('region', { name: 'Поломка, потеря или кража' });
    await expect(section.getByRole('article', { name: `Заявка №${claimId}: кража` })).toBeVisible();
    await shoot(page, 'subscription-claim', width);
    await section.screenshot({ path: `test-results/screenshots/subscription-claim-card-${width}.png` });
  }

  await desk.getByRole('navigation').getByRole('link', { name: 'Заявки' }).click();
  await expect(desk.getByRole('link', { name: String(claimId), exact: true })).toBeVisible();
  await shoot(desk, 'staff-claims', 1280);
  await desk.getByRole('link', { name: String(claimId), exact: true }).click();
  await desk.getByRole('button', { name: 'Взять в работу' }).click();
  await expect(desk.getByRole('status')).toHaveText('Заявка взята в работу.');
  await desk.getByRole('radio', { name: 'Списание — подписка завершится' }).check();
  await expect(desk.getByTestId('claim-computed')).toBeVisible();
  await shoot(desk, 'staff-claim', 1280);
});
