import { test as baseTest, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test as signedInTest } from '../support/signed-in-test';

/**
 * Issue 10: a normal visit logs no console error or warning, breaks no rule of the Content-Security-Policy and
 * gets no issue from the browser (what DevTools' Issues panel and Lighthouse's best practices show).
 */
const PLAYWRIGHT_SW_BLOCK = 'Service Worker registration blocked by Playwright';

interface Complaints {
  list: string[];
}

async function listen(page: Page): Promise<Complaints> {
  const complaints: Complaints = { list: [] };
  page.on('console', (message) => {
    // Warnings too: Chromium warns of a preload it fetched for nothing (the file then comes twice).
    // The journeys block service workers (playwright.config.ts); that warning is Playwright's own.
    if (message.text() === PLAYWRIGHT_SW_BLOCK) return;
    if (message.type() === 'error' || message.type() === 'warning') {
      complaints.list.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => complaints.list.push(`uncaught: ${error.message}`));
  await page.exposeFunction('__reportCspViolation', (text: string) => complaints.list.push(`csp: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }) => complaints.list.push(`issue: ${JSON.stringify(issue)}`));
  await cdp.send('Audits.enable');
  return complaints;
}

/** Opens a page and waits until it has shown its content and stopped fetching. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/*
 * One walk over the public pages checks that nothing complains on any (console, CSP, browser issues)
 * and that axe finds no violation on one page of each layout. The 404 page is checked by axe after the walk: its load is an
 * HTTP 404, which the browser itself reports in the console.
 */
baseTest(
  'public pages: axe finds no violations; no console error, CSP violation or browser issue (and the listener hears one)',
  async ({ page }) => {
    baseTest.setTimeout(90_000);
    const complaints = await listen(page);
    // axe on a page of each layout (its run costs more than the load): the others share their parts.
    const axe = new Set(['/catalog/', '/faq/', '/about/', '/documents/', '/en/privacy/']);
    const paths = [
      '/',
      '/en/',
      '/catalog/',
      '/faq/',
      '/about/',
      '/documents/',
      '/delivery/',
      '/en/contract/',
    ];
    for (const path of [...paths, '/en/privacy/']) {
      await visit(page, path);
      if (axe.has(path)) await expectNoAxeViolations(page, { label: path, soft: true });
    }
    // A device page, as a visitor reaches it from the catalogue.
    await visit(page, '/catalog/');
    await page
      .getByRole('main')
      .getByRole('link', { name: /iPhone/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/catalog\/[\w-]+\/[\w-]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, { soft: true });
    expect(complaints.list).toEqual([]);
    // The listener does hear a violation: an inline script the policy refuses.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inline = true';
      document.head.append(script);
    });
    await expect.poll(() => complaints.list.some((text) => text.startsWith('csp: script-src'))).toBe(true);
    await visit(page, '/no-such-page/');
    await expectNoAxeViolations(page, { label: 'the 404 page', soft: true });
  },
);

signedInTest('signed-in pages: no console error, CSP violation or browser issue', async ({ page }) => {
  const complaints = await listen(page);
  for (const path of ['/subscriptions/', '/payments/', '/catalog/']) {
    await visit(page, path);
  }
  expect(complaints.list).toEqual([]);
});
