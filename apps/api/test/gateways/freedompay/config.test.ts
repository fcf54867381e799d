import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/index';

const FREEDOMPAY = {
  PAYMENT_GATEWAY: 'freedompay',
  FREEDOMPAY_MERCHANT_ID: '9970',
  FREEDOMPAY_SECRET_KEY: 'a-merchant-secret-key',
  FREEDOMPAY_SITE_URL: 'https://lk.ijara.kg',
};

const PRODUCTION = {
  ...FREEDOMPAY,
  NODE_ENV: 'production',
  API_SIGNATURE_SECRET: 'a-real-production-secret',
  AUTH_CODE_PEPPER: 'a-real-production-pepper',
  CODE_CHANNELS: 'live',
  SMS_GATEWAY_URL: 'https://sms.example/send',
};

describe('PAYMENT_GATEWAY=freedompay settings', () => {
  it('starts with the merchant id, secret key and site, and needs no callback key of the sandbox', () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({
      PAYMENT_GATEWAY: 'freedompay',
      FREEDOMPAY_API_URL: 'https://api.freedompay.kg',
      FREEDOMPAY_TESTING_MODE: false,
    });
  });

  it.each(['FREEDOMPAY_MERCHANT_ID', 'FREEDOMPAY_SECRET_KEY', 'FREEDOMPAY_SITE_URL'])(
    'refuses to start without %s, in development too',
    (name) => {
      const env: Record<string, string> = { ...FREEDOMPAY };
      delete env[name];
      expect(() => loadConfig(env)).toThrow(`${name}: is required when PAYMENT_GATEWAY=freedompay`);
    },
  );

  it('refuses a malformed merchant id or a short secret', () => {
    expect(() => loadConfig({ ...FREEDOMPAY, FREEDOMPAY_MERCHANT_ID: 'abc' })).toThrow(
      /FREEDOMPAY_MERCHANT_ID:/,
    );
    expect(() => loadConfig({ ...FREEDOMPAY, FREEDOMPAY_SECRET_KEY: 'short' })).toThrow(
      /FREEDOMPAY_SECRET_KEY:/,
    );
  });

  it('refuses plain http and the testing mode in production, unless staging says so', () => {
    expect(() => loadConfig({ ...PRODUCTION, FREEDOMPAY_SITE_URL: 'http://lk.ijara.kg' })).toThrow(
      'FREEDOMPAY_SITE_URL: must be https:// when NODE_ENV=production',
    );
    expect(() => loadConfig({ ...PRODUCTION, FREEDOMPAY_API_URL: 'http://api.freedompay.kg' })).toThrow(
      /FREEDOMPAY_API_URL: must be https:\/\//,
    );
    expect(() => loadConfig({ ...PRODUCTION, FREEDOMPAY_TESTING_MODE: 'true' })).toThrow(
      /FREEDOMPAY_TESTING_MODE: moves no money/,
    );
    expect(
      loadConfig({ ...PRODUCTION, FREEDOMPAY_TESTING_MODE: 'true', SANDBOX_IN_PRODUCTION: 'true' }),
    ).toMatchObject({
      FREEDOMPAY_TESTING_MODE: true,
    });
  });
});
