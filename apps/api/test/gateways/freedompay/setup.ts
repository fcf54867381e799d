import { createServer } from 'node:net';
import { ZBindCardResponse } from '@ijara/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { cards } from '../../../src/db/schema/index';
import { createTestApp, type TestApp } from '../../helpers/app';
import type { Driver } from '../../helpers/database';
import { newKey, PAYMENT_TEST_CONFIG } from '../../helpers/payments';
import { apiInject } from '../../helpers/request';
import { type FakeFreedomPay, fakeFreedomPay, MERCHANT_ID, SECRET_KEY } from './fake-freedompay';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface FreedomPayApp {
  testApp: TestApp;
  app: FastifyInstance;
  fake: FakeFreedomPay;
  /** The api's own origin, listening for Freedom Pay's posts. */
  site: string;
  close(): Promise<void>;
}

/**
 * The whole app with PAYMENT_GATEWAY=freedompay against a fake Freedom Pay, listening on a real port
 * so the fake's result and card posts come over HTTP.
 */
export async function freedomPayApp(driver: Driver): Promise<FreedomPayApp> {
  const fake = await fakeFreedomPay();
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const testApp = await createTestApp(driver, {
    ...PAYMENT_TEST_CONFIG,
    // Real HTTP to a local fake: 3 s is ample, and the held-answer test waits exactly this long.
    GATEWAY_TIMEOUT_MS: '3000',
    PAYMENT_GATEWAY: 'freedompay',
    FREEDOMPAY_MERCHANT_ID: MERCHANT_ID,
    FREEDOMPAY_SECRET_KEY: SECRET_KEY,
    FREEDOMPAY_API_URL: fake.url,
    FREEDOMPAY_SITE_URL: site,
  });
  await testApp.app.listen({ port, host: '127.0.0.1' });
  return {
    testApp,
    app: testApp.app,
    fake,
    site,
    close: async () => {
      await testApp.close();
      await fake.close();
    },
  };
}

/** payment/bind-card/ → the hosted page URL. */
export async function bindCardUrl(app: FastifyInstance, token: string, returnTo?: 'checkout') {
  const response = await apiInject(app, {
    path: 'payment/bind-card/',
    body: { type: '2', city: 1, ...(returnTo ? { returnTo } : {}) },
    token,
    locale: 'ru',
    headers: { 'idempotency-key': newKey() },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZBindCardResponse.parse(response.json()).url;
}

/** A card bound the way a person binds one: bind-card, the hosted page, Freedom Pay's post. */
export async function bindThroughPage(
  env: FreedomPayApp,
  clientId: number,
  sessionToken: string,
  number: string,
) {
  const url = await bindCardUrl(env.app, sessionToken);
  const page = await env.fake.submitCard(url, number);
  expect(page.callbackStatus).toBe(200);
  const [row] = await env.app.db
    .select()
    .from(cards)
    .where(eq(cards.clientId, clientId))
    .orderBy(desc(cards.id));
  if (!row) throw new Error('the card was not saved');
  return row;
}
