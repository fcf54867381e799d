import {
  deletionDate,
  encodeDeletionAgreement,
  formatDate,
  SPEC_TEXTS,
  todayInBishkek,
} from '../../packages/contract/src/index';
import { bindThroughGateway } from '../payments/hosted-page';
import { buy } from '../subscriptions/buy';
import { apiPost } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/signed-in-test';

const ru = SPEC_TEXTS.ru;
const day = () => formatDate(deletionDate(todayInBishkek()), 'ru');

test.describe('personal data deletion', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a request shows the banner and refuses changes until it is cancelled', async ({
    page,
    request,
    client,
  }) => {
    await page.goto('/information-delete-profile/');
    await expect(page.getByRole('heading', { name: 'Что мы удалим' })).toBeVisible();
    await expect(
      page.getByText(`Если отправить запрос сегодня, данные будут удалены ${day()}`),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const word = page.getByLabel('Чтобы подтвердить, введите слово УДАЛИТЬ');
    await word.fill('удали');
    await page.getByRole('button', { name: 'Удалить мои данные' }).click();
    await expect(page.getByText(ru.deletionWordMismatch)).toBeVisible();
    await word.fill('удалить');
    await page.getByRole('button', { name: 'Удалить мои данные' }).click();

    const pending = page.getByRole('heading', { name: `Данные будут удалены ${day()}` });
    await expect(pending).toBeVisible();
    await expect(pending).toBeFocused();
    // Not on this page: the page itself says it.
    const banner = page.getByText(`Вы запросили удаление персональных данных. Дата удаления — ${day()}`);
    await expect(banner).toBeHidden();
    await expectNoAxeViolations(page, { label: 'the pending request' });

    // Every other page carries the banner; a change is refused before it is sent and leads back here.
    await page.goto('/profile/');
    await expect(banner).toBeVisible();
    await page.getByLabel('Имя', { exact: true }).fill('Айдана');
    await page.getByRole('button', { name: 'Сохранить изменения' }).click();
    await expect(page).toHaveURL('/information-delete-profile/');
    await page.goto('/bonus-system/');
    await expect(banner).toBeVisible();
    await page.getByLabel('Введите промокод').fill('WELCOME500');
    await page.getByRole('button', { name: 'Активировать' }).click();
    await expect(page).toHaveURL('/information-delete-profile/');
    // The api refuses it too, and names the page.
    const refused = await apiPost(request, 'bonus/promo/', { promo: 'WELCOME500' }, { token: client.token });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: 'forbidden',
      redirect: '/information-delete-profile/',
    });

    await page.getByRole('button', { name: 'Отменить удаление' }).click();
    await expect(
      page.getByText('Запрос на удаление отменён. Кабинет снова работает как обычно.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Удалить мои данные' })).toBeVisible();

    await page.goto('/profile/');
    await expect(page.getByRole('heading', { level: 1, name: 'Личные данные' })).toBeVisible();
    await expect(banner).toBeHidden();
    await page.getByLabel('Имя', { exact: true }).fill('Айдана');
    await page.getByRole('button', { name: 'Сохранить изменения' }).click();
    await expect(page.getByText(ru.successUpdated)).toBeVisible();
  });

  test('a request made on another device: the api refuses and sends the page to the deletion page', async ({
    page,
    request,
    client,
  }) => {
    await page.goto('/bonus-system/');
    await expect(page.getByRole('region', { name: 'Ваш баланс' })).toBeVisible();
    const agreement = encodeDeletionAgreement(client.token, 'УДАЛИТЬ');
    const asked = await apiPost(request, 'user/deletepersonaldata/', { agreement }, { token: client.token });
    expect(asked.status(), await asked.text()).toBe(200);

    // This page still holds the client from before: the api's 403 redirect is followed and the client
    // read again, so the banner shows on the next page.
    await page.getByLabel('Введите промокод').fill('WELCOME500');
    await page.getByRole('button', { name: 'Активировать' }).click();
    await expect(page).toHaveURL('/information-delete-profile/');
    await expect(page.getByRole('heading', { name: `Данные будут удалены ${day()}` })).toBeVisible();
    await page.getByRole('link', { name: 'Подписки', exact: true }).first().click();
    await expect(page.getByText(`Дата удаления — ${day()}`)).toBeVisible();
  });

  test('running subscriptions block the request, and the message names them', async ({
    page,
    request,
    client,
  }) => {
    await page.goto('/cards/');
    await bindThroughGateway(page, 'Привязать карту', '4242 4242 4242 4242');
    const id = await buy(request, client.token);

    await page.goto('/information-delete-profile/');
    await page.getByLabel('Чтобы подтвердить, введите слово УДАЛИТЬ').fill('УДАЛИТЬ');
    await page.getByRole('button', { name: 'Удалить мои данные' }).click();
    const refusal = page.getByRole('alert');
    await expect(refusal).toContainText(`№ ${id} iPhone 16`);
    await refusal.getByRole('link', { name: 'К подпискам' }).click();
    await expect(page).toHaveURL('/subscriptions/');
  });
});
