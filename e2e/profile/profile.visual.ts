import { encodeDeletionAgreement, SPEC_TEXTS } from '../../packages/contract/src/index';
import { apiPost } from '../support/api';
import { PROFILE } from '../support/api-sign-in';
import { shoot, WIDTHS } from '../support/screenshot';
import { expect, test } from '../support/signed-in-test';

test('profile, bonus and deletion pages at 375 and 1280 px', async ({ page, request, client }) => {
  test.setTimeout(120_000);
  // Something in every block: an e-mail waiting for its link, two promo codes in the history.
  const saved = await apiPost(
    request,
    'user/updateinfo/',
    { ...PROFILE, email: 'aidai.toktogulova@example.kg' },
    { token: client.token },
  );
  expect(saved.status(), await saved.text()).toBe(200);
  for (const promo of ['WELCOME500', 'BONUS100']) {
    const credited = await apiPost(
      request,
      'bonus/promo/',
      { promo },
      {
        token: client.token,
        headers: { 'idempotency-key': `visual-${promo}-${client.clientID}` },
      },
    );
    expect(credited.status(), await credited.text()).toBe(200);
  }

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });

    await page.goto('/profile/');
    await expect(page.getByText('Не подтверждена')).toBeVisible();
    await shoot(page, 'profile', width);

    await page.goto('/bonus-system/');
    await expect(page.getByRole('region', { name: 'История баллов' }).getByRole('listitem')).toHaveCount(2);
    await shoot(page, 'bonus-system', width);

    await page.goto('/information-delete-profile/');
    await expect(page.getByRole('button', { name: 'Удалить мои данные' })).toBeVisible();
    await shoot(page, 'deletion-request', width);

    await page.goto('/verify-email/?token=spent-or-wrong-token-0000000000000000000000');
    await expect(page.getByRole('heading', { level: 1, name: SPEC_TEXTS.ru.emailNotVerified })).toBeVisible();
    await shoot(page, 'verify-email-failed', width);

    // The refused save scrolls the page to the field; a full-page picture of a scrolled page draws the
    // sticky header across its middle, so this one is taken from the top.
    await page.goto('/profile/');
    await page.getByLabel('Имя', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Сохранить изменения' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'profile-errors', width);
  }

  const agreement = encodeDeletionAgreement(client.token, 'УДАЛИТЬ');
  const asked = await apiPost(request, 'user/deletepersonaldata/', { agreement }, { token: client.token });
  expect(asked.status(), await asked.text()).toBe(200);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/information-delete-profile/');
    await expect(page.getByRole('button', { name: 'Отменить удаление' })).toBeVisible();
    await shoot(page, 'deletion-pending', width);
    await page.goto('/profile/');
    await expect(page.getByText(/Дата удаления/)).toBeVisible();
    await shoot(page, 'profile-deletion-banner', width);
  }
});
