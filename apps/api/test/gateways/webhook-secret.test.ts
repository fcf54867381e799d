import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_WEBHOOK_SECRET } from '../../src/config/payments';
import { webhookSecret } from '../../src/gateways/webhook-secret';

describe('the payment-callback key', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'ijara-webhook-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('is random per machine in development, kept owner-only and reused; never the public test key', () => {
    const file = path.join(folder, 'nested', 'payment-webhook-secret');
    const first = webhookSecret({ NODE_ENV: 'development', PAYMENT_WEBHOOK_SECRET_FILE: file });
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(DEV_WEBHOOK_SECRET);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(webhookSecret({ NODE_ENV: 'development', PAYMENT_WEBHOOK_SECRET_FILE: file })).toBe(first);
    const other = path.join(folder, 'other-machine');
    expect(webhookSecret({ NODE_ENV: 'development', PAYMENT_WEBHOOK_SECRET_FILE: other })).not.toBe(first);
  });

  it('is the configured one when set, and the fixed test key only under NODE_ENV=test', () => {
    const file = path.join(folder, 'unused');
    expect(
      webhookSecret({
        NODE_ENV: 'production',
        PAYMENT_WEBHOOK_SECRET: 'k'.repeat(40),
        PAYMENT_WEBHOOK_SECRET_FILE: file,
      }),
    ).toBe('k'.repeat(40));
    expect(webhookSecret({ NODE_ENV: 'test', PAYMENT_WEBHOOK_SECRET_FILE: file })).toBe(DEV_WEBHOOK_SECRET);
  });
});
