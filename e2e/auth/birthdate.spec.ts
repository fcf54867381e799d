import { expect, test } from '../support/signed-in-test';

// A browser in English on the Russian page: the date follows the page, not the browser (issue 13).
test.use({ registered: false, locale: 'en-US' });

test('the birth date is typed day first in the page language, whatever the browser speaks', async ({
  page,
}) => {
  await page.goto('/registration/');
  const field = page.getByLabel('Дата рождения');
  await expect(field).toHaveAttribute('placeholder', 'ДД.ММ.ГГГГ');
  await field.pressSequentially('17041995');
  await expect(field).toHaveValue('17.04.1995');

  await page.getByLabel('Фамилия').fill('Токтогулова');
  await page.getByLabel('Имя', { exact: true }).fill('Айдай');
  await page.getByText('Женский').click();
  await page.getByLabel('Гражданство').selectOption('kg');
  await page.getByLabel('Как с вами связаться').selectOption('whatsapp');
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/v3/user/updateinfo/'));
  await page.getByRole('button', { name: 'Сохранить и продолжить' }).click();
  expect((await saved).postDataJSON()).toMatchObject({ birthdate: '1995-04-17' });
  await page.waitForURL((url) => !url.pathname.startsWith('/registration/'));

  await page.goto('/profile/');
  await expect(page.getByLabel('Дата рождения')).toHaveValue('17.04.1995');
});
