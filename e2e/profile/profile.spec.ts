import { formatPhone, SPEC_TEXTS } from '../../packages/contract/src/index';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/signed-in-test';
import { readVerificationLink, uniqueEmail } from './mailbox';

const ru = SPEC_TEXTS.ru;

test.describe('profile', () => {
  test('an edit with mistakes is refused in place, then saved', async ({ page, client }) => {
    await page.goto('/profile/');
    await expect(page.getByRole('heading', { level: 2, name: 'Токтогулова Айдай' })).toBeVisible();
    await expect(page.getByText(formatPhone(client.phone))).toBeVisible();
    await expect(page.getByText(ru.phoneNotEditable)).toBeVisible();
    await expectNoAxeViolations(page);

    const first = page.getByLabel('Имя', { exact: true });
    const email = page.getByLabel('Эл. почта (необязательно)');
    await first.fill('');
    await email.fill('aidai@mail');
    await page.getByRole('button', { name: 'Сохранить изменения' }).click();
    await expect(page.getByRole('alert')).toHaveText(ru.requiredFields);
    await expect(page.getByText(ru.fieldRequired)).toBeVisible();
    await expect(page.getByText(ru.invalidEmail)).toBeVisible();
    await expect(first).toBeFocused();
    await expectNoAxeViolations(page, { label: '/profile/ with errors' });

    await first.fill('Айдана');
    await page.getByLabel('Отчество (необязательно)').fill('Бакытовна');
    const address = uniqueEmail();
    await email.fill(address);
    await page.getByLabel('Как с вами связаться').selectOption('telegram');
    await page.getByRole('button', { name: 'Сохранить изменения' }).click();
    await expect(page.getByRole('status').filter({ hasText: ru.successUpdated })).toBeVisible();
    await expect(
      page.getByText(`Мы отправили письмо со ссылкой для подтверждения на ${address}`),
    ).toBeVisible();
    await expect(page.getByText('Не подтверждена')).toBeVisible();

    // Saved on the api: a reload reads it back, and the header greets the new name.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Токтогулова Айдана Бакытовна' })).toBeVisible();
    await expect(page.getByLabel('Как с вами связаться')).toHaveValue('telegram');
    await expect(page.getByLabel('Эл. почта (необязательно)')).toHaveValue(address);
    await expect(page.getByRole('button', { name: /^Профиль:/ })).toContainText('Айдана');
  });

  test('a page loaded afresh starts at the top; Back returns to the scrolled profile', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    const scrollY = () => page.evaluate(() => window.scrollY);
    await page.goto('/profile/');
    await page.getByRole('button', { name: 'Сохранить изменения' }).scrollIntoViewIfNeeded();
    const left = await scrollY();
    expect(left).toBeGreaterThan(0);

    await page.goto('/bonus-system/');
    await expect(page.getByRole('region', { name: 'Ваш баланс' })).toBeVisible();
    expect(await scrollY()).toBe(0);

    // Not exactly `left`: the position is restored while the profile still loads, so a shorter page may
    // clamp it. At the top would mean the position was lost.
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Сохранить изменения' })).toBeVisible();
    await expect.poll(scrollY).toBeGreaterThan(0);
  });

  test('the advertising consent is switched and kept', async ({ page }) => {
    await page.goto('/profile/');
    const consent = page.getByRole('switch', { name: 'Присылать новости, акции и персональные предложения' });
    await expect(consent).not.toBeChecked();
    await consent.check();
    await expect(page.getByText('Готово: будем присылать новости и предложения.')).toBeVisible();
    await page.reload();
    await expect(consent).toBeChecked();
  });

  test('an e-mail is confirmed through the link of the e-mail', async ({ page }) => {
    await page.goto('/profile/');
    const address = uniqueEmail();
    await page.getByLabel('Эл. почта (необязательно)').fill(address);
    await page.getByRole('button', { name: 'Сохранить изменения' }).click();
    await expect(page.getByText(ru.successUpdated)).toBeVisible();

    const link = await readVerificationLink(address);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: ru.emailVerified })).toBeVisible();
    // The token is spent and gone from the address: a reload does not report a failure.
    await expect(page).toHaveURL('/verify-email/');
    await page.getByRole('link', { name: 'К личным данным' }).click();
    await expect(page.getByText('Подтверждена', { exact: true })).toBeVisible();

    // The same link a second time no longer works.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: ru.emailNotVerified })).toBeVisible();
  });
});
