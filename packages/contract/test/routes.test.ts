import { describe, expect, it } from 'vitest';
import { buildPath, localizePath, matchRoute, ROUTES, splitLocale } from '../src';

describe('route table (SPEC.md §2)', () => {
  it('matches every fixed route in both languages', () => {
    for (const [id, path] of Object.entries(ROUTES)) {
      if (path.includes(':')) continue;
      expect(matchRoute(path)?.id).toBe(id);
      expect(matchRoute(localizePath(path, 'en'))).toMatchObject({ id, locale: 'en' });
    }
  });

  it('fills and reads parameters', () => {
    const path = buildPath('catalogGadget', { category: 'smartphones', gadget: 'iphone-16' }, 'en');
    expect(path).toBe('/en/catalog/smartphones/iphone-16/');
    expect(matchRoute(path)).toEqual({
      id: 'catalogGadget',
      locale: 'en',
      params: { category: 'smartphones', gadget: 'iphone-16' },
    });
    expect(matchRoute('/success-subscription/3/')?.params).toEqual({ office: '3' });
  });

  it.each([
    '/no-such-page/',
    '/about',
    '/catalog/a/b/c/',
    '/en/en/faq/',
    '/catalog/Bad_Slug/',
    '/faq//',
    '/en',
  ])('does not match %s', (path) => expect(matchRoute(path)).toBeNull());

  it('splits the locale prefix', () => {
    expect(splitLocale('/en/faq/')).toEqual({ locale: 'en', path: '/faq/' });
    expect(splitLocale('/en/')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/faq/')).toEqual({ locale: 'ru', path: '/faq/' });
    expect(splitLocale('/english/')).toEqual({ locale: 'ru', path: '/english/' });
  });
});
