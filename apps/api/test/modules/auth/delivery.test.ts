import { DEV_OUTBOX_PATH, specText, ZDevOutboxResponse } from '@ijara/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { authCodes } from '../../../src/db/schema/index';
import { createTestApp, describeEachDatabase, type TestApp, testConfig } from '../../helpers/app';
import { confirmCode, lastCode, rewind, startSignIn, uniquePhone } from '../../helpers/auth';
import { ANY_DRIVER, DRIVERS, freshDatabase } from '../../helpers/database';
import { fakeGateway } from '../../helpers/fake-gateway';
import { errorOf } from '../../helpers/request';

type Gateway = Awaited<ReturnType<typeof fakeGateway>>;

describe.each(DRIVERS)('CODE_CHANNELS=live sends through the configured gateways [%s]', (driver) => {
  let gateway: Gateway;
  let testApp: TestApp;
  beforeAll(async () => {
    gateway = await fakeGateway();
    testApp = await createTestApp(driver, {
      CODE_CHANNELS: 'live',
      WHATSAPP_API_URL: `${gateway.url}/v21.0`,
      WHATSAPP_PHONE_NUMBER_ID: '555',
      WHATSAPP_TOKEN: 'wa-token',
      WHATSAPP_TEMPLATE: 'ijara_code',
      SMS_GATEWAY_URL: `${gateway.url}/sms`,
      SMS_GATEWAY_TOKEN: 'sms-token',
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await gateway?.close();
  });
  beforeEach(() => {
    gateway.received.length = 0;
    gateway.behave('/v21.0/555/messages', null);
    gateway.behave('/sms', null);
  });
  const app = () => testApp.app;
  const codeIn = (body: unknown) => /\b\d{6}\b/.exec(JSON.stringify(body))?.[0];

  it('sends the first code by WhatsApp and keeps nothing in the dev outbox', async () => {
    const phone = uniquePhone();
    expect((await startSignIn(app(), { phone })).json()).toMatchObject({ channel: 'whatsapp' });
    expect(gateway.received.map((r) => [r.path, r.authorization])).toEqual([
      ['/v21.0/555/messages', 'Bearer wa-token'],
    ]);
    expect(app().auth.channels.outbox?.list(phone)).toEqual([]);
  });

  it('falls back to SMS when WhatsApp fails, and says so', async () => {
    gateway.behave('/v21.0/555/messages', { status: 400 });
    const phone = uniquePhone();
    const response = await startSignIn(app(), { phone });
    expect(response.json()).toMatchObject({ statusCode: '200', channel: 'sms', resendAfter: 60 });
    expect(gateway.received.map((r) => r.path)).toEqual(['/v21.0/555/messages', '/sms']);
    const [row] = await app().db.select().from(authCodes).where(eq(authCodes.phone, phone));
    expect(row?.channel).toBe('sms');
    // The code the gateway got is the one that signs in.
    const code = codeIn(gateway.received[1]?.body) ?? '';
    expect((await confirmCode(app(), phone, code)).statusCode).toBe(200);
  });

  it('resends by SMS', async () => {
    const phone = uniquePhone();
    await startSignIn(app(), { phone });
    await rewind(app(), 61, { phone });
    expect((await startSignIn(app(), { phone })).json()).toMatchObject({ channel: 'sms' });
    expect(gateway.received.map((r) => r.path)).toEqual(['/v21.0/555/messages', '/sms']);
  });

  it('answers 503 code_not_sent with Retry-After when no gateway delivers', async () => {
    gateway.behave('/v21.0/555/messages', { status: 500 });
    gateway.behave('/sms', { status: 502 });
    const response = await startSignIn(app(), { phone: uniquePhone(), locale: 'en' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('60');
    expect(errorOf(response)).toEqual({
      statusCode: '503',
      code: 'code_not_sent',
      message: specText('codeNotSent', 'en'),
    });
  });
});

describeEachDatabase('GET /api/dev/outbox/', ({ app }) => {
  it('answers the codes sent to a phone, newest first, without a signature', async () => {
    const phone = uniquePhone();
    await startSignIn(app(), { phone });
    await rewind(app(), 61, { phone });
    await startSignIn(app(), { phone, locale: 'en' });
    const response = await app().inject({ method: 'GET', url: `${DEV_OUTBOX_PATH}?phone=${phone}` });
    expect(response.statusCode).toBe(200);
    const { messages } = ZDevOutboxResponse.parse(response.json());
    expect(messages.map((m) => m.channel)).toEqual(['sms', 'whatsapp']);
    expect(messages[0]?.code).toBe(lastCode(app(), phone));
    expect(messages[0]?.text).toBe(`Ijara: your code is ${messages[0]?.code}. Do not share it.`);
  });

  it('accepts the phone as typed, and answers an empty list for a phone never sent to', async () => {
    const phone = uniquePhone();
    const typed = encodeURIComponent(`+${phone}`);
    const response = await app().inject({ method: 'GET', url: `${DEV_OUTBOX_PATH}?phone=${typed}` });
    expect(response.json()).toEqual({ statusCode: '200', messages: [] });
  });

  it('answers a bad phone with a field error', async () => {
    const response = await app().inject({ method: 'GET', url: `${DEV_OUTBOX_PATH}?phone=123` });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ phone: specText('incorrectInfo', 'ru') });
  });
});

describe('in production', () => {
  it('has no dev outbox', async () => {
    const fresh = await freshDatabase(ANY_DRIVER);
    const config = testConfig({
      NODE_ENV: 'production',
      API_SIGNATURE_SECRET: 'a-production-secret',
      AUTH_CODE_PEPPER: 'a-production-pepper-0123',
      CODE_CHANNELS: 'live',
      SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
      PAYMENT_WEBHOOK_SECRET: 'a-production-webhook-secret',
      SANDBOX_IN_PRODUCTION: 'true',
    });
    const app = await buildApp({ config, database: fresh.database });
    try {
      expect(app.auth.channels.outbox).toBeNull();
      const response = await app.inject({ method: 'GET', url: `${DEV_OUTBOX_PATH}?phone=996555123456` });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
      await fresh.drop();
    }
  });
});
