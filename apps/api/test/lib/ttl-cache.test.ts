import { describe, expect, it } from 'vitest';
import { ttlCache } from '../../src/lib/ttl-cache';

describe('ttlCache', () => {
  it('loads once per key until the entry expires', async () => {
    let now = 0;
    let loads = 0;
    const cache = ttlCache(
      1000,
      async (key: string) => {
        loads += 1;
        return `${key}:${loads}`;
      },
      () => now,
    );
    expect(await Promise.all([cache.get('ru'), cache.get('ru')])).toEqual(['ru:1', 'ru:1']);
    expect(await cache.get('en')).toBe('en:2');
    now = 999;
    expect(await cache.get('ru')).toBe('ru:1');
    now = 1000;
    expect(await cache.get('ru')).toBe('ru:3');
    cache.clear();
    expect(await cache.get('ru')).toBe('ru:4');
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const cache = ttlCache(60_000, async () => {
      if (fail) throw new Error('database down');
      return 'ok';
    });
    await expect(cache.get('k')).rejects.toThrow('database down');
    fail = false;
    expect(await cache.get('k')).toBe('ok');
  });
});
