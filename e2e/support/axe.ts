import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { appStarted } from './app-started';

// SPEC.md §9 fixes `maximum-scale=1` in the viewport; axe reports that as meta-viewport. It is the
// specification's choice, so that one rule is off; everything else must pass.
const DISABLED_RULES = ['meta-viewport'];

export interface AxeCheckOptions {
  /** Names the page state in the failure; the path by default. */
  label?: string;
  /** Record the failure and go on, so one test checking several pages reports every one of them. */
  soft?: boolean;
}

/**
 * Runs axe on the page as a person uses it; fails with one line per violation and the elements concerned.
 * A page the server drew is inert until the app takes it over (docs/decisions/032): checked before then,
 * its main landmark and heading are hidden from assistive technology, and axe says the page has neither
 * (it did so once on a loaded run, where the take-over came after the network had gone quiet).
 */
export async function expectNoAxeViolations(page: Page, options: AxeCheckOptions = {}): Promise<void> {
  await appStarted(page);
  const results = await new AxeBuilder({ page }).disableRules(DISABLED_RULES).analyze();
  const check = options.soft ? expect.soft : expect;
  check(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${options.label ?? new URL(page.url()).pathname}`,
  ).toEqual([]);
}
