import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/signed-in-test';

test.use({ registered: false });

test('the empty registration form names every required field and passes axe', async ({ page }) => {
  await page.goto('/registration/');
  await page.getByRole('button', { name: 'Сохранить и продолжить' }).click();
  await expect(page.getByText('Пожалуйста, заполните все обязательные поля')).toBeVisible();
  await expect(page.getByText('Это поле обязательно')).toHaveCount(6);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 860 });
    await expectNoAxeViolations(page, { label: `/registration/ with errors at ${width} px`, soft: true });
  }
});
