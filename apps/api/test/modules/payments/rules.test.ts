import { nextMonthlyDate } from '@ijara/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/index';
import { brandOf } from '../../../src/gateways/card-brand';
import { signatureHeader, verifySignature } from '../../../src/gateways/sandbox/signature';
import {
  behaviourOf,
  cardDigits,
  chargeOutcome,
  expiryInFuture,
  luhnValid,
  parseExpiry,
  TEST_CARDS,
} from '../../../src/gateways/sandbox/test-cards';
import { CallbackRejected } from '../../../src/gateways/types';
import { chargeReference, parseChargeReference } from '../../../src/modules/payments/charges/reference';
import { nextRetryAt } from '../../../src/modules/payments/charges/schedule';

describe('sandbox test cards', () => {
  it('knows every documented test card, each Luhn-valid', () => {
    for (const card of TEST_CARDS) expect(luhnValid(card.number)).toBe(true);
    expect(behaviourOf(cardDigits('4242 4242 4242 4242'))).toBe('success');
    expect(behaviourOf('4000000000000002')).toBe('declined');
    expect(behaviourOf('4000000000009995')).toBe('insufficient_funds');
    expect(behaviourOf('4000000000000069')).toBe('expired');
    expect(behaviourOf('4000000000003220')).toBe('three_ds');
    expect(behaviourOf('5555555555554444')).toBe('success');
  });

  it('refuses numbers that fail Luhn or are not digits', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242-4242')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['9417000000000008', 'elcart'],
    ['6200000000000005', 'unionpay'],
    ['2200000000000004', 'mir'],
    ['2204000000000000', 'mir'],
    ['2205000000000000', 'other'],
    ['3782822463100050', 'other'],
  ])('tells the brand of %s: %s', (number, brand) => {
    expect(brandOf(number)).toBe(brand);
  });

  it('takes MM/YY expiry dates valid through the end of their month', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('1230')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('13/30')).toBeNull();
    expect(parseExpiry('ab/cd')).toBeNull();
    expect(expiryInFuture({ month: 11, year: 2026 }, now)).toBe(true);
    expect(expiryInFuture({ month: 10, year: 2026 }, now)).toBe(false);
  });

  it('maps card behaviour to charge declines: insufficient funds soft; declined and expired hard', () => {
    expect(chargeOutcome('success')).toEqual({ ok: true });
    expect(chargeOutcome('insufficient_funds')).toEqual({
      ok: false,
      decline: 'soft',
      code: 'insufficient_funds',
    });
    expect(chargeOutcome('declined')).toEqual({ ok: false, decline: 'hard', code: 'card_declined' });
    expect(chargeOutcome('charge_declined')).toEqual({ ok: false, decline: 'hard', code: 'card_declined' });
    expect(chargeOutcome('expired')).toEqual({ ok: false, decline: 'hard', code: 'expired_card' });
  });
});

describe('callback signatures', () => {
  const secret = 'a-webhook-secret-for-tests';
  const now = new Date('2026-11-21T10:00:00Z');

  it('accepts its own signature within 300 s either way', () => {
    const header = signatureHeader(secret, '{"a":1}', now);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(() => verifySignature(secret, header, '{"a":1}', new Date(now.getTime() + 300_000))).not.toThrow();
    expect(() => verifySignature(secret, header, '{"a":1}', new Date(now.getTime() - 300_000))).not.toThrow();
  });

  it.each([
    ['another body', (h: string) => [h, '{"a":2}', now]],
    ['another secret', () => [signatureHeader('another-secret-entirely', '{"a":1}', now), '{"a":1}', now]],
    ['an old timestamp', (h: string) => [h, '{"a":1}', new Date(now.getTime() + 301_000)]],
    ['no header', () => [undefined, '{"a":1}', now]],
    ['a malformed header', () => ['t=abc,v1=zz', '{"a":1}', now]],
  ] as const)('refuses %s', (_, make) => {
    const [header, body, at] = make(signatureHeader(secret, '{"a":1}', now)) as [
      string | undefined,
      string,
      Date,
    ];
    expect(() => verifySignature(secret, header, body, at)).toThrow(CallbackRejected);
  });
});

