import { expect, type Page, type Route, test } from '@playwright/test';
import { SPEC_TEXTS } from '../../packages/contract/src/index';
import { appStarted } from '../support/app-started';

/**
 * docs/decisions/061: a drawn page is taken over with the scripts its HTML names (the entry, the page's
 * chunks, what taking over needs); the rest — the sign-in form's library and checks, the language's other
 * texts, the next pages' scripts — comes when the browser is idle. Here every other script is held until
 * the test lets it through: the page must become usable without it, and work meanwhile.
 */
async function holdTheRest(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const named = new Set(
    [/data-entry="([^"]+)"/, /data-modules="([^"]*)"/].flatMap(
      (pattern) => pattern.exec(html)?.[1]?.split(' ') ?? [],
    ),
  );
  expect(named.size).toBeGreaterThan(1);
  const held: Route[] = [];
  let open = false;
  await page.route(/\/assets\/[^/]+\.js$/, (route) => {
    if (open || named.has(new URL(route.request().url()).pathname)) return route.continue();
    held.push(route);
  });
  return {
    held: () => held.length,
    letThrough: async () => {
      open = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

test('the sign-in page is usable before its form library and checks: typing, then "Get the code" waits for them', async ({
  page,
}) => {
  const rest = await holdTheRest(page, '/');
  await page.goto('/');
  await appStarted(page);
  const phone = page.getByLabel('Номер телефона');
  await phone.pressSequentially('12');
  // As typed: the mask arrives with the rest.
  await expect(phone).toHaveValue('12');
  await expect.poll(rest.held).toBeGreaterThan(0);
  const submit = page.getByRole('button', { name: 'Получить код' });
  await submit.click();
  await expect(page.getByRole('button', { name: 'Отправляем код…' })).toBeDisabled();
  await rest.letThrough();
  // The checks arrived and checked what was typed; nothing was sent.
  await expect(page.getByText(SPEC_TEXTS.ru.incorrectInfo)).toBeVisible();
  await expect(submit).toBeEnabled();
  await phone.fill('555123456');
  await expect(phone).toHaveValue('555 123 456');
});

test('the catalogue is usable before the rest of the language: the search filters, a link leads on once its page is there', async ({
  page,
}) => {
  const rest = await holdTheRest(page, '/catalog/');
  await page.goto('/catalog/');
  await appStarted(page);
  await page.getByRole('searchbox', { name: 'Поиск по названию' }).fill('iphone pro');
  await expect(page).toHaveURL(/\/catalog\/\?q=iphone\+pro$/);
  await expect(page.getByRole('heading', { name: 'Найдено 2 устройства' })).toBeVisible();
  await expect.poll(rest.held).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Вопросы и ответы' }).first().click();
  await rest.letThrough();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вопросы и ответы');
});
