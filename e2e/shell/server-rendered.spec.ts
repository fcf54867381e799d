import { expect, type Page, test } from '@playwright/test';
import { drawnCatalogPath, SSR_STATE_ID } from '../../packages/contract/src/index';
import { appStarted } from '../support/app-started';

/**
 * Issue 10, docs/decisions/032: a first visit to a public page gets it drawn by the server, so it reads
 * before any script has arrived; the app then takes that page over instead of drawing it again.
 */
test.describe('pages drawn by the server', () => {
  test('the app takes the drawn page over without drawing it again, and it then works', async ({ page }) => {
    await page.addInitScript(() => {
      const counts = { removed: 0 };
      (window as unknown as { __rootRemovals: typeof counts }).__rootRemovals = counts;
      document.addEventListener('readystatechange', () => {
        const root = document.getElementById('root');
        if (!root || document.readyState !== 'interactive') return;
        new MutationObserver((records) => {
          for (const record of records) counts.removed += record.removedNodes.length;
        }).observe(root, { childList: true });
      });
    });
    const catalogFetched = page.waitForResponse((response) =>
      response.url().endsWith(drawnCatalogPath('ru')),
    );
    await page.goto('/catalog/');
    await expect(page.locator(`#${SSR_STATE_ID}`)).toHaveCount(1);
    // The catalogue is not written into the page: it is fetched beside the scripts (docs/decisions/060).
    expect(await page.locator(`#${SSR_STATE_ID}`).textContent()).not.toContain('"gadgets"');
    expect((await catalogFetched).status()).toBe(200);
    await appStarted(page);
    expect(
      await page.evaluate(
        () => (window as unknown as { __rootRemovals: { removed: number } }).__rootRemovals.removed,
      ),
    ).toBe(0);

    await page.getByRole('searchbox').fill('iphone pro');
    await expect(page).toHaveURL(/\/catalog\/\?q=iphone\+pro$/);
    await expect(page.getByRole('heading', { name: 'iPhone 16', exact: true })).toBeHidden();
  });

  test('without the drawn catalogue the app draws its own catalogue page, which works', async ({ page }) => {
    await page.route(`**${drawnCatalogPath('ru')}`, (route) => route.abort());
    await page.goto('/catalog/');
    await expect(page.locator(`#${SSR_STATE_ID}`)).toHaveCount(1);
    await appStarted(page);
    await page.getByRole('searchbox').fill('iphone pro');
    await expect(page).toHaveURL(/\/catalog\/\?q=iphone\+pro$/);
    await expect(page.getByRole('heading', { name: 'iPhone 16 Pro', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'iPhone 16', exact: true })).toBeHidden();
  });

  test('a drawn page carries the rules its elements use; its whole stylesheets come for what it shows once used', async ({
    page,
  }) => {
    // docs/decisions/065: the empty state of a search is not on the drawn page, nor its rules.
    const html = await (await page.request.get('/catalog/')).text();
    const inline = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(html).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css" disabled data-whole>/,
    );
    await page.goto('/catalog/');
    await appStarted(page);
    await page.getByRole('searchbox').fill('нет такого');
    const nothing = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Ничего не нашлось' }) });
    await expect(nothing).toBeVisible();
    const [emptyClass = ''] = ((await nothing.getAttribute('class')) ?? '').split(' ');
    expect(emptyClass).not.toBe('');
    expect(inline).not.toContain(`.${emptyClass}`);
    await expect(nothing).toHaveCSS('text-align', 'center');
  });

  test('without scripts the catalogue, the FAQ and a signed-in frame are drawn, styled as the app styles them', async ({
    browser,
  }) => {
    // The drawn page's styles are inlined in the order the app's loader applies them; a wrong order
    // shows as a rule losing to the one it should refine (the search field's room for its icon).
    const styleOf = (page: Page) =>
      page.getByRole('main').evaluate((main) =>
        [...main.querySelectorAll('*')].map((element) => {
          const style = getComputedStyle(element);
          return `${element.tagName} ${style.display} ${style.padding} ${style.margin} ${style.fontSize} ${style.color} ${style.gap}`;
        }),
      );
    const drawn = await browser.newContext({ javaScriptEnabled: false });
    const drawnPage = await drawn.newPage();
    await drawnPage.goto('/catalog/');
    const byServer = await styleOf(drawnPage);
    await expectDrawnPages(drawnPage);
    await drawn.close();

    const app = await browser.newContext();
    const page = await app.newPage();
    await page.goto('/faq/');
    await appStarted(page);
    await page.getByRole('link', { name: 'Устройства', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Каталог устройств');
    await expect(page.getByRole('heading', { name: 'iPhone 16', exact: true })).toBeVisible();
    expect(await styleOf(page)).toEqual(byServer);
    await app.close();
  });
});

/** Without scripts, from the drawn /catalog/: each page is there in its language; a signed-in one as its frame. */
async function expectDrawnPages(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Каталог устройств');
  await expect(page).toHaveTitle('Каталог — Ijara');
  const iphone = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'iPhone 16', exact: true }) });
  await expect(iphone).toContainText(/сом/);
  // Plain HTML works on its own: a link of the drawn page leads on.
  await page.getByRole('link', { name: 'Вопросы и ответы' }).first().click();
  await expect(page).toHaveURL('/faq/');
  await page.goto('/en/faq/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('FAQ — Ijara');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/FAQ|Questions/i);

  await page.goto('/subscriptions/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Мои подписки');
  await expect(page).toHaveTitle('Подписки — Ijara');
  await expect(page.getByRole('status', { name: 'Загружаем подписки' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator(`#${SSR_STATE_ID}`)).toHaveAttribute('data-frame', '');
  // No data of the page (the skeleton), no menu of a client, no way to sign in offered as to a visitor.
  await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' })).toHaveText('Подписки');
  await expect(page.getByRole('banner').first().getByRole('link')).toHaveCount(1);
  // The checkout keeps its draft in the browser: its frame would show someone else's order.
  await page.goto('/checkout/');
  await expect(page.locator(`#${SSR_STATE_ID}`)).toHaveCount(0);
}
