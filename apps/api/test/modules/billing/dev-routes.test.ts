import { DEV_BILLING_PATH, DEV_OUTBOX_PATH, ZDevBillingResponse, ZPaymentsResponse } from '@ijara/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { describeEachDatabase, testConfig } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import { ANY_DRIVER, freshDatabase } from '../../helpers/database';
import { bindCard, PAYMENT_TEST_CONFIG } from '../../helpers/payments';
import { apiInject } from '../../helpers/request';

describeEachDatabase(
  'POST /api/dev/billing/',
  ({ app }) => {
    it('gives a client a subscription due today and bills it, so a payment shows in payment/list/', async () => {
      const { client, token } = await signedInClient(app());
      await bindCard(app(), client.id);
      const response = await app().inject({
        method: 'POST',
        url: DEV_BILLING_PATH,
        payload: { phone: client.phone },
      });
      expect(response.statusCode).toBe(200);
      const { subscriptionID } = ZDevBillingResponse.parse(response.json());
      const list = ZPaymentsResponse.parse((await apiInject(app(), { path: 'payment/list/', token })).json());
      expect(list.payments).toMatchObject([
        { subscriptionID, status: 'success', type: 'subscription', card: '**** 4242' },
      ]);
    });

    it('answers nobody but this machine: another address, or anything a proxy forwarded, gets 404', async () => {
      const { client } = await signedInClient(app());
      const from = async (request: { remoteAddress?: string; headers?: Record<string, string> }) =>
        (
          await app().inject({
            method: 'POST',
            url: DEV_BILLING_PATH,
            payload: { phone: client.phone },
            ...request,
          })
        ).statusCode;
      expect(await from({ remoteAddress: '203.0.113.7' })).toBe(404);
      expect(await from({ headers: { 'x-forwarded-for': '127.0.0.1' } })).toBe(404);
      const outbox = (request: { remoteAddress?: string; headers?: Record<string, string> }) =>
        app().inject({ method: 'GET', url: `${DEV_OUTBOX_PATH}?phone=${client.phone}`, ...request });
      expect((await outbox({ remoteAddress: '203.0.113.7' })).statusCode).toBe(404);
      expect((await outbox({ headers: { 'x-forwarded-for': '10.0.0.1' } })).statusCode).toBe(404);
      expect((await outbox({})).statusCode).toBe(200);
    });

    it('answers 404 for an unknown phone', async () => {
      const response = await app().inject({
        method: 'POST',
        url: DEV_BILLING_PATH,
        payload: { phone: '996555000999' },
      });
      expect(response.statusCode).toBe(404);
    });
  },
  PAYMENT_TEST_CONFIG,
);

describe('in production', () => {
  it('has neither the dev billing route nor the sandbox control', async () => {
    const fresh = await freshDatabase(ANY_DRIVER);
    const config = testConfig({
      NODE_ENV: 'production',
      API_SIGNATURE_SECRET: 'a-production-secret',
      AUTH_CODE_PEPPER: 'a-production-pepper-0123',
      CODE_CHANNELS: 'live',
      SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
      PAYMENT_WEBHOOK_SECRET: 'a-production-webhook-secret',
      SANDBOX_IN_PRODUCTION: 'true',
      BILLING_ENABLED: 'false',
    });
    const app = await buildApp({ config, database: fresh.database });
    try {
      const billing = await app.inject({
        method: 'POST',
        url: DEV_BILLING_PATH,
        payload: { phone: '996555000999' },
      });
      expect(billing.statusCode).toBe(404);
      const control = await app.inject({
        method: 'POST',
        url: '/sandbox-gateway/control',
        payload: { mode: 'down' },
      });
      expect(control.statusCode).toBe(404);
      expect(app.sandboxGateway.state.mode).toBe('normal');
    } finally {
      await app.close();
      await fresh.drop();
    }
  });
});
