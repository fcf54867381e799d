import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../../src/app';
import { type Config, type ConfigInput, loadConfig } from '../../src/config/index';
import { ANY_DRIVER, DRIVERS, type Driver, freshDatabase } from './database';

export const TEST_SECRET = 'test-signature-secret';

/** A folder that does not exist: page paths then answer the built-in "not built" page. */
export const NO_WEB_DIST = path.join(import.meta.dirname, '__no_web_dist__');

export function testConfig(overrides: ConfigInput = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    API_SIGNATURE_SECRET: TEST_SECRET,
    WEB_DIST: NO_WEB_DIST,
    SEED_DEMO: 'false',
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  driver: Driver;
  close(): Promise<void>;
}

/** The whole app on a database of its own (a copy of the migrated, seeded golden image). */
export async function createTestApp(driver: Driver, overrides: ConfigInput = {}): Promise<TestApp> {
  const fresh = await freshDatabase(driver);
  const app = await buildApp({ config: testConfig(overrides), database: fresh.database });
  return {
    app,
    driver,
    close: async () => {
      await app.close();
      await fresh.drop();
    },
  };
}

type Suite = (context: { app: () => FastifyInstance; driver: Driver }) => void;

/**
 * Runs `suite` once per database driver, each with its own app and database for the whole file.
 * `app()` returns the app of the suite being run. For suites whose SQL must hold on both drivers.
 */
export function describeEachDatabase(name: string, suite: Suite, overrides: ConfigInput = {}): void {
  describe.each(DRIVERS)(`${name} [%s]`, (driver) => appSuite(driver, suite, overrides));
}

/**
 * Runs `suite` once, on ANY_DRIVER: for suites about the HTTP surface (the gate, the envelope, routing)
 * that use the database only in passing and would test nothing more on a second driver.
 */
export function describeWithApp(name: string, suite: Suite, overrides: ConfigInput = {}): void {
  describe(name, () => appSuite(ANY_DRIVER, suite, overrides));
}

function appSuite(driver: Driver, suite: Suite, overrides: ConfigInput): void {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await createTestApp(driver, overrides);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  suite({
    app: () => {
      if (!testApp) throw new Error('the app is not built yet');
      return testApp.app;
    },
    driver,
  });
}
