import { expect, test } from '@playwright/test';
import { ZCompaniesResponse } from '../../packages/contract/src/index';
import { apiGet } from '../support/api';
import { createClient, PROFILE } from '../support/api-sign-in';
import { shoot, WIDTHS } from '../support/screenshot';
import { addStaffByCli, setUpByLink, staffEmail } from '../support/staff';

test('staff companies: the form, the list, a list of employees refused and saved, a client waiting and confirmed, at 375 and 1280 px', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  for (const width of WIDTHS) {
    const viewport = { width, height: 900 };
    const link = await addStaffByCli(baseURL ?? '', staffEmail('manager'), 'Нургуль Асанова', 'manager');
    const { page } = await setUpByLink(browser, link, viewport);
    const name = `Бета Банк ${width}`;

    await page.getByRole('navigation').getByRole('link', { name: 'Компании' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Компании' })).toBeVisible();
    await page.getByRole('button', { name: 'Новая компания' }).click();
    await page.getByLabel('Название по-русски').fill(name);
    await page.getByLabel('Название по-английски').fill(`Beta Bank ${width}`);
    await page.getByLabel('Скидка, %').fill('150');
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(page.getByText('Скидка — целое число процентов от 0 до 100.')).toBeVisible();
    await shoot(page, 'staff-company-form-errors', width);
    await page.getByLabel('Скидка, %').fill('10');
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(page.getByRole('status')).toContainText(name);

    // A client who chose the company at sign-in: waiting for confirmation.
    const listed = ZCompaniesResponse.parse(await (await apiGet(request, 'info/companies/')).json());
    const company = listed.companies.find((row) => row.name === name);
    if (!company) throw new Error(`no ${name} in info/companies/`);
    const client = await createClient(request, { profile: { ...PROFILE, company: company.id } });
    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('0 / 1');
    await shoot(page, 'staff-companies', width);

    await page.getByRole('button', { name: `Список сотрудников: ${name}` }).click();
    const phones = page.getByLabel('Телефоны сотрудников');
    await phones.fill(`+${client.phone}\nИванов Иван\n\n0555 123 456\n12`);
    await page.getByRole('button', { name: 'Сохранить список' }).click();
    await expect(
      page.getByText('Не номер телефона в строках: 2, 5. Исправьте их или удалите.'),
    ).toBeVisible();
    await shoot(page, 'staff-company-employees-errors', width);
    await phones.fill(`+${client.phone}\n\n0555 123 456`);
    await page.getByRole('button', { name: 'Сохранить список' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Список сохранён. Подтверждено: 1, снято подтверждение: 0.',
    );
    // The list as the api keeps it: one +996… per line, the blank line gone.
    await expect(phones).toHaveValue(/^\+996\d{9}\n\+996\d{9}$/);
    await shoot(page, 'staff-company-employees-saved', width);

    await page.goto(`/staff/clients/${client.clientID}/`);
    await expect(page.getByText('Работа подтверждена списком компании')).toBeVisible();
    await page.getByRole('button', { name: 'Снять подтверждение' }).click();
    await expect(page.getByLabel('Причина (её увидят в журнале)').last()).toBeVisible();
    await shoot(page, 'staff-client-employer', width);
    await page.getByLabel('Причина (её увидят в журнале)').last().fill('Уволился, сообщил отдел кадров');
    await page
      .getByRole('form', { name: 'Снять подтверждение' })
      .getByRole('button', { name: 'Снять подтверждение' })
      .click();
    await expect(page.getByText('Ждёт подтверждения — скидки пока нет')).toBeVisible();
    await expect(page.getByText('Подтверждение работы снято')).toBeVisible();
    await shoot(page, 'staff-client-employer-pending', width);
    await page.context().close();
  }
});
