import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '../../../src/config/index';
import { resolveOpsToken } from '../../../src/modules/ops/ops-token';

const PRODUCTION = {
  NODE_ENV: 'production',
  API_SIGNATURE_SECRET: 'a-real-production-secret',
  AUTH_CODE_PEPPER: 'a-real-production-pepper',
  CODE_CHANNELS: 'live',
  SMS_GATEWAY_URL: 'https://sms.example.kg/send',
  PAYMENT_WEBHOOK_SECRET: 'a-real-production-webhook-secret',
  SANDBOX_IN_PRODUCTION: 'true',
};

describe('the ops token', () => {
  it('is OPS_TOKEN when set; production without it starts no ops routes', () => {
    const token = 'p'.repeat(40);
    expect(resolveOpsToken(loadConfig({ ...PRODUCTION, OPS_TOKEN: token }))).toEqual({
      token,
      source: 'env',
    });
    expect(resolveOpsToken(loadConfig(PRODUCTION))).toBeNull();
    expect(() => loadConfig({ OPS_TOKEN: 'short' })).toThrow(/OPS_TOKEN/);
  });

  it('in development is made once in OPS_TOKEN_FILE (owner-only) and kept across starts', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'ijara-ops-'));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    const file = path.join(folder, 'nested/ops-token');
    const config = loadConfig({ NODE_ENV: 'development', OPS_TOKEN_FILE: file });
    const first = resolveOpsToken(config);
    expect(first?.source).toBe('file');
    expect(first?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readFileSync(file, 'utf8').trim()).toBe(first?.token);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(resolveOpsToken(config)?.token).toBe(first?.token);

    writeFileSync(file, 'not a token');
    expect(() => resolveOpsToken(config)).toThrow(/delete it/);
  });
});
