import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_IMMUTABLE, CACHE_NONE, CACHE_SHORT, cachePolicy, findFile } from '../../src/plugins/web-files';
import { createWebDist } from '../helpers/web-dist';

describe('cachePolicy', () => {
  it.each([
    ['assets/index-AbC123.js', CACHE_IMMUTABLE],
    ['assets/fonts/inter-9f8e.woff2', CACHE_IMMUTABLE],
    ['index.html', CACHE_NONE],
    ['sw.js', CACHE_NONE],
    ['manifest.webmanifest', CACHE_NONE],
    ['registerSW.js', CACHE_NONE],
    ['svg/phone.svg', CACHE_SHORT],
    ['robots.txt', CACHE_SHORT],
  ])('%s → %s', (file, policy) => {
    expect(cachePolicy(file)).toBe(policy);
  });
});

describe('findFile', () => {
  let dist: Awaited<ReturnType<typeof createWebDist>>;
  beforeAll(async () => {
    dist = await createWebDist();
  });
  afterAll(async () => {
    await dist.remove();
  });

  it('finds files of the build by URL path', async () => {
    expect(await findFile(dist.root, '/sw.js')).toBe('sw.js');
    expect(await findFile(dist.root, '/svg/phone.svg')).toBe('svg/phone.svg');
    expect(await findFile(dist.root, '/svg/%70hone.svg')).toBe('svg/phone.svg');
  });

  it.each([
    '/',
    '/svg/',
    '/svg',
    '/.env',
    '/svg/../.env',
    '/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%5c..%5cetc%5cpasswd',
    '/sw.js%00.png',
    '/%E0%A4%A',
    '/missing.js',
  ])('does not find %s', async (pathname) => {
    expect(await findFile(dist.root, pathname)).toBeNull();
  });
});
