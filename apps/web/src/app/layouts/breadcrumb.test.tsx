import { cleanup, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCatalog, createSubscription } from '../../testing/factories';
import { setupI18n } from '../../testing/i18n';
import { renderAt } from '../../testing/render';
import { Breadcrumb } from './breadcrumb';

function crumbs() {
  const nav = screen.getByRole('navigation');
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => {
      const link = within(item).queryByRole('link');
      return [item.textContent, link?.getAttribute('href') ?? null];
    });
}

describe('breadcrumb (SPEC.md §2)', () => {
  beforeEach(() => setupI18n('en'));

  it('shows the menu label, then parameter names as links', () => {
    renderAt('/en/catalog/smartphones/iphone-16/', <Breadcrumb catalog={createCatalog()} />);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeTruthy();
    expect(crumbs()).toEqual([
      ['Devices', '/en/catalog/'],
      ['Smartphones', '/en/catalog/smartphones/'],
      ['iPhone 16', '/en/catalog/smartphones/iphone-16/'],
    ]);
    expect(screen.getByRole('link', { name: 'iPhone 16' }).getAttribute('aria-current')).toBe('page');
  });

  it('falls back to the slugs before the catalogue has loaded', () => {
    renderAt('/en/catalog/smartphones/iphone-16/', <Breadcrumb catalog={undefined} />);
    expect(crumbs().map(([text]) => text)).toEqual(['Devices', 'smartphones', 'iphone-16']);
  });

  it('labels the first segment in the page language', async () => {
    await setupI18n('ru');
    renderAt('/payments/', <Breadcrumb catalog={undefined} />);
    expect(crumbs()).toEqual([['Платежи', '/payments/']]);
  });

  it('names a page that is not in a menu and does not link a partial path that is no page', () => {
    renderAt('/en/success-subscription/5/', <Breadcrumb catalog={createCatalog()} />);
    expect(crumbs()).toEqual([
      ['You are subscribed', null],
      ['Chuy office', '/en/success-subscription/5/'],
    ]);
  });

  it('names a subscription by its model once the list is there', () => {
    const subscriptions = [createSubscription({ id: 42 })];
    renderAt('/en/subscriptions/42/', <Breadcrumb catalog={undefined} subscriptions={undefined} />);
    expect(crumbs()).toEqual([
      ['Subscriptions', '/en/subscriptions/'],
      ['Subscription', '/en/subscriptions/42/'],
    ]);
    cleanup();
    renderAt('/en/subscriptions/42/', <Breadcrumb catalog={undefined} subscriptions={subscriptions} />);
    expect(crumbs().at(-1)).toEqual(['iPhone 16, 128 GB', '/en/subscriptions/42/']);
  });

  it('shows a receipt under its payment number, named by its page', () => {
    renderAt('/en/payments/42/receipt/', <Breadcrumb catalog={undefined} />);
    expect(crumbs()).toEqual([
      ['Payments', '/en/payments/'],
      ['42', null],
      ['Receipt', '/en/payments/42/receipt/'],
    ]);
  });

  it('is absent on the home page and on unknown paths', () => {
    renderAt('/en/', <Breadcrumb catalog={createCatalog()} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    renderAt('/en/no-such-page/', <Breadcrumb catalog={createCatalog()} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
