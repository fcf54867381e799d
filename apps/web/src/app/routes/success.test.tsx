import { formatMoney } from '@ijara/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session/store';
import { createClient } from '../../testing/factories';
import { setupI18n } from '../../testing/i18n';
import { renderAt } from '../../testing/render';
import { Component as SuccessPage } from './success';

beforeEach(() => setupI18n('en'));

describe('/success/', () => {
  it('after binding a card: links to the cards, the subscriptions and the recurring terms', async () => {
    sessionStore.set({ token: 't', client: createClient() });
    renderAt('/en/success/?for=card', <SuccessPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Card bound' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My cards' }).getAttribute('href')).toBe('/en/cards/');
    expect(screen.getByRole('link', { name: 'My subscriptions' }).getAttribute('href')).toBe(
      '/en/subscriptions/',
    );
    expect(screen.getByRole('link', { name: 'Recurring payment terms' }).getAttribute('href')).toBe(
      '/en/rekurrent/',
    );
  });

  it('after placing a subscription: the order number links to it, with what was paid', async () => {
    sessionStore.set({ token: 't', client: createClient() });
    renderAt('/en/success/', <SuccessPage />, { placed: { id: 42, amount: 875_000, paid: true } });
    expect(screen.getByRole('link', { name: 'No. 42' }).getAttribute('href')).toBe('/en/subscriptions/42/');
    const paid = screen.getByText('Paid', { selector: 'dt' }).nextElementSibling;
    expect(paid?.textContent).toBe(formatMoney(875_000, 'en'));
  });

  it('after placing a subscription, and for a visitor without a session', async () => {
    await setupI18n('ru');
    const { unmount } = renderAt('/success/', <SuccessPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Спасибо! Заявка принята' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Вернуться в каталог' })).toBeTruthy();
    unmount();
    sessionStore.set({ token: 't', client: createClient() });
    renderAt('/success/?for=payment', <SuccessPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Оплата прошла' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'История платежей' }).getAttribute('href')).toBe('/payments/');
  });
});
