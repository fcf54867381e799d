import path from 'node:path';
import { DEV_SIGNATURE_SECRET } from '@ijara/contract';
import { describe, expect, it } from 'vitest';
import { DEV_CODE_PEPPER } from '../src/config/delivery';
import { ConfigError, loadConfig, REPO_ROOT } from '../src/config/index';
import { supportChatUrl } from '../src/config/support';

/** A production configuration that passes, for tests that take one thing away. */
const PRODUCTION = {
  NODE_ENV: 'production',
  API_SIGNATURE_SECRET: 'a-real-production-secret',
  AUTH_CODE_PEPPER: 'a-real-production-pepper',
  CODE_CHANNELS: 'live',
  SMS_GATEWAY_URL: 'https://sms.example/send',
  PAYMENT_WEBHOOK_SECRET: 'a-real-production-webhook-secret',
  SANDBOX_IN_PRODUCTION: 'true',
};

describe('loadConfig', () => {
  it('has a default for every variable', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
      DATA_DIR: path.join(REPO_ROOT, 'data/pglite'),
      API_SIGNATURE_SECRET: DEV_SIGNATURE_SECRET,
      WEB_DIST: path.join(REPO_ROOT, 'apps/web/dist'),
      STAFF_DIST: path.join(REPO_ROOT, 'apps/staff/dist'),
      SEED_DEMO: true,
      TRUST_PROXY: false,
      REQUEST_TIMEOUT_MS: 30_000,
      MAX_CONNECTIONS: 4_096,
      MAX_CONNECTIONS_PER_HOST: 256,
      OPS_TOKEN_FILE: path.join(REPO_ROOT, 'data/ops-token'),
      CODE_CHANNELS: 'dev',
      AUTH_CODE_PEPPER: DEV_CODE_PEPPER,
      WHATSAPP_API_URL: 'https://graph.facebook.com/v21.0',
      TELEGRAM_BOT_NAME: 'ijara_kg_bot',
      TELEGRAM_API_URL: 'https://api.telegram.org',
      PAYMENT_GATEWAY: 'sandbox',
      FREEDOMPAY_API_URL: 'https://api.freedompay.kg',
      FREEDOMPAY_TESTING_MODE: false,
      PAYMENT_WEBHOOK_SECRET_FILE: path.join(REPO_ROOT, 'data/payment-webhook-secret'),
      SANDBOX_IN_PRODUCTION: false,
      GATEWAY_TIMEOUT_MS: 10_000,
      BILLING_INTERVAL_MS: 60_000,
      BILLING_BATCH_SIZE: 100,
      BILLING_CONCURRENCY: 4,
      BILLING_RETRY_DAYS: [1, 3, 7],
      BILLING_RECONCILE_AFTER_MS: 300_000,
      CASHBACK_PERCENT: 1,
      SANDBOX_GATEWAY_MODE: 'normal',
      SANDBOX_SLOW_MS: 15_000,
      SANDBOX_REORDER_DELAY_MS: 3_000,
      SANDBOX_DELIVERY_INTERVAL_MS: 1_000,
      PAUSE_MAX_DAYS: 30,
      PAUSE_ONE_PER_MONTHS: 3,
      ORDER_HOLD_DAYS: 3,
      RETURN_WINDOW_DAYS: 30,
      RETURN_GRACE_DAYS: 5,
      TERM_END_NOTICE_FIRST_DAYS: 14,
      TERM_END_NOTICE_LAST_DAYS: 3,
      BUYOUT_RENT_SHARE_PERCENT: 50,
      BUYOUT_FLOOR_PERCENT: 30,
      SMTP_PORT: 587,
      SMTP_FROM: 'Ijara <no-reply@ijara.kg>',
      NOTICES_BATCH_SIZE: 50,
      ERASURE_INTERVAL_MS: 3_600_000,
      NOTICES_INTERVAL_MS: 60_000,
      CHECKOUT_SWEEP_INTERVAL_MS: 60_000,
      PAUSE_RESUME_INTERVAL_MS: 60_000,
      EXTENSION_START_INTERVAL_MS: 60_000,
      IDEMPOTENCY_PURGE_INTERVAL_MS: 3_600_000,
      ORDER_EXPIRY_INTERVAL_MS: 600_000,
      REFUND_RETRY_INTERVAL_MS: 60_000,
      STAFF_MAIL_INTERVAL_MS: 60_000,
    });
    expect(path.basename(REPO_ROOT)).not.toBe('api');
  });

  it('resolves relative folders against the working directory', () => {
    const config = loadConfig({ DATA_DIR: 'tmp/db', WEB_DIST: './web' });
    expect(config.DATA_DIR).toBe(path.resolve(process.cwd(), 'tmp/db'));
    expect(config.WEB_DIST).toBe(path.resolve(process.cwd(), 'web'));
  });

  it('reads numbers, booleans and URLs', () => {
    const config = loadConfig({
      PORT: '8080',
      SEED_DEMO: 'false',
      DATABASE_URL: 'postgres://u@db:5432/app',
    });
    expect(config.PORT).toBe(8080);
    expect(config.SEED_DEMO).toBe(false);
    expect(config.DATABASE_URL).toBe('postgres://u@db:5432/app');
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_URL', 'mysql://x'],
    ['SEED_DEMO', 'maybe'],
    ['API_SIGNATURE_SECRET', 'short'],
    ['TRUST_PROXY', 'sometimes'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '99'],
    ['REQUEST_TIMEOUT_MS', '0'],
    ['MAX_CONNECTIONS', 'many'],
    ['MAX_CONNECTIONS_PER_HOST', '0'],
    ['CODE_CHANNELS', 'carrier-pigeon'],
    ['AUTH_CODE_PEPPER', 'short'],
    ['WHATSAPP_API_URL', 'ftp://x'],
    ['WHATSAPP_PHONE_NUMBER_ID', 'abc'],
    ['WHATSAPP_TEMPLATE', 'Bad Name'],
    ['SMS_GATEWAY_URL', 'not a url'],
    ['TELEGRAM_BOT_NAME', '@ijara'],
    ['TELEGRAM_BOT_TOKEN', 'token'],
    ['TELEGRAM_WEBHOOK_SECRET', 'short'],
    ['TELEGRAM_API_URL', 'telegram'],
  ])('stops on a bad %s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('refuses the development signature secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/API_SIGNATURE_SECRET/);
    expect(loadConfig({ ...PRODUCTION, API_SIGNATURE_SECRET: 'a-real-production-secret' }).NODE_ENV).toBe(
      'production',
    );
  });

  it('refuses the dev code channel in production, naming CODE_CHANNELS', () => {
    const { CODE_CHANNELS: _, ...withoutChannels } = PRODUCTION;
    expect(() => loadConfig(withoutChannels)).toThrow(/CODE_CHANNELS: the dev channel/);
    expect(() => loadConfig({ ...PRODUCTION, CODE_CHANNELS: 'dev' })).toThrow(/CODE_CHANNELS:/);
  });

  it('refuses the development code pepper in production', () => {
    const { AUTH_CODE_PEPPER: _, ...withoutPepper } = PRODUCTION;
    expect(() => loadConfig(withoutPepper)).toThrow(/AUTH_CODE_PEPPER:/);
  });

  it('needs a configured channel for CODE_CHANNELS=live, and all of WhatsApp or none', () => {
    expect(() => loadConfig({ CODE_CHANNELS: 'live' })).toThrow(/SMS_GATEWAY_URL:/);
    expect(() => loadConfig({ CODE_CHANNELS: 'live', WHATSAPP_TOKEN: 'x' })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID:[\s\S]*WHATSAPP_TEMPLATE:/,
    );
    expect(
      loadConfig({ CODE_CHANNELS: 'live', SMS_GATEWAY_URL: 'https://sms.example/send/' }).SMS_GATEWAY_URL,
    ).toBe('https://sms.example/send');
  });

  it('needs the bot token in production when the Telegram webhook is on', () => {
    expect(() => loadConfig({ ...PRODUCTION, TELEGRAM_WEBHOOK_SECRET: 'a-secret-of-16-chars' })).toThrow(
      /TELEGRAM_BOT_TOKEN:/,
    );
  });

  it('takes a support account of its own, never the sign-in bot (docs/decisions/052)', () => {
    expect(() => loadConfig({ SUPPORT_TELEGRAM: 'Ijara_KG_Bot' })).toThrow(
      /SUPPORT_TELEGRAM: must not be the sign-in bot/,
    );
    expect(supportChatUrl(loadConfig({}))).toBeNull();
    expect(supportChatUrl(loadConfig({ SUPPORT_WHATSAPP: '996555000111' }))).toBe(
      'https://wa.me/996555000111',
    );
    expect(
      supportChatUrl(loadConfig({ SUPPORT_WHATSAPP: '996555000111', SUPPORT_TELEGRAM: 'ijara_help' })),
    ).toBe('https://t.me/ijara_help');
    expect(() => loadConfig({ SUPPORT_WHATSAPP: '+996 555' })).toThrow(/SUPPORT_WHATSAPP/);
  });

  it('reads TRUST_PROXY and the Telegram settings', () => {
    const config = loadConfig({ TRUST_PROXY: '1', TELEGRAM_WEBHOOK_SECRET: 'hook_secret-123456' });
    expect(config.TRUST_PROXY).toBe(1);
    expect(config.TELEGRAM_WEBHOOK_SECRET).toBe('hook_secret-123456');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
  });

  it('refuses TRUST_PROXY=true, saying what to write instead (docs/decisions/033)', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*TRUST_PROXY=1/);
  });

  it('keeps the per-host connection limit within the total', () => {
    expect(() => loadConfig({ MAX_CONNECTIONS: '10', MAX_CONNECTIONS_PER_HOST: '20' })).toThrow(
      /MAX_CONNECTIONS_PER_HOST:/,
    );
  });

  it('reads the mail settings and checks them', () => {
    const config = loadConfig({
      SMTP_HOST: 'mail.example.kg',
      SMTP_PORT: '465',
      PUBLIC_URL: 'https://lk.ijara.kg/',
    });
    expect([config.SMTP_HOST, config.SMTP_PORT, config.PUBLIC_URL]).toEqual([
      'mail.example.kg',
      465,
      'https://lk.ijara.kg',
    ]);
    expect(() => loadConfig({ SMTP_HOST: 'mail.example.kg', SMTP_USER: 'mailer' })).toThrow(
      /SMTP_PASS: SMTP_USER and SMTP_PASS go together/,
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.kg' })).toThrow(/SMTP_URL:/);
    expect(() => loadConfig({ PUBLIC_URL: 'lk.ijara.kg' })).toThrow(/PUBLIC_URL:/);
    expect(() => loadConfig({ ERASURE_INTERVAL_MS: '10' })).toThrow(/ERASURE_INTERVAL_MS:/);
  });

  it('needs PUBLIC_URL in production when SMTP is configured: links must not take the request’s host', () => {
    expect(() => loadConfig({ ...PRODUCTION, SMTP_URL: 'smtps://u:p@mail.example.kg:465' })).toThrow(
      /PUBLIC_URL:/,
    );
    expect(
      loadConfig({
        ...PRODUCTION,
        SMTP_URL: 'smtps://u:p@mail.example.kg:465',
        PUBLIC_URL: 'https://lk.ijara.kg',
      }).PUBLIC_URL,
    ).toBe('https://lk.ijara.kg');
  });
});
