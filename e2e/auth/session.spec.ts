import type { Request } from '@playwright/test';
import { apiGet, apiPost } from '../support/api';
import { storedSession } from '../support/session';
import { expect, test } from '../support/signed-in-test';

test.describe('session: log-out and an ended token', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/catalog/');
    await expect(page.getByRole('button', { name: /^Профиль:/ })).toBeVisible();
  });

  test('log-out from the profile menu revokes the token, clears the session and guards the pages', async ({
    page,
    client,
  }) => {
    await page.getByRole('button', { name: /^Профиль:/ }).click();
    // The sign-in page loads the catalogue again once the session is gone.
    const catalogue = page.waitForResponse((r) => r.url().endsWith('/api/v3/info/catalog/'));
    await page.getByRole('menuitem', { name: 'Выйти' }).click();

    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Вход по номеру телефона' })).toBeVisible();
    await catalogue;
    await expect(page.getByLabel('Город')).toBeVisible();
    // SPEC.md §4: local storage is cleared, and nothing (the catalogue) is written back.
    expect(await page.evaluate(() => Object.keys(window.localStorage))).toEqual([]);
    // Best effort, not awaited by the page: the api hears about it shortly.
    await expect
      .poll(async () => (await apiGet(page.request, 'user/getinfo/', { token: client.token })).status())
      .toBe(401);

    await page.goto('/subscriptions/');
    // Signing in again leads back there (issue 13).
    await expect(page).toHaveURL('/?next=%2Fsubscriptions%2F');
  });

  test('a 401 in the middle of a session logs out and goes to the sign-in page', async ({ page, client }) => {
    await page.getByRole('button', { name: /^Профиль:/ }).click();
    await page.getByRole('menuitem', { name: 'Личные данные' }).click();
    await expect(page).toHaveURL('/profile/');
    await expect(page.getByText('Токтогулова Айдай')).toBeVisible();
    // The reads the page and the menu started (the client, read again) have answered: on a busy machine
    // one may still wait for its code, and would otherwise be the call that meets the ended token.
    await page.waitForLoadState('networkidle');

    // On a page whose own reads have all answered (a slow machine once had the catalogue's first read
    // meet the ended token and race the navigation), the token ends elsewhere: another tab logged out,
    // or it was revoked.
    // Requests started from here on; one started earlier may finish later and is not counted.
    const inFlight = new Set<Request>();
    page.on('request', (request) => {
      if (request.url().includes('/api/v3/')) inFlight.add(request);
    });
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    await page.getByRole('link', { name: 'Устройства', exact: true }).first().click();
    await expect(page).toHaveURL('/catalog/');
    await expect(page.getByRole('heading', { level: 1, name: 'Каталог устройств' })).toBeVisible();
    await expect.poll(() => inFlight.size).toBe(0);
    expect((await apiPost(page.request, 'auth/logout/', {}, { token: client.token })).status()).toBe(200);

    // Opening the profile menu reads the client again: the api's 401 ends the session there.
    await page.getByRole('button', { name: /^Профиль:/ }).click();
    await expect(page).toHaveURL('/');
    expect((await storedSession(page)).token).toBeNull();
  });
});
