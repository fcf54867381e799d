import { expect, type Page } from '@playwright/test';
import { buildPath, ROUTE_IDS, ROUTES, type RouteId, type TCard } from '../../packages/contract/src/index';
import { apiGet } from '../support/api';

/** Every route of the table with real catalogue parameters (others are numbers the pages look up). */
export async function everyPath(page: Page): Promise<Array<{ id: RouteId; path: string }>> {
  // Only ids and slugs are read: the rest of the catalogue's shape is its own tests' business.
  const catalog = (await (await apiGet(page.request, 'info/catalog/')).json()) as {
    category: Array<{ id: number; slug: string }>;
    gadgets: Array<{ categoyID: number; slug: string }>;
    org: { pickup_offices: Array<{ id: number }> };
  };
  const gadget = catalog.gadgets[0];
  const category = catalog.category.find((c) => c.id === gadget?.categoyID);
  const office = catalog.org.pickup_offices[0];
  const known: Record<string, string> = {
    category: category?.slug ?? 'smartphones',
    gadget: gadget?.slug ?? 'iphone-16',
    office: String(office?.id ?? 1),
  };
  return ROUTE_IDS.map((id) => {
    const names = [...ROUTES[id].matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
    const params = Object.fromEntries(names.map((name) => [name, known[name] ?? '1']));
    return { id, path: buildPath(id, params as never, 'ru') };
  });
}

/** Goes to `path` the way the browser's back button would: the router reads the new location. */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // The history entry is already there: wait only until Playwright has seen it (or a redirect), not for a load.
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path || url.pathname === '/', {
    waitUntil: 'commit',
  });
}

/** Waits until the page has its heading and no block is still loading. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  const busy = page.locator('[aria-busy="true"]');
  await expect(busy)
    .toHaveCount(0)
    .catch(async (error: unknown) => {
      // Which block on which page was still loading: a failure on a loaded CI machine says no more.
      const still = await busy.evaluateAll((blocks) =>
        blocks.map((b) => `<${b.tagName.toLowerCase()} ${b.getAttribute('aria-label') ?? b.className}>`),
      );
      throw new Error(`${new URL(page.url()).pathname} still loading: ${still.join(', ')}`, { cause: error });
    });
}

/** How far the page scrolls sideways (0 when it does not), and what sticks out. */
export function sidewaysOverflow(page: Page): Promise<{ by: number; widest: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const by = root.scrollWidth - root.clientWidth;
    const widest = [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > root.clientWidth + 0.5)
      .slice(0, 3)
      .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).slice(0, 40)}`);
    return { by, widest };
  });
}

/**
 * The interactive elements whose box meets the chat button's with the page scrolled to `at` (its top or
 * its end). Empty when the page has no chat button.
 */
export function underChatButton(page: Page, chatName: RegExp, at: 'top' | 'end'): Promise<string[]> {
  return page.evaluate(
    ([source, position]) => {
      window.scrollTo(0, position === 'top' ? 0 : document.documentElement.scrollHeight);
      const name = new RegExp(source);
      const links = [...document.querySelectorAll<HTMLAnchorElement>('a[target="_blank"]')];
      const chat = links.find((a) => name.test(a.textContent ?? ''));
      if (!chat) return [];
      const c = chat.getBoundingClientRect();
      const selector = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';
      return [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((e) => e !== chat && !chat.contains(e))
        .filter((e) => {
          const r = e.getBoundingClientRect();
          const meets = r.left < c.right && r.right > c.left && r.top < c.bottom && r.bottom > c.top;
          return r.width > 0 && r.height > 0 && meets;
        })
        .map((e) => `${position}: ${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 40)}"`);
    },
    [chatName.source, at] as const,
  );
}

/** Two bound cards as payment/cards/ answers them, for pages that only need to lay them out. */
export const TWO_CARDS: { statusCode: '200'; cards: TCard[] } = {
  statusCode: '200',
  cards: [
    { id: 901, pan: '**** 4242', brand: 'visa', expiry: '12/30', active: true },
    { id: 902, pan: '**** 4444', brand: 'mastercard', expiry: '11/29', active: false },
  ],
};
