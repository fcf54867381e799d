import path from 'node:path';
import { DEV_SIGNATURE_SECRET } from '@ijara/contract';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from '../src/config';

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
      SEED_DEMO: true,
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
      REDIS_URL: 'redis://cache:6379',
    });
    expect(config.PORT).toBe(8080);
    expect(config.SEED_DEMO).toBe(false);
    expect(config.DATABASE_URL).toBe('postgres://u@db:5432/app');
    expect(config.REDIS_URL).toBe('redis://cache:6379');
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
    ['REDIS_URL', 'http://x'],
    ['SEED_DEMO', 'maybe'],
    ['API_SIGNATURE_SECRET', 'short'],
  ])('stops on a bad %s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('refuses the development signature secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/API_SIGNATURE_SECRET/);
    expect(
      loadConfig({ NODE_ENV: 'production', API_SIGNATURE_SECRET: 'a-real-production-secret' }).NODE_ENV,
    ).toBe('production');
  });
});
