import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// SPEC.md §9 fixes `maximum-scale=1` in the viewport; axe reports that as meta-viewport. It is the
// specification's choice, so that one rule is off; everything else must pass.
const DISABLED_RULES = ['meta-viewport'];

export interface AxeCheckOptions {
  /** Names the page state in the failure; the path by default. */
  label?: string;
  /** Record the failure and go on, so one test checking several pages reports every one of them. */
  soft?: boolean;
}

/** Runs axe on the page as it is now; fails with one line per violation and the elements concerned. */
export async function expectNoAxeViolations(page: Page, options: AxeCheckOptions = {}): Promise<void> {
  const results = await new AxeBuilder({ page }).disableRules(DISABLED_RULES).analyze();
  const check = options.soft ? expect.soft : expect;
  check(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${options.label ?? new URL(page.url()).pathname}`,
  ).toEqual([]);
}
