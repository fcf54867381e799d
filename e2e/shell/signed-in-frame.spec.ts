import { SSR_STATE_ID } from '../../packages/contract/src/index';
import { appStarted } from '../support/app-started';
import { expect, test } from '../support/signed-in-test';

// Signed out, the frame's address leads to the sign-in page as before: e2e/shell/routes.spec.ts.

/**
 * Issue 10: a signed-in page arrives as its frame (src/entry-server.tsx), which paints before any
 * script; the app then draws the client's own page over it, never taking the frame over.
 */
test.describe('the frame of a signed-in page', () => {
  test('gives way to the client’s own page, menus and data', async ({ page, client }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/subscriptions/');
    await expect(page.locator(`#${SSR_STATE_ID}`)).toHaveAttribute('data-frame', '');
    await appStarted(page);
    await expect(page.getByRole('heading', { name: 'Подписок пока нет' })).toBeVisible();
    // The client's menu, which the frame leaves out.
    await expect(page.getByRole('button', { name: /^Профиль:/ })).toContainText(
      client.client?.firstName ?? '',
    );
    expect(errors).toEqual([]);
  });
});
