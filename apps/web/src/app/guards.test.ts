// @vitest-environment node
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../lib/session/store';
import { createCatalog, createClient } from '../testing/factories';
import { goToPage, rememberQuery, requireClient, requireToken, validatePath } from './guards';

const args = (path: string): LoaderFunctionArgs => {
  const url = new URL(`http://localhost${path}`);
  return { request: new Request(url), url, params: {}, context: {}, pattern: '' } as LoaderFunctionArgs;
};

function thrown(run: () => unknown): Response | undefined {
  try {
    run();
  } catch (error) {
    return error as Response;
  }
  return undefined;
}

describe('route guards (SPEC.md §5)', () => {
  it('authenticated: no client → home of the same language', () => {
    expect(thrown(() => requireClient(args('/en/payments/')))?.headers.get('Location')).toBe('/en/');
    sessionStore.set({ client: createClient() });
    expect(requireClient(args('/payments/'))).toBeNull();
  });

  it('registration: no token → home', () => {
    expect(thrown(() => requireToken(args('/registration/')))?.headers.get('Location')).toBe('/');
    sessionStore.set({ token: 't' });
    expect(requireToken(args('/registration/'))).toBeNull();
  });

  it('goToPage stores ?city= and ?device=', () => {
    rememberQuery(args('/catalog/?city=osh&device=iphone-16'));
    expect(sessionStore.get()).toMatchObject({ currentCity: 'osh', currentDevice: 'iphone-16' });
  });

  it('goToPage moves a signed-in person on from the sign-in page', () => {
    expect(goToPage(args('/'))).toBeNull();
    sessionStore.set({ token: 't', client: createClient(), catalog: createCatalog() });
    expect(thrown(() => goToPage(args('/en/')))?.headers.get('Location')).toBe('/en/catalog/');
  });

  it('a path outside the route table is a 404', () => {
    expect(validatePath(args('/faq/'))).toBeNull();
    expect(thrown(() => validatePath(args('/faq')))).toMatchObject({ init: { status: 404 } });
    expect(thrown(() => validatePath(args('/catalog/Bad_Slug/')))).toMatchObject({ init: { status: 404 } });
  });
});
