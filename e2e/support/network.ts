import type { Page } from '@playwright/test';

/** A random private address: the per-IP sign-in limit is for networks, not for a test run. */
export function privateAddress(): string {
  const octet = () => 1 + Math.floor(Math.random() * 254);
  return `10.${octet()}.${octet()}.${octet()}`;
}

/** Every request of this page's context comes from its own network (the e2e api trusts the proxy). */
export async function useOwnNetwork(page: Page): Promise<void> {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': privateAddress() });
}
