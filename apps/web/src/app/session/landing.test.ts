// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMPTY_SESSION } from '../../lib/session/state';
import { createCatalog, createClient } from '../../testing/factories';
import { landingPath } from './landing';

const base = { ...EMPTY_SESSION, token: 't', catalog: createCatalog() };

describe('post-login landing (SPEC.md §2)', () => {
  it('sends a token without a client to registration', () => {
    expect(landingPath(base, 'ru')).toBe('/registration/');
  });

  it('prefers the chosen device, then subscriptions, then the catalogue', () => {
    const client = createClient();
    expect(landingPath({ ...base, client, currentDevice: 'iphone-16', subscriptionsCount: 2 }, 'en')).toBe(
      '/en/catalog/smartphones/iphone-16/',
    );
    expect(landingPath({ ...base, client, currentDevice: 'laptops' }, 'ru')).toBe('/catalog/laptops/');
    expect(landingPath({ ...base, client, subscriptionsCount: 1 }, 'ru')).toBe('/subscriptions/');
    expect(landingPath({ ...base, client, currentDevice: 'unknown' }, 'ru')).toBe('/catalog/');
  });

  it('goes on at /checkout/ with a draft built before signing in; a half-made draft opens the device', () => {
    const client = createClient();
    const draft = { model: 1, term: 12, city: 1, insurance: false, delivery: 'pickup', office: 1 } as const;
    expect(landingPath({ ...base, client, currentDevice: 'iphone-16', newSubscription: draft }, 'en')).toBe(
      '/en/checkout/',
    );
    expect(
      landingPath({ ...base, client, currentDevice: 'iphone-16', newSubscription: { model: 1 } }, 'en'),
    ).toBe('/en/catalog/smartphones/iphone-16/');
    expect(landingPath({ ...base, newSubscription: draft }, 'ru')).toBe('/registration/');
  });
});
