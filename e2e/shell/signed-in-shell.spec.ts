import { expect, test } from '../support/signed-in-test';

test.describe('with a loaded client, 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the desktop menu, the profile dropdown and the breadcrumb follow SPEC.md §2', async ({ page }) => {
    await page.goto('/catalog/');
    const main = page.getByRole('navigation', { name: 'Основное меню' });
    await expect(main.getByRole('link')).toHaveText([
      'Устройства',
      'Подписки',
      'Платежи',
      'О нас',
      'Вопросы и ответы',
    ]);

    await page.goto('/catalog/smartphones/iphone-16/');
    const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Устройства', 'Смартфоны', 'iPhone 16']);
    await expect(crumbs.getByRole('link', { name: 'Смартфоны' })).toHaveAttribute(
      'href',
      '/catalog/smartphones/',
    );

    await page.getByRole('button', { name: /Токтогулова Айдай/ }).click();
    const dropdown = page.getByRole('menu');
    await expect(dropdown).toContainText('Токтогулова Айдай');
    await expect(dropdown).toContainText('Бишкек');
    await expect(dropdown.getByRole('menuitem', { name: 'Карты' })).toBeVisible();
    await expect(dropdown.getByRole('menuitem', { name: 'Выйти' })).toBeVisible();
    await page.keyboard.press('Escape');

    await expect(page.getByRole('link', { name: /Написать в поддержку/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});

test.describe('with a loaded client, 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the mobile menu lists the entries of SPEC.md §2, the socials and the version', async ({ page }) => {
    await page.goto('/catalog/');
    await expect(page.getByRole('button', { name: 'Открыть меню' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' })).toBeHidden();

    await page.getByRole('button', { name: 'Открыть меню' }).click();
    const panel = page.getByRole('dialog');
    await expect(panel.getByRole('navigation').first().getByRole('link')).toHaveText([
      'Устройства',
      'Подписки',
      'Платежи',
      'Карты',
      'Личные данные',
      'Бонусная система',
      'О нас',
      'Вопросы и ответы',
      'Документы',
    ]);
    await expect(panel.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /wa\.me/);
    await expect(panel.getByRole('link', { name: /Telegram/ })).toHaveAttribute('href', /t\.me/);
    await expect(panel.getByRole('link', { name: /ВКонтакте/ })).toHaveAttribute('href', /vk\.com/);
    await expect(panel).toContainText('Версия 0.1.0');
  });
});
