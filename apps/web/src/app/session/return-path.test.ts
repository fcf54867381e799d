// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { returnPathOf, safeReturnPath, withReturnPath } from './return-path';

describe('the way back after signing in', () => {
  it('keeps a page of this site, with its query, in the language of the sign-in page', () => {
    expect(safeReturnPath('/cards/', 'ru')).toBe('/cards/');
    expect(safeReturnPath('/payments/?subscription=7', 'ru')).toBe('/payments/?subscription=7');
    expect(safeReturnPath('/en/subscriptions/12/', 'en')).toBe('/en/subscriptions/12/');
    expect(safeReturnPath('/cards/', 'en')).toBe('/en/cards/');
    expect(safeReturnPath('/en/cards/', 'ru')).toBe('/cards/');
  });

  it.each([
    ['//evil.com', 'protocol-relative: another host'],
    ['//evil.com/cards/', 'protocol-relative with a path'],
    ['/\\evil.com', 'a backslash browsers read as a slash'],
    ['/\\/evil.com/', 'backslash and slash'],
    ['\\\\evil.com', 'two backslashes'],
    ['https://evil.com/cards/', 'an absolute URL'],
    ['http://localhost/cards/', 'an absolute URL of this host'],
    ['javascript:alert(1)', 'a script URL'],
    ['cards/', 'a relative path'],
    ['/cards/\n//evil.com', 'a control character'],
    ['/%2F%2Fevil.com/', 'an encoded second slash'],
    ['/unknown/', 'a path outside the route table'],
    ['/cards', 'no trailing slash'],
    ['/', 'the sign-in page itself'],
    ['/registration/', 'registration'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (value) => {
    expect(safeReturnPath(value, 'ru')).toBeNull();
  });

  it('rides in the query and is read back checked', () => {
    const path = withReturnPath('/', '/payments/?subscription=7');
    expect(path).toBe('/?next=%2Fpayments%2F%3Fsubscription%3D7');
    expect(returnPathOf(new URL(path, 'http://x').search, 'ru')).toBe('/payments/?subscription=7');
    expect(returnPathOf('?next=%2F%2Fevil.com', 'ru')).toBeNull();
    expect(withReturnPath('/registration/', null)).toBe('/registration/');
  });
});