describe('billing dates', () => {
  it('moves by one calendar month, keeping the day and clamping to the month end', () => {
    expect(nextMonthlyDate('2026-01-15', 15)).toBe('2026-02-15');
    expect(nextMonthlyDate('2026-01-31', 31)).toBe('2026-02-28');
    expect(nextMonthlyDate('2026-02-28', 31)).toBe('2026-03-31');
    expect(nextMonthlyDate('2028-01-30', 30)).toBe('2028-02-29');
    expect(nextMonthlyDate('2026-12-31', 31)).toBe('2027-01-31');
  });

  it('retries soft declines 1, 3 and 7 days after the first try, then no more', () => {
    const first = new Date('2026-11-01T06:00:00Z');
    const days = (n: number) => new Date(first.getTime() + n * 86_400_000 + 1000);
    expect(nextRetryAt(first, first, [1, 3, 7])?.toISOString()).toBe('2026-11-02T06:00:00.000Z');
    expect(nextRetryAt(first, days(1), [1, 3, 7])?.toISOString()).toBe('2026-11-04T06:00:00.000Z');
    expect(nextRetryAt(first, days(3), [1, 3, 7])?.toISOString()).toBe('2026-11-08T06:00:00.000Z');
    expect(nextRetryAt(first, days(7), [1, 3, 7])).toBeNull();
  });

  it('names each try of a payment in its reference', () => {
    expect(chargeReference(42, 3)).toBe('ijara-pay-42-3');
    expect(parseChargeReference('ijara-pay-42-3')).toEqual({ paymentId: 42, attempt: 3 });
    expect(parseChargeReference('ijara-pay-42')).toBeNull();
    expect(parseChargeReference('other-42-3')).toBeNull();
  });
});

describe('payment configuration', () => {
  it('refuses the development webhook secret in production', () => {
    const production = {
      NODE_ENV: 'production',
      API_SIGNATURE_SECRET: 'a-real-production-secret',
      AUTH_CODE_PEPPER: 'a-real-production-pepper',
      CODE_CHANNELS: 'live',
      SMS_GATEWAY_URL: 'https://sms.example/send',
    };
    expect(() => loadConfig({ ...production, SANDBOX_IN_PRODUCTION: 'true' })).toThrow(
      /PAYMENT_WEBHOOK_SECRET/,
    );
    const ready = {
      ...production,
      PAYMENT_WEBHOOK_SECRET: 'a-real-webhook-secret',
      SANDBOX_IN_PRODUCTION: 'true',
    };
    expect(loadConfig(ready).NODE_ENV).toBe('production');
  });

  it('refuses the sandbox gateway (test cards) in production unless a deployment says it means it', () => {
    const production = {
      NODE_ENV: 'production',
      API_SIGNATURE_SECRET: 'a-real-production-secret',
      AUTH_CODE_PEPPER: 'a-real-production-pepper',
      CODE_CHANNELS: 'live',
      SMS_GATEWAY_URL: 'https://sms.example/send',
      PAYMENT_WEBHOOK_SECRET: 'a-real-webhook-secret',
    };
    expect(() => loadConfig(production)).toThrow(/PAYMENT_GATEWAY.*SANDBOX_IN_PRODUCTION=true/s);
    expect(loadConfig({ ...production, SANDBOX_IN_PRODUCTION: 'true' }).SANDBOX_IN_PRODUCTION).toBe(true);
  });

  it('keeps retries within 8 tries in 14 days', () => {
    expect(loadConfig({ BILLING_RETRY_DAYS: '1,2,4,6,8,10,14' }).BILLING_RETRY_DAYS).toHaveLength(7);
    expect(() => loadConfig({ BILLING_RETRY_DAYS: '1,2,3,4,5,6,7,8' })).toThrow(/BILLING_RETRY_DAYS/);
    expect(() => loadConfig({ BILLING_RETRY_DAYS: '1,15' })).toThrow(/BILLING_RETRY_DAYS/);
    expect(() => loadConfig({ BILLING_RETRY_DAYS: '3,1' })).toThrow(/BILLING_RETRY_DAYS/);
  });

  it('bills by default except under NODE_ENV=test', async () => {
    const { billingEnabled } = await import('../../../src/config/payments');
    expect(billingEnabled(loadConfig({}))).toBe(true);
    expect(billingEnabled(loadConfig({ NODE_ENV: 'test' }))).toBe(false);
    expect(billingEnabled(loadConfig({ NODE_ENV: 'test', BILLING_ENABLED: 'true' }))).toBe(true);
  });
});
