import { expect, test } from '@playwright/test';
import {
  addStaffByCli,
  STAFF_PASSWORD,
  setUpByLink,
  signInStaff,
  staffEmail,
  totpCode,
} from '../support/staff';

/*
 * Issue 29, staff accounts: the first admin comes from the CLI's link, signs in with password and TOTP,
 * adds an operator and a manager in the staff app; the operator sets up through their link and sees only
 * what the role allows.
 */
test('the first admin, set up by the CLI link, adds an operator who can sign in but not manage staff', async ({
  browser,
  baseURL,
}) => {
  const adminEmail = staffEmail('admin');
  const link = await addStaffByCli(baseURL ?? '', adminEmail, 'Аида Садыкова', 'admin');
  expect(link).toMatch(/\/staff\/setup\/\?token=[\w-]{43}$/);
  const { page, secret } = await setUpByLink(browser, link);

  // The link worked once: opened again, it says so.
  const again = await page.context().newPage();
  await again.goto(link);
  await expect(again.getByRole('alert')).toHaveText(/Ссылка недействительна/);
  await again.close();

  // Signed out, a wrong password is refused in place; the right one with the app's code signs in.
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByRole('heading', { name: 'Вход для сотрудников' })).toBeVisible();
  await page.getByLabel('E-mail').fill(adminEmail);
  await page.getByLabel('Пароль').fill('not the password');
  await page.getByLabel('Код из приложения-аутентификатора').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Неверный e-mail, пароль или код. Проверьте и попробуйте ещё раз.',
  );
  await signInStaff(page, adminEmail, secret);
  await expect(page.getByText('Аида Садыкова · администратор')).toBeVisible();

  // Staff: an operator needs an office; then a link to hand over.
  await page.getByRole('navigation').getByRole('link', { name: 'Сотрудники' }).click();
  const add = page.getByRole('form', { name: 'Добавить сотрудника' });
  const operatorEmail = staffEmail('operator');
  await add.getByLabel('Имя').fill('Эрмек Токтосунов');
  await add.getByLabel('E-mail').fill(operatorEmail);
  await add.getByRole('button', { name: 'Добавить сотрудника' }).click();
  await expect(add.getByText('Оператору нужен хотя бы один офис.')).toBeVisible();
  await add.getByRole('checkbox').first().check();
  await add.getByRole('button', { name: 'Добавить сотрудника' }).click();
  const operatorLink = (await page.getByTestId('setup-link').textContent()) ?? '';
  expect(operatorLink).toContain('/staff/setup/?token=');
  await expect(page.getByRole('row', { name: /Эрмек Токтосунов/ })).toContainText('ещё не настроил вход');

  await add.getByLabel('Имя').fill('Нурлан Мамытов');
  await add.getByLabel('E-mail').fill(staffEmail('manager'));
  await add.getByLabel('Роль').selectOption('manager');
  await add.getByRole('button', { name: 'Добавить сотрудника' }).click();
  await expect(page.getByRole('row', { name: /Нурлан Мамытов/ })).toContainText('менеджер');

  // The operator, at the counter on a phone, sets up and sees no staff management.
  const operator = await setUpByLink(browser, operatorLink, { width: 375, height: 800 });
  await expect(operator.page.getByRole('link', { name: 'Сотрудники', exact: true })).toHaveCount(0);
  await operator.page.goto('/staff/people/');
  await expect(operator.page.getByText('Это действие недоступно вашей роли.')).toBeVisible();
  expect(STAFF_PASSWORD.length).toBeGreaterThanOrEqual(12);

  // Deactivated by the admin, the operator's next call signs them out.
  await page.reload();
  await page.getByRole('button', { name: 'Отключить: Эрмек Токтосунов' }).click();
  await expect(page.getByRole('row', { name: /Эрмек Токтосунов/ })).toContainText('Отключён');
  await operator.page.goto('/staff/');
  await expect(operator.page.getByRole('heading', { name: 'Вход для сотрудников' })).toBeVisible();
  await operator.page.context().close();
  await page.context().close();
});
