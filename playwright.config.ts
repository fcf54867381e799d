import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT as PORT } from './e2e/support/base-url';

/**
 * Debian's old headless shell (package chromium-headless-shell, the same Chromium build without the
 * desktop browser's UI and GPU process work) when it is installed: the journeys spend about a third less
 * CPU in it (docs/decisions/031). Else Debian's full Chromium in its new headless mode.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROME_PATH =
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const CHROMIUM_ARGS = [
  ...(CHROME_PATH.endsWith('headless-shell') ? [] : ['--headless=new']),
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const LONG_JOURNEYS = ['**/staff/back-office.spec.ts', '**/shell/clean-console.spec.ts'];

/**
 * Journeys in Debian's Chromium against the built web app served by the api (docs/decisions/006); what is
 * tested here and what below the browser: docs/decisions/019.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One more try on CI, where a loaded shared machine once left a page busy for 10 s (docs/decisions/067);
  // the list reporter marks a journey that passed only then as flaky, so it stays in sight.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: E2E_BASE_URL,
    // Recording a trace costs about a third of the run's CPU (11 journeys: 211 → 146 busy core-seconds) and
    // CI keeps no files: CI prints the failure and its screenshot's path; a developer's run keeps the trace
    // of a failing journey (or: npx playwright test --trace=on <file>).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // No skeleton shimmer, spinner or dialog animation running while a journey waits (the app honours the
    // wish, global.css): the browser is most of a run's CPU, and a box measured mid-animation is off by a
    // pixel (116 → 109 busy core-seconds in the browser for the 72 journeys).
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROME_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      // The two longest journeys first: listed last (alphabetically), each left one worker busy alone
      // at the end of the run while the other had nothing more to take.
      name: 'chromium-long',
      testMatch: LONG_JOURNEYS,
      use: { ...devices['Desktop Chrome'], channel: undefined, serviceWorkers: 'block' },
    },
    {
      name: 'chromium',
      testMatch: '**/*.spec.ts',
      testIgnore: LONG_JOURNEYS,
      // No service worker precaching the whole build in every new context; e2e/shell/offline.spec.ts
      // allows it, being about the worker.
      use: { ...devices['Desktop Chrome'], channel: undefined, serviceWorkers: 'block' },
    },
    {
      // Screenshots to look at (test-results/screenshots/), not assertions: only with --project=visual
      // (npm run test:visual). docs/decisions/019-test-layers.md.
      name: 'visual',
      testMatch: '**/*.visual.ts',
      default: false,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: 'node --import tsx e2e/support/serve.mts',
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(PORT) },
    // Not SIGKILL: the server closes its database, and serve.mts drops the run's PostgreSQL database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
